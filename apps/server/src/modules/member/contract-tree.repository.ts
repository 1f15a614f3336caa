import { type RawBuilder, sql } from 'kysely';

/**
 * The agent tree as the contract settlement reads it (issue 17; ADR 0038): every member paired
 * with each of its ancestors among a set of contracted agents, so one statement of another owner
 * (the wallet's bets, say) can sum its per-member figures per agent for ALL agents at once.
 * Published through contract-tree.ts; never imported by another module directly.
 */

/**
 * A relation `(member_id bigint, agent_id bigint, duplicate boolean)` to join in another owner's
 * statement: one row per (member, ancestor in `agentIds`), found by exploding the member's
 * `upline_path` (ADR 0033), so an agent's own row is never paired with itself. `duplicate` says
 * whether the member shares its sign-up address with another member of the brand (an abuse
 * signal; false for everyone when `duplicates` is off, so the brand's members are not scanned).
 * Joined on `member_id` from a small set of members (those with bets in a period), PostgreSQL
 * reads each member by its primary key; the agents are a hash join (not `= any(array)`, which
 * would compare every ancestor with every agent).
 */
export function ancestorsAmong(
  merchantId: number,
  agentIds: readonly bigint[],
  options: { duplicates?: boolean } = {},
): RawBuilder<{ member_id: bigint; agent_id: bigint; duplicate: boolean }> {
  const duplicate = options.duplicates
    ? sql`coalesce(m.register_ip in (
        select s.register_ip from members s
        where s.merchant_id = ${merchantId} and s.register_ip is not null
        group by s.register_ip having count(*) > 1), false)`
    : sql`false`;
  return sql`
    select m.id as member_id, up.agent_id, ${duplicate} as duplicate
    from members m
    cross join lateral unnest(string_to_array(trim(both '/' from m.upline_path), '/')::bigint[]) as up(agent_id)
    join (select distinct unnest(${agentIds.map(String)}::bigint[]) as id) as agents on agents.id = up.agent_id
    where m.merchant_id = ${merchantId}`;
}
