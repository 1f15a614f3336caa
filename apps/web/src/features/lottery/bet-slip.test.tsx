import {
  LOTTERY_ROUTES,
  type TLotteryMenu,
  type TLotteryMenuGame,
  type TOpenedNumero,
  type TPlacedTicket,
} from '@portal/contracts';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { i18n, initI18n, loadTexts } from '@/lib/i18n';
import { testConfig } from '@/test/fixtures';
import { renderApp } from '@/test/render-app';
import { bodyOf, page, serve, signInMember } from '@/test/serve';
import { BetSlip, SlipBar, type SlipLine } from './bet-slip';
import { BettingPage } from './betting-page';
import { LotteryGate } from './lottery-gate';

beforeAll(async () => {
  if (!i18n.isInitialized) await initI18n('en');
  await loadTexts('lotto');
});
beforeEach(() => {
  window.localStorage.clear();
  window.sessionStorage.clear();
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const lines: SlipLine[] = [
  { key: 'a', type: 'DE', numbers: ['07'], stake: '2.50' },
  { key: 'b', type: 'XIEN2', numbers: ['10', '20'], stake: '1.25' },
];

describe('the phone slip bar', () => {
  it('shows the count and total of the slip and takes the player to it; nothing when the slip is empty', () => {
    const scroll = vi.fn();
    const { container, rerender } = render(
      <I18nextProvider i18n={i18n}>
        <SlipBar lines={[]} exponent={2} currency="BDT" />
        <section id="lotto-slip" tabIndex={-1} />
      </I18nextProvider>,
    );
    expect(container.querySelector('.lotto-slipbar')).toBeNull();
    rerender(
      <I18nextProvider i18n={i18n}>
        <SlipBar lines={lines} exponent={2} currency="BDT" />
        <section id="lotto-slip" tabIndex={-1} />
      </I18nextProvider>,
    );
    const bar = container.querySelector('.lotto-slipbar') as HTMLElement;
    expect(bar.textContent).toContain('2 lines');
    expect(bar.textContent).toContain('3.75');
    const slip = document.getElementById('lotto-slip') as HTMLElement;
    slip.scrollIntoView = scroll;
    fireEvent.click(within(bar).getByRole('button', { name: 'View slip' }));
    expect(scroll).toHaveBeenCalled();
    expect(document.activeElement).toBe(slip);
  });
});

describe('the bet slip', () => {
  it('lists the lines with their total, removes one, and places only when betting is open', () => {
    const onRemove = vi.fn();
    const onPlace = vi.fn();
    const { rerender } = render(
      <I18nextProvider i18n={i18n}>
        <BetSlip
          lines={lines}
          exponent={2}
          currency="BDT"
          onRemove={onRemove}
          onClear={() => {}}
          onPlace={onPlace}
        />
      </I18nextProvider>,
    );
    expect(screen.getByText('2 lines')).toBeTruthy();
    expect(screen.getByTestId('slip-total').textContent).toBe('3.75 BDT');
    fireEvent.click(screen.getByRole('button', { name: 'Remove Xiên 2 10-20' }));
    expect(onRemove).toHaveBeenCalledWith('b');
    fireEvent.click(screen.getByRole('button', { name: 'Place bet' }));
    expect(onPlace).toHaveBeenCalledTimes(1);
    rerender(
      <I18nextProvider i18n={i18n}>
        <BetSlip
          lines={lines}
          exponent={2}
          currency="BDT"
          onRemove={onRemove}
          onClear={() => {}}
          onPlace={onPlace}
          canPlace={false}
          error="Betting on this draw has closed."
        />
      </I18nextProvider>,
    );
    expect((screen.getByRole('button', { name: 'Place bet' }) as HTMLButtonElement).disabled).toBe(true);
    expect(screen.getByRole('alert').textContent).toBe('Betting on this draw has closed.');
  });

  it('is empty with nothing to place', () => {
    render(
      <I18nextProvider i18n={i18n}>
        <BetSlip
          lines={[]}
          exponent={2}
          currency="BDT"
          onRemove={() => {}}
          onClear={() => {}}
          onPlace={() => {}}
        />
      </I18nextProvider>,
    );
    expect(screen.getByText('Pick numbers and add them to your slip.')).toBeTruthy();
    expect((screen.getByRole('button', { name: 'Place bet' }) as HTMLButtonElement).disabled).toBe(true);
  });
});

const game: TLotteryMenuGame = {
  gameCode: 'VNL-FAST1',
  gameName: "VN Fast 1'",
  vendorCode: 'VNL',
  prizeMode: 'ZY',
  style: 'VN',
  drawIntervalSeconds: 60,
  closeBeforeSeconds: 5,
  iconUrl: '/icon.svg',
  betTypes: [
    { type: 'DE', digits: 2, numbers: 1, odds: [{ key: 'SPECIAL', odds: '98.00' }], rtp: '0.9800' },
    { type: 'BA_CANG', digits: 3, numbers: 1, odds: [{ key: 'SPECIAL', odds: '980.00' }], rtp: '0.9800' },
  ],
};
const menu: TLotteryMenu = {
  currency: 'BDT',
  exponent: 2,
  minBet: '1.00',
  maxBet: '5000.00',
  maxLines: 20,
  games: [game],
};

function renderBetting() {
  const inOneMinute = new Date(Date.now() + 60_000).toISOString();
  const open: TOpenedNumero = {
    serverTime: new Date().toISOString(),
    game,
    draw: {
      gameCode: 'VNL-FAST1',
      drawNo: '20261122-0415',
      opensAt: new Date(Date.now() - 5_000).toISOString(),
      closesAt: inOneMinute,
      drawAt: inOneMinute,
      serverSeedHash: 'ab'.repeat(32),
      status: 'OPEN',
    },
  };
  const calls = serve({
    [`GET ${LOTTERY_ROUTES.gameMenu.path}`]: () => menu,
    [`GET ${LOTTERY_ROUTES.openedNumero.path}`]: () => open,
    [`GET ${LOTTERY_ROUTES.results.path}`]: () => page([]),
    [`GET ${LOTTERY_ROUTES.tickets.path}`]: () => page([]),
    [`POST ${LOTTERY_ROUTES.tickets.path}`]: (_url, init): TPlacedTicket => {
      const body = JSON.parse(String(init.body));
      return {
        balance: '95.00',
        ticket: {
          ticketId: '1',
          requestId: body.requestId,
          gameCode: 'VNL-FAST1',
          gameName: "VN Fast 1'",
          style: 'VN',
          drawNo: '20261122-0415',
          drawAt: inOneMinute,
          lines: body.lines.map((l: SlipLine) => ({ ...l, payout: null })),
          stake: '5.00',
          payout: '0.00',
          status: 'OPEN',
          placedAt: new Date().toISOString(),
          settledAt: null,
        },
      };
    },
  });
  return { calls };
}

describe('the betting view', () => {
  it('adds picked numbers to the slip and places them on the open draw', async () => {
    signInMember();
    const { calls } = renderBetting();
    await renderApp(
      [
        {
          path: '/vnLottery',
          element: (
            <LotteryGate>
              <BettingPage style="VN" />
            </LotteryGate>
          ),
        },
      ],
      { path: '/vnLottery?gameCode=VNL-FAST1', config: testConfig() },
    );
    await screen.findByRole('heading', { name: "VN Fast 1'" });
    expect(await screen.findByRole('timer')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Number 07' }));
    fireEvent.click(screen.getByRole('button', { name: 'Number 42' }));
    expect(screen.getByRole('button', { name: 'Number 07' }).getAttribute('aria-pressed')).toBe('true');
    fireEvent.change(screen.getByLabelText('Stake per line'), { target: { value: '2.5' } });
    fireEvent.click(screen.getByRole('button', { name: 'Add to slip' }));
    const slip = screen.getByRole('region', { name: 'Bet slip' });
    expect(within(slip).getByText('2 lines')).toBeTruthy();
    expect(within(slip).getByTestId('slip-total').textContent).toBe('5.00 BDT');
    fireEvent.click(within(slip).getByRole('button', { name: 'Place bet' }));
    expect(await within(slip).findByRole('status')).toBeTruthy();
    expect(within(slip).getByRole('status').textContent).toBe('Ticket placed on draw 20261122-0415.');
    const post = calls.find((c) => c.init.method === 'POST');
    expect(bodyOf(post)).toMatchObject({
      gameCode: 'VNL-FAST1',
      drawNo: '20261122-0415',
      lines: [
        { type: 'DE', numbers: ['07'], stake: '2.50' },
        { type: 'DE', numbers: ['42'], stake: '2.50' },
      ],
    });
    expect(within(slip).getByText('0 lines')).toBeTruthy();
  });

  it('refuses a stake outside the limits before it reaches the slip', async () => {
    signInMember();
    renderBetting();
    await renderApp([{ path: '/vnLottery', element: <BettingPage style="VN" /> }], {
      path: '/vnLottery?gameCode=VNL-FAST1',
      config: testConfig(),
    });
    await screen.findByRole('heading', { name: "VN Fast 1'" });
    fireEvent.click(screen.getByRole('tab', { name: /Ba càng/ }));
    fireEvent.change(screen.getByLabelText('Your 3-digit number'), { target: { value: '123' } });
    fireEvent.change(screen.getByLabelText('Stake per line'), { target: { value: '0.5' } });
    fireEvent.click(screen.getByRole('button', { name: 'Add to slip' }));
    expect(screen.getByRole('alert').textContent).toBe('Enter a stake from 1.00 to 5,000.00.');
    expect(screen.getByText('0 lines')).toBeTruthy();
  });

  it('sends a visitor without a token to /login', async () => {
    serve({});
    const { router } = await renderApp(
      [
        {
          path: '/vnLottery',
          element: (
            <LotteryGate>
              <BettingPage style="VN" />
            </LotteryGate>
          ),
        },
        { path: '/login', element: <p>login page</p> },
      ],
      { path: '/vnLottery?gameCode=VNL-FAST1', config: testConfig() },
    );
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
  });
});
