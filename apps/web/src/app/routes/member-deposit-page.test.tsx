import { PAYMENT_ROUTES, type TDeposit, type TPaymentMethod, WALLET_ROUTES } from '@portal/contracts';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { MemberPage } from '@/app/routes/member-page';
import { configureApiClient } from '@/lib/api-client';
import { switchLanguage } from '@/lib/i18n';
import { HeaderBalance } from '@/shared/wallet/header-balance';
import { testConfig } from '@/test/fixtures';
import { renderApp } from '@/test/render-app';
import { balance, bodyOf, page, serve, signInMember } from '@/test/serve';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

const methods: TPaymentMethod[] = [
  {
    id: '1',
    kind: 'ONLINE',
    name: 'bKash',
    min: '100.00',
    max: '25000.00',
    presets: ['500.00', '1000.00', '5000.00'],
    bank: null,
    channel: null,
  },
  {
    id: '2',
    kind: 'BANK_TRANSFER',
    name: 'City Bank',
    min: '500.00',
    max: '100000.00',
    presets: [],
    bank: {
      bankName: 'City Bank',
      accountName: 'Tiger Star Ltd',
      accountNumber: '1234567890123',
      branch: null,
    },
    channel: null,
  },
];

const deposit = (change: Partial<TDeposit> = {}): TDeposit => ({
  id: '77',
  kind: 'ONLINE',
  methodName: 'bKash',
  amount: '1000.00',
  status: 'PENDING',
  reference: null,
  reason: null,
  createdAt: '2026-03-15T08:00:00.000Z',
  completedAt: null,
  ...change,
});

const routes = [
  {
    path: '/member',
    element: (
      <>
        <HeaderBalance />
        <MemberPage />
      </>
    ),
  },
];

const assign = vi.fn();

function stubLocation() {
  const real = window.location;
  // The rest of the real location stays readable (the API client reads the page's path for its headers).
  vi.stubGlobal('location', {
    origin: real.origin,
    href: real.href,
    protocol: real.protocol,
    host: real.host,
    hostname: real.hostname,
    pathname: real.pathname,
    search: real.search,
    hash: real.hash,
    assign,
  });
}

async function openDeposit(handlers: Parameters<typeof serve>[0] = {}, path = '/member?page=depositv2') {
  signInMember();
  const calls = serve({
    [`GET ${WALLET_ROUTES.balance.path}`]: () => balance('100.00'),
    [`GET ${PAYMENT_ROUTES.methods.path}`]: () => methods,
    [`GET ${PAYMENT_ROUTES.deposits.path}`]: () => page([deposit({ status: 'CREDITED' })]),
    ...handlers,
  });
  await renderApp(routes, { config: testConfig(), path });
  await screen.findByRole('radio', { name: /bKash/ });
  return calls;
}

const amountBox = () => screen.getByRole('textbox', { name: /^(Amount|পরিমাণ)/ });
const sent = (calls: { url: URL; init: RequestInit }[], path: string) =>
  calls.filter((c) => c.url.pathname === path && c.init.method === 'POST');

beforeEach(() => {
  window.localStorage.clear();
  window.sessionStorage.clear();
  assign.mockReset();
  stubLocation();
});
afterEach(() => {
  vi.unstubAllGlobals();
  configureApiClient({ merchant: null });
});

describe('deposit page', () => {
  it('starts an online payment with a preset and goes to the provider', async () => {
    const calls = await openDeposit({
      [`POST ${PAYMENT_ROUTES.onlineDeposit.path}`]: () => ({
        deposit: deposit(),
        redirectUrl: 'https://pay.example/checkout/pay_1',
      }),
    });
    expect(screen.getByText('Minimum 100.00, maximum 25,000.00')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: '1,000.00' }));
    expect((amountBox() as HTMLInputElement).value).toBe('1000.00');
    expect(screen.getByRole('button', { name: '1,000.00' }).getAttribute('aria-pressed')).toBe('true');
    fireEvent.click(screen.getByRole('button', { name: 'Continue to payment' }));
    await waitFor(() => expect(assign).toHaveBeenCalledWith('https://pay.example/checkout/pay_1'));
    const body = bodyOf(sent(calls, PAYMENT_ROUTES.onlineDeposit.path)[0]);
    expect(body).toEqual({ methodId: '1', amount: '1000.00', requestId: expect.stringMatching(UUID) });
    expect(screen.getByText('Taking you to the payment page…')).toBeTruthy();
  });

  it('a mobile wallet (Nagad) shows its mark and asks for a Bangladeshi wallet number, checked before sending', async () => {
    const nagad: TPaymentMethod = {
      ...(methods[0] as TPaymentMethod),
      id: '3',
      name: 'Nagad',
      channel: 'NAGAD',
    };
    const calls = await openDeposit({
      [`GET ${PAYMENT_ROUTES.methods.path}`]: () => [...methods, nagad],
      [`POST ${PAYMENT_ROUTES.onlineDeposit.path}`]: () => ({
        deposit: deposit({ methodName: 'Nagad' }),
        redirectUrl: 'https://pay.example/checkout/pay_3',
      }),
    });
    const radio = screen.getByRole('radio', { name: /Nagad/ });
    expect(radio.closest('label')?.textContent).toContain('Mobile wallet');
    expect(radio.closest('label')?.querySelector('svg.wallet-mark')).toBeTruthy();
    fireEvent.click(radio);
    const number = await screen.findByRole('textbox', { name: /^Your Nagad number/ });
    expect(screen.getByText('The Nagad account you pay from, for example 01812345678.')).toBeTruthy();
    fireEvent.change(amountBox(), { target: { value: '500' } });
    fireEvent.change(number, { target: { value: '09171234567' } });
    fireEvent.blur(number);
    expect(screen.getByText('Enter a Nagad number like 01812345678.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Continue to payment' }));
    expect(sent(calls, PAYMENT_ROUTES.onlineDeposit.path)).toHaveLength(0);
    fireEvent.change(number, { target: { value: '+880 1812-345678' } });
    fireEvent.click(screen.getByRole('button', { name: 'Continue to payment' }));
    await waitFor(() => expect(assign).toHaveBeenCalledWith('https://pay.example/checkout/pay_3'));
    expect(bodyOf(sent(calls, PAYMENT_ROUTES.onlineDeposit.path)[0])).toEqual({
      methodId: '3',
      amount: '500.00',
      walletNumber: '01812345678',
      requestId: expect.stringMatching(UUID),
    });
  });

  it('refuses bad amounts with a message for each, before asking the server', async () => {
    const calls = await openDeposit();
    const submit = () => fireEvent.click(screen.getByRole('button', { name: 'Continue to payment' }));
    const cases: [string, string][] = [
      ['', 'Please enter an amount.'],
      ['-50', 'The amount cannot be negative.'],
      ['abc', 'Enter the amount in digits only, for example 1000 or 1000.50.'],
      ['100.555', 'Use at most 2 decimal places.'],
      ['0', 'The amount must be more than zero.'],
      ['99.99', 'Enter an amount from 100.00 to 25,000.00.'],
      ['25000.01', 'Enter an amount from 100.00 to 25,000.00.'],
    ];
    for (const [input, message] of cases) {
      fireEvent.change(amountBox(), { target: { value: input } });
      submit();
      expect((await screen.findByRole('alert')).textContent).toBe(message);
      expect(amountBox().getAttribute('aria-invalid')).toBe('true');
    }
    expect(sent(calls, PAYMENT_ROUTES.onlineDeposit.path)).toHaveLength(0);
    expect(assign).not.toHaveBeenCalled();
  });

  it("shows the server's field messages by field, and others on the form", async () => {
    let answer = new Error(
      'VALIDATION_ERROR|[{"field":"amount","message":"Amount not accepted by bKash today."}]',
    );
    const calls = await openDeposit({ [`POST ${PAYMENT_ROUTES.onlineDeposit.path}`]: () => answer });
    fireEvent.change(amountBox(), { target: { value: '500' } });
    fireEvent.click(screen.getByRole('button', { name: 'Continue to payment' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Amount not accepted by bKash today.');
    expect(amountBox().getAttribute('aria-invalid')).toBe('true');
    answer = new Error('VALIDATION_ERROR|[{"field":"methodId","message":"Choose another method."}]');
    fireEvent.click(screen.getByRole('button', { name: 'Continue to payment' }));
    expect((await screen.findByText('Choose another method.')).getAttribute('role')).toBe('alert');
    expect(screen.queryByText('Amount not accepted by bKash today.')).toBeNull();
    // Both were answered by the server, so each attempt was a new request.
    const ids = sent(calls, PAYMENT_ROUTES.onlineDeposit.path).map((c) => bodyOf(c).requestId);
    expect(new Set(ids).size).toBe(2);
    expect(assign).not.toHaveBeenCalled();
  });

  it('words amount problems in Bengali too', async () => {
    await openDeposit();
    try {
      await act(() => switchLanguage('bn', { remember: false }));
      fireEvent.change(amountBox(), { target: { value: '-5' } });
      fireEvent.click(screen.getByRole('button', { name: 'পেমেন্টে এগিয়ে যান' }));
      expect((await screen.findByRole('alert')).textContent).toBe('পরিমাণ ঋণাত্মক হতে পারে না।');
      fireEvent.change(amountBox(), { target: { value: '1.234' } });
      fireEvent.click(screen.getByRole('button', { name: 'পেমেন্টে এগিয়ে যান' }));
      expect((await screen.findByRole('alert')).textContent).toBe('দশমিকের পরে সর্বোচ্চ 2 ঘর ব্যবহার করুন।');
    } finally {
      await act(() => switchLanguage('en', { remember: false }));
    }
  });

  it('takes a bank transfer: details to copy, proofs checked for type, size and count, then uploaded', async () => {
    const writeText = vi.fn(async () => {});
    vi.stubGlobal('navigator', { ...window.navigator, clipboard: { writeText } });
    configureApiClient({ merchant: 'TIGER' });
    let uploads = 0;
    const calls = await openDeposit({
      [`POST ${PAYMENT_ROUTES.upload.path}`]: () => {
        uploads += 1;
        return { id: `upload-${uploads}-abcdefghijklmnop`, contentType: 'image/png', size: 3 };
      },
      [`POST ${PAYMENT_ROUTES.bankDeposit.path}`]: (_url, init) =>
        deposit({
          id: '78',
          kind: 'BANK_TRANSFER',
          methodName: 'City Bank',
          amount: JSON.parse(String(init.body)).amount,
          status: 'AWAITING_REVIEW',
          reference: 'TRX-1',
        }),
    });
    fireEvent.click(screen.getByRole('radio', { name: /City Bank/ }));
    fireEvent.click(await screen.findByRole('button', { name: 'Copy Account number' }));
    await waitFor(() => expect(writeText).toHaveBeenCalledWith('1234567890123'));
    expect(await screen.findByText('Copied')).toBeTruthy();

    const picker = screen.getByLabelText('Proof of payment');
    const gif = new File(['GIF89a'], 'receipt.gif', { type: 'image/gif' });
    const huge = new File([new Uint8Array(5 * 1024 * 1024 + 1)], 'scan.png', { type: 'image/png' });
    const png = new File(['png-bytes'], 'slip.png', { type: 'image/png' });
    fireEvent.change(picker, { target: { files: [gif, huge, png] } });
    const problems = await screen.findByText('receipt.gif is not a PNG or JPG image.');
    expect(problems.closest('[role="alert"]')?.textContent).toContain('scan.png is larger than 5 MB.');
    expect(screen.getByText('slip.png')).toBeTruthy();
    const jpgs = ['a', 'b', 'c'].map((n) => new File(['jpg'], `${n}.jpg`, { type: 'image/jpeg' }));
    fireEvent.change(picker, { target: { files: jpgs } });
    expect(await screen.findByText('You can add at most 3 images.')).toBeTruthy();
    expect(screen.getByText('a.jpg')).toBeTruthy();
    expect(screen.getByText('b.jpg')).toBeTruthy();
    expect(screen.queryByText('c.jpg')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Remove b.jpg' }));

    fireEvent.click(screen.getByRole('button', { name: 'Submit deposit' }));
    expect(await screen.findByText('Please enter the transfer reference.')).toBeTruthy();
    expect(await screen.findByText('Please enter an amount.')).toBeTruthy();
    fireEvent.change(amountBox(), { target: { value: '2500' } });
    fireEvent.change(screen.getByRole('textbox', { name: /Transfer reference/ }), {
      target: { value: 'TRX-1' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Submit deposit' }));
    expect(await screen.findByText('Your deposit has been submitted.')).toBeTruthy();

    const uploaded = sent(calls, PAYMENT_ROUTES.upload.path);
    expect(uploaded).toHaveLength(2);
    const header = (n: number, name: string) =>
      (uploaded[n]?.init.headers as Record<string, string> | undefined)?.[name];
    expect(header(0, 'content-type')).toBe('image/png');
    expect(header(1, 'content-type')).toBe('image/jpeg');
    expect(header(0, 'authorization')).toBe(`Bearer ${'t'.repeat(43)}`);
    expect(header(0, 'x-merchant')).toBe('TIGER');
    expect(header(0, 'x-language')).toBe('en');
    expect(uploaded[0]?.init.body).toBe(png);
    expect(bodyOf(sent(calls, PAYMENT_ROUTES.bankDeposit.path)[0])).toEqual({
      methodId: '2',
      amount: '2500.00',
      reference: 'TRX-1',
      proofIds: ['upload-1-abcdefghijklmnop', 'upload-2-abcdefghijklmnop'],
      requestId: expect.stringMatching(UUID),
    });
  });

  it('shows a returning payment, polls it while pending and refreshes the balance once credited', async () => {
    let reads = 0;
    const calls = await openDeposit(
      {
        [`GET ${PAYMENT_ROUTES.deposits.path}/77`]: () => {
          reads += 1;
          return deposit({ status: reads < 2 ? 'PENDING' : 'CREDITED' });
        },
      },
      '/member?page=depositv2&deposit=77&payment=pay_1&status=succeeded',
    );
    const panel = await screen.findByRole('region', { name: 'Your payment' });
    expect(
      await within(panel).findByText('Waiting for the payment provider to confirm your payment…'),
    ).toBeTruthy();
    const balanceReads = () => calls.filter((c) => c.url.pathname === WALLET_ROUTES.balance.path).length;
    const before = balanceReads();
    expect(
      await within(panel).findByText(
        'Payment received. The money is in your main wallet.',
        {},
        { timeout: 4000 },
      ),
    ).toBeTruthy();
    expect(within(panel).getByText('Credited')).toBeTruthy();
    await waitFor(() => expect(balanceReads()).toBeGreaterThan(before));
    fireEvent.click(within(panel).getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('region', { name: 'Your payment' })).toBeNull();
  });
});
