import { ORIGINALS_ROUTES } from '@portal/contracts';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { bodyOf, type Call, serve, signInMember } from '@/test/serve';
import { DicePage } from './dice-page';
import { originalsConfig, renderGame, round, seeds, UUID } from './test-utils';

const posts = (calls: Call[], path: string) =>
  calls.filter((c) => c.url.pathname === path && c.init.method === 'POST');
const gets = (calls: Call[], path: string) =>
  calls.filter((c) => c.url.pathname === path && (c.init.method ?? 'GET') === 'GET');

function serveDice(answer: (body: Record<string, unknown>) => unknown) {
  return serve({
    [`GET ${ORIGINALS_ROUTES.config.path}`]: () => originalsConfig(),
    [`GET ${ORIGINALS_ROUTES.seeds.path}`]: () => seeds(7),
    [`GET ${ORIGINALS_ROUTES.rounds.path}`]: () => ({
      content: [],
      pageNum: 1,
      pageSize: 10,
      totalPages: 0,
      totalElements: 0,
    }),
    [`POST ${ORIGINALS_ROUTES.dice.path}`]: (_url, init) => answer(JSON.parse(String(init.body))),
  });
}

const slider = () => screen.getByRole('slider', { name: 'Target' });
const amountBox = () => screen.getByRole('textbox', { name: /^Bet amount/ });

beforeEach(() => {
  window.localStorage.clear();
});
afterEach(() => vi.unstubAllGlobals());

describe('dice', () => {
  it('computes the win chance, multiplier and payout from the target, direction and house edge', async () => {
    signInMember();
    serveDice(() => null);
    await renderGame('/bgs/dice', <DicePage />);
    await waitFor(() => expect(amountBox()).toHaveProperty('value', '1.00'));
    // Over 50.50 at a 1% edge: 49.50% and 0.99 / 0.495 = 2x.
    expect(screen.getByTestId('dice-chance').textContent).toBe('49.50%');
    expect(screen.getByTestId('dice-multiplier').textContent).toBe('2.0000×');
    fireEvent.change(amountBox(), { target: { value: '10' } });
    expect(screen.getByText('Payout on win').nextElementSibling?.textContent).toContain('20.00');

    fireEvent.change(slider(), { target: { value: '2500' } });
    expect(screen.getByTestId('dice-chance').textContent).toBe('75.00%');
    expect(screen.getByTestId('dice-multiplier').textContent).toBe('1.3200×');
    expect(screen.getByText('Payout on win').nextElementSibling?.textContent).toContain('13.20');

    // Switching to UNDER mirrors the target, so the chance stays.
    fireEvent.click(screen.getByRole('button', { name: 'Under' }));
    expect(slider().getAttribute('aria-valuetext')).toBe('Under 75.00');
    expect(screen.getByTestId('dice-chance').textContent).toBe('75.00%');

    // The chance is kept within 0.01% .. 98%.
    fireEvent.change(slider(), { target: { value: '9990' } });
    expect(slider().getAttribute('aria-valuetext')).toBe('Under 98.00');
    expect(screen.getByTestId('dice-multiplier').textContent).toBe('1.0102×');
  });

  it('sends the amount, direction, target, a fresh requestId and the expected nonce, then shows the roll', async () => {
    signInMember();
    let nonce = 7;
    const calls = serveDice((body) =>
      round({
        nonce: nonce++,
        params: { game: 'DICE', direction: 'OVER', target: body.target as number },
        outcome: { game: 'DICE', roll: 7712 },
        status: 'WON',
        amount: body.amount as string,
        multiplier: '1.9800',
        payout: '49.50',
      }),
    );
    await renderGame('/bgs/dice', <DicePage />);
    await waitFor(() => expect(amountBox()).toHaveProperty('value', '1.00'));
    fireEvent.change(amountBox(), { target: { value: '25' } });
    fireEvent.change(slider(), { target: { value: '5000' } });
    fireEvent.click(screen.getByRole('button', { name: 'Bet' }));

    await waitFor(() => expect(posts(calls, ORIGINALS_ROUTES.dice.path)).toHaveLength(1));
    expect(bodyOf(posts(calls, ORIGINALS_ROUTES.dice.path)[0])).toEqual({
      amount: '25.00',
      direction: 'OVER',
      target: 5000,
      requestId: expect.stringMatching(UUID),
      nonce: 7,
    });
    // Profit is payout − stake (issue 20: the payout used to be shown as the profit).
    expect(await screen.findByText('You won at 1.98×: payout 49.50 BDT, profit +24.50.')).toBeTruthy();
    expect(screen.getByTestId('og-result-profit').textContent).toBe('Profit +24.50');
    expect(screen.getByTestId('og-result-payout').textContent).toBe('Payout 49.50');
    expect(screen.getAllByText('77.12').length).toBeGreaterThan(0);

    // The next bet expects the next nonce and has its own requestId.
    fireEvent.click(screen.getByRole('button', { name: 'Bet' }));
    await waitFor(() => expect(posts(calls, ORIGINALS_ROUTES.dice.path)).toHaveLength(2));
    const [first, second] = posts(calls, ORIGINALS_ROUTES.dice.path).map(bodyOf);
    expect(second.nonce).toBe(8);
    expect(second.requestId).not.toBe(first.requestId);
  });

  it('refuses an amount outside the limits before asking the server', async () => {
    signInMember();
    const calls = serveDice(() => null);
    await renderGame('/bgs/dice', <DicePage />);
    await waitFor(() => expect(amountBox()).toHaveProperty('value', '1.00'));
    fireEvent.change(amountBox(), { target: { value: '5000.01' } });
    fireEvent.click(screen.getByRole('button', { name: 'Bet' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Bet from 1.00 to 5,000.00.');
    // 2× stays within the maximum.
    fireEvent.change(amountBox(), { target: { value: '3000' } });
    fireEvent.click(screen.getByRole('button', { name: 'Double the amount' }));
    expect(amountBox()).toHaveProperty('value', '5000.00');
    fireEvent.click(screen.getByRole('button', { name: 'Halve the amount' }));
    expect(amountBox()).toHaveProperty('value', '2500.00');
    expect(posts(calls, ORIGINALS_ROUTES.dice.path)).toHaveLength(0);
  });

  it('on NONCE_MISMATCH refreshes the seeds and tells the player', async () => {
    signInMember();
    const calls = serveDice(() => new Error('NONCE_MISMATCH'));
    await renderGame('/bgs/dice', <DicePage />);
    await waitFor(() => expect(gets(calls, ORIGINALS_ROUTES.seeds.path)).toHaveLength(1));
    await waitFor(() => expect(amountBox()).toHaveProperty('value', '1.00'));
    fireEvent.click(screen.getByRole('button', { name: 'Bet' }));
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toBe(
      'Refused: NONCE_MISMATCH Your seeds were refreshed; please check them and bet again.',
    );
    await waitFor(() => expect(gets(calls, ORIGINALS_ROUTES.seeds.path)).toHaveLength(2));
  });

  it('tells a trial account it plays with play money, and no one else', async () => {
    signInMember(4);
    serveDice(() => null);
    await renderGame('/bgs/dice', <DicePage />);
    expect(await screen.findByText('You are playing with play money: it has no cash value.')).toBeTruthy();
  });

  it('says nothing of play money to a member', async () => {
    signInMember();
    serveDice(() => null);
    await renderGame('/bgs/dice', <DicePage />);
    await waitFor(() => expect(amountBox()).toHaveProperty('value', '1.00'));
    expect(screen.queryByText(/play money/)).toBeNull();
  });

  it('lets visitors look but asks them to log in to bet', async () => {
    const calls = serveDice(() => null);
    await renderGame('/bgs/dice', <DicePage />);
    await waitFor(() => expect(amountBox()).toHaveProperty('value', '1.00'));
    fireEvent.click(screen.getByRole('button', { name: 'Bet' }));
    expect(screen.getByTestId('popups').textContent).toBe('login');
    expect(posts(calls, ORIGINALS_ROUTES.dice.path)).toHaveLength(0);
    expect(gets(calls, ORIGINALS_ROUTES.seeds.path)).toHaveLength(0);
  });
});
