import { DEFAULT_LOYALTY_SETTINGS } from '@portal/contracts';
import type { TAdminReferral } from '@portal/contracts/endpoints';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import i18next from 'i18next';
import type { ReactElement } from 'react';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import bn from '../../../locales/bn';
import en from '../../../locales/en';

/** The referral screens against a fake API: the rules, the flagged queue and a decision, the report. */
const calls: { id: string; input: unknown }[] = [];
let answer: (id: string, input: unknown) => unknown = () => null;
let permissions: string[] = [];
vi.mock('../../../lib/client', () => ({
  client: { configure: vi.fn() },
  call: vi.fn(async (route: { id: string }, input: unknown) => {
    calls.push({ id: route.id, input });
    return answer(route.id, input);
  }),
}));
vi.mock('../../../lib/session', () => ({
  useOperator: () => ({ data: { permissions } }),
  useSession: () => ({ token: 'operator-token' }),
}));

const { ReferralRulesPage, settingsOf } = await import('./rules-page');
const { ReferralsPage } = await import('./referrals-page');
const { ReferralReportPage } = await import('./report-page');

const page = <T,>(list: T[]) => ({ list, pageNum: 1, pageSize: 20, total: list.length, totalPages: 1 });
const ALL = ['loyalty.view', 'loyalty.manage', 'loyalty.review'];

async function renderIt(element: ReactElement, lng = 'en') {
  const i18n = i18next.createInstance();
  await i18n.use(initReactI18next).init({
    resources: { en: { translation: en }, bn: { translation: bn } },
    lng,
    interpolation: { escapeValue: false },
  });
  const router = createMemoryRouter([{ path: '*', element }], { initialEntries: ['/'] });
  render(
    <I18nextProvider i18n={i18n}>
      <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
        <RouterProvider router={router} />
      </QueryClientProvider>
    </I18nextProvider>,
  );
}

const sent = (id: string) => calls.filter((c) => c.id === id).map((c) => c.input as Record<string, unknown>);

const settingsView = () => ({
  settings: DEFAULT_LOYALTY_SETTINGS.referral,
  currency: 'BDT',
  currencyExponent: 2,
});

const flagged = (over: Partial<TAdminReferral> = {}): TAdminReferral => ({
  id: '7',
  referrer: 'demo01',
  referee: 'newbie01',
  state: 'FLAGGED',
  registeredAt: '2026-11-20T10:00:00Z',
  expiresAt: '2026-12-20T10:00:00Z',
  deposit: '500.00',
  depositAt: '2026-11-20T11:00:00Z',
  validBet: '1200.00',
  qualifiedAt: '2026-11-21T10:00:00Z',
  flags: [{ flag: 'SAME_IP', value: '203.0.113.9' }],
  rewardKind: null,
  reward: null,
  rewardedAt: null,
  decidedBy: null,
  decidedAt: null,
  decisionNote: null,
  ...over,
});

beforeEach(() => {
  calls.length = 0;
  permissions = ALL;
});

describe('referral rules', () => {
  it('shows the rules in money, previews the sentence and saves only the referral part', async () => {
    answer = (id, input) =>
      id === 'adminReferral.setSettings'
        ? { ...settingsView(), settings: (input as { body: unknown }).body }
        : settingsView();
    await renderIt(<ReferralRulesPage />);
    const deposit = await screen.findByLabelText('Least single deposit (BDT)');
    expect((deposit as HTMLInputElement).value).toBe('500.00');
    fireEvent.change(deposit, { target: { value: '800' } });
    fireEvent.change(screen.getByLabelText('Paid as'), { target: { value: 'BONUS' } });
    fireEvent.change(screen.getByLabelText('Bonus wagering (× the bonus)'), { target: { value: '3' } });
    expect(screen.getByRole('status').textContent).toContain(
      'when they deposit at least BDT 800.00 and reach a valid bet of BDT 1,000.00 within 30 days, you get BDT 100.00',
    );
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(sent('adminReferral.setSettings')).toHaveLength(1));
    expect(sent('adminReferral.setSettings')[0]?.body).toEqual({
      ...DEFAULT_LOYALTY_SETTINGS.referral,
      minDepositMinor: 80_000,
      rewardKind: 'BONUS',
      rewardWagerMultiple: 3,
    });
    expect(await screen.findByText('Saved.')).toBeTruthy();
  });

  it('refuses figures that are not amounts, and a role without loyalty.manage only reads', async () => {
    expect(
      settingsOf(
        {
          enabled: true,
          minDeposit: '-1',
          minValidBet: '0',
          windowDays: '30',
          rewardKind: 'CASH',
          rewardAmount: '100',
          rewardWagerMultiple: '0',
          monthlyCap: '0',
        },
        2,
      ),
    ).toBeNull();
    permissions = ['loyalty.view'];
    answer = () => settingsView();
    await renderIt(<ReferralRulesPage />);
    expect(await screen.findByText('Your role can read these but not change them.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Save' })).toBeNull();
  });
});

describe('the flagged queue', () => {
  it('lists flagged referrals with what matched, and approves one with a note', async () => {
    answer = (id) => (id === 'adminReferral.list' ? page([flagged()]) : flagged({ state: 'REWARDED' }));
    await renderIt(<ReferralsPage />);
    const table = await screen.findByRole('table', { name: 'Referrals' });
    expect(within(table).getByText('newbie01')).toBeTruthy();
    expect(within(table).getByText('Same address: 203.0.113.9')).toBeTruthy();
    expect(sent('adminReferral.list')[0]?.query).toMatchObject({ state: 'FLAGGED' });
    fireEvent.click(within(table).getByRole('button', { name: 'Approve: newbie01' }));
    const dialog = await screen.findByRole('dialog', { name: 'Approve the referral of newbie01' });
    expect(within(dialog).getByText('demo01 is paid the reward now, once.')).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Approve' }));
    expect(await within(dialog).findByText('Write a note of at least 3 characters.')).toBeTruthy();
    fireEvent.change(within(dialog).getByLabelText('Note (kept in the audit log)'), {
      target: { value: 'Brothers, checked' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Approve' }));
    await waitFor(() => expect(sent('adminReferral.decide')).toHaveLength(1));
    expect(sent('adminReferral.decide')[0]).toMatchObject({
      params: { id: '7' },
      body: { decision: 'APPROVE', note: 'Brothers, checked' },
    });
  });

  it('shows no decision buttons without loyalty.review', async () => {
    permissions = ['loyalty.view'];
    answer = () => page([flagged()]);
    await renderIt(<ReferralsPage />);
    const table = await screen.findByRole('table', { name: 'Referrals' });
    expect(within(table).queryByRole('button', { name: /Approve/ })).toBeNull();
  });
});

describe('the report', () => {
  it('shows the figures, the cost and the top referrers, in Bengali too', async () => {
    answer = () => ({
      from: '2026-11-01',
      to: '2026-11-30',
      currency: 'BDT',
      registered: 12,
      qualified: 5,
      rewarded: 4,
      flagged: 1,
      cash: '400.00',
      bonus: '0.00',
      points: '0',
      cost: '400.00',
      top: [{ account: 'demo01', registered: 6, rewarded: 3, money: '300.00', points: '0' }],
    });
    await renderIt(<ReferralReportPage />, 'bn');
    expect(await screen.findByText('খরচ (নগদ + বোনাস)')).toBeTruthy();
    expect(screen.getByText('খরচ (নগদ + বোনাস)').nextElementSibling?.textContent).toBe('BDT 400.00');
    const top = screen.getByRole('table', { name: 'শীর্ষ রেফারার' });
    expect(within(top).getByText('demo01')).toBeTruthy();
  });
});
