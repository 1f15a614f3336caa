import { describe, expect, it } from 'vitest';
import { formatAmount, formatTimestamp } from './format';

describe('formatAmount', () => {
  it('shows two decimals with thousands separators', () => {
    expect(formatAmount('1234567.5')).toBe('1,234,567.50');
    expect(formatAmount(0)).toBe('0.00');
    expect(formatAmount('not a number')).toBe('0.00');
  });
});

describe('formatTimestamp', () => {
  it('writes yyyy-MM-dd HH:mm:ss', () => {
    expect(formatTimestamp(new Date(2026, 0, 5, 7, 8, 9))).toBe('2026-01-05 07:08:09');
    expect(formatTimestamp('garbage')).toBe('');
  });
});
