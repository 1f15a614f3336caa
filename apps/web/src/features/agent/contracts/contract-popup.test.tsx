import { AGENT_CONTRACT_ROUTES, buildWhitelabelTree, FEATURE_FLAGS, type FlagSet } from '@portal/contracts';
import type { TContractOffers } from '@portal/contracts/endpoints';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { PopupHost } from '@/app/popup-host';
import { type LiveMessage, liveConnection } from '@/lib/live-connection';
import { testConfig } from '@/test/fixtures';
import { renderApp } from '@/test/render-app';
import { bodyOf, type Handler, serve, signInMember } from '@/test/serve';
import { ContractWatcher } from './contract-watcher';
import { contract, info, tier } from './fixtures';

const R = AGENT_CONTRACT_ROUTES;

const dividendOffer = contract({
  id: '901',
  type: 'DIVIDEND',
  period: 'W',
  mode: 'FLOATING',
  state: 'OFFERED',
  decidedAt: null,
  effectiveFrom: null,
  tiers: [tier('0.00', 3, 300, '1000.00'), tier('10000.00', 5, 500, '5000.00')],
});
const hourlyOffer = contract({
  id: '902',
  type: 'HOURLY_SALARY',
  period: 'HOUR',
  state: 'OFFERED',
  decidedAt: null,
  effectiveFrom: null,
  tiers: [tier('1000.00', 2, 20)],
});
const offers = (): TContractOffers => ({
  offers: [
    {
      offer: dividendOffer,
      current: null,
      cascade: [{ contractId: '650', account: 'subagent01', type: 'DIVIDEND' }],
    },
    {
      offer: hourlyOffer,
      current: contract({ type: 'HOURLY_SALARY', period: 'HOUR', tiers: [tier('1000.00', 2, 30)] }),
      cascade: [],
    },
  ],
});

async function open(handlers: Record<string, Handler>, options: { type?: number; policy?: boolean } = {}) {
  signInMember(options.type ?? 0);
  const flags = Object.fromEntries(
    FEATURE_FLAGS.map((f) => [f, f !== 'AGENTPOLICY3' || options.policy !== false]),
  ) as FlagSet;
  const calls = serve(handlers);
  await renderApp(
    [
      {
        path: '/',
        element: (
          <>
            <p>home</p>
            <ContractWatcher />
            <PopupHost />
          </>
        ),
      },
    ],
    { config: testConfig({ whitelabel: buildWhitelabelTree(flags) }) },
  );
  await screen.findByText('home');
  return calls;
}

beforeEach(() => window.localStorage.clear());
afterEach(() => vi.unstubAllGlobals());

describe('the contract popup', () => {
  it('opens for pending offers, shows each with its terms and what accepting ends, and accepts after the cascade confirmation', async () => {
    let answers = 0;
    const calls = await open({
      [`GET ${R.info.path}`]: () => info({ pendingOffers: 2, divtypereq: 'OFFERED' }),
      [`GET ${R.offers.path}`]: () => offers(),
      [`POST ${R.processDividend.path}`]: () =>
        ++answers === 1
          ? new Error('CONTRACT_CASCADE_CONFIRM')
          : { contract: { ...dividendOffer, state: 'VALID' }, ended: [] },
    });
    const popup = await screen.findByRole('dialog', { name: 'Contract offers' });
    expect(
      await within(popup).findByText('You have 2 contract offers waiting for your answer.'),
    ).toBeTruthy();
    const card = within(popup).getByRole('article', { name: 'Dividend offer' });
    expect(within(card).getByText('boss01 (Big Boss)')).toBeTruthy();
    expect(within(card).getByText('Weekly (Monday to Sunday)')).toBeTruthy();
    expect(within(card).getByText(/^Floating: each part/)).toBeTruthy();
    expect(within(card).getByText('You have no Dividend contract now: accepting starts one.')).toBeTruthy();
    // A dividend's tiers also ask for a least team valid bet.
    expect(within(card).getAllByText('Least team valid bet').length).toBeGreaterThan(0);
    expect(within(card).getByText(/Accepting ends 1 contract you gave your downline/)).toBeTruthy();
    expect(within(card).getByText('subagent01')).toBeTruthy();

    fireEvent.click(within(card).getByRole('button', { name: 'Accept: Dividend offer' }));
    const confirm = within(card).getByRole('region', { name: 'Accept the Dividend contract?' });
    // The buttons that opened it are gone: focus is on the confirmation.
    expect(document.activeElement).toBe(confirm);
    // Nothing to replace: the confirmation does not speak of a contract I have now.
    expect(
      within(confirm).getByText('The new terms apply from now on, to the whole of the current period.'),
    ).toBeTruthy();
    fireEvent.click(within(confirm).getByRole('button', { name: 'Accept' }));
    const cascade = await within(card).findByRole('region', { name: 'End your downline’s contracts too?' });
    expect(within(cascade).getByText('subagent01')).toBeTruthy();
    fireEvent.click(within(cascade).getByRole('button', { name: 'End them and accept' }));
    expect(
      await within(card).findByText('You accepted the Dividend contract. It is in effect from now on.'),
    ).toBeTruthy();
    expect(calls.filter((c) => c.url.pathname === R.processDividend.path).map(bodyOf)).toEqual([
      { contractId: '901', action: 'ACCEPT', agreeCascade: false },
      { contractId: '901', action: 'ACCEPT', agreeCascade: true },
    ]);
  });

  it('rejects an offer through its own type’s call, compares it with my contract now, and stays open on a click outside', async () => {
    const calls = await open({
      [`GET ${R.info.path}`]: () => info({ pendingOffers: 2 }),
      [`GET ${R.offers.path}`]: () => offers(),
      [`POST ${R.processHourlySalary.path}`]: () => ({
        contract: { ...hourlyOffer, state: 'REJECTED' },
        ended: [],
      }),
    });
    const popup = await screen.findByRole('dialog', { name: 'Contract offers' });
    fireEvent.click(popup);
    expect(screen.getByRole('dialog', { name: 'Contract offers' })).toBeTruthy();
    const card = await within(popup).findByRole('article', { name: 'Hourly salary offer' });
    // Each offered tier beside what my contract now pays at its minimums.
    const offered = within(card).getAllByRole('table')[0] as HTMLElement;
    expect(within(offered).getByText('0.2%')).toBeTruthy();
    expect(within(offered).getByText('0.3%')).toBeTruthy();
    fireEvent.click(within(card).getByRole('button', { name: 'Reject: Hourly salary offer' }));
    fireEvent.click(
      within(within(card).getByRole('region', { name: 'Reject the Hourly salary offer?' })).getByRole(
        'button',
        {
          name: 'Reject',
        },
      ),
    );
    expect(await within(card).findByText('You rejected the Hourly salary offer.')).toBeTruthy();
    expect(calls.filter((c) => c.url.pathname === R.processHourlySalary.path).map(bodyOf)).toEqual([
      { contractId: '902', action: 'REJECT', agreeCascade: false },
    ]);
    expect(calls.some((c) => c.url.pathname === R.processDividend.path)).toBe(false);
    fireEvent.click(within(popup).getByRole('button', { name: 'Answer later' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('opens when the live contract.offer event arrives', async () => {
    const listeners: ((message: LiveMessage) => void)[] = [];
    const subscribe = liveConnection.subscribe.bind(liveConnection);
    vi.spyOn(liveConnection, 'subscribe').mockImplementation((listener) => {
      listeners.push(listener);
      return subscribe(listener);
    });
    const calls = await open({
      [`GET ${R.info.path}`]: () => info({ pendingOffers: 0 }),
      [`GET ${R.offers.path}`]: () => offers(),
    });
    await waitFor(() => expect(calls.some((c) => c.url.pathname === R.info.path)).toBe(true));
    expect(screen.queryByRole('dialog')).toBeNull();
    act(() => {
      for (const listener of listeners)
        listener({ type: 'contract.offer', contractId: '901', contractType: 'DIVIDEND' });
    });
    expect(await screen.findByRole('dialog', { name: 'Contract offers' })).toBeTruthy();
    vi.mocked(liveConnection.subscribe).mockRestore();
  });

  it('asks nothing for a trial account, nor while AGENTPOLICY3 is off', async () => {
    let calls = await open({ [`GET ${R.info.path}`]: () => info({ pendingOffers: 1 }) }, { type: 4 });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(calls.some((c) => c.url.pathname === R.info.path)).toBe(false);
    expect(screen.queryByRole('dialog')).toBeNull();
    document.body.innerHTML = '';
    calls = await open({ [`GET ${R.info.path}`]: () => info({ pendingOffers: 1 }) }, { policy: false });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(calls.some((c) => c.url.pathname === R.info.path)).toBe(false);
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
