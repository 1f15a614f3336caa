import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, within } from '@testing-library/react';
import i18n from 'i18next';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import en from '../locales/en';

const page = {
  list: [
    {
      id: '42',
      from: { id: '7', account: 'agent01' },
      to: { id: '9', account: 'player01' },
      relation: 'DOWNLINE',
      amount: '12000.50',
      remark: 'float',
      ledgerTransactionId: '501',
      requestId: 'req-12345678',
      createdAt: '2031-03-02T10:00:00.000Z',
    },
  ],
  pageNum: 1,
  pageSize: 25,
  total: 1,
  totalPages: 1,
  currency: 'BDT',
  exponent: 2,
  totalAmount: '12000.50',
};
const call = vi.fn(async (_route: unknown, _input: { query: Record<string, unknown> }) => page);
vi.mock('../lib/client', () => ({ call, client: { configure: vi.fn() } }));
const { AgentTransfersPage } = await import('./agent-transfers');

beforeAll(async () => {
  await i18n.use(initReactI18next).init({
    resources: { en: { translation: en } },
    lng: 'en',
    interpolation: { escapeValue: false },
  });
});
beforeEach(() => call.mockClear());

function show(entry: string) {
  const router = createMemoryRouter([{ path: '/agent-transfers', element: <AgentTransfersPage /> }], {
    initialEntries: [entry],
  });
  render(
    <I18nextProvider i18n={i18n}>
      <QueryClientProvider client={new QueryClient()}>
        <RouterProvider router={router} />
      </QueryClientProvider>
    </I18nextProvider>,
  );
  return router;
}

describe('the agent transfers screen', () => {
  it("lists the period's transfers with their total, asking for the account given", async () => {
    show('/agent-transfers?from=2031-03-01&to=2031-03-02&account=player01');
    expect(await screen.findByRole('heading', { name: 'Agent transfers', level: 1 })).toBeTruthy();
    expect(await screen.findByText('1 transfer, 12,000.50 BDT in total')).toBeTruthy();
    const table = screen.getByRole('table', { name: 'Agent transfers' });
    const row = within(table).getAllByRole('row')[1] as HTMLElement;
    expect(within(row).getByRole('link', { name: 'agent01' }).getAttribute('href')).toBe('/members/7');
    expect(within(row).getByText('Direct downline')).toBeTruthy();
    expect(within(row).getByText('12,000.50')).toBeTruthy();
    const query = call.mock.calls[0]?.[1].query as Record<string, unknown>;
    expect(query).toMatchObject({ account: 'player01', pageNo: 1 });
    // The two local days, both included: from the first's start to the day after the second.
    expect(Date.parse(query.to as string) - Date.parse(query.from as string)).toBe(2 * 86_400_000);
  });

  it('asks nothing for a period longer than the records allow, and says why', async () => {
    show('/agent-transfers?from=2031-01-01&to=2031-06-01');
    expect(await screen.findByText('Choose a period of at most 92 days.')).toBeTruthy();
    expect(call).not.toHaveBeenCalled();
  });

  it('puts the filters in the address', async () => {
    const router = show('/agent-transfers?from=2031-03-01&to=2031-03-02');
    await screen.findByText('1 transfer, 12,000.50 BDT in total');
    fireEvent.change(screen.getByLabelText('Account (sender or recipient)'), {
      target: { value: 'agent01' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Apply' }));
    expect(router.state.location.search).toContain('account=agent01');
  });
});
