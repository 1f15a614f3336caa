import type { Subscriber } from '../../platform/outbox/index.ts';
import type { BrandService } from '../brands/brands.service.ts';
import type { WalletService } from './wallet.service.ts';

/**
 * The wallet's reactions to domain events (ADR 0021), for the app's one dispatcher.
 *
 * `wallet.live-balance`: after a deposit is credited or a withdrawal is paid, the member's open
 * tabs hear the new balance (the `balance` live message, as before, now after the commit through
 * the outbox instead of a call from the payments and withdrawal services). It reads the balance
 * through the handler's transaction, so it always sends the current one; a retry may send it
 * again, which the page takes as it is.
 */
export function walletSubscribers(deps: { wallet: WalletService; brands: BrandService }): Subscriber[] {
  const liveBalance: Subscriber<'deposit.credited' | 'withdrawal.paid'> = {
    name: 'wallet.live-balance',
    types: ['deposit.credited', 'withdrawal.paid'],
    async handle(trx, event) {
      const brand = await deps.brands.moneyOf(event.merchantId, trx);
      if (!brand) return;
      await deps.wallet.publishBalances(brand, [BigInt(event.payload.memberId)], trx);
    },
  };
  return [liveBalance as Subscriber];
}
