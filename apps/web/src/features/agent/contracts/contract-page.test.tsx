import { AGENT_CONTRACT_ROUTES, buildWhitelabelTree, FEATURE_FLAGS, type FlagSet } from '@portal/contracts';
import type { TBillDetail, TContractPreview } from '@portal/contracts/endpoints';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { testConfig } from '@/test/fixtures';
import { bodyOf, type Handler, page } from '@/test/serve';
import { lastQuery, openAgentPage, UUID } from '../test-utils';
import { bill, contract, contractPage, info, tier } from './fixtures';

const R = AGENT_CONTRACT_ROUTES;
const path = (route: { path: string }, id: string) => route.path.replace(':id', id);

function handlers(extra: Record<string, Handler> = {}, pageChange = {}) {
  return {
    [`GET ${R.info.path}`]: () => info(),
    [`GET ${R.page.path}`]: () => contractPage(pageChange),
    [`GET ${R.bills.path}`]: () => ({
      ...page([], 1, 20),
      totals: { amount: '0.00', paid: '0.00', count: 0 },
    }),
    ...extra,
  };
}

/** Lower terms than my contract (0.3 %, then 0.4 % from 50,000): a downline contract paying 0.5 % there exceeds them. */
const offer = contract({
  id: '777',
  state: 'OFFERED',
  replacesId: '501',
  decidedAt: null,
  effectiveFrom: null,
  tiers: [tier('10000.00', 3, 30), tier('50000.00', 5, 40)],
});
const downline = contract({
  id: '601',
  upline: { id: '20', account: 'agent01', nickname: null },
  agent: { id: '30', account: 'subagent01', nickname: 'Sub One' },
  tiers: [tier('10000.00', 3, 30), tier('50000.00', 5, 50)],
});

beforeEach(() => window.localStorage.clear());
afterEach(() => vi.unstubAllGlobals());

describe('the agent centre menu', () => {
  it('shows a contract page for each type the consolidated info turns on', async () => {
    const { calls } = await openAgentPage('agentAnnouncement', {
      [`GET ${R.info.path}`]: () =>
        info({
          enableCt: true,
          salary: true,
          dailySalary: false,
          hourSalary: false,
          contracthoursalreq: 'OFFERED',
        }),
    });
    const menu = screen.getByRole('navigation', { name: 'Agent centre pages' });
    expect(await within(menu).findByRole('link', { name: 'Dividend' })).toBeTruthy();
    expect(within(menu).getByRole('link', { name: 'Real-time salary' })).toBeTruthy();
    // An offer of the type waits: its page shows so it can be answered there.
    expect(within(menu).getByRole('link', { name: 'Hourly salary' })).toBeTruthy();
    expect(within(menu).queryByRole('link', { name: 'Daily salary' })).toBeNull();
    expect(calls.filter((c) => c.url.pathname === R.info.path)).toHaveLength(1);
  });

  it('asks nothing about contracts while AGENTPOLICY3 is off, and shows no contract page', async () => {
    const flags = Object.fromEntries(FEATURE_FLAGS.map((f) => [f, f !== 'AGENTPOLICY3'])) as FlagSet;
    const { calls } = await openAgentPage(
      'agentDailyWages2',
      { [`GET ${R.info.path}`]: () => info() },
      { config: testConfig({ whitelabel: buildWhitelabelTree(flags) }) },
    );
    const menu = screen.getByRole('navigation', { name: 'Agent centre pages' });
    expect(within(menu).queryByRole('link', { name: 'Daily salary' })).toBeNull();
    // The address of a hidden page falls back to the first page.
    expect(screen.getByRole('heading', { level: 2, name: 'Announcements' })).toBeTruthy();
    expect(calls.some((c) => c.url.pathname.startsWith('/wps/agent/contracts'))).toBe(false);
  });
});

describe('a contract page', () => {
  it('shows my contract in effect: who pays, the period, the mode in words with an example, the tiers', async () => {
    await openAgentPage('agentDailyWages2', handlers());
    const mine = screen.getByRole('region', { name: 'My contract in effect' });
    expect(within(mine).getByText('boss01 (Big Boss)')).toBeTruthy();
    expect(within(mine).getByText('Daily')).toBeTruthy();
    expect(within(mine).getByText(/^Fixed: the whole amount/)).toBeTruthy();
    // Halfway into tier 2 (125,000.00 at 0.5 %), as the settlement computes it.
    expect(within(mine).getByText('Example: on BDT 125,000.00 this contract pays BDT 625.00.')).toBeTruthy();
    const tiers = within(mine).getByRole('table', { name: 'Tiers of the Daily salary contract' });
    expect(within(tiers).getAllByRole('row')).toHaveLength(5);
    expect(within(tiers).getByText('0.3%')).toBeTruthy();
    expect(within(tiers).getByText('500,000.00')).toBeTruthy();
    // A salary asks no least valid bet: no such column.
    expect(within(tiers).queryByText('Least team valid bet')).toBeNull();
  });

  it('accepts an offer, and when it would end a downline contract shows which one and sends again with agreeCascade', async () => {
    let answers = 0;
    const { calls } = await openAgentPage(
      'agentDailyWages2',
      handlers(
        {
          [`POST ${R.processDailySalary.path}`]: () =>
            ++answers === 1
              ? new Error('CONTRACT_CASCADE_CONFIRM')
              : { contract: { ...offer, state: 'VALID' }, ended: [] },
        },
        { offer, downline: [downline] },
      ),
    );
    const waiting = screen.getByRole('region', { name: 'An offer waiting for my answer' });
    expect(within(waiting).getByText(/Accepting ends 1 contract you gave your downline/)).toBeTruthy();
    fireEvent.click(within(waiting).getByRole('button', { name: 'Accept' }));
    const dialog = await screen.findByRole('dialog', { name: 'Accept the Daily salary contract?' });
    // The offer replaces my contract in effect, and says so.
    expect(within(dialog).getByText(/and replace the contract you have now\.$/)).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Accept' }));
    expect(await within(dialog).findByText(/These contracts you gave your downline pay more/)).toBeTruthy();
    expect(within(dialog).getByText('subagent01')).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'End them and accept' }));
    expect(
      await screen.findByText('You accepted the Daily salary contract. It is in effect from now on.'),
    ).toBeTruthy();
    const sent = calls.filter((c) => c.url.pathname === R.processDailySalary.path);
    expect(sent.map(bodyOf)).toEqual([
      { contractId: '777', action: 'ACCEPT', agreeCascade: false },
      { contractId: '777', action: 'ACCEPT', agreeCascade: true },
    ]);
    expect(calls.some((c) => c.url.pathname === R.processDividend.path)).toBe(false);
  });

  it('rejects an offer through its own type’s call, and terminates my contract after saying what ends with it', async () => {
    const { calls } = await openAgentPage(
      'agentDailyWages2',
      handlers(
        { [`POST ${R.processDailySalary.path}`]: () => ({ contract: offer, ended: [] }) },
        { offer, downline: [downline] },
      ),
    );
    fireEvent.click(
      within(screen.getByRole('region', { name: 'An offer waiting for my answer' })).getByRole('button', {
        name: 'Reject',
      }),
    );
    let dialog = await screen.findByRole('dialog', { name: 'Reject the Daily salary offer?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Reject' }));
    expect(await screen.findByText('You rejected the Daily salary offer.')).toBeTruthy();

    fireEvent.click(
      within(screen.getByRole('region', { name: 'My contract in effect' })).getByRole('button', {
        name: 'Terminate',
      }),
    );
    dialog = await screen.findByRole('dialog', { name: 'Terminate my Daily salary contract?' });
    expect(within(dialog).getByText('It also ends 1 contract you gave your downline:')).toBeTruthy();
    expect(within(dialog).getByText('subagent01')).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Terminate' }));
    expect(await screen.findByText('Your Daily salary contract is terminated.')).toBeTruthy();
    expect(calls.filter((c) => c.url.pathname === R.processDailySalary.path).map(bodyOf)).toEqual([
      { contractId: '777', action: 'REJECT', agreeCascade: false },
      { contractId: '501', action: 'TERMINATE', agreeCascade: false },
    ]);
  });

  it('lists the contracts I gave my downline and withdraws an unanswered offer after asking', async () => {
    const pending = contract({
      ...downline,
      id: '602',
      state: 'OFFERED',
      effectiveFrom: null,
      agent: { id: '31', account: 'subagent02', nickname: null },
    });
    const { calls } = await openAgentPage(
      'agentDailyWages2',
      handlers(
        { [`DELETE ${path(R.withdraw, '602')}`]: () => ({ ...pending, state: 'TERMINATED' }) },
        {
          downline: [downline, pending],
        },
      ),
    );
    const section = screen.getByRole('region', { name: 'Contracts I gave my downline' });
    expect(within(section).getAllByText('0.3% – 0.5%')).toHaveLength(2);
    expect(within(section).queryByRole('button', { name: 'Withdraw the offer to subagent01' })).toBeNull();
    fireEvent.click(within(section).getByRole('button', { name: 'Withdraw the offer to subagent02' }));
    const dialog = await screen.findByRole('dialog', { name: 'Withdraw the offer to subagent02?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Withdraw' }));
    expect(await screen.findByText('The offer to subagent02 is withdrawn.')).toBeTruthy();
    expect(calls.some((c) => c.init.method === 'DELETE' && c.url.pathname === path(R.withdraw, '602'))).toBe(
      true,
    );
  });
});

describe('offering a contract', () => {
  const preview: TContractPreview = {
    period: { key: '2026-11-24', start: '2026-11-23T18:00:00.000Z', end: '2026-11-24T18:00:00.000Z' },
    figures: {
      basis: '60000.00',
      validBet: '60000.00',
      activeMembers: 6,
      teamProfitLoss: '-2000.00',
      carriedIn: '0.00',
      carryOut: '0.00',
    },
    tier: 1,
    amount: '240.00',
    slices: [{ tier: 1, base: '60000.00', rateBps: 40, amount: '240.00' }],
    cascade: [{ contractId: '700', account: 'member-agent', type: 'DAILY_SALARY' }],
  };

  it('checks the tiers as they are typed, previews them on the last period, shows the server’s field error and resends with the same request id', async () => {
    let offers = 0;
    const { calls } = await openAgentPage(
      'agentDailyWages2',
      handlers({
        [`POST ${R.preview.path}`]: () => preview,
        [`POST ${R.offer.path}`]: () =>
          ++offers === 1
            ? new Error('VALIDATION_ERROR|[{"field":"tiers.1.rateBps","message":"Not this rate."}]')
            : contract({
                id: '801',
                state: 'OFFERED',
                agent: { id: '30', account: 'subagent01', nickname: null },
              }),
      }),
    );
    fireEvent.click(screen.getByRole('button', { name: 'Offer a contract' }));
    const dialog = await screen.findByRole('dialog', { name: 'Offer a Daily salary contract' });
    const send = () => fireEvent.click(within(dialog).getByRole('button', { name: 'Send the offer' }));
    send();
    expect(within(dialog).getByText('Choose who the offer is for.')).toBeTruthy();
    fireEvent.change(within(dialog).getByRole('combobox', { name: 'Agent directly under me' }), {
      target: { value: 'subagent01' },
    });

    // The editor starts from my own tiers; tier 2's rate above mine is refused at its box.
    const tier2 = within(dialog).getByRole('group', { name: 'Tier 2' });
    const rate2 = within(tier2).getByRole('textbox', { name: 'Rate (%)' });
    expect((rate2 as HTMLInputElement).value).toBe('0.5');
    expect(within(tier2).getByText('Mine here: 0.5%')).toBeTruthy();
    fireEvent.change(rate2, { target: { value: '0.6' } });
    expect(
      within(tier2).getByText('This pays 0.6%, more than your own contract pays here (0.5%).'),
    ).toBeTruthy();
    expect(within(dialog).getByText('Correct the tiers first.')).toBeTruthy();
    expect(
      (within(dialog).getByRole('button', { name: 'Check on the last period' }) as HTMLButtonElement)
        .disabled,
    ).toBe(true);
    fireEvent.change(rate2, { target: { value: '0.4' } });
    // The example pays 125,000.00 at tier 2's 0.4 %.
    expect(within(dialog).getByText('this contract pays BDT 500.00 (tier 2).')).toBeTruthy();

    // Tiers can be added up to ten and removed.
    fireEvent.click(within(dialog).getByRole('button', { name: 'Add a tier' }));
    expect(within(dialog).getByRole('group', { name: 'Tier 5' })).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Remove tier 5' }));
    expect(within(dialog).queryByRole('group', { name: 'Tier 5' })).toBeNull();

    fireEvent.click(within(dialog).getByRole('button', { name: 'Check on the last period' }));
    expect(await within(dialog).findByText('These terms would have paid BDT 240.00 (tier 2).')).toBeTruthy();
    expect(within(dialog).getByText('member-agent')).toBeTruthy();

    send();
    expect(await within(tier2).findByText('Not this rate.')).toBeTruthy();
    send();
    expect(await screen.findByText('The offer went to subagent01.')).toBeTruthy();
    expect(screen.queryByRole('dialog')).toBeNull();

    const sent = calls.filter((c) => c.init.method === 'POST' && c.url.pathname === R.offer.path).map(bodyOf);
    expect(sent).toHaveLength(2);
    expect(sent[0]).toEqual({
      agent: 'subagent01',
      type: 'DAILY_SALARY',
      tiers: [
        { threshold: '10000.00', minValidBet: '0.00', activeMembers: 3, rateBps: 30 },
        { threshold: '50000.00', minValidBet: '0.00', activeMembers: 5, rateBps: 40 },
        { threshold: '200000.00', minValidBet: '0.00', activeMembers: 10, rateBps: 80 },
        { threshold: '500000.00', minValidBet: '0.00', activeMembers: 20, rateBps: 120 },
      ],
      requestId: expect.stringMatching(UUID),
    });
    expect(sent[1]?.requestId).toBe(sent[0]?.requestId);
    expect(bodyOf(calls.find((c) => c.url.pathname === R.preview.path))).toEqual({
      agent: 'subagent01',
      type: 'DAILY_SALARY',
      tiers: sent[0]?.tiers,
    });
  });

  it('starts from the site’s template when asked', async () => {
    await openAgentPage('agentDailyWages2', handlers());
    fireEvent.click(screen.getByRole('button', { name: 'Offer a contract' }));
    const dialog = await screen.findByRole('dialog', { name: 'Offer a Daily salary contract' });
    fireEvent.click(within(dialog).getByRole('radio', { name: 'The site’s template' }));
    expect(within(dialog).queryByRole('group', { name: 'Tier 3' })).toBeNull();
    const rate = within(within(dialog).getByRole('group', { name: 'Tier 2' })).getByRole('textbox', {
      name: 'Rate (%)',
    });
    expect((rate as HTMLInputElement).value).toBe('0.6');
    // The template pays more than my own contract at 50,000: the cap still holds.
    expect(
      within(dialog).getByText('This pays 0.6%, more than your own contract pays here (0.5%).'),
    ).toBeTruthy();
  });
});

describe('contract records', () => {
  const detail: TBillDetail = {
    bill: bill(),
    mode: 'FIXED',
    tiers: contract().tiers,
    slices: [{ tier: 1, base: '60000.00', rateBps: 50, amount: '300.00' }],
    payments: [{ amount: '300.00', at: '2026-11-24T18:15:03.000Z' }],
    downline: [{ billId: '9101', account: 'subagent01', amount: '120.00', state: 'PAID' }],
  };
  const bills = [
    bill(),
    bill({ id: '9002', period: '2026-11-25', state: 'AWAITING_COLLECTION', paid: '0.00' }),
    bill({
      id: '9003',
      period: '2026-11-23',
      state: 'PENDING_APPROVAL',
      paid: '0.00',
      flags: ['WASH_VOLUME'],
    }),
  ];

  it('lists my bills with totals, states and checks, opens one with the level difference, and collects one', async () => {
    const { calls } = await openAgentPage(
      'agentDailyWages2',
      handlers({
        [`GET ${R.bills.path}`]: () => ({
          ...page(bills, 1, 20),
          totals: { amount: '900.00', paid: '300.00', count: 3 },
        }),
        [`GET ${path(R.bill, '9001')}`]: () => detail,
        [`POST ${path(R.collect, '9002')}`]: () => ({
          bill: bill({ id: '9002', state: 'PAID' }),
          balance: '1300.00',
        }),
      }),
    );
    const records = screen.getByRole('region', { name: 'Contract records' });
    expect(lastQuery(calls, R.bills.path)).toMatchObject({
      type: 'DAILY_SALARY',
      side: 'RECEIVED',
      pageNo: '1',
    });
    expect(within(records).getByText('3 bills')).toBeTruthy();
    expect(within(records).getByText('900.00')).toBeTruthy();
    const table = within(records).getByRole('table', { name: 'Contract records: Paid to me' });
    expect(within(table).getByText('Paid', { selector: '.agent-badge' })).toBeTruthy();
    expect(within(table).getByText('Ready to collect')).toBeTruthy();
    expect(within(table).getByText('Waiting for approval')).toBeTruthy();
    expect(within(table).getByText('Bets that win back almost what they stake')).toBeTruthy();
    expect(within(table).getAllByText('2 · 0.5%')).toHaveLength(3);

    fireEvent.click(within(table).getByRole('button', { name: 'Collect the bill of 2026-11-25' }));
    expect(await within(records).findByText('BDT 300.00 is in your main wallet.')).toBeTruthy();
    expect(calls.some((c) => c.init.method === 'POST' && c.url.pathname === path(R.collect, '9002'))).toBe(
      true,
    );

    fireEvent.click(within(table).getByRole('button', { name: 'Details of Bill of 2026-11-24' }));
    const dialog = await screen.findByRole('dialog', { name: 'Bill of 2026-11-24' });
    expect(await within(dialog).findByText('What I keep (level difference)')).toBeTruthy();
    expect(within(dialog).getByText('+180.00')).toBeTruthy();
    expect(within(dialog).getByText('subagent01')).toBeTruthy();
    expect(within(dialog).getByText('Tier 2 · 0.5%')).toBeTruthy();
    expect(within(dialog).getByText('Reached')).toBeTruthy();

    // The bills I pay my downline: the other tab asks for side PAID.
    fireEvent.click(within(records).getByRole('tab', { name: 'I paid my downline' }));
    await waitFor(() => expect(lastQuery(calls, R.bills.path)).toMatchObject({ side: 'PAID' }));
  });

  it('draws bills and tiers as cards on a phone', async () => {
    await openAgentPage(
      'agentDailyWages2',
      handlers({
        [`GET ${R.bills.path}`]: () => ({
          ...page(bills, 1, 20),
          totals: { amount: '900.00', paid: '300.00', count: 3 },
        }),
      }),
      { wide: false },
    );
    const records = screen.getByRole('region', { name: 'Contract records' });
    expect(within(records).queryByRole('table')).toBeNull();
    expect(within(records).getAllByRole('listitem').length).toBeGreaterThanOrEqual(3);
    const mine = screen.getByRole('region', { name: 'My contract in effect' });
    expect(within(mine).getByRole('list', { name: 'Tiers of the Daily salary contract' })).toBeTruthy();
  });
});

describe('the real-time salary page', () => {
  it('explains how real-time salary is counted and paid, with an example on my own tiers', async () => {
    const realtime = contract({
      type: 'REALTIME_SALARY',
      period: '5MIN',
      tiers: [tier('100.00', 1, 10), tier('1000.00', 2, 20), tier('5000.00', 3, 30)],
    });
    await openAgentPage('agentRealtimeSalary', {
      [`GET ${R.info.path}`]: () => info({ salary: true, realtimesalreqtype: 'VALID' }),
      [`GET ${R.page.path}`]: () => contractPage({ type: 'REALTIME_SALARY', current: realtime }),
      [`GET ${R.bills.path}`]: () => ({
        ...page([], 1, 20),
        totals: { amount: '0.00', paid: '0.00', count: 0 },
      }),
    });
    const how = screen.getByRole('region', { name: 'How real-time salary works' });
    expect(within(how).getByText(/^Real-time salary is settled every 5 minutes\./)).toBeTruthy();
    expect(within(how).getByText(/paid into your main wallet by your upline boss01/)).toBeTruthy();
    expect(
      within(how).getByText(
        'Example: in the window 10:05–10:10 your team’s settled bets come to a valid bet of BDT 3,000.00 from 2 members. That reaches tier 2 (0.2%), so the salary for the window is BDT 6.00, paid at about 10:11.',
      ),
    ).toBeTruthy();
  });
});
