import { sql } from 'kysely';
import type { Db } from '../../db/database.ts';
import { dayOfColumn, type FigureSubject, subjectIdsQuery, type TeamWindow } from '../member/members.ts';

/**
 * The wallet's figures of an agent's team (issue 16; ADR 0034): settled bets and paid withdrawals
 * of the team (or one member of it) per day of the agent's clock, per member, the team's betting
 * record and its withdrawals for the account details. Each is one statement: the team is a
 * subquery (`subjectIdsQuery`, a range of the member path index). The agents module calls these
 * through `team-figures.ts`.
 */

/** Day ranges (yyyy-MM-dd, both ends included) whose distinct active members are counted too. */
export interface DayRange {
  from: string;
  to: string;
}

export interface SettledBetDay {
  /** Null on the row of the whole window. */
  day: string | null;
  n: string;
  valid: string;
  /** Payout − stake: the members' result. */
  pl: string;
  /** Distinct members with a bet settled that day (the whole window on the null row). */
  active: string;
  /** Distinct active members in each of the ranges asked for (meaningful on the null row). */
  ranges: string[];
}

/** Days a window spans in its clock (the width of the per-member day masks). */
const MAX_MASK_DAYS = 400;

/**
 * The subject's settled bets in the window, per day and over the whole window (the null day),
 * by settlement time (ADR 0030), with distinct active members per day, over the window and in
 * each of `ranges`. One pass over the bets with two small hash groupings: per day (the sums) and
 * per member (its own sums, a bit mask of the days it was active and whether it was active in
 * each range); the per-day and per-range active counts are then counted over the members, so no
 * distinct aggregate (a sort of every bet) is needed. `daily: false` (a long window such as a
 * member's lifetime) leaves the days out and answers the null row only.
 */
export async function settledTeamBets(
  db: Db,
  subject: FigureSubject,
  w: TeamWindow,
  ranges: DayRange[] = [],
  options: { daily?: boolean } = {},
): Promise<SettledBetDay[]> {
  if (!Number.isInteger(w.utcOffsetMinutes)) throw new Error('utc offset must be whole minutes');
  const first = new Date(w.from.getTime() + w.utcOffsetMinutes * 60_000).toISOString().slice(0, 10);
  const width = Math.ceil((w.to.getTime() - w.from.getTime()) / 86_400_000) + 1;
  const daily = (options.daily ?? true) && width <= MAX_MASK_DAYS;
  const bits = sql.lit(Math.max(width, 1));
  const day = sql`((b.settled_at at time zone 'UTC') + make_interval(mins => ${sql.lit(w.utcOffsetMinutes)}))::date`;
  const bets = db
    .selectFrom('bets as b')
    .where('b.merchant_id', '=', subject.merchantId)
    .where('b.status', '=', 'SETTLED')
    .where('b.settled_at', '>=', w.from)
    .where('b.settled_at', '<', w.to)
    .where('b.member_id', 'in', subjectIdsQuery(db, subject))
    .select(['b.member_id', day.as('day'), 'b.valid_bet', 'b.payout', 'b.stake']);
  const flags = ranges.map(
    (r, i) => sql`bool_or(x.day between ${r.from}::date and ${r.to}::date) as ${sql.ref(`r${i}`)}`,
  );
  const groups = sql`
    select ${daily ? sql`grouping(x.day) as gd, x.day` : sql`1 as gd, null::date as day`}, count(*) as n, sum(x.valid_bet) as valid,
      sum(x.payout - x.stake) as pl,
      ${daily ? sql`bit_or(B'1'::bit(${bits}) >> (x.day - ${first}::date))` : sql`null::bit varying`} as mask
      ${flags.length > 0 ? sql`, ${sql.join(flags)}` : sql``}
    from (${bets}) x
    group by ${daily ? sql`grouping sets ((x.day), (x.member_id))` : sql`grouping sets ((x.member_id))`}`;
  const rangeCounts = ranges.map((_, i) => sql`(count(*) filter (where ${sql.ref(`r${i}`)}))::text`);
  const { rows } = await sql<SettledBetDay>`
    with g as (${groups})
    select to_char(d.day, 'YYYY-MM-DD') as day, d.n::text as n, d.valid::text as valid, d.pl::text as pl,
      (select count(*) from g m where m.gd = 1 and get_bit(m.mask, d.day - ${first}::date) = 1)::text as active,
      array[]::text[] as ranges
    from g d where d.gd = 0
    union all
    select null, coalesce(sum(n), 0)::text, coalesce(sum(valid), 0)::text, coalesce(sum(pl), 0)::text,
      count(*)::text,
      ${rangeCounts.length > 0 ? sql`array[${sql.join(rangeCounts)}]` : sql`array[]::text[]`}
    from g where gd = 1`.execute(db);
  return rows;
}

/**
 * The subject's withdrawals paid in the window and not refunded since (PAID, DISPUTED or
 * COMPLETED; ADR 0030), by the day they were paid, and over the window (the null day).
 */
export function paidTeamWithdrawals(db: Db, subject: FigureSubject, w: TeamWindow) {
  const inner = db
    .selectFrom('withdrawals as wd')
    .where('wd.merchant_id', '=', subject.merchantId)
    .where('wd.status', 'in', ['PAID', 'DISPUTED', 'COMPLETED'])
    .where('wd.decided_at', '>=', w.from)
    .where('wd.decided_at', '<', w.to)
    .where('wd.member_id', 'in', subjectIdsQuery(db, subject))
    .select([dayOfColumn('wd.decided_at', w.utcOffsetMinutes).as('day'), 'wd.amount']);
  return db
    .selectFrom(inner.as('p'))
    .select([
      'p.day',
      sql<string>`count(*)::text`.as('n'),
      sql<string>`coalesce(sum(p.amount), 0)::text`.as('amount'),
    ])
    .groupBy(sql`rollup(p.day)`)
    .execute();
}

/** [from, to) in real time. */
export interface Period {
  from: Date;
  to: Date;
}

/** Per team member with a bet settled in the period: count, valid bet and result. */
export function settledBetsPerMember(db: Db, subject: FigureSubject, p: Period) {
  return db
    .selectFrom('bets as b')
    .where('b.merchant_id', '=', subject.merchantId)
    .where('b.status', '=', 'SETTLED')
    .where('b.settled_at', '>=', p.from)
    .where('b.settled_at', '<', p.to)
    .where('b.member_id', 'in', subjectIdsQuery(db, subject))
    .select([
      'b.member_id',
      sql<string>`count(*)::text`.as('n'),
      sql<string>`sum(b.valid_bet)::text`.as('valid'),
      sql<string>`sum(b.payout - b.stake)::text`.as('pl'),
    ])
    .groupBy('b.member_id')
    .execute();
}

/** Per team member with a withdrawal paid in the period (and not refunded): the amount. */
export function paidWithdrawalsPerMember(db: Db, subject: FigureSubject, p: Period) {
  return db
    .selectFrom('withdrawals as wd')
    .where('wd.merchant_id', '=', subject.merchantId)
    .where('wd.status', 'in', ['PAID', 'DISPUTED', 'COMPLETED'])
    .where('wd.decided_at', '>=', p.from)
    .where('wd.decided_at', '<', p.to)
    .where('wd.member_id', 'in', subjectIdsQuery(db, subject))
    .select(['wd.member_id', sql<string>`sum(wd.amount)::text`.as('amount')])
    .groupBy('wd.member_id')
    .execute();
}

/** The team betting record's filter: bets placed in [from, to]. */
export interface TeamBetFilter {
  from: Date;
  to: Date;
  category?: string | undefined;
  vendor?: string | undefined;
}

function teamBetsPlaced(db: Db, subject: FigureSubject, f: TeamBetFilter) {
  let q = db
    .selectFrom('bets as b')
    .where('b.merchant_id', '=', subject.merchantId)
    .where('b.placed_at', '>=', f.from)
    .where('b.placed_at', '<=', f.to)
    .where('b.member_id', 'in', subjectIdsQuery(db, subject));
  if (f.category) q = q.where('b.category', '=', f.category);
  if (f.vendor) q = q.where('b.vendor_code', '=', f.vendor);
  return q;
}

/**
 * How many bets the filter lists, and the totals of those not cancelled (stake, valid bet,
 * payout) with the result of the settled ones (an open bet has none yet).
 */
export function teamBetTotals(db: Db, subject: FigureSubject, f: TeamBetFilter) {
  const live = sql`b.status <> 'CANCELLED'`;
  return teamBetsPlaced(db, subject, f)
    .select([
      sql<string>`count(*)::text`.as('listed'),
      sql<string>`(count(*) filter (where ${live}))::text`.as('n'),
      sql<string>`coalesce(sum(b.stake) filter (where ${live}), 0)::text`.as('stake'),
      sql<string>`coalesce(sum(b.valid_bet) filter (where ${live}), 0)::text`.as('valid'),
      sql<string>`coalesce(sum(b.payout) filter (where ${live}), 0)::text`.as('payout'),
      sql<string>`coalesce(sum(b.payout - b.stake) filter (where b.status = 'SETTLED'), 0)::text`.as('pl'),
    ])
    .executeTakeFirstOrThrow();
}

/** A page of the filter's bets, newest first. */
export function teamBetsPage(
  db: Db,
  subject: FigureSubject,
  f: TeamBetFilter,
  window: { offset: number; limit: number },
) {
  return teamBetsPlaced(db, subject, f)
    .select([
      'b.id',
      'b.member_id',
      'b.vendor_code',
      'b.game_name',
      'b.category',
      'b.stake',
      'b.valid_bet',
      'b.payout',
      'b.status',
      'b.placed_at',
      'b.settled_at',
    ])
    .orderBy('b.placed_at', 'desc')
    .orderBy('b.id', 'desc')
    .offset(window.offset)
    .limit(window.limit)
    .execute();
}

/**
 * The subject's withdrawals requested in [from, to] (every status), newest first: the first
 * `limit` of them and how many there are (for the account details, which merges several sources).
 */
export function teamWithdrawalsList(db: Db, subject: FigureSubject, p: Period, limit: number) {
  return db
    .selectFrom('withdrawals as wd')
    .innerJoin('member_bank_accounts as a', 'a.id', 'wd.bank_account_id')
    .where('wd.merchant_id', '=', subject.merchantId)
    .where('wd.created_at', '>=', p.from)
    .where('wd.created_at', '<=', p.to)
    .where('wd.member_id', 'in', subjectIdsQuery(db, subject))
    .select([
      'wd.id',
      'wd.member_id',
      'wd.amount',
      'wd.status',
      'wd.created_at',
      'a.bank_name',
      sql<string>`count(*) over ()`.as('total'),
    ])
    .orderBy('wd.created_at', 'desc')
    .orderBy('wd.id', 'desc')
    .limit(limit)
    .execute();
}
