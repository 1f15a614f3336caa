import { type RawBuilder, sql } from 'kysely';
import type { Db } from '../../db/database.ts';

/**
 * The wallet's part of the agent contracts' figures (issue 17; ADR 0038): settled bets of a
 * period summed per member, then per contracted ancestor. Published through contract-figures.ts.
 */

export interface TeamBetFigureRow {
  agent_id: string;
  valid: string;
  stake: string;
  payout: string;
  /** Members with a settled bet (and, when asked, whatever `active` requires). */
  active: string;
  /** Active members whose valid bet is below `lowBetMinor`. */
  low: string;
  /** Active members that share a sign-up address with another member. */
  duplicate: string;
}

/**
 * One statement for every agent of a brand: the bets SETTLED with settled_at in [start, end)
 * (a range of the bets_winners index: merchant, status, settled_at) summed per member, each
 * member then counted for every ancestor `team` pairs it with (the member module's relation
 * `(member_id, agent_id, duplicate)`), grouped by ancestor. `active`, when given, is a further
 * condition on the member (a credited deposit in the period, say) for the active counts.
 */
export async function teamBetFigures(
  db: Db,
  q: {
    merchantId: number;
    start: Date;
    end: Date;
    team: RawBuilder<{ member_id: bigint; agent_id: bigint; duplicate: boolean }>;
    active?: ((memberId: RawBuilder<unknown>) => RawBuilder<boolean>) | undefined;
    lowBetMinor: bigint;
  },
): Promise<TeamBetFigureRow[]> {
  const isActive = q.active ? sql`(${q.active(sql.ref('pm.member_id'))})` : sql`true`;
  const { rows } = await sql<TeamBetFigureRow>`
    with pm as (
      select b.member_id, sum(b.valid_bet) as valid, sum(b.stake) as stake, sum(b.payout) as payout
      from bets b
      where b.merchant_id = ${q.merchantId} and b.status = 'SETTLED'
        and b.settled_at >= ${q.start} and b.settled_at < ${q.end}
      group by b.member_id
    ),
    pa as (select pm.*, ${isActive} as active from pm)
    select t.agent_id::text as agent_id, sum(pa.valid)::text as valid, sum(pa.stake)::text as stake,
      sum(pa.payout)::text as payout,
      (count(*) filter (where pa.active))::text as active,
      (count(*) filter (where pa.active and pa.valid < ${String(q.lowBetMinor)}::bigint))::text as low,
      (count(*) filter (where pa.active and t.duplicate))::text as duplicate
    from pa join (${q.team}) t on t.member_id = pa.member_id
    group by t.agent_id`.execute(db);
  return rows;
}
