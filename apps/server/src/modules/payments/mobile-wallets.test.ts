import {
  isWalletNumber,
  mobileWalletOf,
  normaliseWalletNumber,
  PAYMENT_ROUTES,
  WALLET_ROUTES,
} from '@portal/contracts';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { DEVELOPMENT_SANDBOX_SECRET } from '../../config/config.ts';
import { addMobileWallets } from '../../db/migrations/0038_mobile_wallets.ts';
import { sendSealed } from '../../test/accounts.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import {
  expectLedgerHealthy,
  operatorSession,
  rid,
  type TestMember,
  walletMember,
} from '../../test/wallet.ts';
import { SandboxProvider, signBody, verifySignature } from './sandbox-provider.ts';

/** bKash and Nagad for Tiger Star (BDT), GCash and Maya for Jade Palace (PHP); ADR 0047. */

const SECRET = DEVELOPMENT_SANDBOX_SECRET;
const sent: Record<string, unknown>[] = [];
const fakeFetch: typeof fetch = async (_input, init) => {
  const body = String(init?.body);
  const signature = new Headers(init?.headers).get('sandbox-signature') ?? undefined;
  if (!verifySignature(SECRET, body, signature, Math.floor(Date.now() / 1000))) {
    return new Response('{}', { status: 401 });
  }
  const request = JSON.parse(body) as Record<string, unknown>;
  sent.push(request);
  const id = `pay_${String(request.reference).replace(/\D/g, '').padStart(24, '0')}`;
  return new Response(
    JSON.stringify({
      id,
      reference: request.reference,
      amount: request.amount,
      currency: request.currency,
      exponent: request.exponent,
      status: 'PENDING',
      failureReason: null,
      checkoutUrl: `http://psp.test/checkout/${id}`,
    }),
    { status: 201 },
  );
};

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({
    paymentProvider: new SandboxProvider({
      url: 'http://psp.test',
      secret: SECRET,
      now: () => new Date(),
      fetchImpl: fakeFetch,
    }),
  });
});
afterAll(() => t.close());
afterEach(() => expectLedgerHealthy(t));

const get = (m: TestMember, url: string) => t.app.inject({ url, headers: m.headers });
const send = (m: TestMember, url: string, payload: object) =>
  t.app.inject({ method: 'POST', url, headers: m.headers, payload });

type Method = { id: string; name: string; kind: string; min: string; max: string; channel: string | null };
const methodsOf = async (m: TestMember) =>
  (await get(m, PAYMENT_ROUTES.methods.path)).json().value as Method[];

function notify(
  request: Record<string, unknown>,
  currency: string,
  type: 'payment.succeeded' | 'payment.failed' = 'payment.succeeded',
) {
  const body = JSON.stringify({
    id: `evt_${Math.random().toString(16).slice(2).padEnd(24, '0')}`,
    type,
    createdAt: new Date().toISOString(),
    data: {
      id: `pay_${String(request.reference).replace(/\D/g, '').padStart(24, '0')}`,
      reference: request.reference,
      amount: request.amount,
      currency,
      exponent: 2,
      status: 'SUCCEEDED',
      failureReason: null,
      checkoutUrl: 'http://psp.test/checkout/x',
    },
  });
  return t.app.inject({
    method: 'POST',
    url: '/hooks/payments/sandbox',
    headers: {
      'content-type': 'application/json',
      'sandbox-signature': signBody(SECRET, body, Math.floor(Date.now() / 1000)),
    },
    payload: body,
  });
}

describe('wallet numbers', () => {
  it('takes Bangladeshi 01[3-9] numbers for bKash and Nagad, Philippine 09 numbers for GCash and Maya', () => {
    expect(isWalletNumber('BKASH', '01712345678')).toBe(true);
    expect(isWalletNumber('NAGAD', '+880 1812-345678')).toBe(true);
    expect(normaliseWalletNumber('BKASH', '+8801712345678')).toBe('01712345678');
    expect(isWalletNumber('BKASH', '01212345678')).toBe(false); // no operator 2
    expect(isWalletNumber('BKASH', '0171234567')).toBe(false); // ten digits
    expect(isWalletNumber('BKASH', '09171234567')).toBe(false); // a Philippine number
    expect(isWalletNumber('GCASH', '09171234567')).toBe(true);
    expect(isWalletNumber('MAYA', '+63 917 123 4567')).toBe(true);
    expect(normaliseWalletNumber('GCASH', '+639171234567')).toBe('09171234567');
    expect(isWalletNumber('GCASH', '0917123456')).toBe(false);
    expect(isWalletNumber('MAYA', '01712345678')).toBe(false);
    expect(mobileWalletOf('bkash')).toBe('BKASH');
    expect(mobileWalletOf('BRAC Bank')).toBeNull();
  });
});

describe('the brands offer their mobile wallets', () => {
  it('Tiger Star: bKash and Nagad with their limits; Jade Palace: GCash and Maya', async () => {
    const tiger = await methodsOf(await walletMember(t));
    expect(tiger.filter((m) => m.channel).map((m) => [m.name, m.channel, m.kind, m.min, m.max])).toEqual([
      ['bKash', 'BKASH', 'ONLINE', '100.00', '25000.00'],
      ['Nagad', 'NAGAD', 'ONLINE', '100.00', '25000.00'],
    ]);
    const jade = await methodsOf(await walletMember(t, { merchant: 'JADE' }));
    expect(jade.filter((m) => m.channel).map((m) => [m.name, m.channel])).toEqual([
      ['GCash', 'GCASH'],
      ['Maya', 'MAYA'],
    ]);
    const tigerBrand = await t.app.services.brands.findByCode('TIGER');
    expect(tigerBrand?.settings.wallet.banks).toEqual(expect.arrayContaining(['bKash', 'Nagad']));
  });

  it('migration 0038 gives an existing install the same, once', async () => {
    const tiger = await t.app.services.brands.findByCode('TIGER');
    const count = async () =>
      (
        await t.db
          .selectFrom('payment_methods')
          .select('channel')
          .where('merchant_id', '=', tiger?.id ?? -1)
          .where('channel', 'is not', null)
          .execute()
      ).length;
    expect(await count()).toBe(2);
    // An install from before: no wallet methods, no wallet banks.
    await t.db
      .deleteFrom('payment_methods')
      .where('merchant_id', '=', tiger?.id ?? -1)
      .where('channel', 'is not', null)
      .execute();
    const settings = (
      await t.db
        .selectFrom('merchants')
        .select('settings')
        .where('code', '=', 'TIGER')
        .executeTakeFirstOrThrow()
    ).settings as { wallet: { banks: string[] } };
    settings.wallet.banks = settings.wallet.banks.filter((b) => b !== 'bKash' && b !== 'Nagad');
    await t.db
      .updateTable('merchants')
      .set({ settings: JSON.stringify(settings) } as never)
      .where('code', '=', 'TIGER')
      .execute();
    await addMobileWallets(t.db);
    expect(await count()).toBe(2);
    // Again: nothing is added twice.
    await addMobileWallets(t.db);
    expect(await count()).toBe(2);
    const banks = (
      await t.db
        .selectFrom('merchants')
        .select('settings')
        .where('code', '=', 'TIGER')
        .executeTakeFirstOrThrow()
    ).settings as { wallet: { banks: string[] } };
    expect(banks.wallet.banks.filter((b) => b === 'bKash')).toHaveLength(1);
    expect(banks.wallet.banks.filter((b) => b === 'Nagad')).toHaveLength(1);
  });
});

describe('a deposit through each wallet', () => {
  for (const [merchant, name, currency, number] of [
    ['TIGER', 'bKash', 'BDT', '+880 1712-345678'],
    ['TIGER', 'Nagad', 'BDT', '01812345678'],
    ['JADE', 'GCash', 'PHP', '0917 123 4567'],
    ['JADE', 'Maya', 'PHP', '+639181234567'],
  ] as const) {
    it(`${name}: needs a ${merchant === 'TIGER' ? 'Bangladeshi' : 'Philippine'} wallet number, pays on the sandbox, is credited`, async () => {
      const m = await walletMember(t, { merchant });
      const method = (await methodsOf(m)).find((x) => x.name === name) as Method;
      const start = (walletNumber?: string) =>
        send(m, PAYMENT_ROUTES.onlineDeposit.path, {
          methodId: method.id,
          amount: '500',
          requestId: rid(),
          ...(walletNumber === undefined ? {} : { walletNumber }),
        });
      const before = sent.length;
      for (const bad of [undefined, '12345', merchant === 'TIGER' ? '09171234567' : '01712345678']) {
        const refused = await start(bad);
        expect(refused.statusCode, String(bad)).toBe(400);
        expect(refused.json().code).toBe('INVALID_PHONE');
      }
      expect(sent.length).toBe(before);
      const res = await start(number);
      expect(res.statusCode).toBe(200);
      const request = sent.at(-1) as Record<string, unknown>;
      expect(request.method).toEqual({
        channel: method.channel,
        account: normaliseWalletNumber(method.channel as 'BKASH', number),
      });
      expect(res.json().value.deposit).toMatchObject({
        methodName: name,
        status: 'PENDING',
        amount: '500.00',
      });
      expect((await notify(request, currency)).statusCode).toBe(200);
      expect((await get(m, WALLET_ROUTES.balance.path)).json().value.main).toBe('500.00');
    });
  }

  it('an online method without a channel still needs no wallet number', async () => {
    const m = await walletMember(t);
    const card = (await methodsOf(m)).find((x) => x.kind === 'ONLINE' && !x.channel) as Method;
    const res = await send(m, PAYMENT_ROUTES.onlineDeposit.path, {
      methodId: card.id,
      amount: '500',
      requestId: rid(),
    });
    expect(res.statusCode).toBe(200);
    expect((sent.at(-1) as Record<string, unknown>).method).toBeUndefined();
  });
});

describe('a withdrawal to each wallet', () => {
  for (const [merchant, name, good, bad] of [
    ['TIGER', 'bKash', '01712345678', '09171234567'],
    ['TIGER', 'Nagad', '01912345678', '0191234567'],
    ['JADE', 'GCash', '09171234567', '01712345678'],
    ['JADE', 'Maya', '09181234567', '0918123456'],
  ] as const) {
    it(`${name}: binds a wallet number of its country only, and the request goes to it`, async () => {
      const m = await walletMember(t, { merchant, balance: '3000.00' });
      const refused = await send(m, WALLET_ROUTES.bankAccounts.path, { bankName: name, accountNumber: bad });
      expect(refused.statusCode).toBe(400);
      expect(refused.json().code).toBe('VALIDATION_ERROR');
      const bound = await send(m, WALLET_ROUTES.bankAccounts.path, { bankName: name, accountNumber: good });
      expect(bound.statusCode).toBe(200);
      expect(bound.json().value).toMatchObject({
        bankName: name,
        accountNumberMasked: `····${good.slice(-4)}`,
      });
      const w = await sendSealed(
        t.app,
        merchant,
        'POST',
        WALLET_ROUTES.withdrawals.path,
        {
          bankAccountId: bound.json().value.id,
          amount: '1000.00',
          paymentPassword: '112233',
          requestId: rid(),
        },
        { headers: { authorization: m.headers.authorization as string } },
      );
      expect(w.statusCode).toBe(200);
      expect(w.json().value).toMatchObject({ status: 'PENDING', amount: '1000.00', bankName: name });
      const finance = await operatorSession(t, merchant, 'finance');
      const paid = await t.app.inject({
        method: 'POST',
        url: `/admin/api/withdrawals/${w.json().value.id}/approve`,
        headers: finance,
        payload: { reference: `${name.toUpperCase()}-TRX-1` },
      });
      expect(paid.json().value).toMatchObject({ status: 'PAID' });
    });
  }
});
