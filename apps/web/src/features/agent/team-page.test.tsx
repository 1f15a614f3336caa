import { AGENT_CENTRE_ROUTES } from '@portal/contracts';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { page } from '@/test/serve';
import { figures, lastQuery, openAgentPage, teamMember } from './test-utils';

const sub = teamMember({
  id: '25',
  account: 'subagent1',
  nickname: 'Dhaka North',
  type: 2,
  isAgent: true,
  teamSize: 3,
  balance: '120000.50',
});
const player = teamMember({ id: '21', account: 'player01', lastLoginAt: null });
const deep = teamMember({
  id: '40',
  account: 'player07',
  level: 2,
  directUpline: { id: '25', account: 'subagent1' },
});

const teamPath = AGENT_CENTRE_ROUTES.team.path;

function handlers() {
  return {
    [`GET ${teamPath}`]: (url: URL) => {
      if (url.searchParams.get('under') === '25')
        return {
          ...page([deep], 1, 20),
          trail: [
            { id: '20', account: 'demo01' },
            { id: '25', account: 'subagent1' },
          ],
        };
      const keyword = url.searchParams.get('keyword');
      const list = [sub, player].filter((m) => !keyword || m.account.includes(keyword));
      return {
        ...page(list, Number(url.searchParams.get('pageNo')), 20, keyword ? list.length : 45),
        trail: [],
      };
    },
    [`GET ${teamPath}/*`]: () => ({
      member: { ...sub },
      trail: [{ id: '20', account: 'demo01' }],
      last30Days: figures({ deposits: '3000.00', validBet: '15000.00', betCount: 12, profitLoss: '-800.00' }),
      lifetime: figures({
        deposits: '90000.00',
        validBet: '450000.00',
        betCount: 300,
        profitLoss: '1200.00',
      }),
    }),
  };
}

beforeEach(() => window.localStorage.clear());
afterEach(() => vi.unstubAllGlobals());

describe('team management', () => {
  it('lists the team in a table, searches and filters from page 1, and pages', async () => {
    const { calls } = await openAgentPage('downlineManagmentView', handlers());
    const table = screen.getByRole('table', { name: 'Team management' });
    const rows = within(table).getAllByRole('row');
    expect(within(rows[1] as HTMLElement).getByRole('rowheader').textContent).toContain('subagent1');
    expect(within(rows[1] as HTMLElement).getByText('120,000.50')).toBeTruthy();
    expect(within(rows[2] as HTMLElement).getByText('Never')).toBeTruthy();
    expect(screen.getByText('45 accounts')).toBeTruthy();
    expect(lastQuery(calls, teamPath)).toEqual({
      kind: 'all',
      directOnly: 'false',
      pageNo: '1',
      pageSize: '20',
    });

    fireEvent.click(screen.getByRole('button', { name: 'Page 2' }));
    await waitFor(() => expect(lastQuery(calls, teamPath).pageNo).toBe('2'));

    fireEvent.change(screen.getByRole('combobox', { name: 'Show' }), { target: { value: 'agent' } });
    fireEvent.click(screen.getByRole('checkbox', { name: 'Direct downline only' }));
    fireEvent.change(screen.getByRole('textbox', { name: 'Account or nickname' }), {
      target: { value: 'player' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() =>
      expect(lastQuery(calls, teamPath)).toEqual({
        keyword: 'player',
        kind: 'agent',
        directOnly: 'true',
        pageNo: '1',
        pageSize: '20',
      }),
    );
    expect(await screen.findByText('1 account')).toBeTruthy();
  });

  it("drills into a sub-agent's team with a trail back, and shows a member's summary in a dialog", async () => {
    const { calls, router } = await openAgentPage('downlineManagmentView', handlers());
    fireEvent.click(screen.getByRole('button', { name: 'Open the team of subagent1' }));
    await waitFor(() => expect(lastQuery(calls, teamPath).under).toBe('25'));
    expect(router.state.location.search).toContain('under=25');
    const trail = await screen.findByRole('navigation', { name: 'Where you are in your team' });
    await waitFor(() =>
      expect(within(trail).getByText('subagent1').getAttribute('aria-current')).toBe('page'),
    );
    // The signed-in agent (demo01 in the tests) is "My team", not a step of its own.
    expect(within(trail).queryByText('demo01')).toBeNull();
    expect(await screen.findByText('player07')).toBeTruthy();
    fireEvent.click(within(trail).getByRole('button', { name: 'My team' }));
    await waitFor(() => expect(lastQuery(calls, teamPath).under).toBeUndefined());

    fireEvent.click(await screen.findByRole('button', { name: 'Summary of subagent1' }));
    const dialog = await screen.findByRole('dialog', { name: 'subagent1' });
    expect(await within(dialog).findByText('demo01 › subagent1')).toBeTruthy();
    const deposits = within(dialog).getByRole('rowheader', { name: 'Deposits' }).parentElement as HTMLElement;
    expect(within(deposits).getByText('3,000.00')).toBeTruthy();
    expect(within(deposits).getByText('90,000.00')).toBeTruthy();
    expect(within(dialog).getByText('−800.00')).toBeTruthy();
    expect(calls.some((c) => c.url.pathname === `${teamPath}/25`)).toBe(true);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('shows cards on a phone, without a balance when the brand hides it', async () => {
    await openAgentPage(
      'downlineManagmentView',
      {
        [`GET ${teamPath}`]: () => ({ ...page([{ ...player, balance: null }], 1, 20), trail: [] }),
      },
      { wide: false },
    );
    expect(screen.queryByRole('table')).toBeNull();
    const card = screen.getByText('player01').closest('li') as HTMLElement;
    expect(within(card).getByText('player01')).toBeTruthy();
    expect(within(card).queryByText('Balance')).toBeNull();
    expect(within(card).getByText('Active')).toBeTruthy();
  });
});
