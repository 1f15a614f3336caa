import type { TTrialWallet } from '@portal/contracts/endpoints';
import type { Transaction } from 'kysely';
import type { Db } from '../../db/database.ts';
import type { Database } from '../../db/schema.ts';
import { AppError } from '../../platform/app-error.ts';
import type { Brand } from '../brands/brand.ts';
import { moneyText } from '../wallet/amounts.ts';
import type { PlayMoneyWallet } from './play-money.ts';
import * as repo from './trial.repository.ts';

/** Play money in whole units of the brand currency (ADR 0044). */
export const TRIAL_OPENING_UNITS = 10_000n;
/** A refill is offered once the balance is below this. */
export const TRIAL_REFILL_BELOW_UNITS = 1_000n;
/** Refills per rolling day. */
export const TRIAL_REFILLS_PER_DAY = 5;
const DAY_MS = 86_400_000;

const minorOf = (brand: Brand, units: bigint) => units * 10n ** BigInt(brand.currencyExponent);

/**
 * A trial account's play money (issue 20; ADR 0044). It lives in the trial module's own table,
 * never in the ledger: no account, no journal row, no betting record, no domain event; reports,
 * commissions, points, VIP, missions and promotions never see it.
 */
export class TrialWallet implements PlayMoneyWallet {
  readonly #db: Db;
  readonly #now: () => Date;

  constructor(deps: { db: Db; now: () => Date }) {
    this.#db = deps.db;
    this.#now = deps.now;
  }

  /** The wallet, locked; made with its opening balance the first time. TRIAL_ONLY for a real member. */
  async #lock(trx: Transaction<Database>, brand: Brand, memberId: bigint): Promise<repo.TrialWalletRow> {
    let row = await repo.lockWallet(trx, brand.id, memberId);
    if (!row) {
      await repo.ensureWallet(trx, brand.id, memberId, minorOf(brand, TRIAL_OPENING_UNITS), this.#now());
      row = await repo.lockWallet(trx, brand.id, memberId);
    }
    if (!row) throw new AppError('TRIAL_ONLY');
    return row;
  }

  async move(
    trx: Transaction<Database>,
    brand: Brand,
    memberId: bigint,
    move: { key: string; kind: 'BET' | 'WIN' | 'REFUND'; delta: bigint; at: Date },
  ): Promise<{ before: bigint; after: bigint }> {
    const wallet = await this.#lock(trx, brand, memberId);
    const known = await repo.findMove(trx, memberId, move.key);
    if (known) {
      if (known.kind !== move.kind || known.delta !== move.delta) throw new AppError('IDEMPOTENCY_CONFLICT');
      return { before: known.balance_after - known.delta, after: known.balance_after };
    }
    const after = wallet.balance + move.delta;
    if (after < 0n) throw new AppError('INSUFFICIENT_FUNDS');
    await repo.writeMove(trx, memberId, { ...move, balanceAfter: after });
    return { before: wallet.balance, after };
  }

  async balanceOf(db: Transaction<Database> | null, brand: Brand, memberId: bigint): Promise<bigint> {
    if (db) return (await this.#lock(db, brand, memberId)).balance;
    const row = await repo.findWallet(this.#db, brand.id, memberId);
    if (row) return row.balance;
    return this.#db.transaction().execute(async (trx) => (await this.#lock(trx, brand, memberId)).balance);
  }

  /** What the header shows: the balance, labelled as play money, and whether a refill is open. */
  async view(brand: Brand, memberId: bigint): Promise<TTrialWallet> {
    const row = await this.#db.transaction().execute((trx) => this.#lock(trx, brand, memberId));
    return this.#view(brand, row);
  }

  #view(brand: Brand, row: repo.TrialWalletRow): TTrialWallet {
    const used = this.#refillsInWindow(row);
    return {
      balance: moneyText(brand, row.balance),
      playMoney: true,
      refillBelow: moneyText(brand, minorOf(brand, TRIAL_REFILL_BELOW_UNITS)),
      refillTo: moneyText(brand, minorOf(brand, TRIAL_OPENING_UNITS)),
      refillsLeft: Math.max(0, TRIAL_REFILLS_PER_DAY - used),
      canRefill: row.balance < minorOf(brand, TRIAL_REFILL_BELOW_UNITS) && used < TRIAL_REFILLS_PER_DAY,
    };
  }

  #refillsInWindow(row: repo.TrialWalletRow): number {
    const start = row.refill_window_start;
    if (!start || this.#now().getTime() - start.getTime() >= DAY_MS) return 0;
    return row.refills_in_window;
  }

  /**
   * Tops the balance back up to the opening amount, once it is below the refill line, at most
   * TRIAL_REFILLS_PER_DAY times a rolling day. Idempotent per requestId.
   */
  async refill(brand: Brand, memberId: bigint, requestId: string): Promise<TTrialWallet> {
    const row = await this.#db.transaction().execute(async (trx) => {
      const wallet = await this.#lock(trx, brand, memberId);
      const key = `refill:${requestId}`;
      if (await repo.findMove(trx, memberId, key)) return wallet;
      const line = minorOf(brand, TRIAL_REFILL_BELOW_UNITS);
      if (wallet.balance >= line)
        throw new AppError('TRIAL_REFILL_NOT_LOW', { params: { min: moneyText(brand, line) } });
      const used = this.#refillsInWindow(wallet);
      if (used >= TRIAL_REFILLS_PER_DAY)
        throw new AppError('TRIAL_REFILL_LIMIT', { params: { max: TRIAL_REFILLS_PER_DAY } });
      const at = this.#now();
      const to = minorOf(brand, TRIAL_OPENING_UNITS);
      const windowStart = used === 0 ? at : (wallet.refill_window_start as Date);
      await repo.writeMove(
        trx,
        memberId,
        { key, kind: 'REFILL', delta: to - wallet.balance, balanceAfter: to, at },
        { windowStart, inWindow: used + 1 },
      );
      return { ...wallet, balance: to, refill_window_start: windowStart, refills_in_window: used + 1 };
    });
    return this.#view(brand, row);
  }
}
