import { ORIGINALS_ROUTES } from '@portal/contracts';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { bodyOf, type Call, serve, signInMember } from '@/test/serve';
import { nextStake } from './autobet';
import { DicePage } from './dice-page';
import { originalsConfig, renderGame, round, seeds, UUID } from './test-utils';

const posts = (calls: Call[]) =>
  calls.filter((c) => c.url.pathname === ORIGINALS_ROUTES.dice.path && c.init.method === 'POST');

/** Serves dice; `outcome(n)` says how the n-th bet (from 0) ends: a payout or an error. */
function serveDice(outcome: (n: number, stake: string) => string | Error) {
  let n = 0;
  return serve({
    [`GET ${ORIGINALS_ROUTES.config.path}`]: () => originalsConfig(),
    [`GET ${ORIGINALS_ROUTES.seeds.path}`]: () => seeds(0),
    [`GET ${ORIGINALS_ROUTES.rounds.path}`]: () => ({
      content: [],
      pageNum: 1,
      pageSize: 10,
      totalPages: 0,
      totalElements: 0,
    }),
    [`POST ${ORIGINALS_ROUTES.dice.path}`]: (_url, init) => {
      const body = JSON.parse(String(init.body));
      const answer = outcome(n, body.amount);
      const nonce = n;
      n += 1;
      if (answer instanceof Error) return answer;
      return round({
        roundId: String(900 + nonce),
        nonce,
        params: { game: 'DICE', direction: 'OVER', target: 5050 },
        outcome: { game: 'DICE', roll: answer === '0.00' ? 1000 : 9000 },
        status: answer === '0.00' ? 'LOST' : 'WON',
        amount: body.amount,
        payout: answer,
        multiplier: answer === '0.00' ? '0.0000' : '2.0000',
      });
    },
  });
}

const box = (name: RegExp) => screen.getByRole('textbox', { name });
const amountBox = () => box(/^Bet amount/);

beforeEach(() => {
  window.localStorage.clear();
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

async function openAuto() {
  await renderGame('/bgs/dice', <DicePage />);
  await waitFor(() => expect(amountBox()).toHaveProperty('value', '1.00'));
  fireEvent.click(screen.getByRole('button', { name: 'Auto' }));
}

describe('autobet', () => {
  it('plays the number of bets asked, each a new bet with the next nonce, and sums the profit from the records', async () => {
    signInMember();
    // Win, loss, win, loss, loss at 2×: +10 −10 +10 −10 −10 = −10.
    const calls = serveDice((n, stake) => (n % 2 === 0 && n < 4 ? (Number(stake) * 2).toFixed(2) : '0.00'));
    await openAuto();
    fireEvent.change(amountBox(), { target: { value: '10' } });
    fireEvent.change(box(/^Number of bets/), { target: { value: '5' } });
    fireEvent.click(screen.getByRole('button', { name: 'Start autobet' }));
    await waitFor(() => expect(screen.getByTestId('autobet-rounds').textContent).toBe('5'), {
      timeout: 6000,
    });
    expect(await screen.findByText('Autobet finished: every bet was placed.')).toBeTruthy();
    const bodies = posts(calls).map(bodyOf);
    expect(bodies).toHaveLength(5);
    expect(bodies.map((b) => b.nonce)).toEqual([0, 1, 2, 3, 4]);
    expect(bodies.map((b) => b.amount)).toEqual(['10.00', '10.00', '10.00', '10.00', '10.00']);
    for (const b of bodies) expect(b.requestId).toMatch(UUID);
    expect(new Set(bodies.map((b) => b.requestId)).size).toBe(5);
    expect(screen.getByTestId('autobet-net').textContent).toBe('−10.00');
    // The last round's figures as its record has them: payout 0.00 of a 10.00 stake.
    expect(screen.getByTestId('og-result-profit').textContent).toBe('Profit −10.00');
    expect(screen.getByRole('button', { name: 'Start autobet' })).toBeTruthy();
  }, 15_000);

  it('raises the stake by the percentage on a loss, returns to the first on a win, and stops at the profit goal', async () => {
    signInMember();
    // Loss, loss, win: stakes 10, 20, 40; the win pays 80 (+40): net −10 −20 +40 = +10 ≥ 5.
    const calls = serveDice((n, stake) => (n === 2 ? (Number(stake) * 2).toFixed(2) : '0.00'));
    await openAuto();
    fireEvent.change(amountBox(), { target: { value: '10' } });
    fireEvent.change(box(/^Number of bets/), { target: { value: '0' } });
    fireEvent.change(box(/^Stop on profit/), { target: { value: '5' } });
    const onLoss = screen.getByRole('group', { name: 'On loss' });
    fireEvent.click(onLoss.querySelector('button:nth-child(2)') as HTMLButtonElement);
    fireEvent.change(box(/^Increase by/), { target: { value: '100' } });
    fireEvent.click(screen.getByRole('button', { name: 'Start autobet' }));
    expect(
      await screen.findByText('Autobet stopped: the profit goal was reached.', {}, { timeout: 6000 }),
    ).toBeTruthy();
    expect(posts(calls).map((c) => bodyOf(c).amount)).toEqual(['10.00', '20.00', '40.00']);
    expect(screen.getByTestId('autobet-net').textContent).toBe('+10.00');
  }, 15_000);

  it('stops at the first refused bet and shows the server’s message', async () => {
    signInMember();
    const calls = serveDice((n) => (n === 1 ? new Error('INSUFFICIENT_FUNDS') : '0.00'));
    await openAuto();
    fireEvent.change(box(/^Number of bets/), { target: { value: '10' } });
    fireEvent.click(screen.getByRole('button', { name: 'Start autobet' }));
    expect(
      await screen.findByText(/Autobet stopped because a bet failed/, {}, { timeout: 6000 }),
    ).toBeTruthy();
    expect(screen.getAllByRole('alert').some((a) => a.textContent === 'Refused: INSUFFICIENT_FUNDS')).toBe(
      true,
    );
    expect(posts(calls)).toHaveLength(2);
    expect(screen.getByTestId('autobet-rounds').textContent).toBe('1');
  }, 15_000);

  it('refuses a run without a count and without a stop, and a count above 1000', async () => {
    signInMember();
    const calls = serveDice(() => '0.00');
    await openAuto();
    fireEvent.change(box(/^Number of bets/), { target: { value: '' } });
    fireEvent.click(screen.getByRole('button', { name: 'Start autobet' }));
    expect(
      await screen.findByText('Without a number of bets, set a profit or a loss to stop at.'),
    ).toBeTruthy();
    fireEvent.change(box(/^Number of bets/), { target: { value: '1001' } });
    fireEvent.click(screen.getByRole('button', { name: 'Start autobet' }));
    expect(await screen.findByText('Enter a number of bets from 1 to 1000, or 0.')).toBeTruthy();
    expect(posts(calls)).toHaveLength(0);
  });

  it('stops when the page is hidden', async () => {
    signInMember();
    const calls = serveDice(() => '0.00');
    await openAuto();
    fireEvent.change(box(/^Number of bets/), { target: { value: '100' } });
    fireEvent.click(screen.getByRole('button', { name: 'Start autobet' }));
    await waitFor(() => expect(posts(calls).length).toBeGreaterThan(0));
    Object.defineProperty(document, 'visibilityState', { value: 'hidden', configurable: true });
    document.dispatchEvent(new Event('visibilitychange'));
    expect(
      await screen.findByText('Autobet stopped because the page was left or hidden.', {}, { timeout: 3000 }),
    ).toBeTruthy();
    Object.defineProperty(document, 'visibilityState', { value: 'visible', configurable: true });
    expect(posts(calls).length).toBeLessThan(3);
  });

  it('computes the next stake in minor units', () => {
    expect(nextStake(1000n, 1000n, null)).toBe(1000n);
    expect(nextStake(1000n, 500n, 50)).toBe(1500n);
    expect(nextStake(333n, 100n, 33.33)).toBe(443n);
  });
});
