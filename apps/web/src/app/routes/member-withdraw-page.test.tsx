import { PAYMENT_ROUTES, type TWithdrawal, type TWithdrawalInfo, WALLET_ROUTES } from '@portal/contracts';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { MemberPage } from '@/app/routes/member-page';
import { ApiError } from '@/lib/api-client';
import { formatTimestamp } from '@/lib/format';
import { callSealed } from '@/lib/sealed';
import { testConfig } from '@/test/fixtures';
import { renderApp } from '@/test/render-app';
import { bodyOf, page, serve, signInMember } from '@/test/serve';

// The sealing itself is tested with the login; here only what is sealed matters.
vi.mock('@/lib/sealed', () => ({ callSealed: vi.fn() }));
const sealed = vi.mocked(callSealed);

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

const info = (change: Partial<TWithdrawalInfo> = {}): TWithdrawalInfo => ({
  currency: 'BDT',
  exponent: 2,
  withdrawable: '3000.00',
  min: '500.00',
  max: '20000.00',
  todayCount: 1,
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
    {
      id: '12',
      bankName: 'BRAC Bank',
      accountNumberMasked: '•••• 9876',
      accountName: 'Rahim Uddin',
      createdAt: '2026-03-02T10:00:00Z',
    },
  ],
  banks: ['BRAC Bank', 'City Bank', 'Dutch-Bangla Bank'],
  ...change,
});

const withdrawal = (change: Partial<TWithdrawal> = {}): TWithdrawal => ({
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
  ...change,
});

async function openWithdraw(handlers: Parameters<typeof serve>[0] = {}) {
  signInMember();
  const calls = serve({
    [`GET ${WALLET_ROUTES.withdrawalInfo.path}`]: () => info(),
    [`GET ${WALLET_ROUTES.withdrawals.path}`]: () => page([]),
    ...handlers,
  });
  await renderApp([{ path: '/member', element: <MemberPage /> }], {
    config: testConfig(),
    path: '/member?page=withdraw',
  });
  await screen.findByRole('region', { name: 'Available to withdraw' });
  return calls;
}

beforeEach(() => {
  window.localStorage.clear();
  window.sessionStorage.clear();
  sealed.mockReset();
});
afterEach(() => vi.unstubAllGlobals());

describe('withdraw page', () => {
  it('sends a sealed request with a requestId kept for a retry, and shows TURNOVER_NOT_MET', async () => {
    const calls = await openWithdraw();
    const summary = screen.getByRole('region', { name: 'Available to withdraw' });
    expect(within(summary).getByText('Withdrawable now')).toBeTruthy();
    expect(screen.getByText('1 of 5')).toBeTruthy();
    const form = screen.getByRole('region', { name: 'Request a withdrawal' });
    fireEvent.change(within(form).getByRole('combobox', { name: /To bank account/ }), {
      target: { value: '12' },
    });
    fireEvent.change(within(form).getByRole('textbox', { name: /^Amount/ }), { target: { value: '1000' } });
    fireEvent.change(within(form).getByLabelText(/^Payment password/), { target: { value: '246810' } });
    const submit = () => fireEvent.click(within(form).getByRole('button', { name: 'Withdraw' }));

    // No answer: the outcome is unknown, so the retry must carry the same id.
    sealed.mockRejectedValueOnce(new ApiError('NETWORK', 'Network link is abnormal, please try again.', 0));
    submit();
    expect((await within(form).findByRole('alert')).textContent).toBe(
      'Network link is abnormal, please try again.',
    );
    sealed.mockRejectedValueOnce(
      new ApiError('TURNOVER_NOT_MET', 'Please play through 120.00 more before withdrawing.', 409),
    );
    const infoReads = () => calls.filter((c) => c.url.pathname === WALLET_ROUTES.withdrawalInfo.path).length;
    const readsBefore = infoReads();
    submit();
    expect(await within(form).findByText('Please play through 120.00 more before withdrawing.')).toBeTruthy();
    await waitFor(() => expect(infoReads()).toBeGreaterThan(readsBefore));

    const [first, second] = sealed.mock.calls;
    expect(first?.[0]).toBe(WALLET_ROUTES.requestWithdrawal);
    expect(first?.[1].body).toEqual({
      bankAccountId: '12',
      amount: '1000.00',
      paymentPassword: '246810',
      requestId: expect.stringMatching(UUID),
    });
    const idOf = (n: number) =>
      (sealed.mock.calls[n]?.[1].body as { requestId?: string } | undefined)?.requestId;
    expect(second?.[1].body).toEqual(first?.[1].body);
    expect(idOf(1)).toBe(idOf(0));

    // The server answered: a new attempt is a new request.
    sealed.mockResolvedValueOnce(withdrawal());
    submit();
    expect(
      await within(form).findByText(
        'Your withdrawal of BDT 1,000.00 has been requested. You will get a message when it is paid.',
      ),
    ).toBeTruthy();
    expect(idOf(2)).toMatch(UUID);
    expect(idOf(2)).not.toBe(idOf(0));
  });

  it('says nothing can be withdrawn while wagering is owed, why, and where to see it; no form to fail', async () => {
    await openWithdraw({
      [`GET ${WALLET_ROUTES.withdrawalInfo.path}`]: () => info({ turnoverRemaining: '120.00' }),
    });
    const summary = screen.getByRole('region', { name: 'Available to withdraw' });
    const total = within(summary).getByText('Withdrawable now').parentElement as HTMLElement;
    expect(total.textContent).toContain('0.00');
    expect(total.textContent).not.toContain('3,000.00');
    // The balance is there, and said to be locked by the wagering, with the amount still to wager.
    expect(within(summary).getByText('Main balance').nextElementSibling?.textContent).toContain('3,000.00');
    expect(
      within(summary).getByText(
        /Your balance is locked until the wagering requirement is met\. Wager BDT 120\.00 more/,
      ),
    ).toBeTruthy();
    expect(
      within(summary)
        .getByRole('link', { name: 'See your wagering in the Reward centre' })
        .getAttribute('href'),
    ).toBe('/member?page=rewardCenter');
    const form = screen.getByRole('region', { name: 'Request a withdrawal' });
    expect(within(form).getByText('Nothing can be withdrawn right now.')).toBeTruthy();
    expect(within(form).queryByRole('textbox', { name: /^Amount/ })).toBeNull();
  });

  it('shows the limits up front and checks the amount as it is typed', async () => {
    await openWithdraw({
      [`GET ${WALLET_ROUTES.withdrawalInfo.path}`]: () => info({ withdrawable: '25000.00' }),
    });
    const form = screen.getByRole('region', { name: 'Request a withdrawal' });
    // Before anything is typed: what can go now (capped by the maximum), the minimum and the maximum.
    expect(
      within(form).getByText(
        'BDT 20,000.00 withdrawable now. Minimum 500.00, maximum 20,000.00 per withdrawal.',
      ),
    ).toBeTruthy();
    expect(screen.getByText(/request the remaining BDT 5,000.00 separately/)).toBeTruthy();
    const amount = within(form).getByRole('textbox', { name: /^Amount/ });
    fireEvent.change(amount, { target: { value: '100' } });
    expect(within(form).getByText('Enter an amount from 500.00 to 20,000.00.')).toBeTruthy();
    fireEvent.change(amount, { target: { value: '700' } });
    expect(within(form).queryByText('Enter an amount from 500.00 to 20,000.00.')).toBeNull();
    fireEvent.change(amount, { target: { value: '20000.01' } });
    expect(within(form).getByText('Enter an amount from 500.00 to 20,000.00.')).toBeTruthy();
    expect(sealed).not.toHaveBeenCalled();
  });

  it('checks the form before sending: account, amount within limits and what is withdrawable, password', async () => {
    await openWithdraw();
    const form = screen.getByRole('region', { name: 'Request a withdrawal' });
    fireEvent.change(within(form).getByRole('textbox', { name: /^Amount/ }), {
      target: { value: '3000.01' },
    });
    fireEvent.click(within(form).getByRole('button', { name: 'Withdraw' }));
    expect(await within(form).findByText('Please choose a bank account.')).toBeTruthy();
    expect(within(form).getByText('This is more than the 3,000.00 available.')).toBeTruthy();
    expect(within(form).getByText('Please enter your payment password.')).toBeTruthy();
    fireEvent.click(within(form).getByRole('button', { name: 'Max' }));
    expect((within(form).getByRole('textbox', { name: /^Amount/ }) as HTMLInputElement).value).toBe(
      '3000.00',
    );
    expect(sealed).not.toHaveBeenCalled();
  });

  it('says what is missing before a first withdrawal, with the way to the security centre', async () => {
    await openWithdraw({
      [`GET ${WALLET_ROUTES.withdrawalInfo.path}`]: () =>
        info({ hasPayeeName: false, hasPaymentPassword: false, bankAccounts: [], turnoverRemaining: '0.00' }),
    });
    const missing = screen.getByRole('region', { name: 'Complete your account to withdraw' });
    expect(within(missing).getByText('Add the name on your bank account')).toBeTruthy();
    expect(within(missing).getByText('Set a payment password')).toBeTruthy();
    expect(within(missing).getByRole('link', { name: 'Go to My account' }).getAttribute('href')).toBe(
      '/member?page=securityCenter',
    );
    expect(screen.queryByRole('region', { name: 'Request a withdrawal' })).toBeNull();
    expect(screen.queryByText(/wagering requirement/)).toBeNull();
  });

  it('links a bKash wallet: a Bangladeshi wallet number, checked as it leaves the field', async () => {
    const calls = await openWithdraw({
      [`GET ${WALLET_ROUTES.withdrawalInfo.path}`]: () =>
        info({ bankAccounts: [], banks: ['City Bank', 'bKash', 'Nagad'] }),
      [`POST ${WALLET_ROUTES.bankAccounts.path}`]: () => ({
        id: '14',
        bankName: 'bKash',
        accountNumberMasked: '····5678',
        accountName: 'Rahim Uddin',
        createdAt: '2026-03-03T10:00:00Z',
      }),
    });
    const bind = screen.getByRole('form', { name: 'Link a bank account' });
    fireEvent.change(within(bind).getByRole('combobox', { name: /^Bank/ }), { target: { value: 'bKash' } });
    const number = within(bind).getByRole('textbox', { name: /^Account number/ });
    expect(within(bind).getByText('bKash number in your name, for example 01712345678.')).toBeTruthy();
    fireEvent.change(number, { target: { value: '01212345678' } });
    fireEvent.blur(number);
    expect(within(bind).getByText('Enter a bKash number like 01712345678.')).toBeTruthy();
    fireEvent.click(within(bind).getByRole('button', { name: 'Link bank account' }));
    expect(calls.filter((c) => c.init.method === 'POST')).toHaveLength(0);
    fireEvent.change(number, { target: { value: '+8801712345678' } });
    fireEvent.click(within(bind).getByRole('button', { name: 'Link bank account' }));
    await within(bind).findByText('Bank account linked.');
    const post = calls.find((c) => c.init.method === 'POST');
    expect(JSON.parse(String(post?.init.body))).toEqual({ bankName: 'bKash', accountNumber: '01712345678' });
  });

  it('links a bank account (digits only), up to three', async () => {
    const calls = await openWithdraw({
      [`POST ${WALLET_ROUTES.bankAccounts.path}`]: (_url, init) => ({
        id: '13',
        bankName: JSON.parse(String(init.body)).bankName,
        accountNumberMasked: '•••• 5555',
        accountName: 'Rahim Uddin',
        createdAt: '2026-03-15T10:00:00Z',
      }),
    });
    const accounts = screen.getByRole('region', { name: 'Bank accounts' });
    expect(within(accounts).getByText('•••• 4321')).toBeTruthy();
    fireEvent.click(within(accounts).getByRole('button', { name: 'Link bank account' }));
    expect(await within(accounts).findByText('Please choose a bank.')).toBeTruthy();
    fireEvent.change(within(accounts).getByRole('combobox', { name: /Bank/ }), {
      target: { value: 'Dutch-Bangla Bank' },
    });
    fireEvent.change(within(accounts).getByRole('textbox', { name: /Account number/ }), {
      target: { value: '1234-5678 5555' },
    });
    fireEvent.click(within(accounts).getByRole('button', { name: 'Link bank account' }));
    expect(await within(accounts).findByText('Bank account linked.')).toBeTruthy();
    expect(bodyOf(calls.find((c) => c.url.pathname === WALLET_ROUTES.bankAccounts.path))).toEqual({
      bankName: 'Dutch-Bangla Bank',
      accountNumber: '123456785555',
    });
  });

  it('asks about a paid withdrawal: received, or not received with proof images', async () => {
    const autoConfirmAt = '2026-03-16T09:00:00.000Z';
    const calls = await openWithdraw({
      [`GET ${WALLET_ROUTES.withdrawals.path}`]: () =>
        page([
          withdrawal({ status: 'PAID', confirmation: 'AWAITING', autoConfirmAt }),
          withdrawal({ id: '4', status: 'COMPLETED', confirmation: 'FULL_PAYMENT' }),
          withdrawal({ id: '3', status: 'REJECTED', reason: 'Name does not match the bank account.' }),
        ]),
      [`POST ${PAYMENT_ROUTES.upload.path}`]: () => ({
        id: 'proof-abcdefghijklmnop',
        contentType: 'image/png',
        size: 3,
      }),
      [`POST ${WALLET_ROUTES.withdrawals.path}/5/confirm`]: () =>
        withdrawal({ status: 'DISPUTED', confirmation: 'NOT_RECEIVED' }),
    });
    const history = screen.getByRole('region', { name: 'Withdrawal history' });
    expect(await within(history).findByText('Paid in full after our review.')).toBeTruthy();
    expect(within(history).getByText('Name does not match the bank account.')).toBeTruthy();
    expect(
      within(history).getByText(
        `If you do not answer, it counts as received at ${formatTimestamp(autoConfirmAt)}.`,
      ),
    ).toBeTruthy();
    expect(within(history).getByRole('button', { name: 'Received' })).toBeTruthy();
    fireEvent.click(within(history).getByRole('button', { name: 'Not received' }));
    const dialog = await screen.findByRole('dialog', { name: 'Money not received' });
    fireEvent.change(within(dialog).getByLabelText('Proof of payment'), {
      target: { files: [new File(['png'], 'statement.png', { type: 'image/png' })] },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Send report' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(
      bodyOf(calls.find((c) => c.url.pathname === `${WALLET_ROUTES.withdrawals.path}/5/confirm`)),
    ).toEqual({
      action: 'NOT_RECEIVED',
      proofIds: ['proof-abcdefghijklmnop'],
    });
  });
});
