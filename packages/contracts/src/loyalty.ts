/**
 * Loyalty (issue 19; ADR 0040): points and the points mall (flag PTSYS3), VIP levels, missions and
 * the leaderboard, referral. The names, the brand settings (`settings.loyalty`) and the pure maths
 * both sides share: the server applies it, the player site explains it, the console previews it.
 * Money is bigint minor units; points are whole points (bigint); earning is counted in
 * milli-points so small bets add up (a member's fraction is carried, never rounded away).
 */

export const MILLI = 1000n;
const BPS = 10_000n;

// ---- Points ------------------------------------------------------------------------------------

/**
 * Why a member's points moved (the points ledger, append-only):
 * - EARN / EARN_REVERSED: settled valid bets (a round settled again moves only the difference);
 * - CONVERT: points changed into real money at the brand's ratio;
 * - REDEEM / REDEEM_RETURNED: a mall item bought, and given back when the operator rejects it;
 * - MISSION, LEADERBOARD, REFERRAL, VIP: rewards paid in points;
 * - ADJUST: an operator's correction (audited).
 */
export const POINT_ENTRY_KINDS = [
  'EARN',
  'EARN_REVERSED',
  'CONVERT',
  'REDEEM',
  'REDEEM_RETURNED',
  'MISSION',
  'LEADERBOARD',
  'REFERRAL',
  'VIP',
  'ADJUST',
] as const;
export type PointEntryKind = (typeof POINT_ENTRY_KINDS)[number];

/**
 * What a mall item gives: a cash voucher (real money at once), a bonus (the bonus wallet, with
 * the brand's bonus defaults and the item's wagering multiple), a physical item (sent to the
 * delivery address the member gives).
 */
export const MALL_ITEM_KINDS = ['CASH', 'BONUS', 'PHYSICAL'] as const;
export type MallItemKind = (typeof MALL_ITEM_KINDS)[number];

export const MALL_ITEM_STATUSES = ['ACTIVE', 'HIDDEN'] as const;
export type MallItemStatus = (typeof MALL_ITEM_STATUSES)[number];

/** The spec's redeem statuses: In Process, Approved, Rejected (rejected gives the points back). */
export const REDEMPTION_STATES = ['IN_PROCESS', 'APPROVED', 'REJECTED'] as const;
export type RedemptionState = (typeof REDEMPTION_STATES)[number];

export interface TPointsSettings {
  /**
   * Milli-points earned per whole currency unit of valid bet, by game category (RNG, LIVE, FISH,
   * BGS, LOTT, …); `defaultMilli` for the others. 10 = one point per 100 units of valid bet.
   */
  earnMilli: Record<string, number>;
  defaultEarnMilli: number;
  /** Points that make one whole currency unit when converted (100: 100 points = 1.00). */
  pointsPerUnit: number;
  /** The fewest points one conversion takes, and the step above it. */
  minConvert: number;
  convertStep: number;
}

// ---- VIP ---------------------------------------------------------------------------------------

/**
 * What levels are measured on: LIFETIME valid bet and deposits, or the last `rollingDays` days
 * (ROLLING). Upgrades are immediate; downgrades happen only at a review, when enabled.
 */
export const VIP_BASES = ['LIFETIME', 'ROLLING'] as const;
export type VipBasis = (typeof VIP_BASES)[number];

export interface TVipSettings {
  basis: VipBasis;
  /** ROLLING: the window in days. */
  rollingDays: number;
  /** Whether members may move down a level at the monthly review (with notice first). */
  downgrades: boolean;
  /** A member about to move down is told this many days before the review. */
  noticeDays: number;
}

/** One level's thresholds, as the maths needs them (the console keeps the rest: names, perks). */
export interface VipThreshold {
  level: number;
  /** Valid bet needed, minor units. */
  validBet: bigint;
  /** Deposits needed, minor units. */
  deposits: bigint;
}

// ---- Missions and the leaderboard --------------------------------------------------------------

/** How often a mission starts again: every day, every week (in the brand's clock), or never. */
export const MISSION_PERIODS = ['DAILY', 'WEEKLY', 'ONCE'] as const;
export type MissionPeriod = (typeof MISSION_PERIODS)[number];

/**
 * What a mission counts, each from a domain event:
 * - BETS: settled bets (optionally of one category), `target` of them;
 * - VALID_BET: valid bet in minor units (optionally of one category);
 * - DEPOSITS: credited deposits (count);
 * - DEPOSIT_AMOUNT: credited deposits in minor units;
 * - WIN_DIFFERENT_GAMES: winning bets on `target` different games;
 * - PROFILE_FIELD: a profile field filled in (the spec's Zalo handle: `field` = 'zalo'); target 1.
 */
export const MISSION_KINDS = [
  'BETS',
  'VALID_BET',
  'DEPOSITS',
  'DEPOSIT_AMOUNT',
  'WIN_DIFFERENT_GAMES',
  'PROFILE_FIELD',
] as const;
export type MissionKind = (typeof MISSION_KINDS)[number];

/** What a loyalty reward pays: real money, bonus money (the bonus wallet) or points. */
export const LOYALTY_REWARD_KINDS = ['CASH', 'BONUS', 'POINTS'] as const;
export type LoyaltyRewardKind = (typeof LOYALTY_REWARD_KINDS)[number];

/** A mission as one member sees it in the period. */
export const MISSION_STATES = ['IN_PROGRESS', 'COMPLETED', 'CLAIMED'] as const;
export type MissionState = (typeof MISSION_STATES)[number];

/** What ranks a leaderboard: valid bet over the period, or the best single-bet win multiple. */
export const LEADERBOARD_METRICS = ['VALID_BET', 'WIN_MULTIPLIER'] as const;
export type LeaderboardMetric = (typeof LEADERBOARD_METRICS)[number];

export const LEADERBOARD_PERIODS = ['DAILY', 'WEEKLY'] as const;
export type LeaderboardPeriod = (typeof LEADERBOARD_PERIODS)[number];

// ---- Referral ----------------------------------------------------------------------------------

/**
 * A referral's life: REGISTERED (linked at sign-up), REWARDED (the referee met the brand's
 * condition and the referrer was paid, once), FLAGGED (the referee shares a device, IP or bank
 * account name with the referrer: nothing paid until an operator approves it), EXPIRED (the window
 * passed without qualifying), QUALIFIED (the condition was met when the referrer's monthly cap was
 * already reached: nothing paid), REJECTED (an operator refused a flagged one: nothing paid).
 */
export const REFERRAL_STATES = [
  'REGISTERED',
  'REWARDED',
  'FLAGGED',
  'EXPIRED',
  'QUALIFIED',
  'REJECTED',
] as const;
export type ReferralState = (typeof REFERRAL_STATES)[number];

/**
 * Why a referral was flagged: the referee registered from, or signed in from, an address the
 * referrer used (SAME_IP; loopback addresses name no one), or both accounts carry the same bank
 * account (payee) name (SAME_BANK_NAME). SAME_DEVICE is kept for a device identifier; the portal
 * records none today (sessions keep only the user agent, which many devices share).
 */
export const REFERRAL_FLAGS = ['SAME_IP', 'SAME_DEVICE', 'SAME_BANK_NAME'] as const;
export type ReferralFlag = (typeof REFERRAL_FLAGS)[number];

export interface TReferralSettings {
  enabled: boolean;
  /** The referee must deposit at least this (one deposit, minor units; 0: any deposit)… */
  minDepositMinor: number;
  /** …and reach this valid bet (minor units; 0: none)… */
  minValidBetMinor: number;
  /** …within this many days of registering. */
  windowDays: number;
  /** What the referrer gets, once per referee. */
  rewardKind: LoyaltyRewardKind;
  /** Minor units for CASH and BONUS, points for POINTS. */
  rewardAmount: number;
  /** BONUS: the wagering multiple of the reward. */
  rewardWagerMultiple: number;
  /** At most this many rewarded referrals per referrer per calendar month (0: no limit). */
  monthlyCap: number;
}

// ---- The brand's loyalty settings --------------------------------------------------------------

/** settings.loyalty (issue 19). Absent in documents written before it: DEFAULT_LOYALTY_SETTINGS. */
export interface TLoyaltySettings {
  points: TPointsSettings;
  vip: TVipSettings;
  referral: TReferralSettings;
}

export const DEFAULT_LOYALTY_SETTINGS: TLoyaltySettings = {
  points: {
    earnMilli: {
      RNG: 10,
      FISH: 10,
      JACKPOT: 10,
      MINI: 10,
      BGS: 5,
      PVP: 5,
      LIVE: 5,
      SPORTS: 8,
      ESPORTS: 8,
      COCKFIGHT: 5,
      LOTT: 2,
      ELOTT: 2,
    },
    defaultEarnMilli: 5,
    pointsPerUnit: 100,
    minConvert: 1000,
    convertStep: 100,
  },
  vip: { basis: 'LIFETIME', rollingDays: 90, downgrades: false, noticeDays: 7 },
  referral: {
    enabled: true,
    minDepositMinor: 50_000,
    minValidBetMinor: 100_000,
    windowDays: 30,
    rewardKind: 'CASH',
    rewardAmount: 10_000,
    rewardWagerMultiple: 0,
    monthlyCap: 20,
  },
};

// ---- Maths -------------------------------------------------------------------------------------

/** The earn rate of a wager's category (milli-points per whole unit). */
export function earnMilliFor(points: TPointsSettings, category: string): number {
  return points.earnMilli[category] ?? points.defaultEarnMilli;
}

/**
 * Milli-points a valid bet earns: validBet (minor) / 10^decimals units × rate × multiplier, rounded
 * down to a whole milli-point. `multiplierBps` is the VIP level's (10000 = ×1).
 */
export function earnedMilli(
  validBet: bigint,
  decimals: number,
  rateMilli: number,
  multiplierBps: number,
): bigint {
  if (validBet <= 0n || rateMilli <= 0 || multiplierBps <= 0) return 0n;
  return (validBet * BigInt(rateMilli) * BigInt(multiplierBps)) / (10n ** BigInt(decimals) * BPS);
}

/**
 * Whole points to post when a member's carried fraction grows by `milli` (negative: a round
 * settled again for less): the new whole points, and the fraction left to carry (0 ≤ carry < 1000
 * after a gain; a loss may take whole points back).
 */
export function splitMilli(carry: bigint, milli: bigint): { points: bigint; carry: bigint } {
  const total = carry + milli;
  // Floor division that rounds towards −∞, so the carry stays in [0, 1000).
  let points = total / MILLI;
  if (total < 0n && total % MILLI !== 0n) points -= 1n;
  return { points, carry: total - points * MILLI };
}

export type ConversionProblem = 'BELOW_MINIMUM' | 'STEP' | 'NOT_POSITIVE';

/**
 * What converting `points` pays, in minor units: points / pointsPerUnit × 10^decimals, rounded
 * down; or why it cannot be converted (fewer than the minimum, not on the step above it).
 */
export function conversionOf(
  points: bigint,
  settings: Pick<TPointsSettings, 'pointsPerUnit' | 'minConvert' | 'convertStep'>,
  decimals: number,
): { ok: true; cash: bigint } | { ok: false; problem: ConversionProblem } {
  if (points <= 0n) return { ok: false, problem: 'NOT_POSITIVE' };
  const min = BigInt(settings.minConvert);
  if (points < min) return { ok: false, problem: 'BELOW_MINIMUM' };
  const step = BigInt(Math.max(1, settings.convertStep));
  if ((points - min) % step !== 0n) return { ok: false, problem: 'STEP' };
  return { ok: true, cash: (points * 10n ** BigInt(decimals)) / BigInt(settings.pointsPerUnit) };
}

/**
 * The level a member's figures reach: levels are climbed in order of `level`, each needing both
 * thresholds (valid bet AND deposits); the first one not met stops the climb, so a member never
 * skips a level whose thresholds are higher than the next one's. 0 when none (level 0 is every
 * member's).
 */
export function levelFor(levels: readonly VipThreshold[], validBet: bigint, deposits: bigint): number {
  let reached = 0;
  for (const l of [...levels].sort((a, b) => a.level - b.level)) {
    if (validBet >= l.validBet && deposits >= l.deposits) reached = l.level;
    else break;
  }
  return reached;
}

/**
 * Progress to the next level in basis points (0..10000), by the weaker of the two measures (both
 * must be met); 10000 at the top level.
 */
export function progressToNext(
  levels: readonly VipThreshold[],
  current: number,
  validBet: bigint,
  deposits: bigint,
): { next: VipThreshold | null; bps: number } {
  const sorted = [...levels].sort((a, b) => a.level - b.level);
  const next = sorted.find((l) => l.level > current) ?? null;
  if (!next) return { next: null, bps: 10_000 };
  const part = (have: bigint, need: bigint) => (need <= 0n ? BPS : have >= need ? BPS : (have * BPS) / need);
  const bps =
    part(validBet, next.validBet) < part(deposits, next.deposits)
      ? part(validBet, next.validBet)
      : part(deposits, next.deposits);
  return { next, bps: Number(bps) };
}
