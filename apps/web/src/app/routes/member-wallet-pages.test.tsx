import { GAME_CATEGORY_CODES, type TAccountRecord, type TBetRecord, WALLET_ROUTES } from '@portal/contracts';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { MemberPage } from '@/app/routes/member-page';
import { addDays, startOfDay } from '@/features/wallet/date-range';
import { testConfig } from '@/test/fixtures';
import { renderApp } from '@/test/render-app';
import { bodyOf, funds, page, serve, signInMember } from '@/test/serve';

const UUID = /^[0-9a-f-]{36}$/;
const merchantWallet = {
  isSingle: false,
  vendors: [
    { vendorCode: 'RLV', name: 'Royal Live' },
    { vendorCode: 'BTI', name: 'BTi Sports' },
  ],
};

async function open(pageId: string, handlers: Parameters<typeof serve>[0]) {
  signInMember();
  const calls = serve(handlers);
  await renderApp([{ path: '/member', element: <MemberPage /> }], {
    config: testConfig(),
    path: `/member?page=${pageId}`,
  });
  return calls;
}

beforeEach(() => {
  window.localStorage.clear();
  window.sessionStorage.clear();
});
afterEach(() => vi.unstubAllGlobals());

describe('wallet (transferFund)', () => {
  it('shows every wallet, an unavailable vendor clearly, and a pending transfer as pending', async () => {
    const calls = await open('transferFund', {
      [`GET ${WALLET_ROUTES.funds.path}`]: () => funds(),
      [`GET ${WALLET_ROUTES.merchantWallet.path}`]: () => merchantWallet,
      [`POST ${WALLET_ROUTES.transfer.path}`]: (_url, init) => ({
        transferId: '900',
        ...JSON.parse(String(init.body)),
        status: 'PENDING',
        createdAt: '2026-03-15T10:00:00Z',
      }),
    });
    const summary = await screen.findByRole('region', { name: 'My funds' });
    expect(within(summary).getByText('2,450.00')).toBeTruthy();
    expect(within(summary).getByText('1,500.00')).toBeTruthy();
    const bti = within(summary).getByText('BTi Sports').closest('li') as HTMLElement;
    expect(within(bti).getByText('Unavailable')).toBeTruthy();
    expect(within(bti).getByText(/not responding right now/)).toBeTruthy();

    const form = screen.getByRole('region', { name: 'Transfer between wallets' });
    const to = within(form).getByRole('combobox', { name: 'To' }) as HTMLSelectElement;
    expect(to.value).toBe('RLV');
    const btiOption = within(to).getByRole('option', {
      name: 'BTi Sports (unavailable)',
    }) as HTMLOptionElement;
    expect(btiOption.disabled).toBe(true);
    const amount = within(form).getByRole('textbox', { name: /^Amount/ });
    fireEvent.change(amount, { target: { value: '2000' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Transfer' }));
    expect(await within(form).findByText('This is more than the 1,500.00 available.')).toBeTruthy();

    fireEvent.change(amount, { target: { value: '200' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Transfer' }));
    const outcome = await within(form).findByText(/is pending: the provider has not confirmed it yet/);
    expect(outcome.textContent).toContain('BDT 200.00 from Main wallet to Royal Live');
    expect(within(form).getByText('Pending')).toBeTruthy();
    expect(bodyOf(calls.find((c) => c.url.pathname === WALLET_ROUTES.transfer.path))).toEqual({
      from: 'MAIN',
      to: 'RLV',
      amount: '200.00',
      requestId: expect.stringMatching(UUID),
    });

    // Choosing a game wallet as the source puts the main wallet on the other side; max fills its balance.
    fireEvent.change(within(form).getByRole('combobox', { name: /^From/ }), { target: { value: 'RLV' } });
    expect(to.value).toBe('MAIN');
    fireEvent.click(within(form).getByRole('button', { name: 'Max' }));
    expect((amount as HTMLInputElement).value).toBe('750.00');
  });

  it('recalls every game wallet to the main wallet', async () => {
    const after = funds({
      main: '2250.00',
      vendors: [
        { vendorCode: 'RLV', name: 'Royal Live', balance: '0.00', status: 'OK' },
        { vendorCode: 'BTI', name: 'BTi Sports', balance: '0.00', status: 'UNAVAILABLE' },
      ],
    });
    let current = funds();
    const calls = await open('transferFund', {
      [`GET ${WALLET_ROUTES.funds.path}`]: () => current,
      [`GET ${WALLET_ROUTES.merchantWallet.path}`]: () => merchantWallet,
      [`POST ${WALLET_ROUTES.recall.path}`]: () => {
        current = after;
        return {
          transfers: [
            {
              transferId: '901',
              from: 'RLV',
              to: 'MAIN',
              amount: '750.00',
              status: 'DONE',
              createdAt: '2026-03-15T10:00:00Z',
            },
          ],
          funds: after,
        };
      },
    });
    const recall = await screen.findByRole('region', { name: 'Recall all' });
    fireEvent.click(within(recall).getByRole('button', { name: 'Recall all to main wallet' }));
    expect(await within(recall).findByText('Done')).toBeTruthy();
    expect(bodyOf(calls.find((c) => c.url.pathname === WALLET_ROUTES.recall.path))).toEqual({
      requestId: expect.stringMatching(UUID),
    });
    const summary = screen.getByRole('region', { name: 'My funds' });
    expect(await within(summary).findByText('2,250.00')).toBeTruthy();
    expect(within(recall).getByRole('button', { name: 'Recall all to main wallet' })).toHaveProperty(
      'disabled',
      true,
    );
  });

  it('explains the single wallet and offers no transfers', async () => {
    await open('transferFund', {
      [`GET ${WALLET_ROUTES.funds.path}`]: () => funds({ vendors: [] }),
      [`GET ${WALLET_ROUTES.merchantWallet.path}`]: () => ({ isSingle: true, vendors: [] }),
    });
    expect(await screen.findByRole('region', { name: 'One wallet for every game' })).toBeTruthy();
    expect(screen.queryByRole('region', { name: 'Transfer between wallets' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Recall all to main wallet' })).toBeNull();
  });
});

const bet = (n: number): TBetRecord => ({
  id: String(n),
  vendorCode: 'RLV',
  gameName: `Baccarat ${n}`,
  category: 'LIVE',
  stake: '100.00',
  validBet: '100.00',
  payout: n % 2 ? '195.00' : '0.00',
  profit: n % 2 ? '95.00' : '-100.00',
  status: 'SETTLED',
  placedAt: '2026-03-15T10:00:00Z',
  settledAt: '2026-03-15T10:01:00Z',
});

describe('records pages', () => {
  it('betting record: the last 7 local days, signed profit with its sign, totals and paging by 20', async () => {
    const calls = await open('personalHistoryCopy', {
      [`GET ${WALLET_ROUTES.bets.path}`]: (url) => ({
        ...page([bet(1), bet(2)], Number(url.searchParams.get('pageNo')), 20, 45),
        totals: { count: 45, stake: '4500.00', validBet: '4500.00', payout: '4000.00', profit: '-500.00' },
      }),
    });
    const table = await screen.findByRole('table', { name: 'Betting record' });
    expect(within(table).getByText('Baccarat 1')).toBeTruthy();
    const won = within(table).getByText('+95.00');
    const lost = within(table).getByText('−100.00');
    expect(won.className).toContain('money--in');
    expect(lost.className).toContain('money--out');
    expect(within(table).getByText('Totals (45 bets)')).toBeTruthy();
    const query = calls.find((c) => c.url.pathname === WALLET_ROUTES.bets.path)?.url.searchParams;
    const today = startOfDay(new Date());
    expect(new Date(query?.get('from') ?? '').getTime()).toBe(addDays(today, -6).getTime());
    expect(new Date(query?.get('to') ?? '').getTime()).toBe(addDays(today, 1).getTime());
    expect(query?.get('pageSize')).toBe('20');

    fireEvent.click(screen.getByRole('button', { name: 'Page 3' }));
    await waitFor(() => expect(calls.at(-1)?.url.searchParams.get('pageNo')).toBe('3'));
    fireEvent.click(screen.getByRole('button', { name: 'Previous 7 days' }));
    await waitFor(() => expect(calls.at(-1)?.url.searchParams.get('pageNo')).toBe('1'));
    expect(new Date(calls.at(-1)?.url.searchParams.get('to') ?? '').getTime()).toBe(
      addDays(today, -6).getTime(),
    );
    // A category filter starts again at page 1 too.
    fireEvent.click(await screen.findByRole('button', { name: 'Page 3' }));
    await waitFor(() => expect(calls.at(-1)?.url.searchParams.get('pageNo')).toBe('3'));
    const category = GAME_CATEGORY_CODES[1] ?? '';
    fireEvent.change(screen.getByRole('combobox', { name: 'Category' }), { target: { value: category } });
    await waitFor(() => expect(calls.at(-1)?.url.searchParams.get('category')).toBe(category));
    expect(calls.at(-1)?.url.searchParams.get('pageNo')).toBe('1');
  });

  it('account record: says what will appear when empty, and filters by type', async () => {
    const record: TAccountRecord = {
      id: '1',
      type: 'DEPOSIT',
      amount: '1000.00',
      balanceAfter: '2500.00',
      wallet: 'MAIN',
      createdAt: '2026-03-15T10:00:00Z',
      reference: 'D-77',
    };
    const calls = await open('transactionHistory', {
      [`GET ${WALLET_ROUTES.accountRecord.path}`]: (url) =>
        url.searchParams.get('type') === 'DEPOSIT' ? page([record], 1, 20) : page([], 1, 20),
    });
    expect(await screen.findByText('No account movements in this period')).toBeTruthy();
    expect(screen.getByText('Every deposit, withdrawal, transfer and bonus appears here.')).toBeTruthy();
    fireEvent.change(screen.getByRole('combobox', { name: 'Type' }), { target: { value: 'DEPOSIT' } });
    const table = await screen.findByRole('table', { name: 'Account record' });
    expect(within(table).getByText('+1,000.00')).toBeTruthy();
    expect(within(table).getByText('Main wallet')).toBeTruthy();
    expect(within(table).getByText('D-77')).toBeTruthy();
    expect(calls.at(-1)?.url.searchParams.get('type')).toBe('DEPOSIT');
  });

  it('profit and loss: per category, totals, and money in and out', async () => {
    await open('personalProfit', {
      [`GET ${WALLET_ROUTES.profit.path}`]: () => ({
        currency: 'BDT',
        categories: [
          {
            category: 'LIVE',
            count: 10,
            stake: '1000.00',
            validBet: '1000.00',
            payout: '1200.00',
            profit: '200.00',
          },
          {
            category: 'RNG',
            count: 50,
            stake: '500.00',
            validBet: '500.00',
            payout: '150.00',
            profit: '-350.00',
          },
        ],
        total: { count: 60, stake: '1500.00', validBet: '1500.00', payout: '1350.00', profit: '-150.00' },
        deposits: '2000.00',
        withdrawals: '500.00',
        bonuses: '50.00',
      }),
    });
    const table = await screen.findByRole('table', { name: 'Profit and loss' });
    expect(within(table).getByRole('rowheader', { name: 'Live Casino' })).toBeTruthy();
    expect(within(table).getByRole('rowheader', { name: 'Slots' })).toBeTruthy();
    expect(within(table).getByText('−350.00')).toBeTruthy();
    const total = within(table).getByRole('rowheader', { name: 'Total' }).closest('tr') as HTMLElement;
    expect(within(total).getByText('60')).toBeTruthy();
    expect(within(total).getByText('−150.00')).toBeTruthy();
    const money = screen.getByRole('region', { name: 'Money in and out' });
    expect(within(money).getByText('2,000.00')).toBeTruthy();
  });
});
