import { AGENT_TYPES } from '@portal/contracts';
import { sql } from 'kysely';
import type { Db } from '../../db/database.ts';
import { prefixEnd, type TeamScope } from './team.repository.ts';

/**
 * The agent centre's lists of a team (issue 16, team management; ADR 0033): the members under a
 * head, searched and paged, each with its direct upline; the size of each listed member's own
 * team in one grouped statement; the agents in a chain. Published through members.ts.
 */

export type TeamListSort = 'registered' | 'lastLogin' | 'account';

export interface TeamListFilter {
  /** Part of an account or nickname (case-insensitive). */
  keyword?: string | undefined;
  kind: 'all' | 'agent' | 'member';
  /** Only the head's direct downline. */
  directOnly: boolean;
}

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

function teamListQuery(db: Db, scope: TeamScope, filter: TeamListFilter) {
  let query = db
    .selectFrom('members as m')
    .where('m.merchant_id', '=', scope.merchantId)
    .where('m.upline_path', '>=', scope.prefix)
    .where('m.upline_path', '<', prefixEnd(scope.prefix));
  if (filter.directOnly) query = query.where('m.upline_path', '=', scope.prefix);
  if (filter.kind === 'agent') query = query.where('m.type', 'in', [...AGENT_TYPES]);
  if (filter.kind === 'member') query = query.where('m.type', 'not in', [...AGENT_TYPES]);
  const keyword = filter.keyword?.trim().toLowerCase();
  if (keyword) {
    const pattern = `%${escapeLike(keyword)}%`;
    query = query.where((eb) =>
      eb.or([eb('m.account', 'like', pattern), eb(sql<string>`lower(m.nickname)`, 'like', pattern)]),
    );
  }
  return query;
}

export async function countTeamList(db: Db, scope: TeamScope, filter: TeamListFilter): Promise<number> {
  const row = await teamListQuery(db, scope, filter)
    .select((eb) => eb.fn.countAll<string | number | bigint>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** A team member as the lists show it. */
function withUpline(query: ReturnType<typeof teamListQuery>) {
  return query
    .leftJoin('members as up', 'up.id', 'm.parent_id')
    .select([
      'm.id',
      'm.account',
      'm.nickname',
      'm.type',
      'm.status',
      'm.upline_depth',
      'm.parent_id',
      'up.account as upline_account',
      'm.last_login_at',
      'm.created_at',
    ]);
}

export type TeamListRow = Awaited<ReturnType<typeof teamListPage>>[number];

export async function teamListPage(
  db: Db,
  scope: TeamScope,
  filter: TeamListFilter,
  sort: TeamListSort,
  window: { offset: number; limit: number },
) {
  let query = withUpline(teamListQuery(db, scope, filter));
  if (sort === 'account') query = query.orderBy('m.account', 'asc');
  else if (sort === 'lastLogin') query = query.orderBy('m.last_login_at', (ob) => ob.desc().nullsLast());
  else query = query.orderBy('m.created_at', 'desc');
  return query.orderBy('m.id', 'desc').offset(window.offset).limit(window.limit).execute();
}

/** One member of the team (under the head, any depth) as the lists show it, or undefined. */
export function teamMemberRow(db: Db, scope: TeamScope, memberId: bigint) {
  return withUpline(teamListQuery(db, scope, { kind: 'all', directOnly: false }))
    .where('m.id', '=', memberId)
    .executeTakeFirst();
}

/**
 * How many members are under each of these members (any depth), in one grouped statement: one
 * range scan of the path index per member. Every id is answered (0 without downline).
 */
export async function teamSizes(db: Db, merchantId: number, ids: bigint[]): Promise<Map<bigint, number>> {
  const out = new Map<bigint, number>(ids.map((id) => [id, 0]));
  if (ids.length === 0) return out;
  const { rows } = await sql<{ id: string; n: string | number }>`
    select p.id::text as id, count(t.id) as n
    from members p
    join members t on t.merchant_id = p.merchant_id
      and t.upline_path >= (p.upline_path || p.id::text || '/')
      and t.upline_path < (p.upline_path || p.id::text || '0')
    where p.merchant_id = ${merchantId} and p.id in (${sql.join(ids)})
    group by p.id`.execute(db);
  for (const row of rows) out.set(BigInt(row.id), Number(row.n));
  return out;
}

/** The member's upline ids from the root down, read from its path (empty for no such member). */
export async function uplineIdsOf(db: Db, merchantId: number, memberId: bigint): Promise<bigint[]> {
  const row = await db
    .selectFrom('members')
    .select('upline_path')
    .where('merchant_id', '=', merchantId)
    .where('id', '=', memberId)
    .executeTakeFirst();
  if (!row) return [];
  return row.upline_path
    .split('/')
    .filter((part) => part !== '')
    .map((part) => BigInt(part));
}

/** How many of these members are agents (AGENT_TYPES). */
export async function countAgentsAmong(db: Db, merchantId: number, ids: bigint[]): Promise<number> {
  if (ids.length === 0) return 0;
  const row = await db
    .selectFrom('members')
    .select((eb) => eb.fn.countAll<string | number | bigint>().as('n'))
    .where('merchant_id', '=', merchantId)
    .where('id', 'in', ids)
    .where('type', 'in', [...AGENT_TYPES])
    .executeTakeFirstOrThrow();
  return Number(row.n);
}
