import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import i18n from 'i18next';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import en from '../locales/en';

let permissions: string[] = [];
const day = (figures: Record<string, unknown>) => ({
  registrations: 0,
  firstDeposits: 0,
  firstDepositAmount: '0',
  deposits: 0,
  depositAmount: '0',
  withdrawals: 0,
  withdrawalAmount: '0',
  bets: 0,
  stake: '0',
  payout: '0',
  ggr: '0',
  ngr: '0',
  activePlayers: 0,
  ...figures,
});
const dashboard = {
  currency: 'BDT',
  currencyExponent: 2,
  timeZone: 'UTC',
  utcOffsetMinutes: 0,
  today: {
    day: '2031-03-02',
    figures: day({ registrations: 3, depositAmount: '123450', deposits: 2, ggr: '-500' }),
  },
  period: { from: '2031-03-01', to: '2031-03-02', figures: day({ registrations: 5 }) },
  days: [
    { day: '2031-03-01', figures: day({ registrations: 2 }) },
    { day: '2031-03-02', figures: day({ registrations: 3 }) },
  ],
  queues: { depositsAwaitingReview: 4, withdrawalsPending: 0, withdrawalsDisputed: 1, feedbackOpen: 2 },
};
vi.mock('../lib/client', () => ({ call: vi.fn(async () => dashboard), client: { configure: vi.fn() } }));
vi.mock('../lib/session', () => ({
  useOperator: () => ({ data: { permissions, merchant: 'TIGER' } }),
  useSession: () => ({ token: 't' }),
}));
const { LandingPage } = await import('./dashboard');

beforeAll(async () => {
  await i18n.use(initReactI18next).init({
    resources: { en: { translation: en } },
    lng: 'en',
    interpolation: { escapeValue: false },
  });
});

function show() {
  const router = createMemoryRouter(
    [
      { path: '/', element: <LandingPage /> },
      { path: '/account', element: <h1>My account</h1> },
    ],
    { initialEntries: ['/'] },
  );
  render(
    <I18nextProvider i18n={i18n}>
      <QueryClientProvider client={new QueryClient()}>
        <RouterProvider router={router} />
      </QueryClientProvider>
    </I18nextProvider>,
  );
}

describe('the landing screen', () => {
  it('is the dashboard for an operator with dashboard.view: figures, money in the currency, queues', async () => {
    permissions = ['dashboard.view', 'payments.view'];
    show();
    expect(await screen.findByRole('heading', { name: 'Dashboard', level: 1 })).toBeTruthy();
    const today = screen.getByTestId('today-figures');
    expect(within(today).getByText('BDT 1,234.50')).toBeTruthy();
    expect(within(today).getByText('BDT -5.00')).toBeTruthy();
    // Queues: links where the role may open the screen, plain counts where not (feedback).
    expect(screen.getByRole('link', { name: /4\s*Deposits to review/ }).getAttribute('href')).toBe(
      '/deposits?status=AWAITING_REVIEW',
    );
    expect(screen.getByRole('link', { name: /1\s*Disputed withdrawals/ }).getAttribute('href')).toBe(
      '/withdrawals?status=DISPUTED',
    );
    expect(screen.queryByRole('link', { name: /Unhandled feedback/ })).toBeNull();
    expect(screen.getByText('Unhandled feedback')).toBeTruthy();
    expect(screen.getByRole('figure', { name: 'Registrations per day' })).toBeTruthy();
  });

  it('sends an operator without dashboard.view to their account', async () => {
    permissions = ['content.view'];
    show();
    expect(await screen.findByRole('heading', { name: 'My account', level: 1 })).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'Dashboard' })).toBeNull();
  });
});
