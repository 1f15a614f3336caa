import {
  type ClaimLimit,
  type LanguageCode,
  type PromotionAction,
  type PromotionState,
  parseMoney,
  percentReward,
} from '@portal/contracts';
import type {
  TAudience,
  TBonusTerms,
  TPromotionLimits,
  TPromotionReward,
  TPromotionTrigger,
} from '@portal/contracts/endpoints';
import { periodAt } from '../../platform/period-jobs/index.ts';
import type { Brand } from '../brands/brand.ts';
import type { EntitlementRow, PromotionRow } from './promotions.repository.ts';

/**
 * The promotions' rules as pure functions (issue 18; ADR 0039): a promotion's stored JSON read
 * back, the brand's clock, limit windows, reward amounts and the ten states in the ADR's order.
 */

export const DAY_MS = 86_400_000;
/** Ended promotions stay on the list, closed, this long. */
export const ENDED_SHOWN_MS = 7 * DAY_MS;

export interface PromotionText {
  title: string;
  summary: string;
  body: string;
  terms: string;
}

export interface PromotionConfig {
  content: Partial<Record<LanguageCode, PromotionText>>;
  audience: TAudience;
  trigger: TPromotionTrigger;
  reward: TPromotionReward;
  terms: TBonusTerms;
  limits: TPromotionLimits;
}

const parsed = <T>(value: unknown): T => (typeof value === 'string' ? JSON.parse(value) : value) as T;

/** A promotion's JSON columns as the contracts' shapes (validated when written). */
export function configOf(row: PromotionRow): PromotionConfig {
  return {
    content: parsed(row.content),
    audience: parsed(row.audience),
    trigger: parsed(row.trigger),
    reward: parsed(row.reward),
    terms: parsed(row.bonus_terms),
    limits: parsed(row.limits),
  };
}

/** The text in the caller's language, falling back to English (always present). */
export function textOf(config: Pick<PromotionConfig, 'content'>, language: LanguageCode): PromotionText {
  const text = config.content[language] ?? config.content.en;
  return text ?? { title: '', summary: '', body: '', terms: '' };
}

/** Minor units of a decimal amount in the brand's exponent ("0" and bad text: 0). */
export const minorOf = (brand: Pick<Brand, 'currencyExponent'>, text: string): bigint =>
  parseMoney(text, brand.currencyExponent) ?? 0n;

/** The brand's clock for weekdays, days and weeks: the settlement clock (GMT+6 by default). */
export const offsetOf = (brand: Pick<Brand, 'settings'>): number =>
  brand.settings.contracts?.utcOffsetMinutes ?? 360;

/** The local calendar day (YYYY-MM-DD) of an instant. */
export const localDay = (at: Date, offsetMinutes: number): string =>
  new Date(at.getTime() + offsetMinutes * 60_000).toISOString().slice(0, 10);

/** 0 Sunday … 6 Saturday in the brand's clock. */
export const localWeekday = (at: Date, offsetMinutes: number): number =>
  new Date(at.getTime() + offsetMinutes * 60_000).getUTCDay();

/** The local Monday of the ISO week of an instant. */
export const weekStartDay = (at: Date, offsetMinutes: number): string =>
  localDay(periodAt({ kind: 'weekly' }, offsetMinutes, at).start, offsetMinutes);

/** The limit window an instant falls in: ONCE, D:<day>, W:<week start>; null for UNLIMITED. */
export function limitWindow(limit: ClaimLimit, at: Date, offsetMinutes: number): string | null {
  switch (limit) {
    case 'ONCE':
      return 'ONCE';
    case 'DAILY':
      return `D:${localDay(at, offsetMinutes)}`;
    case 'WEEKLY':
      return `W:${weekStartDay(at, offsetMinutes)}`;
    case 'UNLIMITED':
      return null;
  }
}

/** The period (DAY or WEEK) of a WAGER_VOLUME, NET_LOSS or RAFFLE promotion that holds `at`. */
export function promotionPeriod(period: 'DAY' | 'WEEK', at: Date, offsetMinutes: number) {
  const p = periodAt({ kind: period === 'DAY' ? 'daily' : 'weekly' }, offsetMinutes, at);
  const key =
    period === 'DAY' ? `D:${localDay(p.start, offsetMinutes)}` : `W:${localDay(p.start, offsetMinutes)}`;
  return { key, start: p.start, end: p.end };
}

/** The money a reward gives for a basis (deposit, valid bet, net loss); tickets are counted apart. */
export function rewardAmount(
  brand: Pick<Brand, 'currencyExponent'>,
  reward: TPromotionReward,
  basis: bigint,
): bigint {
  const amount = minorOf(brand, reward.amount);
  switch (reward.type) {
    case 'FIXED':
      return amount;
    case 'PERCENT':
    case 'CASHBACK':
      return percentReward(basis, reward.percentBps, amount);
    case 'RAFFLE_TICKETS':
      return 0n;
  }
}

/** Why a member sees CLOSE (for the state's note). */
export type CloseReason = 'ENDED' | 'BUDGET' | 'AUDIENCE' | 'HOUSEHOLD';

export interface StateInput {
  promotion: Pick<PromotionRow, 'status' | 'starts_at' | 'ends_at' | 'budget_minor' | 'spent_minor'>;
  limits: Pick<TPromotionLimits, 'perMember'>;
  now: Date;
  offsetMinutes: number;
  /** null: a visitor. */
  member: null | {
    inAudience: boolean;
    /** Another account of the household was paid it in the current window. */
    householdBlocked: boolean;
    /** A grant of it is ACTIVE or PENDING in the bonus wallet. */
    bonusInProgress: boolean;
    entitlements: readonly Pick<EntitlementRow, 'state' | 'claimed_at' | 'created_at' | 'claim_expires_at'>[];
    lastApplication: { state: 'APPLYING' | 'APPROVED' | 'REJECTED' } | null;
    joined: boolean;
  };
}

export interface ComputedState {
  state: PromotionState;
  closeReason: CloseReason | null;
}

/** The promotion has started and not ended, and is published. */
export const isRunning = (p: StateInput['promotion'], now: Date): boolean =>
  p.status === 'PUBLISHED' && p.starts_at <= now && (p.ends_at === null || p.ends_at > now);

export const budgetSpent = (p: Pick<PromotionRow, 'budget_minor' | 'spent_minor'>): boolean =>
  p.budget_minor !== null && p.spent_minor >= p.budget_minor;

/**
 * The state of a promotion for one member (or a visitor), in the order of ADR 0039:
 * COMING_SOON → CLOSE → PROCESS → CLAIM → APPLYING / REJECTED → CLAIMED / ISSUED → JOINED → JOIN.
 */
export function computeState(input: StateInput): ComputedState {
  const { promotion: p, now, member } = input;
  const open = (state: PromotionState): ComputedState => ({ state, closeReason: null });
  const close = (reason: CloseReason): ComputedState => ({ state: 'CLOSE', closeReason: reason });
  if (p.status === 'PUBLISHED' && p.starts_at > now) return open('COMING_SOON');
  if (!isRunning(p, now)) return close('ENDED');
  if (budgetSpent(p)) return close('BUDGET');
  if (member === null) return open('JOIN');
  if (!member.inAudience) return close('AUDIENCE');
  if (member.householdBlocked) return close('HOUSEHOLD');
  if (member.bonusInProgress) return open('PROCESS');
  if (
    member.entitlements.some(
      (e) => e.state === 'CLAIMABLE' && (e.claim_expires_at === null || e.claim_expires_at > now),
    )
  )
    return open('CLAIM');
  if (member.lastApplication?.state === 'APPLYING') return open('APPLYING');
  if (member.lastApplication?.state === 'REJECTED') return open('REJECTED');
  const window = limitWindow(input.limits.perMember, now, input.offsetMinutes);
  if (window !== null) {
    const paidInWindow = member.entitlements.find(
      (e) =>
        (e.state === 'CLAIMED' || e.state === 'ISSUED') &&
        limitWindow(input.limits.perMember, e.claimed_at ?? e.created_at, input.offsetMinutes) === window,
    );
    if (paidInWindow) return open(paidInWindow.state === 'CLAIMED' ? 'CLAIMED' : 'ISSUED');
  }
  if (member.joined) return open('JOINED');
  return open('JOIN');
}

/** The button of a state: Join (Code, Apply for those triggers), Claim, Apply again, or none. */
export function actionOf(state: PromotionState, trigger: TPromotionTrigger['type']): PromotionAction {
  switch (state) {
    case 'JOIN':
      return trigger === 'PROMO_CODE' ? 'CODE' : trigger === 'APPLICATION' ? 'APPLY' : 'JOIN';
    case 'JOINED':
      // Joined an application promotion: the application is still to be sent.
      return trigger === 'APPLICATION' ? 'APPLY' : trigger === 'PROMO_CODE' ? 'CODE' : 'NONE';
    case 'CLAIM':
      return 'CLAIM';
    case 'REJECTED':
      return 'APPLY';
    default:
      return 'NONE';
  }
}

/**
 * Whether trigger, reward and terms fit together; the reason (English, for the operator) when not.
 */
export function promotionProblem(
  brand: Pick<Brand, 'currencyExponent'>,
  input: {
    content: Partial<Record<LanguageCode, PromotionText>>;
    startsAt: string;
    endsAt: string | null;
    showsFrom: string | null;
    trigger: TPromotionTrigger;
    reward: TPromotionReward;
    bonusTerms: TBonusTerms;
    limits: TPromotionLimits;
  },
): string | null {
  const { trigger: t, reward: r, limits } = input;
  if (!input.content.en) return 'English text is required.';
  const amounts: [string, string][] = [
    ['trigger.minDeposit', t.minDeposit],
    ['trigger.minValidBet', t.minValidBet],
    ['trigger.minLoss', t.minLoss],
    ['trigger.ticketPerDeposit', t.ticketPerDeposit],
    ['trigger.ticketPerValidBet', t.ticketPerValidBet],
    ['reward.amount', r.amount],
    ['bonusTerms.maxBet', input.bonusTerms.maxBet],
    ['bonusTerms.maxConversion', input.bonusTerms.maxConversion],
    ['limits.budget', limits.budget],
    ...r.prizes.map((p, i): [string, string] => [`reward.prizes[${i}]`, p]),
  ];
  for (const [name, text] of amounts) {
    if (parseMoney(text, brand.currencyExponent) === null)
      return `${name} must be an amount with at most ${brand.currencyExponent} decimals.`;
  }
  const starts = new Date(input.startsAt);
  if (input.endsAt !== null && new Date(input.endsAt) <= starts) return 'The end must come after the start.';
  if (input.showsFrom !== null && new Date(input.showsFrom) > starts)
    return 'It cannot be shown as coming soon after it starts.';
  const money = (text: string) => parseMoney(text, brand.currencyExponent) ?? 0n;
  switch (t.type) {
    case 'PROMO_CODE':
      if (!t.code) return 'A promo code promotion needs its code.';
      break;
    case 'WAGER_VOLUME':
      if (!t.period) return 'A wagering promotion needs its period (day or week).';
      if (money(t.minValidBet) <= 0n) return 'A wagering promotion needs the valid bet to reach.';
      break;
    case 'NET_LOSS':
      if (!t.period) return 'A cashback promotion needs its period (day or week).';
      if (r.type !== 'CASHBACK') return 'A net-loss promotion pays CASHBACK.';
      break;
    case 'RAFFLE':
      if (!t.period) return 'A raffle needs its period (day or week).';
      if (r.prizes.length === 0) return 'A raffle needs at least one prize.';
      if (money(t.ticketPerDeposit) <= 0n && money(t.ticketPerValidBet) <= 0n)
        return 'A raffle needs a way to earn tickets (deposits or valid bets).';
      break;
    default:
      break;
  }
  if (t.type !== 'PROMO_CODE' && t.code) return 'Only a PROMO_CODE promotion has a code.';
  if (r.type === 'CASHBACK' && t.type !== 'NET_LOSS')
    return 'CASHBACK is paid on net loss (trigger NET_LOSS).';
  if (r.type === 'PERCENT' && !(t.type === 'DEPOSIT' || t.type === 'WAGER_VOLUME'))
    return 'A percentage reward needs a basis: a DEPOSIT or WAGER_VOLUME trigger.';
  if ((r.type === 'PERCENT' || r.type === 'CASHBACK') && r.percentBps <= 0)
    return 'The percentage must be above 0.';
  if (r.type === 'FIXED' && money(r.amount) <= 0n) return 'A fixed reward needs its amount.';
  if (r.type === 'RAFFLE_TICKETS' && t.type !== 'RAFFLE')
    return 'Raffle tickets are earned in a RAFFLE promotion (deposits and valid bets in its period).';
  if (t.type === 'RAFFLE' && r.type !== 'RAFFLE_TICKETS') return 'A raffle rewards RAFFLE_TICKETS.';
  if (t.type === 'SIGNUP' && t.optIn) return 'A sign-up reward cannot need joining first.';
  if (t.type === 'NET_LOSS' && limits.perMember === 'UNLIMITED')
    return 'Cashback is once per period: choose DAILY or WEEKLY (or ONCE).';
  return null;
}
