import { PAYMENT_ROUTES, WALLET_ROUTES } from '@portal/contracts';
import { sql } from 'kysely';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { DEVELOPMENT_SANDBOX_SECRET } from '../../config/config.ts';
import { memberChannel } from '../../platform/events.ts';
import { createDispatcher } from '../../platform/outbox/index.ts';
import { eventsOf, failAtCommit, writtenTogether } from '../../test/events.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import {
  expectLedgerHealthy,
  operatorSession,
  rid,
  type TestMember,
  walletMember,
} from '../../test/wallet.ts';
import { walletSubscribers } from '../wallet/wallet.subscribers.ts';
import { SandboxProvider, signBody, verifySignature } from './sandbox-provider.ts';

/** What the fake provider was asked, and whether it is reachable. */
const provider = { requests: [] as Record<string, unknown>[], down: false };
const SECRET = DEVELOPMENT_SANDBOX_SECRET;

/** A stand-in for the sandbox's create-payment endpoint: checks our signature, answers like it. */
const fakeFetch: typeof fetch = async (input, init) => {
  if (provider.down) throw new TypeError('fetch failed');
  const body = String(init?.body);
  const signature = new Headers(init?.headers).get('sandbox-signature') ?? undefined;
  if (!verifySignature(SECRET, body, signature, Math.floor(Date.now() / 1000))) {
    return new Response(JSON.stringify({ error: 'invalid_signature' }), { status: 401 });
  }
  const request = JSON.parse(body) as Record<string, unknown>;
  provider.requests.push({ url: String(input), ...request });
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

async function methodId(m: TestMember, kind: 'ONLINE' | 'BANK_TRANSFER') {
  const methods = (await get(m, PAYMENT_ROUTES.methods.path)).json().value as { id: string; kind: string }[];
  return (methods.find((x) => x.kind === kind) as { id: string }).id;
}

/** The provider's notification, signed as it would sign it (or with another secret). */
function notify(
  payment: { id: string; reference: string; amount: string; currency?: string },
  type: 'payment.succeeded' | 'payment.failed',
  options: { eventId?: string; secret?: string; at?: number } = {},
) {
  const body = JSON.stringify({
    id: options.eventId ?? `evt_${Math.random().toString(16).slice(2).padEnd(24, '0')}`,
    type,
    createdAt: new Date().toISOString(),
    data: {
      ...payment,
      currency: payment.currency ?? 'BDT',
      exponent: 2,
      status: type === 'payment.succeeded' ? 'SUCCEEDED' : 'FAILED',
      failureReason: type === 'payment.failed' ? 'declined' : null,
      checkoutUrl: 'http://psp.test/checkout/x',
    },
  });
  const at = options.at ?? Math.floor(Date.now() / 1000);
  return t.app.inject({
    method: 'POST',
    url: '/hooks/payments/sandbox',
    headers: {
      'content-type': 'application/json',
      'sandbox-signature': signBody(options.secret ?? SECRET, body, at),
    },
    payload: body,
  });
}

async function startOnline(m: TestMember, amount: string) {
  const res = await send(m, PAYMENT_ROUTES.onlineDeposit.path, {
    methodId: await methodId(m, 'ONLINE'),
    amount,
    requestId: rid(),
  });
  const value = res.json().value;
  const sent = provider.requests.at(-1) as { reference: string; amount: string };
  return {
    res,
    value,
    payment: {
      id: value ? `pay_${sent.reference.replace(/\D/g, '').padStart(24, '0')}` : '',
      reference: sent.reference,
      amount: sent.amount,
    },
  };
}

/** The member's PAYMENT_CLEARING rows' balances (one row: the member's own). */
async function clearingOf(memberId: bigint): Promise<bigint[]> {
  const rows = await t.db
    .selectFrom('ledger_accounts')
    .select('balance')
    .where('member_id', '=', memberId)
    .where('kind', '=', 'PAYMENT_CLEARING')
    .execute();
  return rows.map((r) => r.balance);
}

/** The brand's clearing balance: the sum of all its PAYMENT_CLEARING rows. */
async function brandClearing(merchantId: number): Promise<bigint> {
  const row = await t.db
    .selectFrom('ledger_accounts')
    .select(sql<string>`coalesce(sum(balance), 0)::text`.as('total'))
    .where('merchant_id', '=', merchantId)
    .where('kind', '=', 'PAYMENT_CLEARING')
    .executeTakeFirstOrThrow();
  return BigInt(row.total);
}

describe('online deposits', () => {
  it("lists the brand's methods with limits and presets", async () => {
    const m = await walletMember(t);
    const methods = (await get(m, PAYMENT_ROUTES.methods.path)).json().value;
    expect(methods[0]).toMatchObject({
      kind: 'ONLINE',
      name: 'Sandbox Pay',
      min: '100.00',
      max: '50000.00',
      bank: null,
    });
    expect(methods[0].presets).toEqual(['500.00', '1000.00', '2000.00', '5000.00']);
    expect(methods[1]).toMatchObject({ kind: 'BANK_TRANSFER', bank: { bankName: 'Dutch-Bangla Bank' } });
  });

  it('sends the player to the provider and credits once on its signed notice', async () => {
    const m = await walletMember(t);
    const { value, payment } = await startOnline(m, '750.50');
    expect(value.redirectUrl).toMatch(/^http:\/\/psp\.test\/checkout\/pay_/);
    expect(value.deposit).toMatchObject({ status: 'PENDING', amount: '750.50', kind: 'ONLINE' });
    expect(provider.requests.at(-1)).toMatchObject({
      amount: '75050',
      currency: 'BDT',
      exponent: 2,
      returnUrl: expect.stringMatching(new RegExp(`/member\\?page=depositv2&deposit=${value.deposit.id}$`)),
      webhookUrl: expect.stringMatching(/\/hooks\/payments\/sandbox$/),
    });

    const eventId = 'evt_000000000000000000000001';
    const first = await notify(payment, 'payment.succeeded', { eventId });
    expect(first.json().value).toEqual({ received: true, outcome: 'credited' });
    // The provider retries and resends; another event for the same payment changes nothing either.
    expect((await notify(payment, 'payment.succeeded', { eventId })).json().value.outcome).toBe('duplicate');
    expect((await notify(payment, 'payment.succeeded')).json().value.outcome).toBe('duplicate');
    expect((await get(m, WALLET_ROUTES.balance.path)).json().value.main).toBe('750.50');
    // Credited once, from the member's own payment-clearing account (ADR 0052).
    expect(await clearingOf(m.id)).toEqual([-75_050n]);
    expect((await get(m, `${PAYMENT_ROUTES.deposits.path}/${value.deposit.id}`)).json().value.status).toBe(
      'CREDITED',
    );

    const inbox = (await get(m, '/wps/member/messages')).json().value.list;
    expect(inbox[0]).toMatchObject({ kind: 'DEPOSIT_CREDITED', title: 'Deposit credited' });
    expect(inbox[0].content).toContain('750.50 BDT');
    // Tiger Star asks for the deposit to be wagered once before a withdrawal.
    expect((await get(m, WALLET_ROUTES.withdrawalInfo.path)).json().value.turnoverRemaining).toBe('750.50');
  });

  it("credits concurrent deposits of many members, each from the member's own clearing account", async () => {
    const members = [];
    for (let i = 0; i < 8; i += 1) members.push(await walletMember(t));
    const merchantId = (await t.app.services.brands.findByCode('TIGER'))?.id as number;
    const started = [];
    for (const m of members) started.push(await startOnline(m, '100.00'));
    const before = await brandClearing(merchantId);
    // Every notice twice, all at once: each deposit is credited once.
    const answers = await Promise.all(
      [...started, ...started].map((s) => notify(s.payment, 'payment.succeeded')),
    );
    const outcomes = answers.map((a) => a.json().value.outcome).sort();
    expect(outcomes.filter((o: string) => o === 'credited')).toHaveLength(8);
    expect(outcomes.filter((o: string) => o === 'duplicate')).toHaveLength(8);
    for (const m of members) {
      expect(await clearingOf(m.id)).toEqual([-10_000n]);
      expect((await get(m, WALLET_ROUTES.balance.path)).json().value.main).toBe('100.00');
    }
    expect(await brandClearing(merchantId)).toBe(before - 80_000n);
  });

  it('refuses forged, stale, unknown and mismatched notices without moving money', async () => {
    const m = await walletMember(t);
    const { payment } = await startOnline(m, '200');
    expect(
      (await notify(payment, 'payment.succeeded', { secret: 'another-secret-entirely' })).statusCode,
    ).toBe(401);
    expect(
      (await notify(payment, 'payment.succeeded', { at: Math.floor(Date.now() / 1000) - 3600 })).statusCode,
    ).toBe(401);
    expect((await notify({ ...payment, reference: 'dep-999999999' }, 'payment.succeeded')).statusCode).toBe(
      404,
    );
    expect((await notify({ ...payment, reference: 'not-ours' }, 'payment.succeeded')).statusCode).toBe(404);
    expect((await notify({ ...payment, amount: '2000000' }, 'payment.succeeded')).statusCode).toBe(409);
    expect((await notify({ ...payment, currency: 'PHP' }, 'payment.succeeded')).statusCode).toBe(409);
    expect((await get(m, WALLET_ROUTES.balance.path)).json().value.main).toBe('0.00');
    const bad = await t.app.inject({
      method: 'POST',
      url: '/hooks/payments/sandbox',
      headers: { 'content-type': 'application/json' },
      payload: '{}',
    });
    expect(bad.json().code).toBe('WEBHOOK_SIGNATURE_INVALID');
  });

  it('tells the player when a payment fails', async () => {
    const m = await walletMember(t);
    const { value, payment } = await startOnline(m, '300');
    expect((await notify(payment, 'payment.failed')).json().value.outcome).toBe('failed');
    expect((await get(m, `${PAYMENT_ROUTES.deposits.path}/${value.deposit.id}`)).json().value).toMatchObject({
      status: 'FAILED',
      reason: 'declined',
    });
    const inbox = (await get(m, '/wps/member/messages')).json().value.list;
    expect(inbox[0]).toMatchObject({ kind: 'DEPOSIT_FAILED', title: 'Deposit failed' });
    expect((await get(m, WALLET_ROUTES.balance.path)).json().value.main).toBe('0.00');
  });

  it('checks the amount against the method and survives a provider that is down', async () => {
    const m = await walletMember(t);
    const id = await methodId(m, 'ONLINE');
    const low = await send(m, PAYMENT_ROUTES.onlineDeposit.path, {
      methodId: id,
      amount: '99.99',
      requestId: rid(),
    });
    expect(low.json()).toMatchObject({
      code: 'AMOUNT_OUT_OF_RANGE',
      message: 'The amount must be between 100.00 and 50000.00.',
    });
    expect(
      (
        await send(m, PAYMENT_ROUTES.onlineDeposit.path, {
          methodId: id,
          amount: '100.001',
          requestId: rid(),
        })
      ).json().code,
    ).toBe('AMOUNT_INVALID');
    provider.down = true;
    try {
      const res = await send(m, PAYMENT_ROUTES.onlineDeposit.path, {
        methodId: id,
        amount: '500',
        requestId: rid(),
      });
      expect(res.statusCode).toBe(502);
      expect(res.json().code).toBe('PAYMENT_PROVIDER_ERROR');
    } finally {
      provider.down = false;
    }
    const list = (await get(m, PAYMENT_ROUTES.deposits.path)).json().value.list;
    expect(list[0]).toMatchObject({ status: 'FAILED', amount: '500.00' });
  });

  it('keeps deposits private', async () => {
    const m = await walletMember(t);
    const { value } = await startOnline(m, '150');
    const other = await walletMember(t);
    expect((await get(other, `${PAYMENT_ROUTES.deposits.path}/${value.deposit.id}`)).json().code).toBe(
      'NOT_FOUND',
    );
    expect((await get(other, PAYMENT_ROUTES.deposits.path)).json().value.total).toBe(0);
  });
});

const PNG = Buffer.from(
  '89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c4890000000d4944415478da63f8cfc0f01f0005000201a1e3f0a40000000049454e44ae426082',
  'hex',
);
const upload = (m: TestMember, body: Buffer, type = 'image/png') =>
  t.app.inject({
    method: 'POST',
    url: PAYMENT_ROUTES.upload.path,
    headers: { ...m.headers, 'content-type': type },
    payload: body,
  });

describe('bank transfers', () => {
  it('takes proof images: png or jpg, at most 5 MB, really images', async () => {
    const m = await walletMember(t);
    expect((await upload(m, PNG)).json().value).toMatchObject({ contentType: 'image/png', size: PNG.length });
    expect((await upload(m, Buffer.from('GIF89a....'), 'image/gif')).statusCode).toBe(415);
    expect((await upload(m, Buffer.from('not really a png'), 'image/png')).json().code).toBe(
      'UPLOAD_INVALID',
    );
    const huge = Buffer.concat([PNG, Buffer.alloc(5 * 1024 * 1024)]);
    expect((await upload(m, huge)).statusCode).toBe(413);
  });

  it('waits for an operator, who credits it or refuses it', async () => {
    const m = await walletMember(t);
    const proof = (await upload(m, PNG)).json().value.id;
    const id = await methodId(m, 'BANK_TRANSFER');
    const res = await send(m, PAYMENT_ROUTES.bankDeposit.path, {
      methodId: id,
      amount: '1500',
      reference: 'DBBL-778812',
      proofIds: [proof],
      requestId: rid(),
    });
    const deposit = res.json().value;
    expect(deposit).toMatchObject({
      status: 'AWAITING_REVIEW',
      reference: 'DBBL-778812',
      kind: 'BANK_TRANSFER',
    });
    // A proof belongs to one request only.
    const reuse = await send(m, PAYMENT_ROUTES.bankDeposit.path, {
      methodId: id,
      amount: '1500',
      reference: 'again',
      proofIds: [proof],
      requestId: rid(),
    });
    expect(reuse.json().code).toBe('UPLOAD_INVALID');
    const thief = await walletMember(t);
    expect(
      (
        await send(thief, PAYMENT_ROUTES.bankDeposit.path, {
          methodId: id,
          amount: '1500',
          reference: 'x',
          proofIds: [proof],
          requestId: rid(),
        })
      ).json().code,
    ).toBe('UPLOAD_INVALID');

    const finance = await operatorSession(t, 'TIGER', 'finance');
    const queue = (
      await t.app.inject({ url: '/admin/api/deposits?status=AWAITING_REVIEW', headers: finance })
    ).json().value;
    expect(queue.map((d: { id: string }) => d.id)).toContain(deposit.id);
    const image = await t.app.inject({ url: `/admin/uploads/${proof}`, headers: finance });
    expect([image.statusCode, image.headers['content-type']]).toEqual([200, 'image/png']);
    const approved = await t.app.inject({
      method: 'POST',
      url: `/admin/api/deposits/${deposit.id}/approve`,
      headers: finance,
    });
    expect(approved.json().value.status).toBe('CREDITED');
    expect(
      (
        await t.app.inject({
          method: 'POST',
          url: `/admin/api/deposits/${deposit.id}/approve`,
          headers: finance,
        })
      ).json().code,
    ).toBe('INVALID_STATE');
    expect((await get(m, WALLET_ROUTES.balance.path)).json().value.main).toBe('1500.00');

    const second = (
      await send(m, PAYMENT_ROUTES.bankDeposit.path, {
        methodId: id,
        amount: '800',
        reference: 'DBBL-1',
        requestId: rid(),
      })
    ).json().value;
    const rejected = await t.app.inject({
      method: 'POST',
      url: `/admin/api/deposits/${second.id}/reject`,
      headers: finance,
      payload: { reason: 'No such transfer arrived' },
    });
    expect(rejected.json().value).toMatchObject({ status: 'REJECTED', reason: 'No such transfer arrived' });
    const inbox = (await get(m, '/wps/member/messages')).json().value.list;
    expect(inbox[0]).toMatchObject({ kind: 'DEPOSIT_FAILED' });
    expect(inbox[0].content).toContain('No such transfer arrived');
    expect((await get(m, WALLET_ROUTES.balance.path)).json().value.main).toBe('1500.00');
    const audit = await t.db
      .selectFrom('audit_log')
      .select('action')
      .where('target', 'in', [deposit.id, second.id])
      .execute();
    expect(audit.map((a) => a.action).sort()).toEqual(['deposit.approve', 'deposit.reject']);
  });

  it('lets only finance operators (and owners) decide, and only for their brand', async () => {
    const m = await walletMember(t);
    const id = await methodId(m, 'BANK_TRANSFER');
    const deposit = (
      await send(m, PAYMENT_ROUTES.bankDeposit.path, {
        methodId: id,
        amount: '900',
        reference: 'r',
        requestId: rid(),
      })
    ).json().value;
    const content = await operatorSession(t, 'TIGER', 'content');
    expect(
      (
        await t.app.inject({
          method: 'POST',
          url: `/admin/api/deposits/${deposit.id}/approve`,
          headers: content,
        })
      ).json().code,
    ).toBe('FORBIDDEN');
    const jade = await operatorSession(t, 'JADE', 'owner');
    expect(
      (
        await t.app.inject({
          method: 'POST',
          url: `/admin/api/deposits/${deposit.id}/approve`,
          headers: jade,
        })
      ).json().code,
    ).toBe('NOT_FOUND');
    expect(
      (
        await t.app.inject({
          method: 'POST',
          url: `/admin/api/deposits/${deposit.id}/approve`,
          headers: m.headers,
        })
      ).json().code,
    ).toBe('NOT_LOGGED_IN');
  });
});

describe('deposit.credited and the live balance it drives (ADR 0021)', () => {
  /** The balances the member's open tabs hear, as the main wallet figure. */
  async function listen(m: TestMember) {
    const brand = await t.app.services.brands.findByCode('TIGER');
    const heard: string[] = [];
    const stop = await t.app.services.events.subscribe(memberChannel(brand?.id as number, m.id), (event) => {
      const e = event as { type: string; balance?: { main: string } };
      if (e.type === 'balance') heard.push(e.balance?.main as string);
    });
    return { heard, stop };
  }

  it('is written once, with the credit; the balance push follows from it once, however often run', async () => {
    const m = await walletMember(t);
    const { heard, stop } = await listen(m);
    const { value, payment } = await startOnline(m, '640.00');
    expect((await notify(payment, 'payment.succeeded')).json().value.outcome).toBe('credited');
    expect((await notify(payment, 'payment.succeeded')).json().value.outcome).toBe('duplicate');

    const events = await eventsOf(t.db, 'deposit.credited', m.id);
    expect(events).toHaveLength(1);
    expect(events[0]).toMatchObject({ aggregate: 'member', aggregateId: String(m.id) });
    expect(events[0]?.payload).toEqual({
      memberId: String(m.id),
      depositId: value.deposit.id,
      amount: '64000',
      currency: 'BDT',
      creditedAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
    });
    expect(await writtenTogether(t.db, 'deposits', BigInt(value.deposit.id), events[0]?.id as bigint)).toBe(
      true,
    );

    // The push is the wallet's subscriber now: tests drive the dispatcher (the app starts it).
    expect(heard).toEqual([]);
    await t.app.services.outbox.runOnce();
    expect(heard).toEqual(['640.00']);
    await t.app.services.outbox.runOnce();
    // Another node, once this one's lease is long gone, finds nothing left to deliver.
    const later = createDispatcher({
      db: t.db,
      subscribers: walletSubscribers({ wallet: t.app.services.wallet, brands: t.app.services.brands }),
      holder: 'another-node',
      clock: () => new Date(Date.now() + 3_600_000),
    });
    await later.runOnce();
    await later.stop();
    expect(heard).toEqual(['640.00']);
    // The inbox message is still sent by the deposit itself, at once.
    const inbox = (await get(m, '/wps/member/messages')).json().value.list;
    expect(inbox[0]).toMatchObject({ kind: 'DEPOSIT_CREDITED' });
    stop();
  });

  it('is written by an approved bank transfer, not by a refused or failed deposit', async () => {
    const m = await walletMember(t);
    const { heard, stop } = await listen(m);
    const id = await methodId(m, 'BANK_TRANSFER');
    const bank = async (reference: string) =>
      (
        await send(m, PAYMENT_ROUTES.bankDeposit.path, {
          methodId: id,
          amount: '1200',
          reference,
          requestId: rid(),
        })
      ).json().value as { id: string };
    const finance = await operatorSession(t, 'TIGER', 'finance');
    const decide = (depositId: string, what: 'approve' | 'reject') =>
      t.app.inject({
        method: 'POST',
        url: `/admin/api/deposits/${depositId}/${what}`,
        headers: finance,
        ...(what === 'reject' ? { payload: { reason: 'not seen' } } : {}),
      });
    await decide((await bank('REFUSED-1')).id, 'reject');
    const { payment } = await startOnline(m, '300');
    await notify(payment, 'payment.failed');
    expect(await eventsOf(t.db, 'deposit.credited', m.id)).toEqual([]);

    const approved = await bank('DBBL-EVT-1');
    expect((await decide(approved.id, 'approve')).json().value.status).toBe('CREDITED');
    const events = await eventsOf(t.db, 'deposit.credited', m.id);
    expect(events.map((e) => [e.payload.depositId, e.payload.amount])).toEqual([[approved.id, '120000']]);
    await t.app.services.outbox.runOnce();
    expect(heard).toEqual(['1200.00']);
    stop();
  });

  it('is not written by a credit that fails at its very end; the retried notice writes it once', async () => {
    const m = await walletMember(t);
    const { value, payment } = await startOnline(m, '910.00');
    const restore = await failAtCommit(t.db, 'deposits', 'status', 'CREDITED');
    try {
      expect((await notify(payment, 'payment.succeeded')).statusCode).toBe(500);
    } finally {
      await restore();
    }
    expect((await get(m, `${PAYMENT_ROUTES.deposits.path}/${value.deposit.id}`)).json().value.status).toBe(
      'PENDING',
    );
    expect(await eventsOf(t.db, 'deposit.credited', m.id)).toEqual([]);
    expect((await notify(payment, 'payment.succeeded')).json().value.outcome).toBe('credited');
    expect(await eventsOf(t.db, 'deposit.credited', m.id)).toHaveLength(1);
    expect((await get(m, WALLET_ROUTES.balance.path)).json().value.main).toBe('910.00');
  });
});
