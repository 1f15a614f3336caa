import { buildWhitelabelTree, FEATURE_FLAGS, type FlagSet, VIP_ROUTES } from '@portal/contracts';
import type { TVipLadder, TVipLevel, TVipStatus } from '@portal/contracts/endpoints';
import { act, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { i18n, initI18n, loadTexts } from '@/lib/i18n';
import { type LiveMessage, liveConnection } from '@/lib/live-connection';
import { testConfig } from '@/test/fixtures';
import { renderApp } from '@/test/render-app';
import { type Handler, serve, signInMember } from '@/test/serve';
import { VipPage } from './vip-page';

const level = (n: number, change: Partial<TVipLevel> = {}): TVipLevel => ({
  level: n,
  name: ['Member', 'Bronze', 'Silver', 'Gold'][n] ?? `L${n}`,
  style: (['iron', 'bronze', 'silver', 'gold'] as const)[n] ?? 'iron',
  validBet: String(n * 1000),
  deposits: String(n * 500),
  pointsMultiplierBps: 10_000 + n * 1000,
  rebateExtraBps: n * 5,
  withdrawalDailyLimit: null,
  hasContact: n >= 3,
  reward:
    n === 0
      ? null
      : { kind: n === 2 ? 'BONUS' : 'CASH', amount: `${n * 50}.00`, wagerMultiple: n === 2 ? 3 : 0 },
  ...change,
});
const ladder = (change: Partial<TVipLadder> = {}): TVipLadder => ({
  currency: 'BDT',
  exponent: 2,
  basis: 'LIFETIME',
  rollingDays: 90,
  downgrades: false,
  noticeDays: 7,
  levels: [level(0), level(1), level(2), level(3)],
  ...change,
});
const status = (change: Partial<TVipStatus> = {}): TVipStatus => ({
  currency: 'BDT',
  exponent: 2,
  level: 1,
  name: 'Bronze',
  style: 'bronze',
  reachedAt: '2026-11-20T10:00:00.000Z',
  basis: 'LIFETIME',
  validBet: '1500.00',
  deposits: '700.00',
  next: {
    level: 2,
    name: 'Silver',
    validBet: { have: '1500.00', need: '2000.00', left: '500.00', bps: 7500 },
    deposits: { have: '700.00', need: '1000.00', left: '300.00', bps: 7000 },
    bps: 7000,
  },
  perks: { pointsMultiplierBps: 11_000, rebateExtraBps: 5, withdrawalDailyLimit: null, contact: null },
  rewards: [
    { level: 1, kind: 'CASH', amount: '50.00', wagerMultiple: 0, paidAt: '2026-11-20T10:00:00.000Z' },
  ],
  notice: null,
  ...change,
});

async function open(handlers: Record<string, Handler>, member = true, flags: Partial<FlagSet> = {}) {
  if (!i18n.isInitialized) await initI18n('en');
  await loadTexts('vip');
  if (member) signInMember();
  const calls = serve(handlers);
  const all = Object.fromEntries(FEATURE_FLAGS.map((f) => [f, true])) as FlagSet;
  await renderApp([{ path: '/vip', element: <VipPage /> }], {
    config: testConfig({ whitelabel: buildWhitelabelTree({ ...all, ...flags }) }),
    path: '/vip',
  });
  return calls;
}

beforeEach(() => window.localStorage.clear());
afterEach(() => vi.unstubAllGlobals());

describe('the VIP page', () => {
  it('shows my level, progress by measure with what is left, perks, rewards received and the ladder', async () => {
    await open({
      [`GET ${VIP_ROUTES.levels.path}`]: () => ladder(),
      [`GET ${VIP_ROUTES.status.path}`]: () => status(),
    });
    const card = await screen.findByTestId('vip-status');
    expect(within(card).getByText('70% of the way to VIP 2 Silver')).toBeTruthy();
    const bars = within(card).getAllByRole('progressbar');
    expect(bars.map((b) => [b.getAttribute('aria-label'), b.getAttribute('aria-valuenow')])).toEqual([
      ['Valid bet', '75'],
      ['Deposits', '70'],
    ]);
    expect(within(card).getByText('BDT 500.00 to go')).toBeTruthy();
    expect(within(card).getByText('BDT 300.00 to go')).toBeTruthy();
    expect(within(card).getByText('×1.1')).toBeTruthy();
    expect(within(card).getByText('+0.05%')).toBeTruthy();
    expect(within(card).getByText('Standard limits')).toBeTruthy();
    expect(within(card).getByText('BDT 50.00 cash')).toBeTruthy();
    const current = document.querySelector('[aria-current="true"]');
    expect(current?.textContent).toContain('Bronze');
    expect(screen.getByText('Level-up reward: BDT 100.00 bonus (3× wagering)')).toBeTruthy();
    expect(screen.getAllByText('A dedicated VIP contact')).toHaveLength(1);
    expect(screen.getByText('Your level never goes down.')).toBeTruthy();
  });

  it('shows a visitor the ladder and a way to log in, never asking for a status', async () => {
    const calls = await open(
      { [`GET ${VIP_ROUTES.levels.path}`]: () => ladder({ downgrades: true, noticeDays: 5 }) },
      false,
    );
    expect(await screen.findByText('Log in to see your VIP level')).toBeTruthy();
    expect(screen.getByText('Needs BDT 3,000.00 valid bet and BDT 1,500.00 deposits')).toBeTruthy();
    expect(screen.getByText(/you get a message 5 days before the review/)).toBeTruthy();
    expect(calls.some((c) => c.url.pathname === VIP_ROUTES.status.path)).toBe(false);
  });

  it('shows the top level, the contact, a notice, and reads the status again on a live vip event', async () => {
    const listeners: ((message: LiveMessage) => void)[] = [];
    const subscribe = liveConnection.subscribe.bind(liveConnection);
    vi.spyOn(liveConnection, 'subscribe').mockImplementation((listener) => {
      listeners.push(listener);
      return subscribe(listener);
    });
    const calls = await open({
      [`GET ${VIP_ROUTES.levels.path}`]: () => ladder({ downgrades: true }),
      [`GET ${VIP_ROUTES.status.path}`]: () =>
        status({
          level: 3,
          name: 'Gold',
          style: 'gold',
          next: null,
          perks: {
            pointsMultiplierBps: 13_000,
            rebateExtraBps: 15,
            withdrawalDailyLimit: '2000.00',
            contact: 'Telegram @vip_desk',
          },
          notice: { toLevel: 1, reviewAt: '2026-11-30T18:00:00.000Z' },
        }),
    });
    expect(await screen.findByText('You are at the highest level.')).toBeTruthy();
    expect(screen.getByTestId('vip-contact').textContent).toBe('Telegram @vip_desk');
    expect(screen.getByRole('status').textContent).toContain('you will move to Bronze');
    expect(screen.getByText('BDT 2,000.00')).toBeTruthy();
    const reads = () => calls.filter((c) => c.url.pathname === VIP_ROUTES.status.path).length;
    const before = reads();
    act(() => {
      for (const listener of listeners)
        listener({ type: 'vip', level: 3, progressBps: 10_000 } as LiveMessage);
    });
    await waitFor(() => expect(reads()).toBeGreaterThan(before));
    vi.mocked(liveConnection.subscribe).mockRestore();
  });

  it('does not offer the perks of features the brand has off (points, manual rebate)', async () => {
    await open(
      {
        [`GET ${VIP_ROUTES.levels.path}`]: () => ladder(),
        [`GET ${VIP_ROUTES.status.path}`]: () => status(),
      },
      true,
      { PTSYS3: false, MANPLAYREB3: false },
    );
    const card = await screen.findByTestId('vip-status');
    expect(within(card).queryByText('Points earned')).toBeNull();
    expect(within(card).queryByText('Extra rebate')).toBeNull();
    expect(screen.queryByText(/^Points ×/)).toBeNull();
    expect(screen.queryByText(/^Rebate \+/)).toBeNull();
    expect(within(card).getByText('Daily withdrawal limit')).toBeTruthy();
  });
});
