import { MULTIPLIER_SCALE, payoutOf } from '@portal/fairness';
import { formatMinor, toMinorUnits } from '@/lib/format';

/** "1.9800" (the API's multipliers) as ten-thousandths: 19800. */
export function multiplierUnits(text: string | null | undefined): number {
  if (!text) return 0;
  const minor = toMinorUnits(text, 4);
  return minor === null ? 0 : Number(minor);
}

/** Ten-thousandths as a short multiplier: 19800 -> "1.98×", 10000000 -> "1,000.00×". */
export function formatMultiplier(units: number, decimals = 2): string {
  const cut = 10 ** (4 - decimals);
  const truncated = BigInt(Math.floor(units / cut));
  return `${formatMinor(truncated, 'en', decimals)}×`;
}

/** Table multipliers without needless zeros: 5000000 -> "500×", 4200 -> "0.42×". */
export function formatTableMultiplier(units: number): string {
  const value = units / MULTIPLIER_SCALE;
  if (value >= 100) return `${Math.floor(value)}×`;
  if (value >= 10) return `${(Math.floor(value * 10) / 10).toString()}×`;
  return `${(Math.floor(value * 100) / 100).toString()}×`;
}

/** Hundredths (dice rolls and targets, limbo results) as "50.50". */
export const formatHundredths = (n: number): string => formatMinor(BigInt(Math.round(n)), 'en', 2);

/** Hundredths of a percent (dice chance 4950) as "49.50%". */
export function formatChance(hundredthsOfPercent: number): string {
  const percent = hundredthsOfPercent / 100;
  if (percent > 0 && percent < 0.01) return `${Number(percent.toPrecision(2))}%`;
  return `${(Math.floor(hundredthsOfPercent) / 100).toFixed(2)}%`;
}

/** What a stake pays at a multiplier, as a decimal string of the currency. */
export function payoutText(amount: string, units: number, exponent: number): string | null {
  const minor = toMinorUnits(amount, exponent);
  if (minor === null || minor <= 0n) return null;
  return formatMinor(payoutOf(minor, units), 'en', exponent).replaceAll(',', '');
}

/** Reads "2.00" / "2" / "1.5" as hundredths (200, 200, 150); null when not a number. */
export function parseHundredths(text: string): number | null {
  const minor = toMinorUnits(text.replace(/[×x]$/i, '').trim(), 2);
  if (minor === null || !/^\s*\d+(\.\d*)?\s*[×x]?\s*$/i.test(text)) return null;
  return Number(minor);
}

/** What a round gained or lost, in minor units: payout − stake (a 0.5× plinko slot is −half the stake). */
export function profitOf(round: { payout: string; amount: string }, exponent: number): bigint {
  return (toMinorUnits(round.payout, exponent) ?? 0n) - (toMinorUnits(round.amount, exponent) ?? 0n);
}

/** A profit with its sign: "+1.02", "−100.00" (a true minus sign), "0.00". */
export function signedMoney(minor: bigint, locale: string, exponent: number): string {
  if (minor > 0n) return `+${formatMinor(minor, locale, exponent)}`;
  if (minor < 0n) return `−${formatMinor(-minor, locale, exponent)}`;
  return formatMinor(0n, locale, exponent);
}

/** A settled round as the board's result shows it. */
export function roundView(round: {
  roundId: string;
  status: string;
  payout: string;
  amount: string;
  multiplier: string;
}): {
  key: string;
  status: 'WON' | 'LOST' | 'CASHED_OUT';
  payout: string;
  amount: string;
  multiplier: number;
} | null {
  if (round.status === 'OPEN') return null;
  return {
    key: round.roundId,
    status: round.status as 'WON' | 'LOST' | 'CASHED_OUT',
    payout: round.payout,
    amount: round.amount,
    multiplier: multiplierUnits(round.multiplier),
  };
}

/** Whether the player asked the system for less motion. */
export const prefersReducedMotion = (): boolean =>
  typeof window !== 'undefined' &&
  typeof window.matchMedia === 'function' &&
  window.matchMedia('(prefers-reduced-motion: reduce)').matches;
