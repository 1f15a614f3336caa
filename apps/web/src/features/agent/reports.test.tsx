import { AGENT_CENTRE_ROUTES } from '@portal/contracts';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { formatDay } from '@/lib/format';
import { page } from '@/test/serve';
import { lastQuery, openAgentPage } from './test-utils';

/** Local midnight of the day `days` from today, as the viewer's offset writes it. */
function localMidnight(days: number): string {
  const now = new Date();
  const d = new Date(now.getFullYear(), now.getMonth(), now.getDate() + days);
  const offset = -d.getTimezoneOffset();
  const pad = (n: number) => String(Math.abs(n)).padStart(2, '0');
  return `${formatDay(d)}T00:00:00${offset >= 0 ? '+' : '-'}${pad(Math.trunc(offset / 60))}:${pad(offset % 60)}`;
}

beforeEach(() => window.localStorage.clear());
afterEach(() => vi.unstubAllGlobals());

describe('team betting', () => {
  const bet = {
    id: '900',
    account: 'player02',
    vendorCode: 'RLV',
    gameName: 'Lightning Roulette',
    category: 'LIVE',
    stake: '1000.00',
    validBet: '1000.00',
    payout: '0.00',
    profitLoss: '-1000.00',
    status: 'SETTLED' as const,
    placedAt: '2026-03-14T09:00:00.000Z',
    settledAt: '2026-03-14T09:01:00.000Z',
  };
  const totals = {
    betCount: 31,
    stake: '25000.00',
    validBet: '24000.00',
    payout: '20000.00',
    profitLoss: '-5000.00',
  };

  it('asks for the previous 7 days of the viewer, filters by member, game type and vendor, and shows totals', async () => {
    const path = AGENT_CENTRE_ROUTES.teamBets.path;
    const { calls } = await openAgentPage('personalHistoryCopy', {
      [`GET ${path}`]: () => ({ ...page([bet], 1, 20, 31), totals }),
    });
    expect(lastQuery(calls, path)).toEqual({
      from: localMidnight(-6),
      to: localMidnight(1),
      pageNo: '1',
      pageSize: '20',
    });
    const table = screen.getByRole('table', { name: 'Team betting' });
    expect(within(table).getByText('Lightning Roulette')).toBeTruthy();
    expect(within(table).getByText('Live Casino · RLV')).toBeTruthy();
    const footer = within(table).getByRole('rowheader', { name: 'Totals of 31 bets' })
      .parentElement as HTMLElement;
    expect(within(footer).getByText('25,000.00')).toBeTruthy();
    expect(within(footer).getByText('−5,000.00')).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Page 2' }));
    await waitFor(() => expect(lastQuery(calls, path).pageNo).toBe('2'));
    fireEvent.change(screen.getByRole('combobox', { name: 'Game type' }), { target: { value: 'LIVE' } });
    fireEvent.change(screen.getByRole('combobox', { name: 'Vendor' }), { target: { value: 'RLV' } });
    fireEvent.change(screen.getByRole('textbox', { name: /Member account/ }), {
      target: { value: 'Player02 ' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Apply filters' }));
    await waitFor(() =>
      expect(lastQuery(calls, path)).toMatchObject({
        account: 'player02',
        category: 'LIVE',
        vendor: 'RLV',
        pageNo: '1',
      }),
    );
    fireEvent.click(screen.getByRole('button', { name: 'Previous 30 days' }));
    await waitFor(() => expect(lastQuery(calls, path).from).toBe(localMidnight(-29)));
  });

  it('says so when the period has no bets', async () => {
    await openAgentPage('personalHistoryCopy', {
      [`GET ${AGENT_CENTRE_ROUTES.teamBets.path}`]: () => ({
        ...page([], 1, 20),
        totals: { betCount: 0, stake: '0.00', validBet: '0.00', payout: '0.00', profitLoss: '0.00' },
      }),
    });
    expect(screen.getByText('No team bets in this period')).toBeTruthy();
  });
});

describe('user loss', () => {
  it("lists each member's result with totals and sorts by a column", async () => {
    const path = AGENT_CENTRE_ROUTES.userLoss.path;
    const row = {
      id: '21',
      account: 'player01',
      nickname: 'Rafi',
      level: 1,
      isAgent: false,
      betCount: 12,
      validBet: '15000.00',
      profitLoss: '-2500.25',
      deposits: '5000.00',
      withdrawals: '0.00',
    };
    const { calls } = await openAgentPage('palStatementsAgentCopy', {
      [`GET ${path}`]: () => ({
        ...page([row], 1, 20),
        totals: {
          members: 1,
          betCount: 12,
          validBet: '15000.00',
          profitLoss: '-2500.25',
          deposits: '5000.00',
          withdrawals: '0.00',
        },
      }),
    });
    expect(lastQuery(calls, path)).toMatchObject({ sort: 'profitLoss', order: 'asc' });
    const table = screen.getByRole('table', { name: 'User loss' });
    expect(within(table).getAllByText('−2,500.25')).toHaveLength(2);
    expect(within(table).getByText('Totals of 1 member')).toBeTruthy();
    fireEvent.click(within(table).getByRole('button', { name: 'Sort by Valid bet, lowest first' }));
    await waitFor(() => expect(lastQuery(calls, path)).toMatchObject({ sort: 'validBet', order: 'asc' }));
    fireEvent.click(
      await within(table).findByRole('button', {
        name: 'Valid bet, sorted lowest first; sort highest first',
      }),
    );
    await waitFor(() => expect(lastQuery(calls, path)).toMatchObject({ sort: 'validBet', order: 'desc' }));
    // The sorted column says so to assistive technology; the others are sortable, not sorted.
    await waitFor(() =>
      expect(
        within(table)
          .getByRole('columnheader', { name: /Valid bet/ })
          .getAttribute('aria-sort'),
      ).toBe('descending'),
    );
    expect(
      within(table)
        .getByRole('columnheader', { name: /Deposits/ })
        .getAttribute('aria-sort'),
    ).toBe('none');
  });
});

describe('my income', () => {
  const path = AGENT_CENTRE_ROUTES.income.path;

  it('explains that income comes from contracts when there is none', async () => {
    const { calls } = await openAgentPage('agentRevenueReport', {
      [`GET ${path}`]: () => ({ days: [], totals: [], total: '0.00' }),
    });
    expect(screen.getByText('No income in this period')).toBeTruthy();
    expect(screen.getByText(/paid by your agent contract/)).toBeTruthy();
    expect(lastQuery(calls, path).utcOffset).toBe(String(-new Date().getTimezoneOffset()));
  });

  it('shows income per day and kind with totals', async () => {
    await openAgentPage('agentRevenueReport', {
      [`GET ${path}`]: () => ({
        days: [
          { day: '2026-03-13', kind: 'COMMISSION', amount: '1250.00' },
          { day: '2026-03-14', kind: 'DAILY_SALARY', amount: '300.00' },
        ],
        totals: [
          { kind: 'COMMISSION', amount: '1250.00' },
          { kind: 'DAILY_SALARY', amount: '300.00' },
        ],
        total: '1550.00',
      }),
    });
    const table = screen.getByRole('table', { name: 'My income' });
    expect(within(table).getByText('Commission')).toBeTruthy();
    expect(within(table).getByText('Daily salary')).toBeTruthy();
    expect(within(table).getByText('1,550.00')).toBeTruthy();
    const totals = screen.getByRole('region', { name: 'Income in this period' });
    expect(within(totals).getByText('Total income').nextElementSibling?.textContent).toContain('1,550.00');
  });
});

describe('account details', () => {
  it("lists the team's money movements, signed, filtered by kind", async () => {
    const path = AGENT_CENTRE_ROUTES.transactions.path;
    const { calls } = await openAgentPage('agentDownlineTransactionDetailsCopy', {
      [`GET ${path}`]: () =>
        page(
          [
            {
              id: '7',
              account: 'player03',
              kind: 'WITHDRAWAL',
              amount: '-700.00',
              status: 'PENDING',
              detail: 'City Bank •••• 4321',
              at: '2026-03-14T09:00:00.000Z',
            },
            {
              id: '8',
              account: 'player01',
              kind: 'DEPOSIT',
              amount: '1000.00',
              status: 'CREDITED',
              detail: '',
              at: '2026-03-14T08:00:00.000Z',
            },
          ],
          1,
          20,
        ),
    });
    const table = screen.getByRole('table', { name: 'Account details' });
    expect(within(table).getByText('−700.00')).toBeTruthy();
    expect(within(table).getByText('+1,000.00')).toBeTruthy();
    expect(within(table).getByText('Pending')).toBeTruthy();
    expect(within(table).getByText('Credited')).toBeTruthy();
    fireEvent.change(screen.getByRole('combobox', { name: 'Kind' }), { target: { value: 'TRANSFER' } });
    await waitFor(() => expect(lastQuery(calls, path)).toMatchObject({ kind: 'TRANSFER', pageNo: '1' }));
  });
});
