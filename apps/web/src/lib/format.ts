const moneyFormats = new Map<string, Intl.NumberFormat>();

/** Amounts arrive as decimal strings; shown with 2 decimals and thousands separators (spec section 9). */
export function formatAmount(amount: string | number, locale = 'en'): string {
  let format = moneyFormats.get(locale);
  if (!format) {
    format = new Intl.NumberFormat(locale === 'bn' ? 'en-IN' : 'en-US', {
      minimumFractionDigits: 2,
      maximumFractionDigits: 2,
    });
    moneyFormats.set(locale, format);
  }
  const value = typeof amount === 'number' ? amount : Number(amount);
  return Number.isFinite(value) ? format.format(value) : '0.00';
}

const pad = (n: number) => String(n).padStart(2, '0');

/** Timestamps as yyyy-MM-dd HH:mm:ss in the viewer's time zone (spec section 2). */
export function formatTimestamp(value: string | number | Date): string {
  const d = value instanceof Date ? value : new Date(value);
  if (Number.isNaN(d.getTime())) return '';
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())} ${pad(d.getHours())}:${pad(d.getMinutes())}:${pad(d.getSeconds())}`;
}
