import type { Subscriber } from '../../platform/outbox/index.ts';
import type { BrandService } from '../brands/brands.service.ts';
import type { BonusService } from './bonus.service.ts';
import type { WalletService } from './wallet.service.ts';

/**
 * The bonus wallet's reactions to domain events (issue 18; ADR 0039).
 *
 * `wallet.bonus-wagering`: each settled (or settled again, or cancelled) bet counts towards the
 * member's ACTIVE grant by the difference from what it counted before; the grant converts when
 * met or ends BALANCE_SPENT, in the handler's transaction. Members without a bonus cost one
 * indexed probe. Progress is told live from here.
 *
 * `wallet.bonus-live`: a grant made or ended is told to the member's tabs (the `bonus` live
 * message, with the grant that started after it, if any) with the new balance, once committed.
 * Nothing is written; a retry may tell it twice.
 */
export function bonusSubscribers(deps: {
  bonus: BonusService;
  wallet: WalletService;
  brands: BrandService;
}): Subscriber[] {
  const wagering: Subscriber<'wager.settled'> = {
    name: 'wallet.bonus-wagering',
    types: ['wager.settled'],
    // No grant predates the bonus wallet: history has nothing to count.
    startFrom: 'now',
    async handle(trx, event) {
      const brand = await deps.brands.moneyOf(event.merchantId, trx);
      if (!brand) return;
      await deps.bonus.onWagerSettled(trx, brand, event.payload);
    },
  };
  const live: Subscriber<'bonus.granted' | 'bonus.ended'> = {
    name: 'wallet.bonus-live',
    types: ['bonus.granted', 'bonus.ended'],
    // Telling a member about a grant long gone helps nobody.
    startFrom: 'now',
    async handle(trx, event) {
      const brand = await deps.brands.moneyOf(event.merchantId, trx);
      if (!brand) return;
      const memberId = BigInt(event.payload.memberId);
      await deps.bonus.publishGrant(brand, BigInt(event.payload.grantId), trx);
      if (event.type === 'bonus.ended') {
        const next = await deps.bonus.activeGrantId(trx, brand, memberId);
        if (next !== null) await deps.bonus.publishGrant(brand, next, trx);
      }
      await deps.wallet.publishBalances(brand, [memberId], trx);
    },
  };
  return [wagering as Subscriber, live as Subscriber];
}
