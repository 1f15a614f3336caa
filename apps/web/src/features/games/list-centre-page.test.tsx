import { GAME_ROUTES } from '@portal/contracts';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { testConfig } from '@/test/fixtures';
import { renderApp } from '@/test/render-app';
import { type Call, serve, signInMember } from '@/test/serve';
import { ListCentrePage } from './list-centre-page';
import { card, gamePage } from './test-utils';

const config = testConfig({
  gameMenus: [
    {
      gameCategory: 'RNG',
      vendors: [
        { vendorCode: 'SPF', name: 'Spin Forge', logoUrl: '/v/SPF.svg' },
        { vendorCode: 'LKR', name: 'Lucky Reels', logoUrl: '/v/LKR.svg' },
      ],
    },
    {
      gameCategory: 'JACKPOT',
      vendors: [{ vendorCode: 'JPC', name: 'Jackpot City', logoUrl: '/v/JPC.svg' }],
    },
    { gameCategory: 'BGS', vendors: [{ vendorCode: 'BGS', name: 'House Originals', logoUrl: '/v/BGS.svg' }] },
  ],
});

const listCalls = (calls: Call[]) =>
  calls.filter(
    (c) => c.url.pathname === GAME_ROUTES.list.path || c.url.pathname === GAME_ROUTES.relayList.path,
  );
const lastQuery = (calls: Call[]) => Object.fromEntries(listCalls(calls).at(-1)?.url.searchParams ?? []);

/** 45 slots, 20 a page: the page asked for, numbered from the query. */
function serveSlots() {
  return serve({
    'GET /lgw/games/*': (url) => {
      const pageNo = Number(url.searchParams.get('pageNo'));
      const first = (pageNo - 1) * 20;
      const count = Math.max(0, Math.min(20, 45 - first));
      return gamePage(
        Array.from({ length: count }, (_, i) =>
          card(first + i + 1, { gameType: 'RNG', gameName: `Slot ${first + i + 1}` }),
        ),
        pageNo,
        45,
      );
    },
  });
}

async function renderCentre(path: string, category: 'RNG' | 'BGS' = 'RNG') {
  return renderApp([{ path: '/*', element: <ListCentrePage category={category} /> }], { path, config });
}

beforeEach(() => {
  window.localStorage.clear();
  window.sessionStorage.clear();
});
afterEach(() => vi.unstubAllGlobals());

describe('list centre', () => {
  it('asks for the list the query describes: category, vendor, classification, filter, search and page', async () => {
    const calls = serveSlots();
    await renderCentre('/rng?vassalage=LKR&filter=HOT&q=dragon&page=2');
    await screen.findByRole('button', { name: 'Play Slot 21' });
    expect(lastQuery(calls)).toMatchObject({
      gameType: 'RNG',
      vassalage: 'LKR',
      gameClassify: 'SLOT',
      filter: 'HOT',
      keyword: 'dragon',
      pageNo: '2',
      pageSize: '20',
    });
    expect(listCalls(calls)[0]?.url.pathname).toBe(GAME_ROUTES.list.path);
    expect(screen.getByRole('button', { name: 'Lucky Reels' }).getAttribute('aria-pressed')).toBe('true');
    expect(screen.getByRole('button', { name: 'Hot' }).getAttribute('aria-pressed')).toBe('true');
    expect((screen.getByRole('searchbox', { name: 'Search games' }) as HTMLInputElement).value).toBe(
      'dragon',
    );
  });

  it('pages through 20 at a time, and a new vendor starts again at page 1', async () => {
    const calls = serveSlots();
    const { router } = await renderCentre('/rng');
    expect(await screen.findByText('45 games')).toBeTruthy();
    const grid = screen.getByRole('list', { name: 'Slots' });
    expect(within(grid).getAllByRole('listitem')).toHaveLength(20);

    fireEvent.click(screen.getByRole('button', { name: 'Page 3' }));
    await screen.findByRole('button', { name: 'Play Slot 45' });
    expect(within(grid).getAllByRole('listitem')).toHaveLength(5);
    expect(router.state.location.search).toBe('?page=3');
    expect(lastQuery(calls).pageNo).toBe('3');

    fireEvent.click(screen.getByRole('button', { name: 'Spin Forge' }));
    await waitFor(() => expect(lastQuery(calls)).toMatchObject({ vassalage: 'SPF', pageNo: '1' }));
    expect(router.state.location.search).toBe('?vassalage=SPF');
  });

  it('searches once typing pauses, from page 1', async () => {
    const calls = serveSlots();
    const { router } = await renderCentre('/rng?page=2');
    await screen.findByRole('button', { name: 'Play Slot 21' });
    fireEvent.change(screen.getByRole('searchbox', { name: 'Search games' }), {
      target: { value: ' tiger ' },
    });
    await waitFor(() => expect(router.state.location.search).toBe('?q=tiger'));
    await waitFor(() => expect(lastQuery(calls)).toMatchObject({ keyword: 'tiger', pageNo: '1' }));
  });

  it('switches to jackpot games with their own vendors', async () => {
    const calls = serveSlots();
    const { router } = await renderCentre('/rng?vassalage=SPF');
    await screen.findByRole('button', { name: 'Play Slot 1' });
    fireEvent.click(screen.getByRole('button', { name: 'Jackpot' }));
    await waitFor(() => expect(lastQuery(calls)).toMatchObject({ gameClassify: 'JACKPOT' }));
    expect(lastQuery(calls).vassalage).toBeUndefined();
    expect(router.state.location.search).toBe('?classify=JACKPOT');
    expect(screen.getByRole('button', { name: 'Jackpot City' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Spin Forge' })).toBeNull();
  });

  it('asks a visitor to log in for favourites and recent games, without asking the server', async () => {
    const calls = serveSlots();
    await renderCentre('/rng?filter=FAV');
    expect(await screen.findByRole('heading', { name: 'Log in to see your favourite games' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Recent' }));
    expect(await screen.findByRole('heading', { name: 'Log in to see the games you played' })).toBeTruthy();
    expect(listCalls(calls)).toHaveLength(0);
  });

  it("lists a member's favourites through the member call, and says so when there are none", async () => {
    signInMember();
    const calls = serve({
      [`GET ${GAME_ROUTES.relayList.path}`]: () => gamePage([]),
      [`GET ${GAME_ROUTES.favouriteIds.path}`]: () => [],
    });
    await renderCentre('/rng?filter=FAV');
    expect(await screen.findByRole('heading', { name: 'No favourite games yet' })).toBeTruthy();
    expect(lastQuery(calls)).toMatchObject({ filter: 'FAV', gameType: 'RNG' });
    expect(listCalls(calls).every((c) => c.url.pathname === GAME_ROUTES.relayList.path)).toBe(true);
  });

  it('shows the standard empty state of each filter (in-house games have none yet)', async () => {
    serve({ 'GET /lgw/games/*': () => gamePage([]) });
    await renderCentre('/bgs', 'BGS');
    expect(await screen.findByRole('heading', { name: 'No Originals games to show yet' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'New' }));
    expect(await screen.findByRole('heading', { name: 'No new games here right now' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Show all games' }));
    expect(await screen.findByRole('heading', { name: 'No Originals games to show yet' })).toBeTruthy();
  });
});
