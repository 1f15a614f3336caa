import { sql } from 'kysely';
import type { Db } from '../../db/database.ts';

/**
 * The payments module's figures for the operators' dashboard and reports (ADR 0030): credited
 * deposits (and members' first ones) by the day of the brand's clock and by method, and the
 * deposits waiting for review. Read-only; the reports module calls these through
 * `payment-figures.ts`.
 */

/** [from, to) in real time, and the clock the days are counted in. */
export interface DepositWindow {
  merchantId: number;
  from: Date;
  to: Date;
  utcOffsetMinutes: number;
}

const dayOf = (column: string, offsetMinutes: number) =>
  sql<string>`to_char((${sql.ref(column)} at time zone 'UTC') + make_interval(mins => ${offsetMinutes}::int), 'YYYY-MM-DD')`;

/** Deposits credited in the window, by when they were credited (`completed_at`). */
function credited(db: Db, w: DepositWindow) {
  return db
    .selectFrom('deposits as d')
    .where('d.merchant_id', '=', w.merchantId)
    .where('d.status', '=', 'CREDITED')
    .where('d.completed_at', '>=', w.from)
    .where('d.completed_at', '<', w.to);
}

const sums = [
  sql<string>`count(*)::text`.as('n'),
  sql<string>`coalesce(sum(d.amount), 0)::text`.as('amount'),
] as const;

export function creditedDepositsByDay(db: Db, w: DepositWindow) {
  return credited(db, w)
    .select([dayOf('d.completed_at', w.utcOffsetMinutes).as('day'), ...sums])
    .groupBy(sql`1`)
    .execute();
}

/**
 * Members' first deposits credited in the window, by day: a credited deposit with no earlier
 * credited deposit of the same member (earlier by credit time, then by id).
 */
export function firstDepositsByDay(db: Db, w: DepositWindow) {
  return credited(db, w)
    .where(({ not, exists, selectFrom }) =>
      not(
        exists(
          selectFrom('deposits as e')
            .select(sql`1`.as('one'))
            .whereRef('e.merchant_id', '=', 'd.merchant_id')
            .whereRef('e.member_id', '=', 'd.member_id')
            .where('e.status', '=', 'CREDITED')
            .where(sql<boolean>`(e.completed_at, e.id) < (d.completed_at, d.id)`),
        ),
      ),
    )
    .select([dayOf('d.completed_at', w.utcOffsetMinutes).as('day'), ...sums])
    .groupBy(sql`1`)
    .execute();
}

/** Credited deposits per payment method (its name now). */
export function creditedDepositsByMethod(db: Db, w: DepositWindow) {
  return credited(db, w)
    .innerJoin('payment_methods as m', 'm.id', 'd.method_id')
    .select(['m.id', 'm.name', ...sums])
    .groupBy(['m.id', 'm.name'])
    .execute();
}

/** Bank transfers waiting for an operator's review now. */
export async function depositsAwaitingReview(db: Db, merchantId: number): Promise<number> {
  const row = await db
    .selectFrom('deposits')
    .where('merchant_id', '=', merchantId)
    .where('status', '=', 'AWAITING_REVIEW')
    .select(sql<string>`count(*)::text`.as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}
