import {
  buildWhitelabelTree,
  FEATURE_FLAGS,
  type FlagSet,
  PROMOTION_ROUTES,
  type TBalance,
  type TWithdrawalInfo,
  WALLET_ROUTES,
} from '@portal/contracts';
import type { TRewardCentre } from '@portal/contracts/endpoints';
import { QueryClient } from '@tanstack/react-query';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { MemberPage } from '@/app/routes/member-page';
import { ApiError } from '@/lib/api-client';
import { i18n, initI18n } from '@/lib/i18n';
import { callSealed } from '@/lib/sealed';
import { rewardCentreQueryKey } from '@/shared/promotions/keys';
import { onBonusEvent } from '@/shared/promotions/live';
import { balanceQueryKey } from '@/shared/wallet/balance';
import { testConfig } from '@/test/fixtures';
import { renderApp } from '@/test/render-app';
import { balance, bodyOf, type Handler, page, serve, signInMember } from '@/test/serve';
import { centre, grant, rebateSummary } from './fixtures';

vi.mock('@/lib/sealed', () => ({ callSealed: vi.fn() }));
const sealed = vi.mocked(callSealed);

const R = PROMOTION_ROUTES;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;
const path = (route: { path: string }, id: string) => route.path.replace(':id', id);

async function openMember(pageId: string, handlers: Record<string, Handler>, flags?: Partial<FlagSet>) {
  if (!i18n.isInitialized) await initI18n('en');
  signInMember();
  const calls = serve(handlers);
  const all = Object.fromEntries(FEATURE_FLAGS.map((f) => [f, true])) as FlagSet;
  await renderApp([{ path: '/member', element: <MemberPage /> }], {
    config: testConfig({ whitelabel: buildWhitelabelTree({ ...all, ...flags }) }),
    path: `/member?page=${pageId}`,
  });
  await screen.findByRole('navigation', { name: 'Member centre pages' });
  await waitFor(() => expect(document.querySelector('.spinner')).toBeNull(), { timeout: 8000 });
  return calls;
}

const history = () => page([]);

beforeEach(() => {
  window.localStorage.clear();
  window.sessionStorage.clear();
  sealed.mockReset();
});
afterEach(() => vi.unstubAllGlobals());

describe('reward centre', () => {
  it('shows the bonus wallet, the active bonus with its progress, a live countdown and its limits', async () => {
    await openMember('rewardCenter', {
      [`GET ${R.rewardCentre.path}`]: () => centre(),
      [`GET ${R.rewardHistory.path}`]: history,
    });
    expect(screen.getByTestId('bonus-balance').textContent).toBe('BDT 420.00');
    const active = screen.getByRole('region', { name: 'Active bonus' });
    expect(within(active).getByText('Welcome bonus 100%')).toBeTruthy();
    const bar = within(active).getByRole('progressbar', { name: 'Wagering progress' });
    expect(bar.getAttribute('aria-valuenow')).toBe('25');
    expect(bar.getAttribute('aria-valuetext')).toBe('BDT 2,500.00 of BDT 10,000.00 (25%)');
    const countdown = within(active).getByTestId('countdown');
    expect(countdown.textContent).toMatch(/^Ends in 2 days 0[23]:\d\d:\d\d$/);
    const before = countdown.textContent;
    await waitFor(() => expect(countdown.textContent).not.toBe(before), { timeout: 2500 });
    const limits = (label: string) => within(active).getByText(label).nextElementSibling?.textContent;
    expect(limits('Largest bet')).toBe('BDT 50.00');
    expect(limits('Most that becomes real money')).toBe('BDT 2,000.00');
  });

  it('asks before giving up a bonus, saying what is lost, then forfeits with a requestId', async () => {
    let forfeited = false;
    const calls = await openMember('rewardCenter', {
      [`GET ${R.rewardCentre.path}`]: () =>
        forfeited ? centre({ active: null, bonusBalance: '0.00' }) : centre(),
      [`GET ${R.rewardHistory.path}`]: history,
      [`POST ${path(R.forfeitBonus, '70')}`]: () => {
        forfeited = true;
        return grant({ state: 'FORFEITED', endReason: 'FORFEITED_BY_MEMBER' });
      },
    });
    const active = screen.getByRole('region', { name: 'Active bonus' });
    fireEvent.click(within(active).getByRole('button', { name: 'Give up bonus' }));
    const dialog = await screen.findByRole('dialog', { name: 'Give up Welcome bonus 100%?' });
    expect(
      within(dialog).getByText(
        'You lose the BDT 420.00 in your bonus wallet and the BDT 2,500.00 of wagering done so far. Your real money is not touched.',
      ),
    ).toBeTruthy();
    // Keeping it sends nothing.
    fireEvent.click(within(dialog).getByRole('button', { name: 'Keep it' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(calls.filter((c) => c.init.method === 'POST')).toHaveLength(0);

    fireEvent.click(within(active).getByRole('button', { name: 'Give up bonus' }));
    fireEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Give it up' }));
    expect(await screen.findByText('You have no active bonus.')).toBeTruthy();
    const post = calls.find((c) => c.init.method === 'POST');
    expect(post?.url.pathname).toBe(path(R.forfeitBonus, '70'));
    expect(bodyOf(post)).toEqual({ requestId: expect.stringMatching(UUID) });
  });

  it('claims a waiting reward and lists the history by kind', async () => {
    const calls = await openMember('rewardCenter', {
      [`GET ${R.rewardCentre.path}`]: () =>
        centre({
          active: null,
          claimable: [
            { promotionId: '5', title: 'Weekend cashback', amount: '120.00', tickets: null, expiresAt: null },
          ],
        }),
      [`GET ${R.rewardHistory.path}`]: () =>
        page([
          {
            id: 'r1',
            kind: 'CASHBACK',
            title: 'Weekend cashback',
            amount: '80.00',
            tickets: null,
            state: 'ISSUED',
            at: '2026-03-08T10:00:00.000Z',
          },
        ]),
      [`POST ${path(R.claim, '5')}`]: () => ({
        card: { id: '5', state: 'CLAIMED' },
        grant: null,
        paid: '120.00',
      }),
    });
    const waiting = screen.getByRole('listitem', { name: 'Weekend cashback' });
    fireEvent.click(within(waiting).getByRole('button', { name: 'Claim' }));
    expect((await within(waiting).findByRole('status')).textContent).toBe(
      'BDT 120.00 was paid into your main wallet.',
    );
    expect(bodyOf(calls.find((c) => c.init.method === 'POST'))).toEqual({
      requestId: expect.stringMatching(UUID),
    });

    const table = screen.getByRole('table', { name: 'Reward history' });
    const row = within(table)
      .getByRole('rowheader', { name: 'Weekend cashback' })
      .closest('tr') as HTMLElement;
    expect(within(row).getByText('Cashback')).toBeTruthy();
    expect(within(row).getByText('Paid')).toBeTruthy();
    fireEvent.change(screen.getByRole('combobox', { name: 'Kind' }), { target: { value: 'REBATE' } });
    await waitFor(() => {
      const last = calls.filter((c) => c.url.pathname === R.rewardHistory.path).at(-1);
      expect(last?.url.searchParams.get('kind')).toBe('REBATE');
      expect(last?.url.searchParams.get('pageNo')).toBe('1');
    });
  });

  it('a live bonus event moves the progress of the active bonus and the header figure without a read', () => {
    const client = new QueryClient();
    client.setQueryData<TRewardCentre>(rewardCentreQueryKey, centre());
    client.setQueryData<TBalance>(balanceQueryKey, { ...balance('100.00'), bonus: '420.00' });
    onBonusEvent(client, {
      type: 'bonus',
      grantId: '70',
      state: 'ACTIVE',
      wagered: '5000.00',
      wagerRequired: '10000.00',
      progressBps: 5000,
      bonusBalance: '380.00',
    });
    const after = client.getQueryData<TRewardCentre>(rewardCentreQueryKey);
    expect(after?.active?.progressBps).toBe(5000);
    expect(after?.active?.wagered).toBe('5000.00');
    expect(after?.bonusBalance).toBe('380.00');
    expect(client.getQueryData<TBalance>(balanceQueryKey)?.bonus).toBe('380.00');
    // The bonus ended: the centre is read again.
    onBonusEvent(client, {
      type: 'bonus',
      grantId: '70',
      state: 'COMPLETED',
      wagered: '10000.00',
      wagerRequired: '10000.00',
      progressBps: 10000,
      bonusBalance: '0.00',
    });
    expect(client.getQueryState(rewardCentreQueryKey)?.isInvalidated).toBe(true);
  });
});

describe('bonus details', () => {
  it('lists the grants from the bonus record with state, progress and end reason, and opens one to its entries', async () => {
    const calls = await openMember('bonusDetails', {
      [`GET ${R.bonusRecord.path}`]: () =>
        page([
          grant(),
          grant({
            id: '60',
            title: 'Reload bonus',
            state: 'EXPIRED',
            endReason: 'EXPIRED',
            endedAt: '2026-03-01T00:00:00.000Z',
          }),
        ]),
      [`GET ${path(R.bonus, '60')}`]: () => ({
        grant: grant({
          id: '60',
          title: 'Reload bonus',
          state: 'EXPIRED',
          endReason: 'EXPIRED',
          removed: '30.00',
        }),
        entries: [
          { kind: 'GRANTED', amount: '100.00', note: null, at: '2026-02-10T10:00:00.000Z' },
          { kind: 'EXPIRED', amount: '30.00', note: null, at: '2026-03-01T00:00:00.000Z' },
        ],
      }),
    });
    const active = screen.getByRole('listitem', { name: 'Welcome bonus 100%' });
    expect(within(active).getByText('Active')).toBeTruthy();
    expect(within(active).getByRole('progressbar', { name: 'Wagering progress' })).toBeTruthy();
    const expired = screen.getByRole('listitem', { name: 'Reload bonus' });
    expect(within(expired).getByText('Ended: It expired')).toBeTruthy();
    fireEvent.click(within(expired).getByRole('button', { name: 'Details of Reload bonus' }));
    const dialog = await screen.findByRole('dialog', { name: 'Reload bonus' });
    const entries = await within(dialog).findByRole('table', { name: 'What happened to this bonus' });
    expect(within(entries).getByRole('rowheader', { name: 'Granted' })).toBeTruthy();
    expect(within(entries).getByRole('rowheader', { name: 'Expired' })).toBeTruthy();
    fireEvent.change(screen.getAllByRole('combobox', { name: 'State' })[0] as HTMLElement, {
      target: { value: 'ACTIVE' },
    });
    await waitFor(() =>
      expect(
        calls
          .filter((c) => c.url.pathname === R.bonusRecord.path)
          .at(-1)
          ?.url.searchParams.get('state'),
      ).toBe('ACTIVE'),
    );
  });
});

describe('manual rebate', () => {
  it('is not in the menu and does not open while MANPLAYREB3 is off', async () => {
    const calls = await openMember(
      'rewardCenter',
      {
        [`GET ${R.rewardCentre.path}`]: () => centre({ rebate: '90.00' }),
        [`GET ${R.rewardHistory.path}`]: history,
      },
      { MANPLAYREB3: false },
    );
    const menu = screen.getByRole('navigation', { name: 'Member centre pages' });
    expect(within(menu).queryByRole('link', { name: 'Manual rebate' })).toBeNull();
    expect(within(menu).getByRole('link', { name: 'Reward centre' })).toBeTruthy();
    // Nor does the reward centre offer it.
    expect(screen.queryByRole('region', { name: 'Manual rebate' })).toBeNull();
    expect(calls.some((c) => c.url.pathname.startsWith('/wps/rewards/rebate'))).toBe(false);
  });

  it('shows the rebate per game type, holds Claim back below the minimum saying why', async () => {
    await openMember('manualRebate', {
      [`GET ${R.rebate.path}`]: () => rebateSummary(),
      [`GET ${R.rebateHistory.path}`]: () => page([]),
    });
    const menu = screen.getByRole('navigation', { name: 'Member centre pages' });
    expect(within(menu).getByRole('link', { name: 'Manual rebate' })).toBeTruthy();
    const lines = screen.getByRole('table', { name: 'Rebate per game type' });
    const slots = within(lines).getByRole('rowheader', { name: 'Slots' }).closest('tr') as HTMLElement;
    expect(within(slots).getByText('0.8%')).toBeTruthy();
    expect(within(slots).getByText('80.00')).toBeTruthy();
    const claim = screen.getByRole('button', { name: 'Claim rebate' }) as HTMLButtonElement;
    expect(claim.disabled).toBe(true);
    expect(
      screen.getByText(
        'You can claim from BDT 100.00; you have BDT 90.00 so far. Keep playing and claim it later.',
      ),
    ).toBeTruthy();
    expect(claim.getAttribute('aria-describedby')).toBe('rebate-reason');
  });

  it('claims the rebate once it reaches the minimum, with a requestId', async () => {
    const calls = await openMember('manualRebate', {
      [`GET ${R.rebate.path}`]: () => rebateSummary({ total: '150.00', canClaim: true }),
      [`GET ${R.rebateHistory.path}`]: () => page([]),
      [`POST ${R.claimRebate.path}`]: () => ({
        id: 'c1',
        amount: '150.00',
        validBet: '15000.00',
        lines: [],
        createdAt: '2026-03-15T10:00:00.000Z',
      }),
    });
    fireEvent.click(screen.getByRole('button', { name: 'Claim rebate' }));
    expect((await screen.findByRole('status')).textContent).toBe(
      'BDT 150.00 was paid into your main wallet.',
    );
    expect(bodyOf(calls.find((c) => c.init.method === 'POST'))).toEqual({
      requestId: expect.stringMatching(UUID),
    });
  });
});

const withdrawalInfo = (): TWithdrawalInfo => ({
  currency: 'BDT',
  exponent: 2,
  withdrawable: '3000.00',
  min: '500.00',
  max: '20000.00',
  todayCount: 0,
  dailyCount: 5,
  turnoverRemaining: '0.00',
  hasPayeeName: true,
  hasPaymentPassword: true,
  bankAccounts: [
    {
      id: '11',
      bankName: 'City Bank',
      accountNumberMasked: '•••• 4321',
      accountName: 'Rahim Uddin',
      createdAt: '2026-03-01T10:00:00Z',
    },
  ],
  banks: ['City Bank'],
});

describe('withdrawing with an active bonus', () => {
  it('says beforehand that withdrawing gives the bonus up, asks on BONUS_ACTIVE and resends with forfeitBonus on confirm', async () => {
    await openMember('withdraw', {
      [`GET ${WALLET_ROUTES.withdrawalInfo.path}`]: withdrawalInfo,
      [`GET ${WALLET_ROUTES.withdrawals.path}`]: () => page([]),
      [`GET ${R.rewardCentre.path}`]: () => centre(),
    });
    const notice = await screen.findByTestId('bonus-withdraw-notice');
    expect(notice.textContent).toContain('Withdrawing gives up your active bonus.');
    expect(notice.textContent).toContain('BDT 420.00');

    const form = screen.getByRole('region', { name: 'Request a withdrawal' });
    fireEvent.change(within(form).getByRole('textbox', { name: /^Amount/ }), { target: { value: '1000' } });
    fireEvent.change(within(form).getByLabelText(/^Payment password/), { target: { value: '246810' } });
    const message =
      'You have an active bonus. Withdrawing now gives it up (its 420.00 in the bonus wallet is removed). Confirm to give it up, or finish its wagering first.';
    sealed.mockRejectedValueOnce(new ApiError('BONUS_ACTIVE', message, 409));
    fireEvent.click(within(form).getByRole('button', { name: 'Withdraw' }));
    const dialog = await screen.findByRole('dialog', { name: 'Give up your bonus to withdraw?' });
    expect(within(dialog).getByText(message)).toBeTruthy();
    // No error on the form: the question is the answer.
    expect(within(form).queryByRole('alert')).toBeNull();

    // Keeping the bonus sends nothing more.
    fireEvent.click(within(dialog).getByRole('button', { name: 'Keep my bonus' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(sealed).toHaveBeenCalledTimes(1);

    sealed.mockRejectedValueOnce(new ApiError('BONUS_ACTIVE', message, 409));
    fireEvent.click(within(form).getByRole('button', { name: 'Withdraw' }));
    sealed.mockResolvedValueOnce({
      id: '5',
      amount: '1000.00',
      status: 'PENDING',
      confirmation: null,
      bankName: 'City Bank',
      accountNumberMasked: '•••• 4321',
      reason: null,
      createdAt: '2026-03-14T09:00:00.000Z',
      decidedAt: null,
      autoConfirmAt: null,
    });
    fireEvent.click(
      within(await screen.findByRole('dialog')).getByRole('button', { name: 'Give up bonus and withdraw' }),
    );
    expect(await within(form).findByText(/Your withdrawal of BDT 1,000.00 has been requested/)).toBeTruthy();
    expect(screen.queryByRole('dialog')).toBeNull();
    const bodies = sealed.mock.calls.map((c) => c[1].body as Record<string, unknown>);
    expect(bodies).toHaveLength(3);
    expect(bodies[1]).toEqual({
      bankAccountId: '11',
      amount: '1000.00',
      paymentPassword: '246810',
      requestId: expect.stringMatching(UUID),
    });
    expect(bodies[2]).toEqual({ ...bodies[1], forfeitBonus: true, requestId: expect.stringMatching(UUID) });
    expect(bodies[2]?.requestId).not.toBe(bodies[1]?.requestId);
  });
});
