import { GAME_ROUTES, type TRoom } from '@portal/contracts';
import { fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { testConfig } from '@/test/fixtures';
import { PopupProbe } from '@/test/popup-probe';
import { renderApp } from '@/test/render-app';
import { serve, signInMember } from '@/test/serve';
import { RoomListButton } from './room-list';

const vendor = { vendorCode: 'RLV', name: 'Royal Live', logoUrl: '/l/RLV.svg' };
const room = (id: number, change: Partial<TRoom> = {}): TRoom => ({
  gameId: String(id),
  gameCode: `RLV-LI${id}`,
  roomName: `Baccarat ${id}`,
  gameType: 'LIVE',
  gameClassify: 'BACCARAT',
  iconUrl: `/i/${id}.svg`,
  minBet: null,
  maxBet: '100000.00',
  currency: 'BDT',
  status: 'OPEN',
  ...change,
});

const render = () =>
  renderApp(
    [
      {
        path: '/',
        element: (
          <>
            <RoomListButton vendor={vendor} />
            <PopupProbe />
          </>
        ),
      },
    ],
    { config: testConfig() },
  );

beforeEach(() => {
  window.localStorage.clear();
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('room list (GLS2_roomList)', () => {
  it("shows a member the vendor's tables with the largest bet and status, and plays the open ones", async () => {
    const calls = serve({
      [`GET ${GAME_ROUTES.roomList.path}`]: () => ({
        list: [room(1), room(2, { status: 'MAINTENANCE' })],
      }),
    });
    signInMember();
    await render();
    fireEvent.click(screen.getByRole('button', { name: 'Royal Live tables' }));
    const list = await screen.findByRole('list', { name: 'Tables' });
    expect(
      calls.find((c) => c.url.pathname === GAME_ROUTES.roomList.path)?.url.searchParams.get('vassalage'),
    ).toBe('RLV');
    const [open, closed] = within(list).getAllByRole('listitem');
    expect(open?.textContent).toContain('Max bet 100,000.00 BDT');
    expect(open?.textContent).toContain('Open');
    expect(closed?.textContent).toContain('Maintenance');
    const shut = within(closed as HTMLElement).getByRole('button', {
      name: 'Baccarat 2 is under maintenance and cannot be played right now',
    });
    expect((shut as HTMLButtonElement).disabled).toBe(true);
    fireEvent.click(within(open as HTMLElement).getByRole('button', { name: 'Play Baccarat 1' }));
    expect(screen.getByTestId('popups').textContent).toContain('"gameId":"1"');
  });

  it('asks a visitor to log in instead of calling the room list', async () => {
    const calls = serve({});
    await render();
    fireEvent.click(screen.getByRole('button', { name: 'Royal Live tables' }));
    expect(screen.getByTestId('popups').textContent).toBe('login');
    expect(calls.some((c) => c.url.pathname === GAME_ROUTES.roomList.path)).toBe(false);
  });
});
