import { GAME_ROUTES } from '@portal/contracts';
import { act, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { testConfig } from '@/test/fixtures';
import { renderApp } from '@/test/render-app';
import { serve } from '@/test/serve';
import { GameTile } from './game-tile';
import { card } from './test-utils';
import { TILE_WIN_STEP_MS, TILE_WIN_STEPS } from './tile-win';

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const winner = (iconUrl: string, winAmount: string) => ({
  customerName: 'de***01',
  iconUrl,
  winAmount,
  gameName: 'Game',
  vendorCode: 'RLV',
  wonAt: '2026-11-20T10:00:00.000Z',
});

describe('the game icon number (spec section 9)', () => {
  it("counts up to the game's biggest win of the week, one step every 3 s, and stops at the record", async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const one = card(1);
    serve({
      [`GET ${GAME_ROUTES.rankList.path}`]: () => ({
        list: [winner(one.iconUrl, '1234.50'), winner(one.iconUrl, '99.00'), winner('/other.svg', '5000.00')],
      }),
    });
    await renderApp([{ path: '/', element: <GameTile game={one} /> }], { config: testConfig() });
    // Screen readers hear the record at once; the visible number starts at its first step (never 0.00).
    await screen.findByText('Top win 1,234.50');
    const moving = () => document.querySelector('.game-tile__win [aria-hidden="true"]')?.textContent;
    expect(moving()).toBe('Top win 308.62');
    const seen: string[] = [];
    for (let i = 0; i < TILE_WIN_STEPS + 2; i += 1) {
      await act(async () => {
        vi.advanceTimersByTime(TILE_WIN_STEP_MS);
      });
      seen.push(moving() ?? '');
    }
    expect(seen).toEqual([
      'Top win 617.25',
      'Top win 925.87',
      'Top win 1,234.50',
      'Top win 1,234.50',
      'Top win 1,234.50',
      'Top win 1,234.50',
    ]);
  });

  it('shows no number on a game without a win this week', async () => {
    serve({ [`GET ${GAME_ROUTES.rankList.path}`]: () => ({ list: [winner('/other.svg', '10.00')] }) });
    await renderApp([{ path: '/', element: <GameTile game={card(2)} /> }], { config: testConfig() });
    await act(async () => {});
    expect(document.querySelector('.game-tile__win')).toBeNull();
  });
});
