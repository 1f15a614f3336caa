import { ORIGINALS_ROUTES, type TOriginalRound } from '@portal/contracts';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { bodyOf, type Call, type Handler, serve, signInMember } from '@/test/serve';
import { MinesPage } from './mines-page';
import { originalsConfig, renderGame, round, seeds, UUID } from './test-utils';

const posts = (calls: Call[], path: string) =>
  calls.filter((c) => c.url.pathname === path && c.init.method === 'POST');

const mines = (change: Partial<TOriginalRound> & { revealed?: number[]; mines?: number[] | null }) => {
  const { revealed = [], mines: placed = null, ...rest } = change;
  return round({
    roundId: '900',
    status: 'OPEN',
    multiplier: '1.0000',
    nextMultiplier: '1.1250',
    params: { game: 'MINES', mines: 3 },
    outcome: { game: 'MINES', revealed, mines: placed },
    settledAt: null,
    ...rest,
  });
};

function serveMines(handlers: Record<string, Handler>, active: TOriginalRound | null = null) {
  return serve({
    [`GET ${ORIGINALS_ROUTES.config.path}`]: () => originalsConfig(),
    [`GET ${ORIGINALS_ROUTES.seeds.path}`]: () => seeds(7),
    [`GET ${ORIGINALS_ROUTES.active.path}`]: () => active,
    [`GET ${ORIGINALS_ROUTES.rounds.path}`]: () => ({
      content: [],
      pageNum: 1,
      pageSize: 10,
      totalPages: 0,
      totalElements: 0,
    }),
    ...handlers,
  });
}

const tile = (n: number) => screen.getByRole('button', { name: new RegExp(`^Tile ${n}[,:]`) });
const amountBox = () => screen.getByRole('textbox', { name: /^Bet amount/ });

beforeEach(() => {
  window.localStorage.clear();
  signInMember();
});
afterEach(() => vi.unstubAllGlobals());

describe('mines', () => {
  it('starts a round, reveals gems, then cashes out and shows every mine', async () => {
    const calls = serveMines({
      [`POST ${ORIGINALS_ROUTES.mines.path}`]: (_url, init) =>
        mines({ amount: JSON.parse(String(init.body)).amount, params: { game: 'MINES', mines: 3 } }),
      [`POST ${ORIGINALS_ROUTES.minesReveal.path}`]: () =>
        mines({ amount: '20.00', revealed: [6], multiplier: '1.1250', nextMultiplier: '1.2937' }),
      [`POST ${ORIGINALS_ROUTES.minesCashout.path}`]: () =>
        mines({
          amount: '20.00',
          status: 'CASHED_OUT',
          revealed: [6],
          mines: [0, 12, 24],
          multiplier: '1.1250',
          payout: '22.50',
          nextMultiplier: null,
        }),
    });
    await renderGame('/bgs/mines', <MinesPage />);
    await waitFor(() => expect(amountBox()).toHaveProperty('value', '1.00'));
    // Before a round: the tiles wait and the first gem's multiplier is shown (3 mines, 1% edge).
    expect((tile(1) as HTMLButtonElement).disabled).toBe(true);
    expect(screen.getByTestId('mines-next').textContent).toBe('1.12×');
    fireEvent.change(amountBox(), { target: { value: '20' } });
    fireEvent.click(screen.getByRole('button', { name: 'Bet' }));

    await waitFor(() => expect(posts(calls, ORIGINALS_ROUTES.mines.path)).toHaveLength(1));
    expect(bodyOf(posts(calls, ORIGINALS_ROUTES.mines.path)[0])).toEqual({
      amount: '20.00',
      mines: 3,
      requestId: expect.stringMatching(UUID),
      nonce: 7,
    });
    // The round is open: the stake is locked, cash-out waits for a gem.
    const cashOut = await screen.findByRole('button', { name: 'Cash out' });
    expect((cashOut as HTMLButtonElement).disabled).toBe(true);
    expect((amountBox() as HTMLInputElement).disabled).toBe(true);

    fireEvent.click(tile(7));
    await waitFor(() => expect(tile(7).getAttribute('aria-label')).toBe('Tile 7: gem'));
    expect(bodyOf(posts(calls, ORIGINALS_ROUTES.minesReveal.path)[0])).toEqual({ roundId: '900', tile: 6 });
    expect(screen.getByTestId('mines-current').textContent).toBe('1.12×');
    expect(screen.getByTestId('mines-next').textContent).toBe('1.29×');
    expect(screen.getByText('Cash out now').nextElementSibling?.textContent).toContain('22.50');

    fireEvent.click(screen.getByRole('button', { name: 'Cash out' }));
    await waitFor(() =>
      expect(screen.getByText(/^You won at 1\.12×: payout 22\.50 BDT, profit \+/)).toBeTruthy(),
    );
    expect(bodyOf(posts(calls, ORIGINALS_ROUTES.minesCashout.path)[0])).toEqual({ roundId: '900' });
    for (const n of [1, 13, 25]) expect(tile(n).getAttribute('aria-label')).toBe(`Tile ${n}: mine`);
    expect(tile(2).getAttribute('aria-label')).toBe('Tile 2: gem (not picked)');
    // A new round can start.
    expect(screen.getByRole('button', { name: 'Bet' })).toBeTruthy();
  });

  it('ends the round on a mine and says the stake is lost', async () => {
    serveMines(
      {
        [`POST ${ORIGINALS_ROUTES.minesReveal.path}`]: () =>
          mines({
            status: 'LOST',
            revealed: [3, 8],
            mines: [8, 9, 10],
            multiplier: '0.0000',
            nextMultiplier: null,
          }),
      },
      mines({ revealed: [3], multiplier: '1.1250', nextMultiplier: '1.2937' }),
    );
    await renderGame('/bgs/mines', <MinesPage />);
    // The open round resumes: its gem, its stake, and cash-out available.
    await waitFor(() => expect(tile(4).getAttribute('aria-label')).toBe('Tile 4: gem'));
    expect((amountBox() as HTMLInputElement).value).toBe('10.00');
    expect((screen.getByRole('button', { name: 'Cash out' }) as HTMLButtonElement).disabled).toBe(false);

    fireEvent.click(tile(9));
    await waitFor(() => expect(screen.getByText(/No win this time/)).toBeTruthy());
    expect(tile(9).getAttribute('aria-label')).toBe('Tile 9: mine');
    expect(tile(9).className).toContain('og-tile--boom');
    expect(tile(10).className).toContain('og-tile--mineDim');
    expect(screen.queryByRole('button', { name: 'Cash out' })).toBeNull();
  });

  it("shows the server's message when a step is refused", async () => {
    serveMines(
      { [`POST ${ORIGINALS_ROUTES.minesCashout.path}`]: () => new Error('ROUND_CLOSED') },
      mines({ revealed: [3], multiplier: '1.1250', nextMultiplier: '1.2937' }),
    );
    await renderGame('/bgs/mines', <MinesPage />);
    fireEvent.click(await screen.findByRole('button', { name: 'Cash out' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Refused: ROUND_CLOSED');
  });
});
