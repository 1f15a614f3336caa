import { GAME_ROUTES, type TGameCard } from '@portal/contracts';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { testConfig } from '@/test/fixtures';
import { PopupProbe } from '@/test/popup-probe';
import { renderApp } from '@/test/render-app';
import { serve, signInMember } from '@/test/serve';
import { GameTile } from './game-tile';
import { card } from './test-utils';

function renderTiles(games: TGameCard[]) {
  return renderApp(
    [
      {
        path: '/',
        element: (
          <>
            {games.map((game) => (
              <GameTile key={game.nodeId} game={game} />
            ))}
            <PopupProbe />
          </>
        ),
      },
    ],
    { config: testConfig() },
  );
}

const popups = () => screen.getByTestId('popups').textContent;

beforeEach(() => {
  window.localStorage.clear();
  window.sessionStorage.clear();
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('game tile', () => {
  it('has PLAY NOW on every tile but slots (RNG) ones, whose name launches instead', async () => {
    serve({});
    await renderTiles([
      card(1, { gameName: 'Baccarat Hall', gameType: 'LIVE' }),
      card(2, { gameName: 'Lucky Reels', gameType: 'RNG' }),
      card(3, { gameName: 'Mega Jackpot', gameType: 'JACKPOT' }),
    ]);
    expect(screen.getByRole('button', { name: 'Play now: Baccarat Hall' }).textContent).toBe('Play now');
    expect(screen.getByRole('button', { name: 'Play now: Mega Jackpot' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Play now: Lucky Reels' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Play Lucky Reels' }).textContent).toBe('Lucky Reels');
    expect(screen.getAllByRole('button', { name: /^Play now/ })).toHaveLength(2);
  });

  it('marks the games of a vendor under maintenance and does not launch them', async () => {
    const calls = serve({
      [`GET ${GAME_ROUTES.menus.path}`]: () => [
        {
          gameCategory: 'LIVE',
          vendors: [
            { vendorCode: 'RLV', name: 'Royal Live', logoUrl: '/l/RLV.svg', maintenance: true },
            { vendorCode: 'CCL', name: 'Crystal Live', logoUrl: '/l/CCL.svg', maintenance: false },
          ],
        },
      ],
    });
    signInMember();
    await renderTiles([
      card(1, { gameName: 'Baccarat Hall', isHot: 1 }),
      card(2, { gameName: 'Crystal Roulette', vassalage: 'CCL', vendorName: 'Crystal Live' }),
    ]);
    const closed = await screen.findByRole('button', {
      name: 'Baccarat Hall is under maintenance and cannot be played right now',
    });
    expect((closed as HTMLButtonElement).disabled).toBe(true);
    expect(closed.closest('.game-tile')?.textContent).toContain('Maintenance');
    // The badge replaces the hot one; the other vendor's tile plays as usual.
    expect(screen.queryByText('Hot')).toBeNull();
    const open = screen.getByRole('button', { name: 'Play now: Crystal Roulette' });
    expect((open as HTMLButtonElement).disabled).toBe(false);
    fireEvent.click(closed);
    expect(calls.some((c) => c.url.pathname === GAME_ROUTES.launch.path)).toBe(false);
  });

  it('shows the hot badge only on hot games', async () => {
    serve({});
    await renderTiles([card(1, { isHot: 1 }), card(2, { isHot: 0 })]);
    expect(screen.getAllByText('Hot')).toHaveLength(1);
    expect(screen.getByText('Hot').closest('.game-tile')?.textContent).toContain('Game 1');
  });

  it('reserves the art box and falls back to the default game icon when the image fails', async () => {
    serve({});
    const { container } = await renderTiles([card(1)]);
    const image = container.querySelector('img') as HTMLImageElement;
    expect(image.getAttribute('width')).toBe('240');
    expect(image.getAttribute('height')).toBe('240');
    expect(image.getAttribute('loading')).toBe('lazy');
    expect(screen.queryByTestId('game-icon-fallback')).toBeNull();
    fireEvent.error(image);
    expect(screen.getByTestId('game-icon-fallback')).toBeTruthy();
    expect(container.querySelector('img')).toBeNull();
  });

  it('asks a visitor to log in at the star and at play', async () => {
    const calls = serve({});
    await renderTiles([card(1, { gameName: 'Baccarat Hall' })]);
    const star = screen.getByRole('button', { name: 'Favourite Baccarat Hall' });
    expect(star.getAttribute('aria-pressed')).toBe('false');
    fireEvent.click(star);
    expect(popups()).toBe('login');
    fireEvent.click(screen.getByRole('button', { name: 'Play now: Baccarat Hall' }));
    expect(popups()).toBe('login');
    expect(calls.filter((c) => c.init.method === 'POST')).toHaveLength(0);
  });

  it('marks the star at once, takes one toggle a second, and rolls back when the server refuses', async () => {
    signInMember();
    let now = 1_000_000;
    vi.spyOn(Date, 'now').mockImplementation(() => now);
    // The server's favourites; each change waits for the test to answer it.
    const saved = new Set<string>();
    let answer: (ok: boolean) => void = () => {};
    const held = (change: () => void) =>
      new Promise((resolve) => {
        answer = (ok) => {
          if (ok) change();
          resolve(ok ? null : new Error('TOO_MANY_REQUESTS'));
        };
      });
    const calls = serve({
      [`GET ${GAME_ROUTES.favouriteIds.path}`]: () => [...saved],
      [`POST ${GAME_ROUTES.addFavourite.path}`]: () => held(() => saved.add('7')),
      [`DELETE ${GAME_ROUTES.removeFavourite.path}`]: () => held(() => saved.delete('7')),
    });
    await renderTiles([card(7, { gameName: 'Dragon Tiger', vassalage: 'RLV', gameType: 'LIVE' })]);
    const star = screen.getByRole('button', { name: 'Favourite Dragon Tiger' });
    await waitFor(() =>
      expect(calls.some((c) => c.url.pathname === GAME_ROUTES.favouriteIds.path)).toBe(true),
    );
    const adds = () => calls.filter((c) => c.url.pathname === GAME_ROUTES.addFavourite.path);
    const removes = () => calls.filter((c) => c.url.pathname === GAME_ROUTES.removeFavourite.path);

    // Optimistic: pressed before the server answers.
    fireEvent.click(star);
    await waitFor(() => expect(adds()).toHaveLength(1));
    expect(star.getAttribute('aria-pressed')).toBe('true');
    expect(JSON.parse(String(adds()[0]?.init.body))).toEqual({
      nodeId: '7',
      vendor: 'RLV',
      gameType: 'LIVE',
    });

    // A second tap within the second is ignored.
    now += 999;
    fireEvent.click(star);
    expect(star.getAttribute('aria-pressed')).toBe('true');
    await act(async () => answer(true));
    expect(removes()).toHaveLength(0);

    // A second later the tap counts and unmarks at once; the server refuses, and the star comes back.
    now += 1;
    fireEvent.click(star);
    await waitFor(() => expect(removes()).toHaveLength(1));
    expect(removes()[0]?.url.searchParams.get('nodeId')).toBe('7');
    expect(star.getAttribute('aria-pressed')).toBe('false');
    await act(async () => answer(false));
    await waitFor(() => expect(star.getAttribute('aria-pressed')).toBe('true'));
    expect(adds()).toHaveLength(1);
  });
});
