import type { TBalance, TConsolidatedFunds, TMerchantWallet } from '@portal/contracts';
import { type RawBuilder, sql } from 'kysely';
import type { Db } from '../../db/database.ts';
import { type EventBus, memberChannel } from '../../platform/events.ts';
import { wakeDispatchers } from '../../platform/outbox/index.ts';
import type { Brand } from '../brands/brand.ts';
import type { BrandMoney } from '../brands/brands.service.ts';
import { balanceOf, findByKey, gameHouse, post } from '../ledger/ledger.ts';
import { moneyText } from './amounts.ts';
import { lockVendorSync, transferActivitySince } from './transfers.repository.ts';
import type { VendorGateway } from './vendor-gateway.ts';

/** A transfer this recent may be seen by one side only: the vendor sync waits this long after it. */
const VENDOR_SYNC_QUIET_MS = 5_000;

/** A member's balance figures in minor units, as text (JSON carries no bigint). */
type BalanceFigures = { main: string | null; bonus: string | null; pending: string | null };

/**
 * Balances as members see them, and the live balance: after every committed movement the
 * member's connections hear the new balance (through the event bus, so on every node).
 */
export class WalletService {
  readonly #db: Db;
  readonly #events: EventBus;
  readonly #gateway: VendorGateway;
  readonly #now: () => Date;

  constructor(db: Db, events: EventBus, gateway: VendorGateway, now: () => Date = () => new Date()) {
    this.#db = db;
    this.#events = events;
    this.#gateway = gateway;
    this.#now = now;
  }

  /** `db` may be a transaction (an event handler's), which then reads it. */
  async balance(brand: BrandMoney, memberId: bigint, db: Db = this.#db): Promise<TBalance> {
    // One statement: the header asks for this after every money command.
    const { rows } = await sql<{
      balance: BalanceFigures;
    }>`select ${this.balanceReport(brand, memberId, false)} as balance`.execute(db);
    return this.#balanceOf(brand, rows[0]?.balance);
  }

  /**
   * The member's balance figures as one JSON value, for a statement to return with its answer.
   * Inside a journal statement (`inJournal`), the accounts it moved are read from `moved`, the
   * others from the table as the statement found them.
   */
  balanceReport(brand: Pick<Brand, 'id'>, memberId: bigint, inJournal = true): RawBuilder<unknown> {
    const wallet = (kind: 'MAIN' | 'BONUS') =>
      inJournal
        ? sql`(select coalesce(m.balance, a.balance)::text from ledger_accounts a left join moved m on m.id = a.id
            where a.member_id = ${memberId} and a.kind = ${kind} and a.merchant_id = ${brand.id})`
        : sql`(select a.balance::text from ledger_accounts a
            where a.member_id = ${memberId} and a.kind = ${kind} and a.merchant_id = ${brand.id})`;
    return sql`json_build_object(
      'main', ${wallet('MAIN')},
      'bonus', ${wallet('BONUS')},
      'pending', (select sum(amount)::text from withdrawals
        where member_id = ${memberId} and merchant_id = ${brand.id} and status = 'PENDING'))`;
  }

  #balanceOf(brand: BrandMoney, figures: BalanceFigures | undefined): TBalance {
    return {
      currency: brand.currency,
      exponent: brand.currencyExponent,
      main: moneyText(brand, BigInt(figures?.main ?? 0)),
      bonus: moneyText(brand, BigInt(figures?.bonus ?? 0)),
      pendingWithdrawal: moneyText(brand, BigInt(figures?.pending ?? 0)),
    };
  }

  /**
   * The brand's transfer-wallet vendors (none when every game runs on one wallet). Read with the
   * brand, so as fresh as the rest of its configuration.
   */
  async transferVendors(brand: Brand): Promise<{ vendorCode: string; name: string }[]> {
    return brand.settings.wallet.isSingleWallet ? [] : brand.transferVendors;
  }

  async merchantWallet(brand: Brand): Promise<TMerchantWallet> {
    return { isSingle: brand.settings.wallet.isSingleWallet, vendors: await this.transferVendors(brand) };
  }

  /**
   * A vendor whose games play against the balance it holds (ADR 0043): the member's VENDOR account
   * follows the vendor's balance. The difference since the last sync is the member's play there,
   * posted against the member's HOUSE account (VENDOR_PLAY), once per state of the vendor's books
   * (its change counter is the key). Skipped while a transfer with the vendor is in flight or just
   * finished, when the two balances may describe different moments; the next look catches up.
   */
  async syncVendor(brand: Brand, memberId: bigint, vendorCode: string): Promise<void> {
    if (!this.#gateway.heldBalance) return;
    const since = new Date(this.#now().getTime() - VENDOR_SYNC_QUIET_MS);
    const held = await this.#gateway.heldBalance(brand, vendorCode, memberId);
    if (!held) return;
    await this.#db.transaction().execute(async (trx) => {
      await lockVendorSync(trx, brand.id, memberId, vendorCode);
      if (await transferActivitySince(trx, brand.id, memberId, vendorCode, since)) return;
      const books = await balanceOf(trx, brand.id, memberId, 'VENDOR', vendorCode);
      const difference = held.minor - books;
      if (difference === 0n) return;
      const key = `vendor-play:${vendorCode}:${memberId}:${held.seq}`;
      if (await findByKey(trx, brand.id, key)) return;
      await post(trx, {
        merchantId: brand.id,
        currency: brand.currency,
        kind: 'VENDOR_PLAY',
        idempotencyKey: key,
        reference: `vendor:${vendorCode}`,
        metadata: { vendorCode, vendorSeq: held.seq },
        postings: [
          { account: { merchantId: brand.id, kind: 'VENDOR', memberId, vendorCode }, amount: difference },
          { account: gameHouse(brand.id, memberId), amount: -difference },
        ],
      });
    });
  }

  async funds(brand: Brand, memberId: bigint): Promise<TConsolidatedFunds> {
    const vendorList = await this.transferVendors(brand);
    for (const v of vendorList) await this.syncVendor(brand, memberId, v.vendorCode);
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

  /**
   * Tells each member's open tabs their new balance. Call after the movement has committed; an
   * event handler passes its transaction as `db`.
   */
  async publishBalances(brand: BrandMoney, memberIds: Iterable<bigint>, db: Db = this.#db): Promise<void> {
    for (const memberId of new Set(memberIds)) {
      await this.#publish(brand, memberId, await this.balance(brand, memberId, db));
    }
  }

  /**
   * The same with the figures a committed statement returned (`balanceReport`), which saves
   * reading them again.
   */
  async publishReported(brand: BrandMoney, memberId: bigint, report: unknown): Promise<void> {
    await this.#publish(brand, memberId, this.#balanceOf(brand, report as BalanceFigures));
  }

  /**
   * Call after a transaction that wrote to the betting record has committed: its wager events
   * are delivered now rather than at the dispatchers' next poll.
   */
  wagersCommitted(): void {
    wakeDispatchers(this.#events);
  }

  async #publish(brand: BrandMoney, memberId: bigint, balance: TBalance): Promise<void> {
    await this.#events.publish(memberChannel(brand.id, memberId), { type: 'balance', balance });
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
