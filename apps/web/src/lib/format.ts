import { formatMoney } from '@portal/contracts';

const DECIMAL = /^([+-])?(\d+)(?:\.(\d*))?$/;

/**
 * Reads a signed decimal string ("-1234.5") as minor units of `exponent` decimals, rounding extra
 * decimals half away from zero. Strings and bigints only: a float would lose digits of large sums.
 */
export function toMinorUnits(amount: string, exponent = 2): bigint | null {
  const match = DECIMAL.exec(amount.trim());
  if (!match) return null;
  const whole = match[2] as string;
  const fraction = match[3] ?? '';
  let minor = BigInt(whole + fraction.slice(0, exponent).padEnd(exponent, '0'));
  if (fraction.length > exponent && Number(fraction[exponent]) >= 5) minor += 1n;
  return match[1] === '-' ? -minor : minor;
}

/** "1234567" as "1,234,567"; Bengali readers group in lakhs and crores ("12,34,567"). */
function groupDigits(digits: string, locale: string): string {
  if (locale === 'bn' && digits.length > 3) {
    const head = digits.slice(0, -3).replace(/\B(?=(\d{2})+(?!\d))/g, ',');
    return `${head},${digits.slice(-3)}`;
  }
  return digits.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
}

/** Minor units with thousands separators and exactly `exponent` decimals ("-1,234.50"). */
export function formatMinor(minor: bigint, locale = 'en', exponent = 2): string {
  const plain = formatMoney(minor < 0n ? -minor : minor, exponent);
  const [whole = '0', fraction] = plain.split('.');
  return `${minor < 0n ? '-' : ''}${groupDigits(whole, locale)}${fraction === undefined ? '' : `.${fraction}`}`;
}

/**
 * Amounts arrive as decimal strings; shown with the currency's decimals (2) and thousands
 * separators (spec section 9), without ever passing through a float. Numbers are accepted for
 * older callers; anything unreadable shows as zero.
 */
export function formatAmount(amount: string | number, locale = 'en', exponent = 2): string {
  const text =
    typeof amount === 'number' ? (Number.isFinite(amount) ? amount.toFixed(exponent) : '') : amount;
  return formatMinor(toMinorUnits(text, exponent) ?? 0n, locale, exponent);
}

const pad = (n: number) => String(n).padStart(2, '0');

/** Timestamps as yyyy-MM-dd HH:mm:ss in the viewer's time zone (spec section 2). */
export function formatTimestamp(value: string | number | Date): string {
  const d = value instanceof Date ? value : new Date(value);
  if (Number.isNaN(d.getTime())) return '';
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())} ${pad(d.getHours())}:${pad(d.getMinutes())}:${pad(d.getSeconds())}`;
}

/** A calendar day as yyyy-MM-dd in the viewer's time zone. */
export function formatDay(d: Date): string {
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`;
}
