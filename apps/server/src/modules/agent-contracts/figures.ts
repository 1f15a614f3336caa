import type { Db } from '../../db/database.ts';
import { ancestorsAmong } from '../member/contract-tree.ts';
import { creditedDepositIn } from '../payments/contract-figures.ts';
import { teamBetFigures } from '../wallet/contract-figures.ts';

/** A team's figures over one period, as a contract's bill is computed from them. */
export interface TeamFigures {
  /** Σ valid bet of the team's bets settled in the period. */
  validBet: bigint;
  /** Σ (payout − stake) of those bets: the members' result (negative: the team lost). */
  profitLoss: bigint;
  stake: bigint;
  payout: bigint;
  /** Members with a settled bet in the period (and a credited deposit, when the brand asks). */
  activeMembers: number;
  /** Active members whose valid bet in the period is below `lowBetMinor` (headcount padding). */
  lowBetMembers: number;
  /** Active members sharing a sign-up address with another member (when `duplicates`). */
  duplicateMembers: number;
}

export const NO_FIGURES: TeamFigures = {
  validBet: 0n,
  profitLoss: 0n,
  stake: 0n,
  payout: 0n,
  activeMembers: 0,
  lowBetMembers: 0,
  duplicateMembers: 0,
};

/**
 * The team figures of every agent in `agentIds` over [start, end) (issue 17; ADR 0038). A team is
 * everyone under the agent (any depth), the agent's own play excluded. One statement for all the
 * agents: the wallet sums the period's settled bets per member (an index range on settled_at),
 * the member module pairs each of those members with its ancestors among the agents (its
 * upline_path), and with `activeNeedsDeposit` the payments module's condition (a credited deposit
 * in the period) narrows who counts as active. Agents without any team bet are absent from the
 * map (their figures are NO_FIGURES).
 */
export async function teamFiguresForPeriod(
  db: Db,
  q: {
    merchantId: number;
    agentIds: readonly bigint[];
    start: Date;
    end: Date;
    activeNeedsDeposit: boolean;
    /** Counts active members below this valid bet (lowBetMembers); 0 counts none. */
    lowBetMinor?: bigint;
    /** Counts active members sharing a sign-up address (duplicateMembers). */
    duplicates?: boolean;
  },
): Promise<Map<bigint, TeamFigures>> {
  const out = new Map<bigint, TeamFigures>();
  if (q.agentIds.length === 0) return out;
  const window = { merchantId: q.merchantId, start: q.start, end: q.end };
  const rows = await teamBetFigures(db, {
    ...window,
    team: ancestorsAmong(q.merchantId, q.agentIds, { duplicates: q.duplicates ?? false }),
    active: q.activeNeedsDeposit ? (memberId) => creditedDepositIn(memberId, window) : undefined,
    lowBetMinor: q.lowBetMinor ?? 0n,
  });
  for (const r of rows) {
    const stake = BigInt(r.stake);
    const payout = BigInt(r.payout);
    out.set(BigInt(r.agent_id), {
      validBet: BigInt(r.valid),
      profitLoss: payout - stake,
      stake,
      payout,
      activeMembers: Number(r.active),
      lowBetMembers: Number(r.low),
      duplicateMembers: Number(r.duplicate),
    });
  }
  return out;
}
