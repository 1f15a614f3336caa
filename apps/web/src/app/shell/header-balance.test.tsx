import { CONTENT_ROUTES, WALLET_ROUTES } from '@portal/contracts';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Header } from '@/app/shell/header';
import { LiveUpdates } from '@/features/content/live-updates';
import { testConfig } from '@/test/fixtures';
import { renderApp } from '@/test/render-app';
import { balance, serve, signInMember } from '@/test/serve';

/** Enough of a WebSocket to hand the live listener events. */
class FakeSocket extends EventTarget {
  static last: FakeSocket | null = null;
  sent: string[] = [];
  readonly url: string;
  constructor(url: string) {
    super();
    this.url = url;
    FakeSocket.last = this;
    queueMicrotask(() => this.dispatchEvent(new Event('open')));
  }
  send(data: string) {
    this.sent.push(data);
  }
  close() {}
  push(event: unknown) {
    this.dispatchEvent(new MessageEvent('message', { data: JSON.stringify(event) }));
  }
}

const routes = [
  {
    path: '/',
    element: (
      <>
        <Header menuOpen={false} onOpenMenu={() => {}} menuId={undefined} showMenuButton={false} />
        <LiveUpdates />
      </>
    ),
  },
];

function balanceCalls(calls: { url: URL }[]) {
  return calls.filter((c) => c.url.pathname === WALLET_ROUTES.balance.path).length;
}

beforeEach(() => {
  window.localStorage.clear();
  window.sessionStorage.clear();
  FakeSocket.last = null;
  vi.stubGlobal('WebSocket', FakeSocket);
});
afterEach(() => vi.unstubAllGlobals());

describe('header balance', () => {
  it('shows the main wallet with currency, 2 decimals and separators, and hides it on request (remembered)', async () => {
    signInMember();
    serve({ [`GET ${WALLET_ROUTES.balance.path}`]: () => balance('1234567.8') });
    const first = await renderApp(routes, { config: testConfig() });
    const group = await screen.findByRole('group', { name: 'Balance' });
    await within(group).findByText('1,234,567.80');
    expect(within(group).getByText('BDT')).toBeTruthy();

    fireEvent.click(within(group).getByRole('button', { name: 'Hide balance' }));
    expect(within(group).queryByText('1,234,567.80')).toBeNull();
    expect(within(group).getByText('•••••')).toBeTruthy();
    expect(within(group).getByText('Balance hidden')).toBeTruthy();
    expect(window.localStorage.getItem('portal.balanceHidden')).toBe('1');

    // A new page load remembers the choice.
    first.unmount();
    await renderApp(routes, { config: testConfig() });
    const again = await screen.findByRole('group', { name: 'Balance' });
    expect(within(again).getByText('•••••')).toBeTruthy();
    fireEvent.click(within(again).getByRole('button', { name: 'Show balance' }));
    expect(await within(again).findByText('1,234,567.80')).toBeTruthy();
    expect(window.localStorage.getItem('portal.balanceHidden')).toBeNull();
  });

  it('refreshes on request, busy (spinning) while it fetches', async () => {
    signInMember();
    let release: (() => void) | null = null;
    let amount = '10.00';
    const calls = serve({
      [`GET ${WALLET_ROUTES.balance.path}`]: () =>
        amount === '10.00'
          ? balance(amount)
          : new Promise((resolve) => {
              release = () => resolve(balance(amount));
            }),
    });
    await renderApp(routes, { config: testConfig() });
    const group = await screen.findByRole('group', { name: 'Balance' });
    await within(group).findByText('10.00');
    amount = '25.50';
    const refresh = within(group).getByRole('button', { name: 'Refresh balance' });
    fireEvent.click(refresh);
    await waitFor(() => expect(refresh.getAttribute('aria-busy')).toBe('true'));
    expect(refresh.className).toContain('header-balance__button--spinning');
    await waitFor(() => expect(release).not.toBeNull());
    act(() => release?.());
    expect(await within(group).findByText('25.50')).toBeTruthy();
    expect(refresh.getAttribute('aria-busy')).toBeNull();
    expect(balanceCalls(calls)).toBe(2);
  });

  it('follows the live balance event without asking the server again', async () => {
    signInMember();
    const calls = serve({ [`GET ${WALLET_ROUTES.balance.path}`]: () => balance('100.00') });
    await renderApp(routes, { config: testConfig() });
    const group = await screen.findByRole('group', { name: 'Balance' });
    await within(group).findByText('100.00');
    await waitFor(() => expect(FakeSocket.last?.sent.length).toBe(1));
    act(() => FakeSocket.last?.push({ type: 'balance', balance: balance('98765.43') }));
    expect(await within(group).findByText('98,765.43')).toBeTruthy();
    expect(balanceCalls(calls)).toBe(1);
  });

  it('is not shown to trial accounts', async () => {
    signInMember(4);
    const calls = serve({});
    await renderApp(routes, { config: testConfig() });
    await screen.findByRole('button', { name: /demo01/ });
    expect(screen.queryByRole('group', { name: 'Balance' })).toBeNull();
    expect(balanceCalls(calls)).toBe(0);
  });
});

describe('badges (issue 19)', () => {
  it('shows the rewards and missions waiting on the account menu, and follows the live counts', async () => {
    signInMember();
    serve({
      [`GET ${WALLET_ROUTES.balance.path}`]: () => balance('100.00'),
      [`GET ${CONTENT_ROUTES.unreadCount.path}`]: () => ({
        messageV2: 0,
        rewardCenter: 2,
        missionLeaderboard: 1,
      }),
    });
    await renderApp(routes, { config: testConfig() });
    const menu = await screen.findByRole('button', { name: /demo01/ });
    await waitFor(() => expect(within(menu).getByRole('img', { name: '3 rewards to claim' })).toBeTruthy());

    fireEvent.click(menu);
    const panel = await screen.findByRole('menu');
    expect(within(panel).getByRole('menuitem', { name: /Reward centre/ }).textContent).toContain('2');
    expect(within(panel).getByRole('menuitem', { name: /Missions/ }).textContent).toContain('1');

    await waitFor(() => expect(FakeSocket.last?.sent.length).toBe(1));
    act(() =>
      FakeSocket.last?.push({
        type: 'unread',
        counts: { messageV2: 0, rewardCenter: 0, missionLeaderboard: 1 },
      }),
    );
    await waitFor(() => expect(within(menu).getByRole('img', { name: '1 reward to claim' })).toBeTruthy());
    expect(within(panel).getByRole('menuitem', { name: /Reward centre/ }).textContent).not.toMatch(/\d/);
  });
});
