import { sql } from 'kysely';
import type { Db } from '../../db/database.ts';

/**
 * The wallet's figures for the operators' dashboard and reports (ADR 0030): sums over the
 * betting record (`bets`) and the withdrawals, grouped by the day of the brand's clock. Read-only;
 * the reports module calls these through `wallet-figures.ts`.
 */

/** [from, to) in real time, and the clock the days are counted in. */
export interface FigureWindow {
  merchantId: number;
  from: Date;
  to: Date;
  utcOffsetMinutes: number;
}

/** The yyyy-MM-dd of an instant column in the brand's clock. */
const dayOf = (column: string, offsetMinutes: number) =>
  sql<string>`to_char((${sql.ref(column)} at time zone 'UTC') + make_interval(mins => ${offsetMinutes}::int), 'YYYY-MM-DD')`;

/** Bets settled in the window (cancelled and open ones never count), by where they settled. */
function settled(db: Db, w: FigureWindow) {
  return db
    .selectFrom('bets')
    .where('merchant_id', '=', w.merchantId)
    .where('status', '=', 'SETTLED')
    .where('settled_at', '>=', w.from)
    .where('settled_at', '<', w.to);
}

const sums = [
  sql<string>`count(*)::text`.as('bets'),
  sql<string>`count(distinct member_id)::text`.as('players'),
  sql<string>`coalesce(sum(stake), 0)::text`.as('stake'),
  sql<string>`coalesce(sum(payout), 0)::text`.as('payout'),
] as const;

/** Settled bets per day: count, distinct players, stake and payout. */
export function settledBetsByDay(db: Db, w: FigureWindow) {
  return settled(db, w)
    .select([dayOf('settled_at', w.utcOffsetMinutes).as('day'), ...sums])
    .groupBy(sql`1`)
    .execute();
}

/** Settled bets over the whole window (players counted once however many days they played). */
export function settledBetsTotal(db: Db, w: FigureWindow) {
  return settled(db, w).select(sums).executeTakeFirstOrThrow();
}

/** Settled bets per vendor. */
export function settledBetsByVendor(db: Db, w: FigureWindow) {
  return settled(db, w)
    .select(['vendor_code', ...sums])
    .groupBy('vendor_code')
    .execute();
}

/** Settled bets per game (a game is its vendor and code; the name is the latest one recorded). */
export function settledBetsByGame(db: Db, w: FigureWindow) {
  return settled(db, w)
    .select(['vendor_code', 'game_code', sql<string>`max(game_name)`.as('game_name'), ...sums])
    .groupBy(['vendor_code', 'game_code'])
    .execute();
}

/**
 * Withdrawals paid in the window and not refunded since (PAID, DISPUTED or COMPLETED), by the
 * day they were paid (`decided_at` is the payment's time for these; ADR 0013).
 */
function paidWithdrawals(db: Db, w: FigureWindow) {
  return db
    .selectFrom('withdrawals')
    .where('withdrawals.merchant_id', '=', w.merchantId)
    .where('withdrawals.status', 'in', ['PAID', 'DISPUTED', 'COMPLETED'])
    .where('withdrawals.decided_at', '>=', w.from)
    .where('withdrawals.decided_at', '<', w.to);
}

export function paidWithdrawalsByDay(db: Db, w: FigureWindow) {
  return paidWithdrawals(db, w)
    .select([
      dayOf('withdrawals.decided_at', w.utcOffsetMinutes).as('day'),
      sql<string>`count(*)::text`.as('n'),
      sql<string>`coalesce(sum(withdrawals.amount), 0)::text`.as('amount'),
    ])
    .groupBy(sql`1`)
    .execute();
}

/** Paid withdrawals per bank they were paid to (the member's bound account's bank). */
export function paidWithdrawalsByBank(db: Db, w: FigureWindow) {
  return paidWithdrawals(db, w)
    .innerJoin('member_bank_accounts as a', 'a.id', 'withdrawals.bank_account_id')
    .select([
      'a.bank_name',
      sql<string>`count(*)::text`.as('n'),
      sql<string>`coalesce(sum(withdrawals.amount), 0)::text`.as('amount'),
    ])
    .groupBy('a.bank_name')
    .execute();
}

/** Withdrawals waiting for an operator now: pending a decision, and disputed by the member. */
export function withdrawalQueues(db: Db, merchantId: number) {
  return db
    .selectFrom('withdrawals')
    .where('merchant_id', '=', merchantId)
    .where('status', 'in', ['PENDING', 'DISPUTED'])
    .select([
      sql<string>`(count(*) filter (where status = 'PENDING'))::text`.as('pending'),
      sql<string>`(count(*) filter (where status = 'DISPUTED'))::text`.as('disputed'),
    ])
    .executeTakeFirstOrThrow();
}
