import { type LanguageCode, type LoyaltyRewardKind, type MissionKind, parseMoney } from '@portal/contracts';
import { MONEY_MISSION_KINDS, type TLoyaltyReward } from '@portal/contracts/endpoints';
import { type Period, periodAt } from '../../platform/period-jobs/index.ts';
import type { Brand } from '../brands/brand.ts';
import type { LoyaltyReward } from '../points/loyalty-rewards.ts';
import { moneyText } from '../wallet/amounts.ts';

/**
 * The missions' rules as pure functions (issue 19; ADR 0040): periods in the brand's clock, the
 * text in the member's language, reward and target amounts between the contracts' text and the
 * stored integers.
 */

/** The brand's clock: the settlement clock (GMT+6 by default), as the promotions use it. */
export const offsetOf = (brand: Pick<Brand, 'settings'>): number =>
  brand.settings.contracts?.utcOffsetMinutes ?? 360;

/**
 * The period of a mission or a board that holds `at`: DAILY "2026-11-26", WEEKLY "2026-W48" (the
 * local ISO week), ONCE for good (no end).
 */
export function periodOf(
  period: 'DAILY' | 'WEEKLY' | 'ONCE',
  at: Date,
  offsetMinutes: number,
): { key: string; start: Date | null; end: Date | null } {
  if (period === 'ONCE') return { key: 'ONCE', start: null, end: null };
  const p: Period = periodAt({ kind: period === 'DAILY' ? 'daily' : 'weekly' }, offsetMinutes, at);
  return { key: p.key, start: p.start, end: p.end };
}

/** A board's period (always bounded). */
export function boardPeriodOf(period: 'DAILY' | 'WEEKLY', at: Date, offsetMinutes: number): Period {
  return periodAt({ kind: period === 'DAILY' ? 'daily' : 'weekly' }, offsetMinutes, at);
}

/** Text per language, English when the language has none. */
export function textIn<T extends object>(content: unknown, language: LanguageCode, empty: T): T {
  const all = (typeof content === 'string' ? JSON.parse(content) : content) as Partial<
    Record<LanguageCode, T>
  >;
  return all?.[language] ?? all?.en ?? empty;
}

export const isMoneyKind = (kind: MissionKind): boolean =>
  (MONEY_MISSION_KINDS as readonly string[]).includes(kind);

/** Minor units of money text in the brand's exponent; null when it is not money. */
export const minorOf = (brand: Pick<Brand, 'currencyExponent'>, text: string): bigint | null =>
  parseMoney(text, brand.currencyExponent);

/** A whole number written as text (counts, points); null otherwise. */
export function wholeOf(text: string): bigint | null {
  return /^\d{1,15}$/.test(text.trim()) ? BigInt(text.trim()) : null;
}

/** A reward's stored integers as the contracts' text. */
export function rewardView(
  brand: Brand,
  kind: LoyaltyRewardKind,
  amount: bigint,
  wagerMultiple: number,
): TLoyaltyReward {
  return { kind, amount: kind === 'POINTS' ? amount.toString() : moneyText(brand, amount), wagerMultiple };
}

/** The contracts' reward read back to the stored integers; a problem's text when it cannot be. */
export function rewardOf(brand: Brand, reward: TLoyaltyReward): LoyaltyReward | string {
  const amount = reward.kind === 'POINTS' ? wholeOf(reward.amount) : minorOf(brand, reward.amount);
  if (amount === null || amount <= 0n)
    return reward.kind === 'POINTS'
      ? 'the reward must be a whole number of points above 0.'
      : 'the reward must be an amount above 0.';
  if (reward.kind === 'BONUS' && reward.wagerMultiple < 1)
    return 'a bonus reward needs a wagering multiple of at least 1 (without wagering it is cash).';
  if (reward.kind !== 'BONUS' && reward.wagerMultiple !== 0)
    return 'only a bonus reward has a wagering multiple.';
  return { kind: reward.kind, amount, wagerMultiple: reward.wagerMultiple };
}

/** A count or money amount of a mission as text. */
export const measureText = (brand: Brand, kind: MissionKind, value: bigint): string =>
  isMoneyKind(kind) ? moneyText(brand, value) : value.toString();

/** A win multiple stored × 100 as text ("12.50"). */
export const multipleText = (value: bigint): string =>
  `${value / 100n}.${(value % 100n).toString().padStart(2, '0')}`;

/** The multiple × 100 of a bet (rounded down); 0 for no stake. */
export const multipleOf = (stake: bigint, payout: bigint): bigint =>
  stake > 0n ? (payout * 100n) / stake : 0n;
