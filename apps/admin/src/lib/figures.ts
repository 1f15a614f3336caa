import { formatMoney, groupMoney } from '@portal/contracts';

/** Minor units (decimal text) as the currency's amount for people: "BDT 1,234.50". */
export function money(minor: string, currency: string, exponent: number): string {
  return `${currency} ${groupMoney(formatMoney(BigInt(minor), exponent))}`;
}

/** Minor units as a plain number of major units, only to place a bar or a point on a chart. */
export function chartAmount(minor: string, exponent: number): number {
  return Number(minor) / 10 ** exponent;
}

/** A count or a chart value in the console's language (Bengali digits in Bengali). */
export function numberIn(language: string, value: number, decimals = 0): string {
  return new Intl.NumberFormat(language === 'bn' ? 'bn-BD' : 'en-GB', {
    maximumFractionDigits: decimals,
  }).format(value);
}

/** A yyyy-MM-dd day in the console's language, without shifting it to the browser's clock. */
export function dayLabel(day: string, language: string): string {
  return new Intl.DateTimeFormat(language === 'bn' ? 'bn-BD' : 'en-GB', {
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(`${day}T00:00:00Z`));
}

/** Today as yyyy-MM-dd in UTC, the clock of brands without a time zone (ADR 0030). */
export function utcToday(): string {
  return new Date().toISOString().slice(0, 10);
}
