import type { TBalance, TConsolidatedFunds, TMerchantWallet } from '@portal/contracts';
import type { Db } from '../../db/database.ts';
import { type EventBus, memberChannel } from '../../platform/events.ts';
import type { Brand } from '../brands/brand.ts';
import { balanceOf, post } from '../ledger/ledger.ts';
import { moneyText } from './amounts.ts';
import type { VendorGateway } from './vendor-gateway.ts';

/**
 * Balances as members see them, and the live balance: after every committed movement the
 * member's connections hear the new balance (through the event bus, so on every node).
 */
export class WalletService {
  readonly #db: Db;
  readonly #events: EventBus;
  readonly #gateway: VendorGateway;

  constructor(db: Db, events: EventBus, gateway: VendorGateway) {
    this.#db = db;
    this.#events = events;
    this.#gateway = gateway;
  }

  async balance(brand: Brand, memberId: bigint): Promise<TBalance> {
    // One statement: the header asks for this after every money command.
    const row = await this.#db
      .selectNoFrom((eb) => [
        eb
          .selectFrom('ledger_accounts')
          .select('balance')
          .where('merchant_id', '=', brand.id)
          .where('member_id', '=', memberId)
          .where('kind', '=', 'MAIN')
          .where('vendor_code', 'is', null)
          .as('main'),
        eb
          .selectFrom('ledger_accounts')
          .select('balance')
          .where('merchant_id', '=', brand.id)
          .where('member_id', '=', memberId)
          .where('kind', '=', 'BONUS')
          .where('vendor_code', 'is', null)
          .as('bonus'),
        eb
          .selectFrom('withdrawals')
          .select((w) => w.fn.sum<bigint | string>('amount').as('total'))
          .where('merchant_id', '=', brand.id)
          .where('member_id', '=', memberId)
          .where('status', '=', 'PENDING')
          .as('pending'),
      ])
      .executeTakeFirstOrThrow();
    const main = BigInt(row.main ?? 0);
    const bonus = BigInt(row.bonus ?? 0);
    const pending = { total: row.pending ?? 0 };
    return {
      currency: brand.currency,
      exponent: brand.currencyExponent,
      main: moneyText(brand, main),
      bonus: moneyText(brand, bonus),
      pendingWithdrawal: moneyText(brand, BigInt(pending.total)),
    };
  }

  /** The brand's transfer-wallet vendors (none when every game runs on one wallet). */
  async transferVendors(brand: Brand): Promise<{ vendorCode: string; name: string }[]> {
    if (brand.settings.wallet.isSingleWallet) return [];
    const rows = await this.#db
      .selectFrom('game_vendors')
      .innerJoin('merchant_vendors', 'merchant_vendors.vendor_code', 'game_vendors.code')
      .select(['game_vendors.code', 'game_vendors.name'])
      .distinct()
      .where('merchant_vendors.merchant_id', '=', brand.id)
      .where('merchant_vendors.enabled', '=', true)
      .where('game_vendors.wallet_mode', '=', 'TRANSFER')
      .orderBy('game_vendors.code')
      .execute();
    return rows.map((r) => ({ vendorCode: r.code, name: r.name }));
  }

  async merchantWallet(brand: Brand): Promise<TMerchantWallet> {
    return { isSingle: brand.settings.wallet.isSingleWallet, vendors: await this.transferVendors(brand) };
  }

  async funds(brand: Brand, memberId: bigint): Promise<TConsolidatedFunds> {
    const [balance, vendors] = await Promise.all([
      this.balance(brand, memberId),
      this.transferVendors(brand),
    ]);
    const wallets = await Promise.all(
      vendors.map(async (v) => ({
        ...v,
        minor: await balanceOf(this.#db, brand.id, memberId, 'VENDOR', v.vendorCode),
        up: await this.#gateway.isAvailable(brand, v.vendorCode),
      })),
    );
    const main = await balanceOf(this.#db, brand.id, memberId, 'MAIN');
    const bonus = await balanceOf(this.#db, brand.id, memberId, 'BONUS');
    const total = wallets.reduce((sum, w) => sum + w.minor, main + bonus);
    return {
      ...balance,
      total: moneyText(brand, total),
      vendors: wallets.map((w) => ({
        vendorCode: w.vendorCode,
        name: w.name,
        balance: moneyText(brand, w.minor),
        status: w.up ? 'OK' : 'UNAVAILABLE',
      })),
    };
  }

  /** Tells each member's open tabs their new balance. Call after the movement has committed. */
  async publishBalances(brand: Brand, memberIds: Iterable<bigint>): Promise<void> {
    for (const memberId of new Set(memberIds)) {
      await this.#events.publish(memberChannel(brand.id, memberId), {
        type: 'balance',
        balance: await this.balance(brand, memberId),
      });
    }
  }

  /**
   * A credit or debit by the house (demo balances, operator corrections): an ADJUSTMENT between
   * the brand's HOUSE account and the member's main wallet, once per key.
   */
  async adjust(brand: Brand, memberId: bigint, amount: bigint, key: string, note: string): Promise<void> {
    await this.#db.transaction().execute(async (trx) => {
      await post(trx, {
        merchantId: brand.id,
        currency: brand.currency,
        kind: 'ADJUSTMENT',
        idempotencyKey: `adjust:${key}`,
        metadata: { note },
        postings: [
          { account: { merchantId: brand.id, kind: 'HOUSE' }, amount: -amount },
          { account: { merchantId: brand.id, kind: 'MAIN', memberId }, amount },
        ],
      });
    });
    await this.publishBalances(brand, [memberId]);
  }
}
