import { buildWhitelabelTree, FEATURE_FLAGS, type FlagSet, POINTS_ROUTES } from '@portal/contracts';
import type { TMallItem, TPointBalance, TPointConfig } from '@portal/contracts/endpoints';
import { QueryClient } from '@tanstack/react-query';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '@/lib/api-client';
import { i18n, initI18n, loadTexts } from '@/lib/i18n';
import { callSealed } from '@/lib/sealed';
import { testConfig } from '@/test/fixtures';
import { renderApp } from '@/test/render-app';
import { type Handler, page, serve, signInMember } from '@/test/serve';
import { onPointsEvent, pointBalanceQuery, pointConfigQuery } from './api';
import { largestConvertible } from './convert-tab';
import { PointMallPage } from './point-mall-page';
import { pointsPer } from './rules-tab';

vi.mock('@/lib/sealed', () => ({ callSealed: vi.fn() }));
const sealed = vi.mocked(callSealed);
const R = POINTS_ROUTES;

const balance = (points = '2500'): TPointBalance => ({
  balance: points,
  earned: '3000',
  spent: '500',
  cashValue: '25.00',
  currency: 'BDT',
});
const config: TPointConfig = {
  currency: 'BDT',
  currencyExponent: 2,
  pointsPerUnit: 100,
  minConvert: 1000,
  convertStep: 100,
  earn: [
    { category: 'RNG', milli: 10 },
    { category: 'LIVE', milli: 5 },
  ],
  defaultEarnMilli: 5,
  multiplierBps: 10_000,
};
const item = (change: Partial<TMallItem> = {}): TMallItem => ({
  id: '1',
  kind: 'CASH',
  name: 'Cash voucher 50',
  description: 'Fifty taka into your main wallet',
  imageUrl: null,
  points: '2000',
  minDeposits: null,
  value: '50.00',
  wagerMultiple: 0,
  stock: null,
  perMemberLimit: 0,
  redeemed: 0,
  blockedBy: null,
  ...change,
});

async function open(handlers: Record<string, Handler>, flags: Partial<FlagSet> = {}, path = '/pointMall') {
  if (!i18n.isInitialized) await initI18n('en');
  await loadTexts('points');
  signInMember();
  const calls = serve(handlers);
  const all = Object.fromEntries(FEATURE_FLAGS.map((f) => [f, true])) as FlagSet;
  await renderApp([{ path: '/pointMall', element: <PointMallPage /> }], {
    config: testConfig({ whitelabel: buildWhitelabelTree({ ...all, ...flags }) }),
    path,
  });
  return calls;
}

beforeEach(() => {
  window.localStorage.clear();
  sealed.mockReset();
});
afterEach(() => vi.unstubAllGlobals());

describe('the points mall page', () => {
  it('shows the balance, the items with price, requirement, stock and status, and redeems with the payment password', async () => {
    const calls = await open({
      [`GET ${R.balance.path}`]: () => balance(),
      [`GET ${R.mall.path}`]: () => ({
        balance: '2500',
        deposits: '0.00',
        currency: 'BDT',
        items: [
          item(),
          item({ id: '2', kind: 'PHYSICAL', name: 'Team jersey', value: null, stock: 3, points: '1500' }),
          item({ id: '3', name: 'Big voucher', minDeposits: '5000.00', blockedBy: 'DEPOSITS' }),
        ],
      }),
    });
    expect((await screen.findByTestId('points-balance')).textContent).toBe('2,500 points');
    expect(screen.getByText('Worth BDT 25.00 when converted')).toBeTruthy();
    const cards = await screen.findAllByTestId('mall-item');
    expect(cards).toHaveLength(3);
    expect(within(cards[1] as HTMLElement).getByText('3 left')).toBeTruthy();
    expect(within(cards[2] as HTMLElement).getByText('Deposits of BDT 5,000.00 or more')).toBeTruthy();
    expect(within(cards[2] as HTMLElement).getByText('Deposit requirement not met')).toBeTruthy();
    expect(
      (
        within(cards[2] as HTMLElement).getByRole('button', {
          name: 'Redeem: Big voucher',
        }) as HTMLButtonElement
      ).disabled,
    ).toBe(true);

    // A gift asks for the address; the password travels sealed with a request id.
    fireEvent.click(within(cards[1] as HTMLElement).getByRole('button', { name: 'Redeem: Team jersey' }));
    const dialog = await screen.findByRole('dialog', { name: 'Redeem Team jersey' });
    fireEvent.change(within(dialog).getByLabelText(/Payment password/), { target: { value: '112233' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Redeem now' }));
    expect(await within(dialog).findByRole('alert')).toBeTruthy();
    expect(sealed).not.toHaveBeenCalled();
    fireEvent.change(within(dialog).getByLabelText(/Delivery address/), {
      target: { value: '12 Road, Dhaka' },
    });
    sealed.mockResolvedValueOnce({ redemption: {}, balance: '1000' } as never);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Redeem now' }));
    await screen.findByText(/Redeemed Team jersey/);
    const [route, input] = sealed.mock.calls[0] as unknown as [
      { path: string },
      { body: Record<string, string> },
    ];
    expect(route.path).toBe(R.redeem.path);
    expect(input.body).toMatchObject({ itemId: '2', address: '12 Road, Dhaka', paymentPassword: '112233' });
    expect(input.body.requestId).toMatch(/^[0-9a-f-]{36}$/);
    expect(calls.some((c) => c.url.pathname === R.mall.path)).toBe(true);
  });

  it('converts: explains the ratio, shows what points pay, refuses off-step amounts and shows the server’s answer', async () => {
    await open(
      {
        [`GET ${R.balance.path}`]: () => balance(),
        [`GET ${R.config.path}`]: () => config,
      },
      {},
      '/pointMall?tab=convert',
    );
    expect(await screen.findByText(/Every 100 points make BDT 1.00/)).toBeTruthy();
    const field = screen.getByLabelText('Points to convert');
    fireEvent.change(field, { target: { value: '1050' } });
    expect(screen.getByText(/Use 1,000 points plus steps of 100/)).toBeTruthy();
    fireEvent.change(field, { target: { value: '1200' } });
    expect(screen.getByTestId('convert-pays').textContent).toBe('You receive BDT 12.00');
    fireEvent.change(field, { target: { value: '3000' } });
    expect(screen.getByText('You have 2,500 points.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Use the most I can' }));
    expect((field as HTMLInputElement).value).toBe('2500');
    fireEvent.change(screen.getByLabelText('Payment password'), { target: { value: 'wrong' } });
    sealed.mockRejectedValueOnce(
      new ApiError('PAYMENT_PASSWORD_INVALID', 'The payment password is wrong.', 400),
    );
    fireEvent.click(screen.getByRole('button', { name: 'Convert' }));
    expect((await screen.findByRole('alert')).textContent).toBe('The payment password is wrong.');
  });

  it('shows redeem history with the spec’s statuses and the rules from the configuration', async () => {
    await open(
      {
        [`GET ${R.balance.path}`]: () => balance(),
        [`GET ${R.config.path}`]: () => config,
        [`GET ${R.redemptions.path}`]: () =>
          page([
            {
              id: '9',
              itemId: '1',
              kind: 'CASH',
              name: 'Cash voucher 50',
              points: '2000',
              value: '50.00',
              state: 'REJECTED',
              address: null,
              note: 'Duplicate account',
              createdAt: '2026-11-20T10:00:00Z',
              decidedAt: '2026-11-20T12:00:00Z',
            },
          ]),
      },
      {},
      '/pointMall?tab=history',
    );
    const table = await screen.findByRole('region', { name: 'Redeem history' });
    await within(table).findByText('Cash voucher 50');
    expect(within(table).getByText('Rejected')).toBeTruthy();
    expect(within(table).getByText('Duplicate account')).toBeTruthy();
    fireEvent.click(screen.getByRole('tab', { name: 'Rules' }));
    expect(await screen.findByText('Points never expire.')).toBeTruthy();
    expect(screen.getByText('100 points = BDT 1.00.')).toBeTruthy();
  });

  it('says points are not offered when PTSYS3 is off', async () => {
    await open({}, { PTSYS3: false });
    expect(await screen.findByText('Points are not offered on this site.')).toBeTruthy();
    await waitFor(() => expect(screen.queryByTestId('points-balance')).toBeNull());
  });
});

describe('live points', () => {
  it('takes the balance of a live points event and reads the lists again, not the rules', async () => {
    const client = new QueryClient();
    client.setQueryData(pointBalanceQuery.queryKey, balance('100'));
    client.setQueryData(pointConfigQuery.queryKey, config);
    const spy = vi.spyOn(client, 'invalidateQueries');
    onPointsEvent(client, { type: 'points', balance: '112', change: '+12', kind: 'EARN' });
    expect(client.getQueryData<TPointBalance>(pointBalanceQuery.queryKey)?.balance).toBe('112');
    const [call] = spy.mock.calls;
    if (!call) throw new Error('nothing was read again');
    const { predicate } = call[0] as { predicate: (q: { queryKey: readonly unknown[] }) => boolean };
    expect(predicate({ queryKey: ['points', 'mall', 'en'] })).toBe(true);
    expect(predicate({ queryKey: ['points', 'config'] })).toBe(false);
  });
});

describe('points maths on the page', () => {
  it('finds the largest convertible amount and writes rates per 100 units', () => {
    expect(largestConvertible(2550n, config)).toBe(2500n);
    expect(largestConvertible(999n, config)).toBeNull();
    expect(pointsPer(10, 100)).toBe('1');
    expect(pointsPer(5, 100)).toBe('0.5');
    expect(pointsPer(2, 100)).toBe('0.2');
    expect(pointsPer(8, 100)).toBe('0.8');
  });
});
