import { GAME_ROUTES, type TVendorLane, type TWinner } from '@portal/contracts';
import { fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { testConfig } from '@/test/fixtures';
import { renderApp } from '@/test/render-app';
import { serve } from '@/test/serve';
import { card } from './test-utils';
import { VendorRows } from './vendor-rows';
import { WinnerBoards } from './winner-boards';

const lane = (
  vendorCode: string,
  name: string,
  gameCategory: TVendorLane['gameCategory'],
  total: number,
) => ({
  vendorCode,
  name,
  logoUrl: `/v/${vendorCode}.svg`,
  gameCategory,
  total,
  games: Array.from({ length: Math.min(total, 12) }, (_, i) =>
    card(Number(`${total}${i}`), { vassalage: vendorCode, vendorName: name, gameType: gameCategory }),
  ),
});

beforeEach(() => window.localStorage.clear());
afterEach(() => vi.unstubAllGlobals());

describe('home vendor rows', () => {
  it('shows a category at a time, at most 12 games a row, arrows only above 12, and links to all', async () => {
    const calls = serve({
      [`GET ${GAME_ROUTES.vendorLanes.path}`]: () => ({
        data: {
          lanes: [
            lane('RLV', 'Royal Live', 'LIVE', 60),
            lane('CCL', 'Crystal Live', 'LIVE', 8),
            lane('JPC', 'Jackpot City', 'JACKPOT', 60),
          ],
        },
      }),
    });
    await renderApp([{ path: '/', element: <VendorRows /> }], { config: testConfig() });
    // While loading, each vendor's row is a placeholder of the same size; then the games come.
    await screen.findByRole('link', { name: 'All Royal Live games' });
    const royal = screen.getByRole('region', { name: 'Royal Live' });
    expect(within(royal).getAllByRole('listitem')).toHaveLength(12);
    expect(within(royal).getByRole('button', { name: 'Show more: Royal Live' })).toBeTruthy();
    expect(within(royal).getByRole('link', { name: 'All Royal Live games' }).getAttribute('href')).toBe(
      '/live?vassalage=RLV',
    );
    const crystal = screen.getByRole('region', { name: 'Crystal Live' });
    expect(within(crystal).getAllByRole('listitem')).toHaveLength(8);
    expect(within(crystal).queryByRole('button', { name: /Crystal Live games$/ })).toBeNull();
    expect(screen.queryByRole('region', { name: 'Jackpot City' })).toBeNull();

    // Jackpot games live in the slots centre, by classification.
    fireEvent.click(screen.getByRole('button', { name: 'Jackpot' }));
    const jackpot = await screen.findByRole('region', { name: 'Jackpot City' });
    expect(within(jackpot).getByRole('link', { name: 'All Jackpot City games' }).getAttribute('href')).toBe(
      '/rng?classify=JACKPOT&vassalage=JPC',
    );
    expect(calls.filter((c) => c.url.pathname === GAME_ROUTES.vendorLanes.path)).toHaveLength(1);
  });
});

describe('winner boards', () => {
  it('shows the first 9 of 20 biggest wins with 2 decimals and separators, and asks for 20 of all categories', async () => {
    const winners: TWinner[] = Array.from({ length: 20 }, (_, i) => ({
      customerName: `pl***${String(i).padStart(2, '0')}`,
      iconUrl: `/icon/${i}.svg`,
      winAmount: `${(20 - i) * 61728}.5`,
      gameName: `Game ${i}`,
      vendorCode: 'SPF',
      wonAt: new Date(Date.UTC(2026, 0, 1, 0, i)).toISOString(),
    }));
    const calls = serve({ [`GET ${GAME_ROUTES.rankList.path}`]: () => ({ list: winners }) });
    await renderApp([{ path: '/', element: <WinnerBoards /> }], { config: testConfig() });
    const biggest = await screen.findByRole('region', { name: 'Biggest wins' });
    await within(biggest).findByText('pl***00');
    const rows = within(biggest).getAllByRole('listitem');
    expect(rows).toHaveLength(9);
    expect(rows[0]?.textContent).toContain('1,234,560.50');
    expect(rows[0]?.textContent).toContain('BDT');
    expect(within(biggest).queryByText('pl***09')).toBeNull();
    // The latest wins come first on the other board.
    const latest = screen.getByRole('region', { name: 'Latest wins' });
    expect(within(latest).getAllByRole('listitem')[0]?.textContent).toContain('pl***19');
    const asked = calls.find((c) => c.url.pathname === GAME_ROUTES.rankList.path)?.url.searchParams;
    expect(asked?.get('gameCategory')).toBe('ALL');
    expect(asked?.get('limitNum')).toBe('20');
  });
});
