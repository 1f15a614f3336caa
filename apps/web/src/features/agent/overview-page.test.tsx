import { AGENT_CENTRE_ROUTES } from '@portal/contracts';
import type { TTeamOverview } from '@portal/contracts/endpoints';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { figures, lastQuery, openAgentPage } from './test-utils';

const overview = (days: number): TTeamOverview => ({
  currency: 'BDT',
  exponent: 2,
  teamSize: 12,
  directDownline: 4,
  agents: 2,
  periods: {
    today: figures({ newMembers: 1, depositCount: 2, deposits: '1500.00', profitLoss: '-250.50' }),
    yesterday: figures({ newMembers: 3, deposits: '0.00' }),
    thisWeek: figures({
      newMembers: 5,
      depositCount: 9,
      deposits: '123456.78',
      validBet: '9800.00',
      betCount: 41,
    }),
    thisMonth: figures({ newMembers: 8, withdrawals: '2000.00', withdrawalCount: 1 }),
  },
  series: Array.from({ length: days }, (_, i) => ({
    day: `2026-03-${String(i + 1).padStart(2, '0')}`,
    ...figures({ deposits: String(100 * i), withdrawals: '10.00', newMembers: i % 3 }),
  })),
});

beforeEach(() => {
  window.localStorage.clear();
  window.sessionStorage.clear();
});
afterEach(() => vi.unstubAllGlobals());

describe('team overview', () => {
  it("shows the team's size and each period's figures, and asks for the chart's days in the viewer's clock", async () => {
    const { calls } = await openAgentPage('agentTeamOverview', {
      [`GET ${AGENT_CENTRE_ROUTES.overview.path}`]: (url) => overview(Number(url.searchParams.get('days'))),
    });
    // The rest of the agent menu (spec): deposit, withdraw, platform messages, customer service.
    const shortcuts = screen.getByRole('navigation', { name: 'Agent shortcuts' });
    expect(within(shortcuts).getByRole('link', { name: 'Deposit' }).getAttribute('href')).toBe(
      '/member?page=depositv2',
    );
    expect(within(shortcuts).getByRole('link', { name: 'Withdraw' }).getAttribute('href')).toBe(
      '/member?page=withdraw',
    );
    expect(within(shortcuts).getByRole('link', { name: 'Platform messages' }).getAttribute('href')).toBe(
      '/member?page=messageV2',
    );
    expect(within(shortcuts).getByRole('button', { name: 'Customer service' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Team transfer' }).getAttribute('href')).toBe(
      '/agentHome?page=transferUpline',
    );
    const size = await screen.findByText('Team size');
    expect(size.nextElementSibling?.textContent).toBe('12');
    expect(screen.getByText('Direct downline').nextElementSibling?.textContent).toBe('4');
    expect(lastQuery(calls, AGENT_CENTRE_ROUTES.overview.path)).toEqual({
      days: '30',
      utcOffset: String(-new Date().getTimezoneOffset()),
    });

    // Today first: deposits with separators and two decimals, a signed loss.
    const panel = screen.getByRole('tabpanel');
    expect(within(panel).getByText('Deposits').nextElementSibling?.textContent).toContain('1,500.00');
    expect(within(panel).getByText('Team profit/loss').nextElementSibling?.textContent).toBe('−250.50');

    fireEvent.click(screen.getByRole('tab', { name: 'This week' }));
    expect(screen.getByRole('tab', { name: 'This week' }).getAttribute('aria-selected')).toBe('true');
    const week = screen.getByRole('tabpanel');
    expect(within(week).getByText('Deposits').nextElementSibling?.textContent).toContain('123,456.78');
    expect(within(week).getByText('41 bets')).toBeTruthy();

    // The chart: a named figure with its numbers as a table, for 7 days when asked.
    expect(screen.getByRole('figure', { name: 'Deposits and withdrawals' })).toBeTruthy();
    expect(screen.getAllByRole('row')).toHaveLength(31);
    fireEvent.click(screen.getByRole('button', { name: '7 days' }));
    await waitFor(() => expect(lastQuery(calls, AGENT_CENTRE_ROUTES.overview.path).days).toBe('7'));
    await waitFor(() => expect(screen.getAllByRole('row')).toHaveLength(8));
    fireEvent.click(screen.getByRole('button', { name: 'New and active members' }));
    expect(screen.getByRole('figure', { name: 'New and active members' })).toBeTruthy();
    expect(screen.getByRole('columnheader', { name: 'New members' })).toBeTruthy();
  });

  it('offers a retry when the overview cannot be loaded', async () => {
    let fail = true;
    await openAgentPage('agentTeamOverview', {
      [`GET ${AGENT_CENTRE_ROUTES.overview.path}`]: () => (fail ? new Error('INTERNAL_ERROR') : overview(30)),
    });
    const retry = await screen.findByRole('button', { name: 'Try again' });
    fail = false;
    fireEvent.click(retry);
    expect(await screen.findByText('Team size')).toBeTruthy();
  });
});
