import type { TWithdrawalInfo } from '@portal/contracts';
import { describe, expect, it } from 'vitest';
import { withdrawableNow } from './withdrawable';

const info = (change: Partial<TWithdrawalInfo> = {}): TWithdrawalInfo => ({
  currency: 'BDT',
  exponent: 2,
  withdrawable: '1500.00',
  min: '500.00',
  max: '50000.00',
  todayCount: 0,
  dailyCount: 5,
  turnoverRemaining: '0.00',
  hasPayeeName: true,
  hasPaymentPassword: true,
  bankAccounts: [],
  banks: [],
  ...change,
});

describe('withdrawableNow', () => {
  it('is the main balance when nothing holds it', () => {
    expect(withdrawableNow(info())).toEqual({ main: '1500.00', now: '1500.00', locked: '0.00', block: null });
  });

  it('is nothing while wagering is owed: the whole balance is locked, as the request refuses', () => {
    expect(withdrawableNow(info({ turnoverRemaining: '0.01' }))).toEqual({
      main: '1500.00',
      now: '0.00',
      locked: '1500.00',
      block: 'turnover',
    });
  });

  it('is nothing once the requests of the day are used, or below the minimum', () => {
    expect(withdrawableNow(info({ todayCount: 5 })).block).toBe('dailyCount');
    expect(withdrawableNow(info({ withdrawable: '499.99' }))).toMatchObject({
      now: '0.00',
      block: 'belowMin',
    });
    expect(withdrawableNow(info({ withdrawable: '0.00' }))).toMatchObject({
      now: '0.00',
      locked: '0.00',
      block: 'empty',
    });
  });

  it('is capped by the maximum of one request; the rest stays for another', () => {
    expect(withdrawableNow(info({ withdrawable: '60000.00' }))).toEqual({
      main: '60000.00',
      now: '50000.00',
      locked: '10000.00',
      block: null,
    });
  });
});
