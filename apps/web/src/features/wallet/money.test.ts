import { describe, expect, it } from 'vitest';
import { formatAmount, formatMinor, toMinorUnits } from '@/lib/format';
import { checkAmount } from '@/shared/wallet/amount';

describe('money formatting (strings and bigints, never floats)', () => {
  it('keeps every digit of amounts a float would round', () => {
    expect(formatAmount('123456789012345.67')).toBe('123,456,789,012,345.67');
    expect(formatAmount('9007199254740993.01')).toBe('9,007,199,254,740,993.01');
    expect(toMinorUnits('123456789012345.67')).toBe(12345678901234567n);
  });

  it('writes exactly the currency decimals, with separators, signs kept', () => {
    expect(formatAmount('0')).toBe('0.00');
    expect(formatAmount('5')).toBe('5.00');
    expect(formatAmount('999.9')).toBe('999.90');
    expect(formatAmount('1000')).toBe('1,000.00');
    expect(formatAmount('-1234.5')).toBe('-1,234.50');
    expect(formatAmount('+7.00')).toBe('7.00');
    expect(formatAmount('1234', 'en', 0)).toBe('1,234');
    expect(formatAmount('1.5', 'en', 3)).toBe('1.500');
  });

  it('rounds extra decimals half away from zero, on the digits', () => {
    expect(formatAmount('0.005')).toBe('0.01');
    expect(formatAmount('0.004')).toBe('0.00');
    expect(formatAmount('-2.675')).toBe('-2.68');
    expect(formatAmount('999999.995')).toBe('1,000,000.00');
  });

  it('groups in lakhs and crores for Bengali readers', () => {
    expect(formatAmount('1234567.5', 'bn')).toBe('12,34,567.50');
    expect(formatAmount('123', 'bn')).toBe('123.00');
    expect(formatMinor(-123456789n, 'bn')).toBe('-12,34,567.89');
  });

  it('shows anything unreadable as zero, and accepts numbers from older callers', () => {
    expect(formatAmount('1e5')).toBe('0.00');
    expect(formatAmount('')).toBe('0.00');
    expect(formatAmount(1234.5)).toBe('1,234.50');
    expect(formatAmount(Number.NaN)).toBe('0.00');
  });
});

describe('amount checks', () => {
  const limits = { exponent: 2, min: '100.00', max: '50000.00' };

  it('accepts a plain amount and writes it the way the API expects', () => {
    expect(checkAmount(' 500 ', limits)).toEqual({ ok: true, minor: 50000n, amount: '500.00' });
    expect(checkAmount('100.5', limits)).toEqual({ ok: true, minor: 10050n, amount: '100.50' });
    expect(checkAmount('1234567890123.45', { exponent: 2 })).toMatchObject({
      ok: true,
      amount: '1234567890123.45',
    });
    expect(checkAmount('123456789012345.67', { exponent: 2 })).toEqual({ ok: false, problem: 'tooLarge' });
  });

  it.each([
    ['', 'required'],
    ['-50', 'negative'],
    ['abc', 'notNumber'],
    ['1,000', 'notNumber'],
    ['1e3', 'notNumber'],
    ['100.505', 'tooPrecise'],
    ['0', 'zero'],
    ['0.00', 'zero'],
    ['99.99', 'range'],
    ['50000.01', 'range'],
    ['99999999999999999999', 'range'],
  ])('refuses %j as %s', (input, problem) => {
    expect(checkAmount(input, limits)).toEqual({ ok: false, problem });
  });

  it('names the one limit there is, and what the wallet holds', () => {
    expect(checkAmount('5', { exponent: 2, min: '10' })).toEqual({ ok: false, problem: 'belowMin' });
    expect(checkAmount('5', { exponent: 2, max: '1' })).toEqual({ ok: false, problem: 'aboveMax' });
    expect(checkAmount('800', { exponent: 2, available: '750.00' })).toEqual({
      ok: false,
      problem: 'insufficient',
    });
  });
});
