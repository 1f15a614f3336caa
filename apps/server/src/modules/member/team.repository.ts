import type { Db } from '../../db/database.ts';

/**
 * The agent tree's reads (issue 16; ADR 0033): a member's team is everyone whose `upline_path`
 * starts with the member's own path and id. Published through members.ts; the agents module and
 * the owners of the figures (wallet, payments, …) use them, never this file.
 */

/** Where a member's team lies in the path index. */
export interface TeamScope {
  merchantId: number;
  /** The head of the team (the agent). */
  agentId: bigint;
  /** `upline_path || id || '/'` of the head: every team member's path starts with it. */
  prefix: string;
  /** The head's own depth; a team member's level under it is its depth minus this. */
  depth: number;
}

/** The C-order upper bound of the paths that start with `prefix` (its last `/` becomes `0`). */
export const prefixEnd = (prefix: string) => `${prefix.slice(0, -1)}0`;

/** The team of a member of the brand, or null when there is no such member. */
export async function teamScopeOf(db: Db, merchantId: number, agentId: bigint): Promise<TeamScope | null> {
  const row = await db
    .selectFrom('members')
    .select(['upline_path', 'upline_depth'])
    .where('id', '=', agentId)
    .where('merchant_id', '=', merchantId)
    .executeTakeFirst();
  if (!row) return null;
  return { merchantId, agentId, prefix: `${row.upline_path}${agentId}/`, depth: row.upline_depth };
}

/**
 * The ids of the whole team (any depth, the head excluded) as a subquery another owner's
 * repository uses with `in`, so a team figure stays one statement (one range scan of the path
 * index). `directOnly` keeps the head's direct downline only.
 */
export function teamIdsQuery(db: Db, scope: TeamScope, options: { directOnly?: boolean } = {}) {
  let query = db
    .selectFrom('members as team')
    .select('team.id')
    .where('team.merchant_id', '=', scope.merchantId)
    .where('team.upline_path', '>=', scope.prefix)
    .where('team.upline_path', '<', prefixEnd(scope.prefix));
  if (options.directOnly) query = query.where('team.upline_path', '=', scope.prefix);
  return query;
}

/** Whether `memberId` is in the team (under the head, any depth). */
export async function isInTeam(db: Db, scope: TeamScope, memberId: bigint): Promise<boolean> {
  const row = await teamIdsQuery(db, scope).where('team.id', '=', memberId).executeTakeFirst();
  return row !== undefined;
}
