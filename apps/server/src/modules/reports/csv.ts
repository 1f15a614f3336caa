/**
 * CSV for the report exports (RFC 4180): cells separated by commas, lines by CRLF, a cell quoted
 * when it holds a comma, a quote or a line break (quotes doubled inside). A text cell that a
 * spreadsheet would read as a formula (starting with = + - @, a tab or a carriage return) is
 * prefixed with an apostrophe, so opening an export never runs what a member or vendor named
 * something (OWASP "CSV injection"). Numbers the server wrote itself (digits, an optional leading
 * minus and decimals) stay numbers: they cannot be formulas.
 */

const FORMULA_START = /^[=+\-@\t\r]/;
const NUMBER = /^-?\d+(\.\d+)?$/;
const NEEDS_QUOTES = /[",\r\n]/;

/** One cell, made safe for spreadsheets and escaped for CSV. */
export function csvCell(value: string): string {
  const safe = FORMULA_START.test(value) && !NUMBER.test(value) ? `'${value}` : value;
  return NEEDS_QUOTES.test(safe) ? `"${safe.replaceAll('"', '""')}"` : safe;
}

/** A whole file: a byte order mark (so spreadsheets read UTF-8, Bengali included), the lines. */
export function csvFile(header: readonly string[], rows: readonly (readonly string[])[]): string {
  const lines = [header, ...rows].map((cells) => cells.map(csvCell).join(','));
  return `\uFEFF${lines.join('\r\n')}\r\n`;
}
