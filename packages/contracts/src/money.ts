/**
 * Money crosses the API as a decimal string in the brand currency's exponent ("1234.50" for BDT,
 * 2 decimals) and is held everywhere else as bigint minor units. These two functions are the only
 * way between the two: no floating point touches an amount.
 */

/** Largest amount any command accepts: 10^15 minor units, far beyond any real deposit. */
export const MAX_AMOUNT_MINOR = 1_000_000_000_000_000n;

/**
 * Reads a decimal amount. Refuses signs, exponents, spaces, separators, more decimals than the
 * currency has, and anything above the maximum; returns null for all of those.
 */
export function parseMoney(text: unknown, exponent: number): bigint | null {
  if (typeof text !== 'string' || text.length > 24) return null;
  const match = /^(\d{1,16})(?:\.(\d+))?$/.exec(text);
  if (!match) return null;
  const whole = match[1] as string;
  const fraction = match[2] ?? '';
  if (fraction.length > exponent) return null;
  const minor = BigInt(whole) * 10n ** BigInt(exponent) + BigInt(fraction.padEnd(exponent, '0') || '0');
  return minor > MAX_AMOUNT_MINOR ? null : minor;
}

/** Writes minor units as a decimal string with exactly `exponent` decimals ("-12.30" when negative). */
export function formatMoney(minor: bigint, exponent: number): string {
  const negative = minor < 0n;
  const digits = (negative ? -minor : minor).toString().padStart(exponent + 1, '0');
  const whole = exponent === 0 ? digits : digits.slice(0, -exponent);
  const fraction = exponent === 0 ? '' : `.${digits.slice(-exponent)}`;
  return `${negative ? '-' : ''}${whole}${fraction}`;
}

/** A decimal amount with thousands separators, for people: "1234567.50" becomes "1,234,567.50". */
export function groupMoney(text: string, separator = ','): string {
  const match = /^(-?)(\d+)(\.\d+)?$/.exec(text);
  if (!match) return text;
  const grouped = (match[2] as string).replace(/\B(?=(\d{3})+(?!\d))/g, separator);
  return `${match[1]}${grouped}${match[3] ?? ''}`;
}
