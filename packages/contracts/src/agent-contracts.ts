/**
 * Agent contracts (issue 17; ADR 0038): plain constants and the tier maths, shared by the server
 * (settlement, validation) and the web app (the tier editor's live preview). No validation
 * library here, so the player's bundle can import it; the schemas are in endpoints/agent-contracts.ts.
 *
 * A contract is between an upline and a direct downline agent (or, for a top agent, the brand)
 * and pays the agent a share of its team's figures per period, by tiers. Money is bigint minor
 * units; a rate is in basis points (1/100 of a percent: 750 = 7.5 %).
 */

export const CONTRACT_TYPES = ['DIVIDEND', 'DAILY_SALARY', 'HOURLY_SALARY', 'REALTIME_SALARY'] as const;
export type ContractType = (typeof CONTRACT_TYPES)[number];

/**
 * Settlement periods. A dividend's period is chosen in the offer (spec: D daily, W weekly,
 * H semimonthly, M monthly); each salary has its own: a daily salary D, an hourly salary HOUR,
 * a real-time salary 5MIN (spec: "settled every 5 minutes").
 */
export const CONTRACT_PERIODS = ['D', 'W', 'H', 'M', 'HOUR', '5MIN'] as const;
export type ContractPeriod = (typeof CONTRACT_PERIODS)[number];
export const DIVIDEND_PERIODS = ['D', 'W', 'H', 'M'] as const satisfies readonly ContractPeriod[];
export type DividendPeriod = (typeof DIVIDEND_PERIODS)[number];

/** The period of a type (a dividend's is the offer's). */
export function periodOfType(type: ContractType, dividendPeriod: DividendPeriod = 'W'): ContractPeriod {
  switch (type) {
    case 'DIVIDEND':
      return dividendPeriod;
    case 'DAILY_SALARY':
      return 'D';
    case 'HOURLY_SALARY':
      return 'HOUR';
    case 'REALTIME_SALARY':
      return '5MIN';
  }
}

/**
 * FIXED: the whole basis at the reached tier's rate. FLOATING: each slice of the basis at its
 * own tier's rate, like income tax. Tiers 0 at 5 % and 10,000 at 7.5 % on a basis of 15,000:
 * floating pays 500 + 375 = 875, fixed pays 1,125.
 */
export const CONTRACT_MODES = ['FIXED', 'FLOATING'] as const;
export type ContractMode = (typeof CONTRACT_MODES)[number];

/**
 * OFFERED (requested) → VALID (accepted) | REJECTED (denied) | EXPIRED (not answered in time)
 * | TERMINATED (withdrawn by the upline before an answer). VALID → TERMINATED (ended: replaced by a
 * newer accepted contract, terminated by the agent, by a cascade, a move in the tree, the agent
 * no longer being an agent, or an operator).
 */
export const CONTRACT_STATES = ['OFFERED', 'VALID', 'REJECTED', 'TERMINATED', 'EXPIRED'] as const;
export type ContractState = (typeof CONTRACT_STATES)[number];

/** Why a contract (or an offer) ended. */
export const CONTRACT_END_REASONS = [
  /** A newer contract of the same type was accepted. */
  'REPLACED',
  /** The agent terminated its own contract. */
  'TERMINATED_BY_AGENT',
  /** The upline withdrew an offer that was not answered yet. */
  'OFFER_WITHDRAWN',
  /** The agent accepted lower terms from its upline and agreed that this downline contract ends. */
  'UPLINE_CONTRACT_LOWERED',
  /** The upline's own contract of this type ended without a replacement (cascade down the tree). */
  'UPLINE_CONTRACT_ENDED',
  /** The agent (or its upline) moved to another place in the tree. */
  'MOVED',
  /** The agent or its upline is no longer an agent. */
  'NO_LONGER_AGENT',
  /** An operator ended it in the console. */
  'OPERATOR',
] as const;
export type ContractEndReason = (typeof CONTRACT_END_REASONS)[number];

/** What the agent answers to an offer (spec: Accept, Reject or Terminate). */
export const CONTRACT_ACTIONS = ['ACCEPT', 'REJECT', 'TERMINATE'] as const;
export type ContractAction = (typeof CONTRACT_ACTIONS)[number];

/**
 * A bill: one per (contract, period, revision); revision 0 is the period's bill, 1… corrections
 * after a rerun found different figures.
 * - PENDING_APPROVAL: above the brand's approval threshold or flagged for abuse; an operator
 *   approves (then it is paid) or denies it (DENIED).
 * - AWAITING_COLLECTION: the brand pays on collection; the agent collects it in the contract page
 *   (EXPIRED when not collected in time).
 * - PAID, PARTLY_PAID (the payer's balance covered part; the rest is paid when it can be),
 *   INSUFFICIENT (the payer's balance covered nothing yet; tried again).
 * - NOT_REACHED: no tier reached, the team did not lose (dividend), or the active-member minimum
 *   was not met: nothing is due (amount 0).
 * - OFFSET: a correction that found less was due than was paid: the difference is taken off the
 *   contract's next bills (never out of the agent's wallet).
 */
export const BILL_STATES = [
  'PENDING_APPROVAL',
  'AWAITING_COLLECTION',
  'PAID',
  'PARTLY_PAID',
  'INSUFFICIENT',
  'NOT_REACHED',
  'DENIED',
  'EXPIRED',
  'OFFSET',
] as const;
export type BillState = (typeof BILL_STATES)[number];

/** Abuse signals a bill can carry (issue 17); flagged bills above the threshold wait for approval. */
export const BILL_FLAGS = ['HEADCOUNT_PADDING', 'WASH_VOLUME', 'DUPLICATE_ACCOUNTS'] as const;
export type BillFlag = (typeof BILL_FLAGS)[number];

/** Negative dividend periods (the team won) carried into later ones. */
export const CARRY_FORWARD = ['NONE', 'NEXT_PERIOD', 'UNTIL_CLEARED'] as const;
export type CarryForward = (typeof CARRY_FORWARD)[number];

/** How many tiers a contract may have. */
export const MAX_TIERS = 10;
/** 100 % in basis points. */
export const FULL_RATE_BPS = 10_000;

/**
 * One tier. It is reached when the basis is at least `threshold`, the team's valid bet at least
 * `minValidBet` and its active members at least `activeMembers`; the highest reached tier counts.
 * The basis is the team's loss for a dividend (what the members lost, after carry-forward) and
 * the team's valid bet for a salary (where `minValidBet` is 0: the threshold is the valid bet).
 */
export interface ContractTier {
  threshold: bigint;
  minValidBet: bigint;
  activeMembers: number;
  rateBps: number;
}

/** A team's figures over one period, as the settlement counts them. */
export interface ContractFigures {
  /** What the rates apply to (see ContractTier). */
  basis: bigint;
  validBet: bigint;
  activeMembers: number;
}

export interface ContractPay {
  /** Index of the reached tier, or -1 when none is. */
  tier: number;
  amount: bigint;
  /** FLOATING: the amount of each slice (tier 0 up to the reached one); FIXED: one entry. */
  slices: { tier: number; base: bigint; rateBps: number; amount: bigint }[];
}

/** The reached tier of `tiers` (sorted as validated) for these figures, or -1. */
export function reachedTier(tiers: readonly ContractTier[], f: ContractFigures): number {
  let reached = -1;
  for (let i = 0; i < tiers.length; i++) {
    const t = tiers[i] as ContractTier;
    if (f.basis >= t.threshold && f.validBet >= t.minValidBet && f.activeMembers >= t.activeMembers)
      reached = i;
  }
  return reached;
}

const bpsOf = (base: bigint, rateBps: number) => (base * BigInt(rateBps)) / BigInt(FULL_RATE_BPS);

/**
 * What a contract pays on these figures, rounded down to the minor unit. FLOATING pays each slice
 * [threshold_i, threshold_i+1) up to the reached tier at its own rate and the rest of the basis
 * at the reached tier's rate (the products are summed before rounding, so rounding loses at most
 * one minor unit in total); FIXED pays the whole basis at the reached tier's rate. Nothing is due
 * on a basis of zero or less.
 */
export function contractPay(
  tiers: readonly ContractTier[],
  mode: ContractMode,
  f: ContractFigures,
): ContractPay {
  const tier = f.basis > 0n ? reachedTier(tiers, f) : -1;
  if (tier < 0) return { tier: -1, amount: 0n, slices: [] };
  const top = tiers[tier] as ContractTier;
  if (mode === 'FIXED') {
    const amount = bpsOf(f.basis, top.rateBps);
    return { tier, amount, slices: [{ tier, base: f.basis, rateBps: top.rateBps, amount }] };
  }
  const slices: ContractPay['slices'] = [];
  let scaled = 0n;
  for (let i = 0; i <= tier; i++) {
    const t = tiers[i] as ContractTier;
    const from = i === 0 ? 0n : t.threshold;
    const to = i === tier ? f.basis : (tiers[i + 1] as ContractTier).threshold;
    const base = to > from ? to - from : 0n;
    scaled += base * BigInt(t.rateBps);
    slices.push({ tier: i, base, rateBps: t.rateBps, amount: bpsOf(base, t.rateBps) });
  }
  return { tier, amount: scaled / BigInt(FULL_RATE_BPS), slices };
}

/** The rate that applies at these figures (0 when no tier is reached). */
export function rateAt(tiers: readonly ContractTier[], f: ContractFigures): number {
  const i = reachedTier(tiers, f);
  return i < 0 ? 0 : (tiers[i] as ContractTier).rateBps;
}

/** Why a tier list is not acceptable: the first problem, with the tier's index (0-based). */
export type TierProblem =
  | { code: 'NO_TIERS' }
  | { code: 'TOO_MANY_TIERS'; max: number }
  | { code: 'NEGATIVE'; tier: number }
  | { code: 'RATE_OUT_OF_RANGE'; tier: number; maxBps: number }
  | { code: 'NOT_INCREASING'; tier: number }
  | { code: 'ABOVE_UPLINE'; tier: number; uplineBps: number };

/**
 * Checks a contract's tiers: one to MAX_TIERS; thresholds and rates strictly increasing together
 * (a higher tier asks more and pays more), the valid-bet and active-member minimums never
 * decreasing; every rate from 1 bp to `maxBps`. With `upline` (the offering agent's own contract
 * of the same type), no tier may pay more than the upline's contract pays at that tier's
 * conditions: the downline's rate can never exceed its upline's rate at the same point.
 *
 * `mode` is how both contracts pay (the brand's mode of the type). FLOATING pays the first tier's
 * rate on the basis from zero, below that tier's threshold too, where the upline may still be on
 * a lower tier: so a floating first tier may also not pay more than the upline's first tier
 * (without this a downline starting at a higher threshold was paid more than its upline, and the
 * upline's level difference went negative; property test in agent-contracts.test.ts). Without a
 * mode the stricter (floating) check applies.
 */
export function tierProblem(
  tiers: readonly ContractTier[],
  maxBps: number,
  upline?: readonly ContractTier[] | null,
  mode: ContractMode = 'FLOATING',
): TierProblem | null {
  if (tiers.length === 0) return { code: 'NO_TIERS' };
  if (tiers.length > MAX_TIERS) return { code: 'TOO_MANY_TIERS', max: MAX_TIERS };
  for (let i = 0; i < tiers.length; i++) {
    const t = tiers[i] as ContractTier;
    if (t.threshold < 0n || t.minValidBet < 0n || t.activeMembers < 0) return { code: 'NEGATIVE', tier: i };
    if (!Number.isInteger(t.rateBps) || t.rateBps < 1 || t.rateBps > maxBps)
      return { code: 'RATE_OUT_OF_RANGE', tier: i, maxBps };
    if (i > 0) {
      const p = tiers[i - 1] as ContractTier;
      if (
        t.threshold <= p.threshold ||
        t.rateBps <= p.rateBps ||
        t.minValidBet < p.minValidBet ||
        t.activeMembers < p.activeMembers
      )
        return { code: 'NOT_INCREASING', tier: i };
    }
  }
  if (upline) {
    for (let i = 0; i < tiers.length; i++) {
      const t = tiers[i] as ContractTier;
      let uplineBps = rateAt(upline, {
        basis: t.threshold,
        validBet: t.minValidBet,
        activeMembers: t.activeMembers,
      });
      const first = upline[0];
      if (mode === 'FLOATING' && i === 0 && first) uplineBps = Math.min(uplineBps, first.rateBps);
      if (t.rateBps > uplineBps) return { code: 'ABOVE_UPLINE', tier: i, uplineBps };
    }
  }
  return null;
}

/**
 * Whether `lower` pays less than `contract` somewhere: true when `contract` exceeds `lower`
 * (both paying in `mode`; see tierProblem).
 */
export function exceeds(
  contract: readonly ContractTier[],
  lower: readonly ContractTier[],
  mode: ContractMode = 'FLOATING',
): boolean {
  return tierProblem(contract, FULL_RATE_BPS, lower, mode)?.code === 'ABOVE_UPLINE';
}

/** Rate text for people: 750 → "7.5", 3500 → "35", 5 → "0.05". */
export function rateText(rateBps: number): string {
  const whole = Math.trunc(rateBps / 100);
  const rest = rateBps % 100;
  if (rest === 0) return String(whole);
  return `${whole}.${String(rest).padStart(2, '0').replace(/0$/, '')}`;
}

/** "7.5" → 750; null when it is not a rate with at most two decimals between 0 and 100. */
export function parseRate(text: string): number | null {
  const m = /^\s*(\d{1,3})(?:\.(\d{1,2}))?\s*$/.exec(text);
  if (!m) return null;
  const bps = Number(m[1]) * 100 + Number((m[2] ?? '').padEnd(2, '0'));
  return bps > FULL_RATE_BPS ? null : bps;
}
