import { GameError } from '../errors.ts';
import { currencyExponent, stakeStep, UNITS_PER_WHOLE } from '../money.ts';
import type { LegResult, MarketCode, SelectionCode } from './fixtures.ts';

/**
 * Bet slip arithmetic (ADR 0041). Stakes and returns are integers in wallet units (1/100000 of the
 * currency); odds are integers in hundredths. A return is stake × the product of the odds, computed
 * exactly in integers and rounded DOWN to the currency's minor unit (a fraction of a paisa is never
 * paid). A void leg counts at odds 1.00.
 */

export const MAX_LEGS = 10;
/** Stakes from 1.00 to 5,000.00 (in tens for a currency without minor units, like the slot). */
export const MIN_STAKE_STEPS = 1;
export const MAX_STAKE_STEPS = 5_000;
/** The most one bet can return: 1,000,000.00. */
export const MAX_RETURN_STEPS = 1_000_000;

export interface Leg {
  fixture: string;
  market: MarketCode;
  selection: SelectionCode;
  /** Hundredths. */
  odds: number;
}

export function minorUnit(currency: string): number {
  return UNITS_PER_WHOLE / 10 ** currencyExponent(currency);
}

export function stakeLimits(currency: string): { min: number; max: number; maxReturn: number } {
  const step = stakeStep(currency);
  return { min: MIN_STAKE_STEPS * step, max: MAX_STAKE_STEPS * step, maxReturn: MAX_RETURN_STEPS * step };
}

/** The combined odds of legs, exact, as a fraction over 100^n. */
function combined(odds: number[]): { numerator: bigint; denominator: bigint } {
  let numerator = 1n;
  let denominator = 1n;
  for (const o of odds) {
    numerator *= BigInt(o);
    denominator *= 100n;
  }
  return { numerator, denominator };
}

/** Stake × the product of the odds, rounded down to the minor unit. */
export function potentialReturn(stake: number, odds: number[], currency: string): number {
  const { numerator, denominator } = combined(odds);
  const minor = BigInt(minorUnit(currency));
  const raw = (BigInt(stake) * numerator) / denominator;
  return Number((raw / minor) * minor);
}

/** The combined odds shown on the slip: the product in hundredths, rounded down. */
export function combinedOdds(odds: number[]): number {
  const { numerator, denominator } = combined(odds);
  return Number((numerator * 100n) / denominator);
}

/**
 * What a settled bet pays: 0 if any leg lost; otherwise the return with void legs at 1.00.
 * `null` when every leg is void: the bet is cancelled and its stake rolled back.
 */
export function settlementAmount(
  stake: number,
  legs: { odds: number; result: LegResult }[],
  currency: string,
): number | null {
  if (legs.some((leg) => leg.result === 'lost')) return 0;
  if (legs.every((leg) => leg.result === 'void')) return null;
  return potentialReturn(
    stake,
    legs.map((leg) => (leg.result === 'void' ? 100 : leg.odds)),
    currency,
  );
}

/** Checks the stake's shape and limits (the legs are checked against the book by the service). */
export function checkStake(stake: unknown, currency: string): number {
  const { min, max } = stakeLimits(currency);
  if (typeof stake !== 'number' || !Number.isSafeInteger(stake) || stake % minorUnit(currency) !== 0) {
    throw new GameError('invalid_request', 'stake must be a whole number of minor units.');
  }
  if (stake < min || stake > max) {
    throw new GameError('invalid_request', `stake must be between ${min} and ${max} units.`);
  }
  return stake;
}
