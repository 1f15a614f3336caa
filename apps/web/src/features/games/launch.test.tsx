import { GAME_ROUTES, WALLET_ROUTES } from '@portal/contracts';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { PopupHost } from '@/app/popup-host';
import { HeaderBalance } from '@/shared/wallet/header-balance';
import { testConfig } from '@/test/fixtures';
import { PopupProbe } from '@/test/popup-probe';
import { renderApp } from '@/test/render-app';
import { balance, bodyOf, type Call, serve, signInMember } from '@/test/serve';
import { GameCentrePage } from './game-centre-page';
import { GameTile } from './game-tile';
import { card, gamePage } from './test-utils';

const LAUNCH_URL = 'http://127.0.0.1:3002/launch?token=abc&game=RLV-1';
const game = card(1, { gameName: 'Baccarat Hall', vassalage: 'RLV', gameType: 'LIVE' });

function renderTile(host: 'probe' | 'popups') {
  return renderApp(
    [
      {
        path: '/',
        element: (
          <>
            <HeaderBalance />
            <GameTile game={game} />
            {host === 'probe' ? <PopupProbe /> : <PopupHost />}
          </>
        ),
      },
    ],
    { config: testConfig() },
  );
}

const launches = (calls: Call[]) => calls.filter((c) => c.url.pathname === GAME_ROUTES.launch.path);
const balanceReads = (calls: Call[]) =>
  calls.filter((c) => c.url.pathname === WALLET_ROUTES.balance.path).length;

beforeEach(() => {
  window.localStorage.clear();
  window.sessionStorage.clear();
});
afterEach(() => vi.unstubAllGlobals());

describe('launching a game', () => {
  it('gives a visitor the login popup', async () => {
    const calls = serve({});
    await renderTile('probe');
    fireEvent.click(screen.getByRole('button', { name: 'Play now: Baccarat Hall' }));
    expect(screen.getByTestId('popups').textContent).toBe('login');
    expect(launches(calls)).toHaveLength(0);
  });

  it('opens the game for a trial player, who plays with play money (ADR 0044)', async () => {
    signInMember(4);
    serve({});
    await renderTile('probe');
    fireEvent.click(screen.getByRole('button', { name: 'Play now: Baccarat Hall' }));
    // The server decides what a trial may launch (lottery and transfer-wallet vendors answer
    // NEED_REAL_ACCOUNT); the tile no longer stops a trial before asking.
    expect(screen.getByTestId('popups').textContent).toMatch(/^game:.*"vendorCode":"RLV"/);
  });

  it('opens the game in the game popup for a member, and refreshes the balance when it closes', async () => {
    signInMember();
    const calls = serve({
      [`GET ${WALLET_ROUTES.balance.path}`]: () => balance('100.00'),
      [`GET ${GAME_ROUTES.favouriteIds.path}`]: () => [],
      [`POST ${GAME_ROUTES.launch.path}`]: () => ({ url: LAUNCH_URL }),
    });
    await renderTile('popups');
    await screen.findByText('100.00');
    const readsBefore = balanceReads(calls);

    fireEvent.click(screen.getByRole('button', { name: 'Play now: Baccarat Hall' }));
    const dialog = await screen.findByRole('dialog', { name: 'Baccarat Hall' });
    const frame = await within(dialog).findByTitle('Baccarat Hall');
    expect(frame.tagName).toBe('IFRAME');
    expect(frame.getAttribute('src')).toBe(LAUNCH_URL);
    expect(frame.getAttribute('allow')).toBe('fullscreen; autoplay');
    expect(launches(calls)).toHaveLength(1);
    expect(bodyOf(launches(calls)[0])).toMatchObject({ gameId: '1', vendorCode: 'RLV' });

    fireEvent.click(within(dialog).getByRole('button', { name: 'Close game' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(balanceReads(calls)).toBe(readsBefore + 1));
  });

  it("opens a vendor's lobby (its first game) from a game centre, and shows the server's maintenance message", async () => {
    signInMember();
    const calls = serve({
      [`GET ${GAME_ROUTES.relayList.path}`]: () =>
        gamePage([card(501, { vassalage: 'BTI', gameType: 'SPORTS' })]),
      [`POST ${GAME_ROUTES.launch.path}`]: () => new Error('GAME_MAINTENANCE'),
    });
    await renderApp(
      [
        {
          path: '/sports',
          element: (
            <>
              <GameCentrePage category="SPORTS" />
              <PopupHost />
            </>
          ),
        },
      ],
      { path: '/sports', config: testConfig() },
    );
    fireEvent.click(screen.getByRole('button', { name: 'Play BTi Sports' }));
    const dialog = await screen.findByRole('dialog', { name: 'BTi Sports' });
    const alert = await within(dialog).findByRole('alert');
    expect(alert.textContent).toContain('Not available right now');
    expect(alert.textContent).toContain('Refused: GAME_MAINTENANCE');
    const lobby = calls.find((c) => c.url.pathname === GAME_ROUTES.relayList.path);
    expect(Object.fromEntries(lobby?.url.searchParams ?? [])).toMatchObject({
      gameType: 'SPORTS',
      vassalage: 'BTI',
      pageSize: '1',
    });
    expect(bodyOf(launches(calls)[0])).toMatchObject({ gameId: '501', vendorCode: 'BTI' });
    expect(within(dialog).queryByRole('button', { name: 'Try again' })).toBeNull();
  });

  it('says clearly when a game is gone', async () => {
    signInMember();
    serve({
      [`GET ${GAME_ROUTES.favouriteIds.path}`]: () => [],
      [`POST ${GAME_ROUTES.launch.path}`]: () => new Error('NOT_FOUND'),
    });
    await renderTile('popups');
    fireEvent.click(screen.getByRole('button', { name: 'Play now: Baccarat Hall' }));
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('This game is not available right now. Please try another game.');
    fireEvent.click(screen.getByRole('button', { name: 'Choose another game' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });
});
