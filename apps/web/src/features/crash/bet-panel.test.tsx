import type { TCrashBet } from '@portal/contracts';
import { fireEvent, render, screen } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { i18n, initI18n, loadTexts } from '@/lib/i18n';
import { BetPanel, readTarget } from './bet-panel';

const limits = { minBet: '1.00', maxBet: '10000.00', exponent: 2, currency: 'BDT' };

const riding: TCrashBet = {
  betId: '5',
  roundId: '9',
  amount: '10.00',
  autoCashout: null,
  cashoutMultiplier: null,
  payout: '0.00',
  status: 'ACTIVE',
  crashPoint: null,
  balanceBefore: '100.00',
  balanceAfter: '90.00',
  placedAt: '2026-11-22T10:00:00.000Z',
  settledAt: null,
};

function setup(props: Partial<Parameters<typeof BetPanel>[0]> = {}) {
  const onBet = vi.fn();
  const onCashout = vi.fn();
  render(
    <I18nextProvider i18n={i18n}>
      <BetPanel
        phase="BETTING"
        limits={limits}
        myBet={null}
        multiplier={100}
        busy={false}
        error={null}
        onBet={onBet}
        onCashout={onCashout}
        {...props}
      />
    </I18nextProvider>,
  );
  const amount = screen.getByLabelText('Bet amount (BDT)') as HTMLInputElement;
  return { onBet, onCashout, amount };
}

beforeAll(async () => {
  if (!i18n.isInitialized) await initI18n('en');
  await loadTexts('crash');
});

describe('crash bet panel', () => {
  it('places a bet with the amount and an optional auto cash-out', () => {
    const { onBet, amount } = setup();
    // Amounts in the spec's format (issue 20: "10000.00" was shown unformatted).
    expect(screen.getByText('Min 1.00 · Max 10,000.00')).toBeTruthy();
    fireEvent.change(amount, { target: { value: '25.5' } });
    fireEvent.click(screen.getByRole('button', { name: 'Place bet' }));
    expect(onBet).toHaveBeenLastCalledWith({ amount: '25.50', autoCashout: undefined });

    fireEvent.click(screen.getByRole('checkbox', { name: 'Auto cash-out' }));
    fireEvent.change(screen.getByLabelText('Auto cash-out at (multiplier)'), { target: { value: '2.5' } });
    fireEvent.click(screen.getByRole('button', { name: 'Place bet' }));
    expect(onBet).toHaveBeenLastCalledWith({ amount: '25.50', autoCashout: 250 });
  });

  it('says what is wrong with the amount or the target, and does not bet', () => {
    const { onBet, amount } = setup();
    fireEvent.change(amount, { target: { value: '0.50' } });
    fireEvent.click(screen.getByRole('button', { name: 'Place bet' }));
    expect(screen.getByRole('alert').textContent).toBe('Bets are from 1.00 to 10,000.00.');
    expect(amount.getAttribute('aria-invalid')).toBe('true');
    fireEvent.change(amount, { target: { value: 'ten' } });
    fireEvent.click(screen.getByRole('button', { name: 'Place bet' }));
    expect(screen.getByRole('alert').textContent).toContain('digits');

    fireEvent.change(amount, { target: { value: '10' } });
    fireEvent.click(screen.getByRole('checkbox', { name: 'Auto cash-out' }));
    fireEvent.change(screen.getByLabelText('Auto cash-out at (multiplier)'), { target: { value: '1.00' } });
    fireEvent.click(screen.getByRole('button', { name: 'Place bet' }));
    expect(screen.getByRole('alert').textContent).toContain('1.01');
    expect(onBet).not.toHaveBeenCalled();
  });

  it('halves and doubles within the limits', () => {
    const { amount } = setup();
    fireEvent.change(amount, { target: { value: '6000' } });
    fireEvent.click(screen.getByRole('button', { name: 'Double the amount' }));
    expect(amount.value).toBe('10000.00');
    fireEvent.change(amount, { target: { value: '1.50' } });
    fireEvent.click(screen.getByRole('button', { name: 'Halve the amount' }));
    expect(amount.value).toBe('1.00');
  });

  it('turns into a cash-out button showing the payout while the bet rides', () => {
    const { onCashout, amount } = setup({ phase: 'RUNNING', myBet: riding, multiplier: 237 });
    expect(amount.disabled).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: 'Cash out 23.70' }));
    expect(onCashout).toHaveBeenCalledOnce();
  });

  it('waits for the next round once the bet is settled or betting is closed', () => {
    setup({
      phase: 'RUNNING',
      myBet: { ...riding, status: 'CASHED_OUT', cashoutMultiplier: 150, payout: '15.00' },
      multiplier: 180,
    });
    expect(
      (screen.getByRole('button', { name: 'Wait for the next round' }) as HTMLButtonElement).disabled,
    ).toBe(true);
    expect(screen.getByText('Cashed out at 1.50×: you won 15.00.')).toBeTruthy();
  });

  it('reads auto cash-out targets in hundredths', () => {
    expect(readTarget('2')).toBe(200);
    expect(readTarget('1.01')).toBe(101);
    expect(readTarget('1.005')).toBeNull();
    expect(readTarget('1')).toBeNull();
    expect(readTarget('abc')).toBeNull();
  });
});
