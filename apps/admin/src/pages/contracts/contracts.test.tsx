import { DEFAULT_CONTRACT_SETTINGS, formatMoney } from '@portal/contracts';
import { ApiError } from '@portal/ui';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import i18next from 'i18next';
import type { ReactElement } from 'react';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import bn from '../../locales/bn';
import en from '../../locales/en';

/** The agent contracts screens and the settings section against a fake API. */
const calls: { id: string; input: unknown }[] = [];
let answer: (id: string, input: unknown) => unknown = () => null;
let permissions: string[] = [];
vi.mock('../../lib/client', () => ({
  client: { configure: vi.fn() },
  call: vi.fn(async (route: { id: string }, input: unknown) => {
    calls.push({ id: route.id, input });
    return answer(route.id, input);
  }),
}));
vi.mock('../../lib/session', () => ({ useOperator: () => ({ data: { permissions } }) }));

const { ContractsPage } = await import('./contracts-page');
const { ContractSettingsSection } = await import('./contract-settings');

const settingsView = { settings: DEFAULT_CONTRACT_SETTINGS, currency: 'BDT', currencyExponent: 2 };
const party = (id: string, account: string) => ({ id, account, nickname: null });
const tiers = [
  { threshold: '0.00', minValidBet: '0.00', activeMembers: 3, rateBps: 300 },
  { threshold: '10000.00', minValidBet: '0.00', activeMembers: 5, rateBps: 500 },
];
const contract = (over: Record<string, unknown> = {}) => ({
  id: '11',
  type: 'DIVIDEND',
  period: 'W',
  mode: 'FLOATING',
  state: 'VALID',
  endReason: null,
  upline: null,
  agent: party('7', 'agent01'),
  tiers,
  offeredAt: '2026-11-01T00:00:00.000Z',
  offerExpiresAt: '2026-11-08T00:00:00.000Z',
  decidedAt: '2026-11-02T00:00:00.000Z',
  effectiveFrom: '2026-11-02T00:00:00.000Z',
  endedAt: null,
  replacesId: null,
  offeredByOperator: 'owner',
  endNote: null,
  ...over,
});
const page = <T,>(list: T[]) => ({ list, pageNum: 1, pageSize: 20, total: list.length, totalPages: 1 });
const figures = {
  basis: '15000.00',
  validBet: '90000.00',
  activeMembers: 6,
  teamProfitLoss: '-15000.00',
  carriedIn: '0.00',
  carryOut: '0.00',
};
const bill = (over: Record<string, unknown> = {}) => ({
  id: '31',
  contractId: '11',
  type: 'DIVIDEND',
  period: '2026-W47',
  periodStart: '2026-11-16T18:00:00.000Z',
  periodEnd: '2026-11-23T18:00:00.000Z',
  revision: 0,
  agent: { id: '7', account: 'agent01' },
  payer: null,
  figures,
  tier: 1,
  rateBps: 500,
  gross: '550.00',
  downlinePaid: '120.00',
  levelDifference: '430.00',
  amount: '550.00',
  paid: '0.00',
  state: 'PENDING_APPROVAL',
  flags: ['WASH_VOLUME'],
  createdAt: '2026-11-23T18:15:00.000Z',
  paidAt: null,
  decisionNote: null,
  ...over,
});

async function renderIt(element: ReactElement, entry = '/', lng = 'en') {
  const i18n = i18next.createInstance();
  await i18n.use(initReactI18next).init({
    resources: { en: { translation: en }, bn: { translation: bn } },
    lng,
    interpolation: { escapeValue: false },
  });
  const router = createMemoryRouter([{ path: '*', element }], { initialEntries: [entry] });
  render(
    <I18nextProvider i18n={i18n}>
      <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
        <RouterProvider router={router} />
      </QueryClientProvider>
    </I18nextProvider>,
  );
  return router;
}

const sent = (id: string) =>
  calls.find((c) => c.id === id)?.input as { body: Record<string, unknown> } | undefined;

beforeEach(() => {
  calls.length = 0;
  permissions = ['contracts.view', 'contracts.manage', 'settings.view', 'settings.write'];
});

describe('the contract settings section', () => {
  it('shows amounts in the currency and rates in per cent, and sends minor units and basis points', async () => {
    answer = (id, input) =>
      id === 'adminContracts.setSettings'
        ? { ...settingsView, settings: (input as { body: unknown }).body }
        : settingsView;
    await renderIt(<ContractSettingsSection />);
    const threshold = await screen.findByRole('textbox', { name: /^Approval above \(BDT\)/ });
    expect((threshold as HTMLInputElement).value).toBe(
      formatMoney(BigInt(DEFAULT_CONTRACT_SETTINGS.approvalThresholdMinor), 2),
    );
    fireEvent.change(threshold, { target: { value: '2500.50' } });
    const dividend = screen.getByRole('group', { name: 'Dividend' });
    const rate2 = within(dividend).getByRole('textbox', { name: 'Tier 2: Rate (%)' });
    expect((rate2 as HTMLInputElement).value).toBe('5');
    fireEvent.change(rate2, { target: { value: '5.5' } });
    fireEvent.change(screen.getByRole('combobox', { name: /^Periods follow this clock/ }), {
      target: { value: '480' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Save contract settings' }));
    expect(await screen.findByText('Contract settings saved.')).toBeTruthy();
    // The form starts again from the settings the server answered, and still says they were saved.
    await new Promise((r) => setTimeout(r, 50));
    expect(screen.getByText('Contract settings saved.')).toBeTruthy();
    expect((screen.getByRole('textbox', { name: /^Approval above \(BDT\)/ }) as HTMLInputElement).value).toBe(
      '2500.50',
    );
    const body = sent('adminContracts.setSettings')?.body as unknown as typeof DEFAULT_CONTRACT_SETTINGS;
    expect(body.approvalThresholdMinor).toBe(250_050);
    expect(body.utcOffsetMinutes).toBe(480);
    expect(body.types.DIVIDEND.template[1]).toEqual({
      ...DEFAULT_CONTRACT_SETTINGS.types.DIVIDEND.template[1],
      rateBps: 550,
    });
    expect(body.types.DAILY_SALARY).toEqual(DEFAULT_CONTRACT_SETTINGS.types.DAILY_SALARY);
    expect(body.abuse).toEqual(DEFAULT_CONTRACT_SETTINGS.abuse);
  });

  it('explains the modes with the worked example: floating 500 + 375 = 875, fixed 1,125', async () => {
    answer = () => settingsView;
    await renderIt(<ContractSettingsSection />);
    const dividend = await screen.findByRole('group', { name: 'Dividend' });
    expect(within(dividend).getByText(/floating pays 500 \+ 375 = 875, fixed pays 1,125/)).toBeTruthy();
    expect(within(dividend).getByText(/^Floating: each slice/)).toBeTruthy();
    fireEvent.click(within(dividend).getByRole('radio', { name: 'Fixed' }));
    expect(await within(dividend).findByText(/^Fixed: the whole amount/)).toBeTruthy();
  });

  it('checks the tiers as they are typed and sends nothing while they are out of order', async () => {
    answer = () => settingsView;
    await renderIt(<ContractSettingsSection />);
    const dividend = await screen.findByRole('group', { name: 'Dividend' });
    expect(within(dividend).getByText('The tiers are in order.')).toBeTruthy();
    fireEvent.change(within(dividend).getByRole('textbox', { name: 'Tier 3: Rate (%)' }), {
      target: { value: '4' },
    });
    expect(
      await within(dividend).findByText(
        /^Tier 3: its threshold and rate must be higher than the tier before/,
      ),
    ).toBeTruthy();
    fireEvent.change(within(dividend).getByRole('textbox', { name: 'Highest rate (%)' }), {
      target: { value: '30' },
    });
    fireEvent.change(within(dividend).getByRole('textbox', { name: 'Tier 3: Rate (%)' }), {
      target: { value: '8' },
    });
    expect(
      await within(dividend).findByText('Tier 8: the rate must be above 0 and at most 30 %.'),
    ).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Save contract settings' }));
    await new Promise((r) => setTimeout(r, 50));
    expect(sent('adminContracts.setSettings')).toBeUndefined();
  });

  it('adds tiers up to ten and removes them', async () => {
    answer = () => settingsView;
    await renderIt(<ContractSettingsSection />);
    const hourly = await screen.findByRole('group', { name: 'Hourly salary' });
    expect(within(hourly).getAllByRole('row')).toHaveLength(4);
    fireEvent.click(within(hourly).getByRole('button', { name: 'Remove tier 3' }));
    expect(within(hourly).getAllByRole('row')).toHaveLength(3);
    for (let i = 0; i < 8; i++) fireEvent.click(within(hourly).getByRole('button', { name: 'Add a tier' }));
    expect(within(hourly).getAllByRole('row')).toHaveLength(11);
    expect(
      (within(hourly).getByRole('button', { name: 'At most 10 tiers' }) as HTMLButtonElement).disabled,
    ).toBe(true);
  });

  it("puts the server's field refusal on the field it names", async () => {
    answer = (id) => {
      if (id === 'adminContracts.setSettings')
        throw new ApiError('VALIDATION_ERROR', 'Check the highlighted fields.', 400, {
          fields: [{ field: 'offerDays', message: 'Enter at most 90.' }],
        });
      return settingsView;
    };
    await renderIt(<ContractSettingsSection />);
    const days = await screen.findByRole('spinbutton', { name: /^Days to answer an offer/ });
    fireEvent.click(screen.getByRole('button', { name: 'Save contract settings' }));
    await waitFor(() => expect(days.getAttribute('aria-invalid')).toBe('true'));
    expect(screen.getByText('Enter at most 90.')).toBeTruthy();
    expect(screen.getByText(/^Check the highlighted fields\./)).toBeTruthy();
  });

  it('is read-only without settings.write', async () => {
    permissions = ['contracts.view', 'settings.view'];
    answer = () => settingsView;
    await renderIt(<ContractSettingsSection />);
    const days = await screen.findByRole('spinbutton', { name: /^Days to answer an offer/ });
    expect(days.closest('fieldset')?.disabled).toBe(true);
    expect(screen.queryByRole('button', { name: 'Save contract settings' })).toBeNull();
  });
});

describe('the contracts tab', () => {
  it('lists contracts with who pays, asks with the filters of the address and opens a contract', async () => {
    answer = () =>
      page([
        contract(),
        contract({ id: '12', upline: party('7', 'agent01'), agent: party('8', 'agent02'), state: 'OFFERED' }),
      ]);
    await renderIt(<ContractsPage />, '/contracts?type=DIVIDEND&account=agent01');
    const table = await screen.findByRole('table', { name: 'Contracts' });
    expect(screen.getByText('2 contracts')).toBeTruthy();
    const rows = within(table).getAllByRole('row');
    expect(within(rows[1] as HTMLElement).getByText('The brand')).toBeTruthy();
    expect(within(rows[1] as HTMLElement).getByText('up to 5 % (2 tiers)')).toBeTruthy();
    expect(
      within(rows[2] as HTMLElement)
        .getByRole('link', { name: 'agent01' })
        .getAttribute('href'),
    ).toBe('/members/7');
    expect(calls[0]?.input).toMatchObject({ query: { type: 'DIVIDEND', account: 'agent01', pageNo: 1 } });

    fireEvent.click(within(rows[1] as HTMLElement).getByRole('button', { name: /^Details/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Dividend contract of agent01' });
    expect(
      within(dialog).getByText("The brand (its promotion account): this is a top agent's contract"),
    ).toBeTruthy();
    expect(within(dialog).getByRole('table', { name: 'Tiers' })).toBeTruthy();
  });

  it("shows why an operator ended a contract, with the operator's note", async () => {
    answer = () =>
      page([contract({ state: 'TERMINATED', endReason: 'OPERATOR', endNote: 'headcount padding review' })]);
    await renderIt(<ContractsPage />, '/contracts');
    const table = await screen.findByRole('table', { name: 'Contracts' });
    fireEvent.click(within(table).getAllByRole('button', { name: /^Details/ })[0] as HTMLElement);
    const dialog = await screen.findByRole('dialog', { name: 'Dividend contract of agent01' });
    expect(within(dialog).getByText("Operator's note")).toBeTruthy();
    expect(within(dialog).getByText('headcount padding review')).toBeTruthy();
  });

  it('hides offering and ending without contracts.manage', async () => {
    permissions = ['contracts.view'];
    answer = () => page([contract()]);
    await renderIt(<ContractsPage />, '/contracts');
    await screen.findByRole('table', { name: 'Contracts' });
    expect(screen.queryByRole('button', { name: 'Offer a contract to a top agent' })).toBeNull();
    expect(screen.queryByRole('button', { name: /^End/ })).toBeNull();
  });

  it('ends a contract only with a note, saying that the downline contracts end too', async () => {
    answer = (id) =>
      id === 'adminContracts.terminate'
        ? contract({ state: 'TERMINATED', endReason: 'OPERATOR' })
        : page([contract()]);
    await renderIt(<ContractsPage />, '/contracts');
    fireEvent.click(await screen.findByRole('button', { name: 'End: Dividend of agent01' }));
    const dialog = await screen.findByRole('dialog', { name: 'End the Dividend contract of agent01?' });
    expect(within(dialog).getByText(/its own downline agents ends too/)).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'End the contract' }));
    const note = within(dialog).getByRole('textbox', { name: /^Note/ });
    await waitFor(() => expect(note.getAttribute('aria-invalid')).toBe('true'));
    expect(sent('adminContracts.terminate')).toBeUndefined();
    fireEvent.change(note, { target: { value: 'fraud review' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'End the contract' }));
    expect(await screen.findByText('The contract of agent01 has ended.')).toBeTruthy();
    expect(calls.find((c) => c.id === 'adminContracts.terminate')?.input).toEqual({
      params: { id: '11' },
      body: { note: 'fraud review' },
    });
  });

  it("offers a contract from the brand's template and says clearly when the agent is not a top agent", async () => {
    let refuse = true;
    answer = (id) => {
      if (id === 'adminContracts.settings') return settingsView;
      if (id === 'adminContracts.offer') {
        if (refuse)
          throw new ApiError(
            'CONTRACT_NOT_TOP_AGENT',
            "The brand can only contract top agents; this agent's contract comes from its upline.",
            409,
          );
        return contract({ state: 'OFFERED', type: 'DAILY_SALARY', period: 'D' });
      }
      return page([]);
    };
    await renderIt(<ContractsPage />, '/contracts');
    fireEvent.click(await screen.findByRole('button', { name: 'Offer a contract to a top agent' }));
    // The dialog waits for the brand's templates, then shows the form.
    const agent = await screen.findByRole('textbox', { name: /^Agent account/ });
    const dialog = screen.getByRole('dialog', { name: 'Offer a contract to a top agent' });
    fireEvent.change(agent, { target: { value: 'agent02' } });
    fireEvent.change(within(dialog).getByRole('combobox', { name: 'Type' }), {
      target: { value: 'DAILY_SALARY' },
    });
    // The daily salary template: 4 tiers from 10,000.00 at 0.3 %.
    await waitFor(() =>
      expect(
        (within(dialog).getByRole('textbox', { name: 'Tier 1: Threshold (BDT)' }) as HTMLInputElement).value,
      ).toBe('10000.00'),
    );
    expect(within(dialog).queryByRole('combobox', { name: 'Settled' })).toBeNull();
    fireEvent.change(within(dialog).getByRole('textbox', { name: 'Tier 1: Rate (%)' }), {
      target: { value: '0.25' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Send the offer' }));
    await waitFor(() => expect(agent.getAttribute('aria-invalid')).toBe('true'));
    expect(
      within(dialog).getByText(/can only contract top agents.*Choose an agent at the top of the tree\./),
    ).toBeTruthy();

    refuse = false;
    fireEvent.click(within(dialog).getByRole('button', { name: 'Send the offer' }));
    expect(await screen.findByText(/Daily salary contract offered to agent01/)).toBeTruthy();
    const offers = calls
      .filter((c) => c.id === 'adminContracts.offer')
      .map((c) => (c.input as { body: Record<string, unknown> }).body);
    expect(offers).toHaveLength(2);
    expect(offers[1]).toMatchObject({ agent: 'agent02', type: 'DAILY_SALARY' });
    expect(offers[1]?.period).toBeUndefined();
    expect((offers[1]?.tiers as unknown[] | undefined)?.[0]).toEqual({
      threshold: '10000.00',
      minValidBet: '0.00',
      activeMembers: 3,
      rateBps: 25,
    });
    // The same request id both times: a lost answer sent again makes no second offer.
    expect(offers[0]?.requestId).toBe(offers[1]?.requestId);
  });

  it("still offers when the brand's settings cannot be read: the tiers start empty and the server checks them", async () => {
    answer = (id) => {
      if (id === 'adminContracts.settings') throw new ApiError('NOT_FOUND', 'Not found', 404);
      if (id === 'adminContracts.offer') return contract({ state: 'OFFERED' });
      return page([]);
    };
    await renderIt(<ContractsPage />, '/contracts');
    fireEvent.click(await screen.findByRole('button', { name: 'Offer a contract to a top agent' }));
    const agent = await screen.findByRole('textbox', { name: /^Agent account/ });
    const dialog = screen.getByRole('dialog', { name: 'Offer a contract to a top agent' });
    expect(within(dialog).getByText(/could not be read, so the tiers start empty/)).toBeTruthy();
    fireEvent.change(agent, { target: { value: 'agent01' } });
    fireEvent.change(within(dialog).getByRole('textbox', { name: 'Tier 1: Threshold' }), {
      target: { value: '100' },
    });
    fireEvent.change(within(dialog).getByRole('textbox', { name: 'Tier 1: Rate (%)' }), {
      target: { value: '2' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Send the offer' }));
    expect(await screen.findByText(/Dividend contract offered to agent01/)).toBeTruthy();
    expect(sent('adminContracts.offer')?.body).toMatchObject({
      agent: 'agent01',
      type: 'DIVIDEND',
      period: 'W',
      tiers: [{ threshold: '100', minValidBet: '0', activeMembers: 0, rateBps: 200 }],
    });
  });
});

it("puts the server's refusal of a tier on that tier's value", async () => {
  answer = (id) => {
    if (id === 'adminContracts.settings') return settingsView;
    if (id === 'adminContracts.offer')
      throw new ApiError('CONTRACT_TIERS_INVALID', 'Tier 2: rates must rise with the thresholds.', 400, {
        tier: 2,
        problem: 'RATE_OUT_OF_RANGE',
      });
    return page([]);
  };
  await renderIt(<ContractsPage />, '/contracts');
  fireEvent.click(await screen.findByRole('button', { name: 'Offer a contract to a top agent' }));
  fireEvent.change(await screen.findByRole('textbox', { name: /^Agent account/ }), {
    target: { value: 'agent01' },
  });
  const dialog = screen.getByRole('dialog', { name: 'Offer a contract to a top agent' });
  fireEvent.click(within(dialog).getByRole('button', { name: 'Send the offer' }));
  const rate = within(dialog).getByRole('textbox', { name: 'Tier 2: Rate (%)' });
  await waitFor(() => expect(rate.getAttribute('aria-invalid')).toBe('true'));
  expect(within(dialog).getByText('Tier 2: rates must rise with the thresholds.')).toBeTruthy();
});

describe('the bills tab', () => {
  const withDetail = (id: string) => {
    if (id === 'adminContracts.settings') return settingsView;
    if (id === 'adminContracts.bill')
      return {
        bill: bill(),
        mode: 'FLOATING',
        tiers,
        slices: [
          { tier: 0, base: '10000.00', rateBps: 300, amount: '300.00' },
          { tier: 1, base: '5000.00', rateBps: 500, amount: '250.00' },
        ],
        payments: [],
        downline: [{ billId: '32', account: 'agent02', amount: '120.00', state: 'PAID' }],
      };
    if (id === 'adminContracts.decide') return bill({ state: 'DENIED', decisionNote: 'wash' });
    return {
      ...page([bill(), bill({ id: '33', state: 'PAID', flags: [], paid: '550.00', period: '2026-W46' })]),
      totals: { amount: '1100.00', paid: '550.00', count: 2 },
    };
  };

  it('shows totals, states and abuse flags in words, and a bill in full', async () => {
    answer = withDetail;
    await renderIt(<ContractsPage />, '/contracts?tab=bills&flagged=true&state=PENDING_APPROVAL');
    expect(await screen.findByText('2 bills · due 1,100.00 BDT · paid 550.00 BDT')).toBeTruthy();
    const listCall = calls.find((c) => c.id === 'adminContracts.bills')?.input as {
      query: Record<string, unknown>;
    };
    expect(listCall.query).toMatchObject({ flagged: 'true', state: 'PENDING_APPROVAL' });
    const table = screen.getByRole('table', { name: 'Bills' });
    expect(within(table).getByText('Wash volume')).toBeTruthy();
    expect(within(table).getByText('Waiting for approval')).toBeTruthy();
    expect(within(table).getAllByRole('button', { name: /^Approve/ })).toHaveLength(1);

    fireEvent.click(within(table).getAllByRole('button', { name: /^Details/ })[0] as HTMLElement);
    const dialog = await screen.findByRole('dialog', { name: 'Bill of agent01, 2026-W47' });
    expect(await within(dialog).findByText('430.00 BDT')).toBeTruthy();
    expect(within(dialog).getByText(/paid out almost exactly what it staked/)).toBeTruthy();
    expect(within(dialog).getByRole('table', { name: 'How it was computed' })).toBeTruthy();
    expect(within(dialog).getByText(/agent02 · 120.00 BDT · Paid/)).toBeTruthy();
  });

  it('denies a bill with a required note', async () => {
    answer = withDetail;
    await renderIt(<ContractsPage />, '/contracts?tab=bills');
    fireEvent.click(await screen.findByRole('button', { name: 'Deny: agent01, 2026-W47' }));
    const dialog = await screen.findByRole('dialog', { name: 'Deny the bill of agent01, 2026-W47?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Deny' }));
    const note = within(dialog).getByRole('textbox', { name: /^Note/ });
    await waitFor(() => expect(note.getAttribute('aria-invalid')).toBe('true'));
    fireEvent.change(note, { target: { value: 'wash' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Deny' }));
    expect(await screen.findByText('The bill of agent01 for 2026-W47 is denied.')).toBeTruthy();
    expect(calls.find((c) => c.id === 'adminContracts.decide')?.input).toEqual({
      params: { id: '31' },
      body: { decision: 'DENY', note: 'wash' },
    });
  });

  it('hides approve and deny without contracts.manage', async () => {
    permissions = ['contracts.view'];
    answer = withDetail;
    await renderIt(<ContractsPage />, '/contracts?tab=bills');
    await screen.findByRole('table', { name: 'Bills' });
    expect(screen.queryByRole('button', { name: /^Approve/ })).toBeNull();
    expect(screen.queryByRole('button', { name: /^Deny/ })).toBeNull();
  });
});

describe('the settlement runs tab', () => {
  const run = {
    job: 'contract-dividend-w',
    type: 'DIVIDEND',
    period: '2026-W47',
    state: 'done',
    attempts: 1,
    startedAt: '2026-11-23T18:15:00.000Z',
    finishedAt: '2026-11-23T18:15:02.000Z',
    counts: { bills: 3, paid: 2 },
    error: null,
  };

  it('settles a period again after saying what it does, and shows what it did', async () => {
    let second = false;
    answer = (id) => {
      if (id !== 'adminContracts.rerun') return page([run]);
      const result = second ? { bills: 3, corrections: 0 } : { bills: 3, corrections: 1 };
      second = true;
      return result;
    };
    await renderIt(<ContractsPage />, '/contracts?tab=runs');
    const table = await screen.findByRole('table', { name: 'Settlement runs' });
    expect(within(table).getByText('Bills: 3 · Paid: 2')).toBeTruthy();
    fireEvent.click(within(table).getByRole('button', { name: 'Settle again: Dividend 2026-W47' }));
    const dialog = await screen.findByRole('dialog', { name: 'Settle Dividend 2026-W47 again?' });
    expect(within(dialog).getByText(/only the difference is paid, as a correction bill/)).toBeTruthy();
    expect(within(dialog).getByText(/once more pays nothing/)).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Settle this period again' }));
    expect(await within(dialog).findByText('Looked at 3 bills; correction bills written: 1.')).toBeTruthy();
    expect(calls.find((c) => c.id === 'adminContracts.rerun')?.input).toEqual({
      body: { type: 'DIVIDEND', period: '2026-W47' },
    });
  });

  it('hides settling again without contracts.manage', async () => {
    permissions = ['contracts.view'];
    answer = () => page([run]);
    await renderIt(<ContractsPage />, '/contracts?tab=runs');
    await screen.findByRole('table', { name: 'Settlement runs' });
    expect(screen.queryByRole('button', { name: /^Settle again/ })).toBeNull();
  });
});

describe('in Bengali', () => {
  it('shows the bills with their states and flags in Bengali', async () => {
    answer = (id) =>
      id === 'adminContracts.settings'
        ? settingsView
        : { ...page([bill()]), totals: { amount: '550.00', paid: '0.00', count: 1 } };
    await renderIt(<ContractsPage />, '/contracts?tab=bills', 'bn');
    const table = await screen.findByRole('table', { name: 'বিল' });
    expect(within(table).getByText('অনুমোদনের অপেক্ষায়')).toBeTruthy();
    expect(within(table).getByText('সাজানো বাজির পরিমাণ')).toBeTruthy();
    expect(screen.getByText('1টি বিল · পাওনা 550.00 BDT · পরিশোধিত 0.00 BDT')).toBeTruthy();
    expect(screen.getByRole('tab', { name: 'বিল', selected: true })).toBeTruthy();
  });
});
