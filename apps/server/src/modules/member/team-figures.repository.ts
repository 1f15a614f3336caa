import { MEMBER_TYPE } from '@portal/contracts';
import { sql } from 'kysely';
import type { Db } from '../../db/database.ts';
import { type TeamScope, teamIdsQuery } from './team.repository.ts';

/**
 * The agent centre's figures that live on `members` (issue 16; ADR 0034): who a figure is about
 * (a team, or one member of it), the team's head counts, registrations per day, and the team
 * members' names for the report rows. Published through members.ts.
 */

/** One member of a team (the team-member summary, a report filtered by account). */
export interface SingleMember {
  merchantId: number;
  memberId: bigint;
}

/** Whom a team figure is about: a whole team (everyone under its head) or one member. */
export type FigureSubject = TeamScope | SingleMember;

const isSingle = (subject: FigureSubject): subject is SingleMember => 'memberId' in subject;

/**
 * The subject's member ids as a subquery for `member_id in (…)` in another owner's repository:
 * the team's path range (one range scan of `members_upline_path`), or the one member.
 */
export function subjectIdsQuery(db: Db, subject: FigureSubject) {
  if (!isSingle(subject)) return teamIdsQuery(db, subject);
  return db
    .selectFrom('members as team')
    .select('team.id')
    .where('team.merchant_id', '=', subject.merchantId)
    .where('team.id', '=', subject.memberId);
}

/** [from, to) in real time and the clock (minutes east of UTC) its days are counted in. */
export interface TeamWindow {
  from: Date;
  to: Date;
  utcOffsetMinutes: number;
}

/** The yyyy-MM-dd of an instant column in the clock (the offset is a checked integer). */
export function dayOfColumn(column: string, offsetMinutes: number) {
  if (!Number.isInteger(offsetMinutes)) throw new Error('utc offset must be whole minutes');
  return sql<string>`to_char((${sql.ref(column)} at time zone 'UTC') + make_interval(mins => ${sql.lit(offsetMinutes)}), 'YYYY-MM-DD')`;
}

/**
 * Registrations of the subject per day of the clock, and over the window (the row whose day is
 * null): members created in the window, trial and service accounts excluded (ADR 0030).
 */
export async function registrationsOfSubject(
  db: Db,
  subject: FigureSubject,
  w: TeamWindow,
): Promise<{ day: string | null; n: string }[]> {
  const inner = db
    .selectFrom('members as m')
    .where('m.merchant_id', '=', subject.merchantId)
    .where('m.id', 'in', subjectIdsQuery(db, subject))
    .where('m.type', 'not in', [MEMBER_TYPE.TRIAL, MEMBER_TYPE.SERVICE])
    .where('m.created_at', '>=', w.from)
    .where('m.created_at', '<', w.to)
    .select(dayOfColumn('m.created_at', w.utcOffsetMinutes).as('day'));
  return db
    .selectFrom(inner.as('r'))
    .select(['r.day', sql<string>`count(*)::text`.as('n')])
    .groupBy(sql`rollup(r.day)`)
    .execute();
}

/** A team's head counts: everyone under the head, its direct downline, and the agents among them. */
export async function teamCounts(
  db: Db,
  scope: TeamScope,
  agentTypes: readonly number[],
): Promise<{ size: number; direct: number; agents: number }> {
  const row = await teamIdsQuery(db, scope)
    .clearSelect()
    .select([
      sql<string>`count(*)::text`.as('size'),
      sql<string>`(count(*) filter (where team.upline_path = ${scope.prefix}))::text`.as('direct'),
      sql<string>`(count(*) filter (where team.type = any(${[...agentTypes]}::int[])))::text`.as('agents'),
    ])
    .executeTakeFirstOrThrow();
  return { size: Number(row.size), direct: Number(row.direct), agents: Number(row.agents) };
}

/** Team members by id as a report row names them (ids outside the team are left out). */
export function teamMembersByIds(db: Db, scope: TeamScope, ids: bigint[]) {
  if (ids.length === 0) return Promise.resolve([]);
  return teamIdsQuery(db, scope)
    .where('team.id', '=', sql<bigint>`any(${ids.map(String)}::bigint[])`)
    .clearSelect()
    .select(['team.id', 'team.account', 'team.nickname', 'team.type', 'team.upline_depth'])
    .execute();
}

/** The team member with this account (exact, lower case), or undefined outside the team. */
export async function teamMemberIdByAccount(
  db: Db,
  scope: TeamScope,
  account: string,
): Promise<bigint | undefined> {
  const row = await teamIdsQuery(db, scope)
    .where('team.account', '=', account.toLowerCase())
    .executeTakeFirst();
  return row?.id;
}
