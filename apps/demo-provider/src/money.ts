/** Wallet amounts are integers in units of 1/100000 of the currency (ADR 0015: 12.50 is 1250000). */
export const UNITS_PER_WHOLE = 100_000;

/** ISO 4217 currencies with no minor unit, and with three decimals; every other one has two. */
const EXPONENT_0 = new Set([
  'BIF',
  'CLP',
  'DJF',
  'GNF',
  'ISK',
  'JPY',
  'KMF',
  'KRW',
  'PYG',
  'RWF',
  'UGX',
  'VND',
  'VUV',
  'XAF',
  'XOF',
  'XPF',
]);
const EXPONENT_3 = new Set(['BHD', 'IQD', 'JOD', 'KWD', 'LYD', 'OMR', 'TND']);

export function currencyExponent(currency: string): number {
  if (EXPONENT_0.has(currency)) return 0;
  if (EXPONENT_3.has(currency)) return 3;
  return 2;
}

/**
 * Units per stake step. Every payout is a whole multiple of a slot line bet (a tenth of the stake)
 * or of a wheel chip, and the portal refuses amounts that are not whole minor units; so a currency
 * without minor units plays in tens.
 */
export function stakeStep(currency: string): number {
  return currencyExponent(currency) === 0 ? 10 * UNITS_PER_WHOLE : UNITS_PER_WHOLE;
}

/** Total stakes offered by the slot, in steps (1.00 to 100.00 in a two-decimal currency). */
export const SLOT_STAKE_STEPS = [1, 2, 5, 10, 20, 50, 100] as const;
/** The chips of the wheel, in steps. */
export const WHEEL_CHIP_STEPS = [1, 5, 10, 50, 100] as const;
/** The most one wheel spot can carry, in steps. */
export const WHEEL_MAX_SPOT_STEPS = 500;

export function slotStakes(currency: string): number[] {
  const step = stakeStep(currency);
  return SLOT_STAKE_STEPS.map((n) => n * step);
}

export function wheelChips(currency: string): number[] {
  const step = stakeStep(currency);
  return WHEEL_CHIP_STEPS.map((n) => n * step);
}
