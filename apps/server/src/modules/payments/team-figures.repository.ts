import { sql } from 'kysely';
import type { Db } from '../../db/database.ts';
import { dayOfColumn, type FigureSubject, subjectIdsQuery, type TeamWindow } from '../member/members.ts';

/**
 * The payments module's figures of an agent's team (issue 16; ADR 0034): credited deposits and
 * members' first deposits per day of the agent's clock and per member, and the team's deposits
 * for the account details. Each is one statement with the team as a subquery
 * (`subjectIdsQuery`). The agents module calls these through `team-figures.ts`.
 */

/** Whether a credited deposit `d` is its member's first (no earlier credited one; ADR 0030). */
const isFirst = sql<boolean>`not exists (
  select 1 from deposits e
  where e.merchant_id = d.merchant_id and e.member_id = d.member_id and e.status = 'CREDITED'
    and (e.completed_at, e.id) < (d.completed_at, d.id))`;

/**
 * The subject's deposits credited in the window, and the first deposits among them, by the day
 * they were credited and over the whole window (the null day).
 */
export function creditedTeamDeposits(db: Db, subject: FigureSubject, w: TeamWindow) {
  const inner = db
    .selectFrom('deposits as d')
    .where('d.merchant_id', '=', subject.merchantId)
    .where('d.status', '=', 'CREDITED')
    .where('d.completed_at', '>=', w.from)
    .where('d.completed_at', '<', w.to)
    .where('d.member_id', 'in', subjectIdsQuery(db, subject))
    .select([dayOfColumn('d.completed_at', w.utcOffsetMinutes).as('day'), 'd.amount', isFirst.as('first')]);
  return db
    .selectFrom(inner.as('c'))
    .select([
      'c.day',
      sql<string>`count(*)::text`.as('n'),
      sql<string>`coalesce(sum(c.amount), 0)::text`.as('amount'),
      sql<string>`(count(*) filter (where c.first))::text`.as('firstN'),
      sql<string>`coalesce(sum(c.amount) filter (where c.first), 0)::text`.as('firstAmount'),
    ])
    .groupBy(sql`rollup(c.day)`)
    .execute();
}

/** Per team member with a deposit credited in [from, to): the amount. */
export function creditedDepositsPerMember(db: Db, subject: FigureSubject, p: { from: Date; to: Date }) {
  return db
    .selectFrom('deposits as d')
    .where('d.merchant_id', '=', subject.merchantId)
    .where('d.status', '=', 'CREDITED')
    .where('d.completed_at', '>=', p.from)
    .where('d.completed_at', '<', p.to)
    .where('d.member_id', 'in', subjectIdsQuery(db, subject))
    .select(['d.member_id', sql<string>`sum(d.amount)::text`.as('amount')])
    .groupBy('d.member_id')
    .execute();
}

/**
 * The subject's deposits requested in [from, to] (every status), newest first: the first `limit`
 * and how many there are (the account details merge several sources).
 */
export function teamDepositsList(db: Db, subject: FigureSubject, p: { from: Date; to: Date }, limit: number) {
  return db
    .selectFrom('deposits as d')
    .innerJoin('payment_methods as m', 'm.id', 'd.method_id')
    .where('d.merchant_id', '=', subject.merchantId)
    .where('d.created_at', '>=', p.from)
    .where('d.created_at', '<=', p.to)
    .where('d.member_id', 'in', subjectIdsQuery(db, subject))
    .select([
      'd.id',
      'd.member_id',
      'd.amount',
      'd.status',
      'd.created_at',
      'm.name as method_name',
      sql<string>`count(*) over ()`.as('total'),
    ])
    .orderBy('d.created_at', 'desc')
    .orderBy('d.id', 'desc')
    .limit(limit)
    .execute();
}
