import type { TCrashBet } from '@portal/contracts';
import { act, renderHook } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { useCrashAutobet } from './crash-autobet';
import type { CrashModel } from './crash-model';

const model = (roundId: string, phase: CrashModel['phase'], myBet: TCrashBet | null = null): CrashModel => ({
  phase,
  roundId,
  bettingEndsAt: null,
  startedAt: null,
  crashPoint: null,
  voided: false,
  nextRoundAt: null,
  bets: [],
  history: [],
  chain: null,
  myBet,
  offsetMs: 0,
});

const bet = (roundId: string, status: TCrashBet['status'], payout: string): TCrashBet =>
  ({
    betId: `b${roundId}`,
    roundId,
    amount: '10.00',
    autoCashout: 200,
    status,
    payout,
    cashoutMultiplier: status === 'CASHED_OUT' ? 200 : null,
    crashPoint: null,
  }) as unknown as TCrashBet;

describe('crash auto bet', () => {
  it('bets once on each new round, counts each settled bet from its record and stops after the rounds asked', () => {
    const placeBet = vi.fn();
    const { result, rerender } = renderHook(
      (props: { m: CrashModel }) =>
        useCrashAutobet({ model: props.m, exponent: 2, busy: false, error: null, placeBet }),
      { initialProps: { m: model('1', 'BETTING') } },
    );
    act(() =>
      result.current.start({
        rounds: 2,
        stopProfit: null,
        stopLoss: null,
        bet: { amount: '10.00', autoCashout: 200 },
      }),
    );
    expect(placeBet).toHaveBeenCalledTimes(1);
    expect(placeBet).toHaveBeenLastCalledWith({ amount: '10.00', autoCashout: 200 });
    rerender({ m: model('1', 'BETTING', bet('1', 'ACTIVE', '0.00')) });
    rerender({ m: model('1', 'RUNNING', bet('1', 'ACTIVE', '0.00')) });
    expect(placeBet).toHaveBeenCalledTimes(1);
    rerender({ m: model('1', 'CRASHED', bet('1', 'CASHED_OUT', '20.00')) });
    expect(result.current.summary).toEqual({ rounds: 1, wins: 1, net: 1000n });
    rerender({ m: model('2', 'BETTING') });
    expect(placeBet).toHaveBeenCalledTimes(2);
    rerender({ m: model('2', 'CRASHED', bet('2', 'LOST', '0.00')) });
    expect(result.current.summary).toEqual({ rounds: 2, wins: 1, net: 0n });
    expect(result.current.running).toBe(false);
    expect(result.current.stopped).toBe('done');
    rerender({ m: model('3', 'BETTING') });
    expect(placeBet).toHaveBeenCalledTimes(2);
  });

  it('stops at the loss limit and on an error', () => {
    const placeBet = vi.fn();
    const { result, rerender } = renderHook(
      (props: { m: CrashModel; error: string | null }) =>
        useCrashAutobet({ model: props.m, exponent: 2, busy: false, error: props.error, placeBet }),
      { initialProps: { m: model('1', 'BETTING'), error: null as string | null } },
    );
    act(() =>
      result.current.start({
        rounds: null,
        stopProfit: null,
        stopLoss: 1000n,
        bet: { amount: '10.00', autoCashout: 200 },
      }),
    );
    rerender({ m: model('1', 'CRASHED', bet('1', 'LOST', '0.00')), error: null });
    expect(result.current.stopped).toBe('loss');

    act(() =>
      result.current.start({
        rounds: 5,
        stopProfit: null,
        stopLoss: null,
        bet: { amount: '10.00', autoCashout: 200 },
      }),
    );
    rerender({ m: model('2', 'BETTING'), error: null });
    rerender({ m: model('2', 'BETTING'), error: 'Your balance is too low.' });
    expect(result.current.running).toBe(false);
    expect(result.current.stopped).toBe('error');
  });
});
