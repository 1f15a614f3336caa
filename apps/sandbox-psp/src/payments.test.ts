import { afterEach, describe, expect, it } from 'vitest';
import { formatAmount } from './checkout-page.ts';
import { type Payment, PaymentStore } from './payments.ts';
import { signatureHeader } from './signature.ts';
import { manualClock, paymentBody, SECRET, signedInject, testPsp } from './test-helpers.ts';

describe('POST /v1/payments', () => {
  const clock = manualClock();
  let app = testPsp({ now: clock.now });
  afterEach(async () => {
    await app.close();
    app = testPsp({ now: clock.now });
  });
  const create = (body: unknown, merchant?: string) =>
    signedInject(app, 'POST', '/v1/payments', body, { nowMs: clock.ms, ...(merchant ? { merchant } : {}) });

  it('creates a pending payment and answers 201 with the payment object', async () => {
    const response = await create(paymentBody());
    expect(response.statusCode).toBe(201);
    const payment = response.json();
    expect(payment).toEqual({
      id: expect.stringMatching(/^pay_[0-9a-f]{24}$/),
      reference: 'dep_0001',
      amount: '50000',
      currency: 'BDT',
      exponent: 2,
      status: 'PENDING',
      failureReason: null,
      checkoutUrl: `http://psp.test/checkout/${payment.id}`,
      createdAt: '2025-01-15T12:00:00.000Z',
      expiresAt: '2025-01-15T12:30:00.000Z',
      completedAt: null,
    });
    expect(response.headers['cache-control']).toBe('no-store');
  });

  it.each([
    ['reference too long', { reference: 'x'.repeat(65) }],
    ['reference with a space', { reference: 'dep 1' }],
    ['reference empty', { reference: '' }],
    ['amount as a number', { amount: 50000 }],
    ['amount zero', { amount: '0' }],
    ['amount negative', { amount: '-5' }],
    ['amount with decimals', { amount: '500.00' }],
    ['amount with a leading zero', { amount: '050000' }],
    ['currency lower case', { currency: 'bdt' }],
    ['currency of 4 letters', { currency: 'BDTX' }],
    ['exponent 5', { exponent: 5 }],
    ['exponent as a string', { exponent: '2' }],
    ['exponent fractional', { exponent: 1.5 }],
    ['description over 140 characters', { description: 'd'.repeat(141) }],
    ['description missing', { description: undefined }],
    ['returnUrl relative', { returnUrl: '/wallet' }],
    ['returnUrl javascript:', { returnUrl: 'javascript:alert(1)' }],
    ['webhookUrl ftp:', { webhookUrl: 'ftp://portal.test/hook' }],
    ['customer missing', { customer: undefined }],
    ['customer without id', { customer: { name: 'Rahim' } }],
    ['locale unsupported', { locale: 'de' }],
    ['unknown field', { colour: 'blue' }],
  ])('refuses %s with 400 invalid_request', async (_name, override) => {
    const response = await create(paymentBody(override));
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ error: 'invalid_request', message: expect.any(String) });
  });

  it('counts description length in characters, not UTF-16 units', async () => {
    const response = await create(paymentBody({ description: '💰'.repeat(140) }));
    expect(response.statusCode).toBe(201);
  });

  it('accepts the smallest valid body (no locale, no customer name)', async () => {
    const { locale: _locale, ...body } = paymentBody({ customer: { id: 'p1' } });
    const response = await create(body);
    expect(response.statusCode).toBe(201);
  });

  it('refuses a body that is not JSON, or not an object', async () => {
    const raw = '{"reference": ';
    const broken = await app.inject({
      method: 'POST',
      url: '/v1/payments',
      headers: {
        'content-type': 'application/json',
        'sandbox-merchant': 'portal',
        'sandbox-signature': signatureHeader(SECRET, raw, clock.ms),
      },
      payload: raw,
    });
    expect(broken.statusCode).toBe(400);
    expect(broken.json().error).toBe('invalid_request');
    expect((await create('just a string')).statusCode).toBe(400);
    expect((await create([paymentBody()])).statusCode).toBe(400);
  });

  it('answers 415 for other content types and 413 for oversized bodies, in the error shape', async () => {
    const text = await app.inject({
      method: 'POST',
      url: '/v1/payments',
      headers: { 'content-type': 'text/plain' },
      payload: 'hi',
    });
    expect(text.statusCode).toBe(415);
    expect(text.json()).toEqual({ error: 'unsupported_media_type', message: expect.any(String) });
    const huge = await create(paymentBody({ description: 'x'.repeat(100_000) }));
    expect(huge.statusCode).toBe(413);
    expect(huge.json().error).toBe('payload_too_large');
  });

  it('answers 200 with the same payment for the same reference and an identical body', async () => {
    const first = await create(paymentBody());
    // Same content, different key order and an explicit default: still the same request.
    const { reference, ...rest } = paymentBody();
    const second = await create({ ...rest, reference });
    expect(first.statusCode).toBe(201);
    expect(second.statusCode).toBe(200);
    expect(second.json()).toEqual(first.json());
  });

  it('answers 409 reference_conflict for the same reference with a different body', async () => {
    await create(paymentBody());
    const response = await create(paymentBody({ amount: '60000' }));
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({ error: 'reference_conflict', message: expect.any(String) });
  });

  it('keeps references separate per merchant', async () => {
    const ours = await create(paymentBody());
    const theirs = await create(paymentBody({ amount: '60000' }), 'other-merchant');
    expect(theirs.statusCode).toBe(201);
    expect(theirs.json().id).not.toBe(ours.json().id);
  });
});

describe('GET /v1/payments/:id', () => {
  const clock = manualClock();
  const app = testPsp({ now: clock.now });

  it('returns the payment, 404 for an unknown id or another merchant', async () => {
    const created = (
      await signedInject(app, 'POST', '/v1/payments', paymentBody(), { nowMs: clock.ms })
    ).json();
    const found = await signedInject(app, 'GET', `/v1/payments/${created.id}`, undefined, {
      nowMs: clock.ms,
    });
    expect(found.statusCode).toBe(200);
    expect(found.json()).toEqual(created);

    const unknown = await signedInject(app, 'GET', '/v1/payments/pay_ffffffffffffffffffffffff', undefined, {
      nowMs: clock.ms,
    });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ error: 'not_found', message: expect.any(String) });

    const foreign = await signedInject(app, 'GET', `/v1/payments/${created.id}`, undefined, {
      nowMs: clock.ms,
      merchant: 'someone-else',
    });
    expect(foreign.statusCode).toBe(404);
    await app.close();
  });
});

describe('GET /healthz', () => {
  it('answers { ok: true }', async () => {
    const app = testPsp();
    const response = await app.inject({ method: 'GET', url: '/healthz' });
    expect(response.json()).toEqual({ ok: true });
    await app.close();
  });
});

describe('PaymentStore', () => {
  const make = (n: number, status: Payment['status'] = 'PENDING'): Payment => ({
    id: `pay_${String(n).padStart(24, '0')}`,
    merchant: 'portal',
    request: {
      reference: `ref${n}`,
      amount: '1',
      currency: 'BDT',
      exponent: 2,
      description: 'd',
      returnUrl: 'http://x.test/',
      webhookUrl: 'http://x.test/',
      customer: { id: 'c', name: null },
      method: null,
      locale: 'en',
    },
    fingerprint: '',
    status,
    failureReason: null,
    createdAtMs: n,
    expiresAtMs: n,
    completedAtMs: null,
    lastEvent: null,
  });

  it('drops the oldest settled payment first when full, then the oldest of all', () => {
    const store = new PaymentStore(3);
    store.add(make(1));
    store.add(make(2, 'SUCCEEDED'));
    store.add(make(3, 'FAILED'));
    store.add(make(4));
    expect(store.size).toBe(3);
    expect(store.get(make(2).id)).toBeUndefined();
    expect(store.findByReference('portal', 'ref2')).toBeUndefined();
    expect(store.get(make(1).id)).toBeDefined();

    store.add(make(5));
    expect(store.get(make(3).id)).toBeUndefined();
    store.add(make(6)); // all pending now: the oldest goes
    expect(store.get(make(1).id)).toBeUndefined();
    expect(store.size).toBe(3);
  });
});

describe('formatAmount', () => {
  it.each([
    ['50000', 2, '500.00'],
    ['5', 2, '0.05'],
    ['123456789', 2, '1,234,567.89'],
    ['1000000', 0, '1,000,000'],
    ['999', 0, '999'],
    ['12345', 4, '1.2345'],
    ['1234567', 3, '1,234.567'],
  ])('%s with exponent %i is %s', (amount, exponent, expected) => {
    expect(formatAmount(amount, exponent)).toBe(expected);
  });
});
