/**
 * Promotions, the bonus wallet, the raffle and the manual rebate (issue 18; ADR 0039): the names,
 * the brand settings and the pure maths both sides share (the server applies it, the player site
 * explains it, the console previews it). Amounts here are bigint minor units; rates are basis
 * points (10000 = 100 %).
 */

export const FULL_BPS = 10_000;

/** The tabs of /promotions. */
export const PROMOTION_CATEGORIES = ['NEW_MEMBER', 'DEPOSIT', 'CASHBACK', 'RAFFLE', 'EVENT'] as const;
export type PromotionCategory = (typeof PROMOTION_CATEGORIES)[number];

/** A promotion as the operator keeps it: only PUBLISHED ones are shown to players. */
export const PROMOTION_STATUSES = ['DRAFT', 'PUBLISHED', 'ARCHIVED'] as const;
export type PromotionStatus = (typeof PROMOTION_STATUSES)[number];

/**
 * What makes a member qualify:
 * - SIGNUP: registering (new accounts only, from the promotion's start);
 * - DEPOSIT: the Nth credited deposit (nth null = every deposit) of at least minDeposit, on the
 *   given weekdays (empty = any day);
 * - PROMO_CODE: entering the promotion's code;
 * - APPLICATION: applying with a remark and images, reviewed by an operator;
 * - WAGER_VOLUME: valid bet of at least minValidBet in the period (day or week) since joining;
 * - NET_LOSS: a net loss of at least minLoss in the period (cashback), computed when it closes;
 * - RAFFLE: tickets earned in each period by deposits and valid bets, drawn at its end.
 */
export const PROMOTION_TRIGGERS = [
  'SIGNUP',
  'DEPOSIT',
  'PROMO_CODE',
  'APPLICATION',
  'WAGER_VOLUME',
  'NET_LOSS',
  'RAFFLE',
] as const;
export type PromotionTrigger = (typeof PROMOTION_TRIGGERS)[number];

/**
 * What the member gets: a percentage of the qualifying deposit (or basis) up to a cap, a fixed
 * amount, a percentage of the period's net loss (cashback) or raffle tickets. Money rewards with a
 * wagering multiplier of 0 are paid as real money; above 0 they are bonus money under wagering.
 */
export const REWARD_TYPES = ['PERCENT', 'FIXED', 'CASHBACK', 'RAFFLE_TICKETS'] as const;
export type RewardType = (typeof REWARD_TYPES)[number];

/** What the wagering requirement is a multiple of. */
export const WAGER_BASES = ['BONUS', 'BONUS_AND_DEPOSIT'] as const;
export type WagerBase = (typeof WAGER_BASES)[number];

/** How often one member may get the promotion's reward. */
export const CLAIM_LIMITS = ['ONCE', 'DAILY', 'WEEKLY', 'UNLIMITED'] as const;
export type ClaimLimit = (typeof CLAIM_LIMITS)[number];

/** Periods of WAGER_VOLUME, NET_LOSS and RAFFLE promotions (in the brand's settlement clock). */
export const PROMOTION_PERIODS = ['DAY', 'WEEK'] as const;
export type PromotionPeriod = (typeof PROMOTION_PERIODS)[number];

/** Who may take part. */
export const AUDIENCE_KINDS = ['ALL', 'NEW_MEMBERS', 'AGENT_TEAMS', 'TAGS', 'VIP_LEVELS'] as const;
export type AudienceKind = (typeof AUDIENCE_KINDS)[number];

/**
 * The spec's promotion states as one member (or a visitor) sees a promotion (spec section 4):
 * - COMING_SOON: published, not started yet;
 * - JOIN: can be joined (opt-in) or claimed by code; a visitor always sees Join (it opens login);
 * - JOINED: joined, the qualifying play or deposit is still to come;
 * - CLAIM: a reward is waiting to be claimed;
 * - APPLYING: an application waits for the operator;
 * - REJECTED: the last application was rejected (the member may apply again while it runs);
 * - PROCESS: its bonus is in the bonus wallet, wagering in progress (or queued behind another);
 * - ISSUED: the reward was paid without a claim (sign-up, approved application, cashback paid,
 *   raffle prize, operator);
 * - CLAIMED: the member claimed it and may not again in this limit window;
 * - CLOSE: ended, budget spent, or not for this member.
 */
export const PROMOTION_STATES = [
  'COMING_SOON',
  'JOIN',
  'JOINED',
  'CLAIM',
  'APPLYING',
  'REJECTED',
  'PROCESS',
  'ISSUED',
  'CLAIMED',
  'CLOSE',
] as const;
export type PromotionState = (typeof PROMOTION_STATES)[number];

/** The button a state offers. */
export const PROMOTION_ACTIONS = ['JOIN', 'CLAIM', 'APPLY', 'CODE', 'NONE'] as const;
export type PromotionAction = (typeof PROMOTION_ACTIONS)[number];

/** A bonus grant's life (append-only entries record each change). */
export const BONUS_STATES = ['PENDING', 'ACTIVE', 'COMPLETED', 'EXPIRED', 'FORFEITED', 'CANCELLED'] as const;
export type BonusState = (typeof BONUS_STATES)[number];

/** Why a grant ended, as the records say. */
export const BONUS_END_REASONS = [
  'WAGERING_MET',
  'BALANCE_SPENT',
  'EXPIRED',
  'FORFEITED_BY_MEMBER',
  'FORFEITED_FOR_WITHDRAWAL',
  'CANCELLED_BY_OPERATOR',
] as const;
export type BonusEndReason = (typeof BONUS_END_REASONS)[number];

export const APPLICATION_STATES = ['APPLYING', 'APPROVED', 'REJECTED'] as const;
export type ApplicationState = (typeof APPLICATION_STATES)[number];

/** Spec sections 5 and 9: an application's remark and images. */
export const APPLICATION_REMARK_MAX = 140;
export const APPLICATION_IMAGES_MAX = 3;

/** Game contributions to wagering (basis points) by game, then category, then vendor, then default. */
export interface TContributions {
  defaultBps: number;
  /** By catalogue category (RNG, LIVE, FISH, BGS, LOTT, …). */
  byCategory: Record<string, number>;
  /** By vendor code. */
  byVendor: Record<string, number>;
  /** By game, keyed "VENDOR:gameCode". */
  byGame: Record<string, number>;
}

/** The brand's promotion settings (settings.promotions). Amounts are minor units. */
export interface TPromotionSettings {
  contributions: TContributions;
  bonus: {
    /** Expiry of a bonus once active, unless the promotion says otherwise. */
    defaultExpiryDays: number;
    /** Largest stake while a bonus is active, unless the promotion says otherwise (0: no limit). */
    defaultMaxBetMinor: number;
  };
  /** Manual rebate (flag MANPLAYREB3): rates on valid bets per category, claimed by the member. */
  rebate: {
    ratesBps: Record<string, number>;
    minClaimMinor: number;
  };
}

export const DEFAULT_PROMOTION_SETTINGS: TPromotionSettings = {
  contributions: {
    defaultBps: 10_000,
    byCategory: {
      RNG: 10_000,
      FISH: 10_000,
      JACKPOT: 10_000,
      MINI: 10_000,
      BGS: 5_000,
      PVP: 2_000,
      LIVE: 1_000,
      SPORTS: 5_000,
      ESPORTS: 5_000,
      COCKFIGHT: 2_000,
      LOTT: 0,
      ELOTT: 0,
    },
    byVendor: {},
    byGame: {},
  },
  bonus: { defaultExpiryDays: 14, defaultMaxBetMinor: 0 },
  rebate: {
    ratesBps: {
      RNG: 80,
      FISH: 80,
      BGS: 30,
      LIVE: 50,
      PVP: 30,
      SPORTS: 50,
      ESPORTS: 50,
      COCKFIGHT: 30,
      LOTT: 20,
    },
    minClaimMinor: 100,
  },
};

/** The weight of a wager for wagering: game, then category, then vendor, then the default. */
export function contributionBps(
  c: TContributions,
  wager: { vendorCode: string; gameCode: string; category: string },
): number {
  const game = c.byGame[`${wager.vendorCode}:${wager.gameCode}`];
  if (game !== undefined) return game;
  const category = c.byCategory[wager.category];
  if (category !== undefined) return category;
  const vendor = c.byVendor[wager.vendorCode];
  if (vendor !== undefined) return vendor;
  return c.defaultBps;
}

/** What a valid bet counts towards wagering: its weight, rounded down to a whole minor unit. */
export function contributionOf(validBet: bigint, bps: number): bigint {
  if (validBet <= 0n || bps <= 0) return 0n;
  return (validBet * BigInt(bps)) / BigInt(FULL_BPS);
}

/** The wagering requirement of a bonus: multiplier × (bonus, or bonus + deposit). */
export function wageringRequired(
  bonus: bigint,
  deposit: bigint,
  multiplier: number,
  base: WagerBase,
): bigint {
  if (multiplier <= 0) return 0n;
  const basis = base === 'BONUS_AND_DEPOSIT' ? bonus + deposit : bonus;
  // Multipliers may have one decimal (e.g. 12.5×): tenths, rounded up to a whole minor unit.
  const tenths = BigInt(Math.round(multiplier * 10));
  return (basis * tenths + 9n) / 10n;
}

/** A percentage reward of a basis, held to its cap (cap 0: no cap). */
export function percentReward(basis: bigint, bps: number, cap: bigint): bigint {
  if (basis <= 0n || bps <= 0) return 0n;
  const amount = (basis * BigInt(bps)) / BigInt(FULL_BPS);
  return cap > 0n && amount > cap ? cap : amount;
}

/**
 * How a stake is paid while a bonus is active: real money first, the rest from the bonus wallet
 * (never more than it holds; `null` when both together are short).
 */
export function splitStake(
  stake: bigint,
  main: bigint,
  bonus: bigint,
): { real: bigint; bonus: bigint } | null {
  if (stake <= 0n) return { real: 0n, bonus: 0n };
  const real = main >= stake ? stake : main > 0n ? main : 0n;
  const rest = stake - real;
  if (rest > bonus) return null;
  return { real, bonus: rest };
}

/** A payout shared like its stake: the bonus part is payout × bonusStake / stake, rounded down. */
export function splitPayout(
  payout: bigint,
  stake: bigint,
  bonusStake: bigint,
): { real: bigint; bonus: bigint } {
  if (payout <= 0n || stake <= 0n || bonusStake <= 0n) return { real: payout > 0n ? payout : 0n, bonus: 0n };
  const bonus = (payout * bonusStake) / stake;
  return { real: payout - bonus, bonus };
}

/** When wagering is met: what converts to real money (held to the cap; cap null: all) and what is removed. */
export function conversion(balance: bigint, cap: bigint | null): { converted: bigint; removed: bigint } {
  const b = balance > 0n ? balance : 0n;
  const converted = cap !== null && b > cap ? cap : b;
  return { converted, removed: b - converted };
}
