import type { FastifyInstance } from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { verifySignature } from './signature.ts';
import {
  manualClock,
  paymentBody,
  SECRET,
  signedInject,
  sleep,
  startReceiver,
  testPsp,
  waitFor,
} from './test-helpers.ts';

const cleanups: Array<() => Promise<unknown>> = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

/** A provider with its webhooks going to a real local receiver; closed after each test. */
async function setup(options: { statuses?: number[]; sweepIntervalMs?: number } = {}) {
  const clock = manualClock();
  const receiver = await startReceiver(options.statuses);
  const app: FastifyInstance = testPsp({
    now: clock.now,
    ...(options.sweepIntervalMs ? { sweepIntervalMs: options.sweepIntervalMs } : {}),
  });
  cleanups.push(receiver.close, () => app.close());
  const create = async (overrides: Record<string, unknown> = {}) => {
    const response = await signedInject(
      app,
      'POST',
      '/v1/payments',
      paymentBody({ webhookUrl: receiver.url, ...overrides }),
      { nowMs: clock.ms },
    );
    expect(response.statusCode).toBe(201);
    return response.json() as { id: string; checkoutUrl: string };
  };
  return { app, clock, receiver, create };
}

describe('GET /checkout/:id', () => {
  it('renders the hosted page: language, heading, description, amount, notice, two buttons', async () => {
    const { app, create } = await setup();
    const payment = await create({ amount: '123456789', description: 'Deposit <for> "Rahim"', locale: 'bn' });
    const response = await app.inject({ method: 'GET', url: `/checkout/${payment.id}` });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
    const html = response.body;
    expect(html).toContain('<html lang="bn">');
    expect(html).toContain('<h1>Sandbox Pay</h1>');
    expect(html).toContain('Deposit &lt;for&gt; &quot;Rahim&quot;'); // escaped, never raw
    expect(html).toContain('1,234,567.89<span class="currency">BDT</span>');
    expect(html).toContain(`<form method="post" action="/checkout/${payment.id}/pay">`);
    expect(html).toContain(`<form method="post" action="/checkout/${payment.id}/decline">`);
    expect(html).not.toContain('<script');
  });

  it('shows the mobile wallet the payer pays with and the masked wallet number (ADR 0047)', async () => {
    const { app, create } = await setup();
    const payment = await create({ method: { channel: 'BKASH', account: '01712345678' }, locale: 'bn' });
    const html = (await app.inject({ method: 'GET', url: `/checkout/${payment.id}` })).body;
    expect(html).toContain('যা দিয়ে পেমেন্ট');
    expect(html).toContain('<span>bKash</span>');
    expect(html).toContain('017•••••678');
    expect(html).not.toContain('01712345678');
    // Without a method, no such rows.
    const plain = await create({ reference: 'dep_0002' });
    expect((await app.inject({ method: 'GET', url: `/checkout/${plain.id}` })).body).not.toContain(
      'class="method"',
    );
  });

  it('refuses a wallet it does not know or a number of another country', async () => {
    const { app, clock } = await setup();
    for (const method of [
      { channel: 'PAYPAL', account: '01712345678' },
      { channel: 'BKASH', account: '09171234567' },
      { channel: 'GCASH', account: '01712345678' },
      { channel: 'MAYA', account: '0918123456' },
      { channel: 'BKASH', account: '01712345678', pin: '1234' },
    ]) {
      const response = await signedInject(app, 'POST', '/v1/payments', paymentBody({ method }), {
        nowMs: clock.ms,
      });
      expect(response.statusCode, JSON.stringify(method)).toBe(400);
    }
  });

  it('shows the English notice and button names by default', async () => {
    const { app, create } = await setup();
    const payment = await create();
    const html = (await app.inject({ method: 'GET', url: `/checkout/${payment.id}` })).body;
    expect(html).toContain('<html lang="en">');
    expect(html).toContain('Test payments only — no real money moves');
    expect(html).toMatch(/<button type="submit" class="pay">Pay<\/button>/);
    expect(html).toMatch(/<button type="submit" class="decline">Decline<\/button>/);
    expect(html).toContain('name="viewport" content="width=device-width, initial-scale=1"');
  });

  it('sends a strict CSP: inline style by hash only, forms to us and the merchant only', async () => {
    const { app, create } = await setup();
    const payment = await create();
    const response = await app.inject({ method: 'GET', url: `/checkout/${payment.id}` });
    const csp = String(response.headers['content-security-policy']);
    expect(csp).toContain("default-src 'self'");
    expect(csp).toContain("script-src 'none'");
    expect(csp).toMatch(/style-src 'sha256-[A-Za-z0-9+/=]+'/);
    expect(csp).not.toContain('unsafe-inline');
    expect(csp).toContain("form-action 'self' http://portal.test");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['cache-control']).toBe('no-store');
  });

  it('answers an HTML 404 for an unknown payment', async () => {
    const { app } = await setup();
    const response = await app.inject({ method: 'GET', url: '/checkout/pay_ffffffffffffffffffffffff' });
    expect(response.statusCode).toBe(404);
    expect(response.body).toContain('Payment not found');
  });
});

describe('checkout forms', () => {
  it('Pay settles the payment, redirects to returnUrl with payment and status, and sends a signed webhook', async () => {
    const { app, clock, receiver, create } = await setup();
    const payment = await create();
    clock.ms += 60_000;

    const response = await app.inject({
      method: 'POST',
      url: `/checkout/${payment.id}/pay`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: '',
    });
    expect(response.statusCode).toBe(303);
    const location = new URL(String(response.headers.location));
    expect(location.origin + location.pathname).toBe('http://portal.test/wallet/deposit/return');
    expect(location.searchParams.get('deposit')).toBe('dep_0001'); // the existing query is kept
    expect(location.searchParams.get('payment')).toBe(payment.id);
    expect(location.searchParams.get('status')).toBe('succeeded');

    await waitFor(() => receiver.received.length === 1);
    const [webhook] = receiver.received;
    expect(webhook?.headers['content-type']).toBe('application/json');
    expect(
      verifySignature(SECRET, webhook?.headers['sandbox-signature'], webhook?.body ?? '', clock.ms),
    ).toEqual({
      ok: true,
    });
    const event = JSON.parse(webhook?.body ?? '');
    expect(event).toEqual({
      id: expect.stringMatching(/^evt_[0-9a-f]{24}$/),
      type: 'payment.succeeded',
      createdAt: '2025-01-15T12:01:00.000Z',
      data: expect.objectContaining({
        id: payment.id,
        reference: 'dep_0001',
        amount: '50000',
        currency: 'BDT',
        status: 'SUCCEEDED',
        failureReason: null,
        completedAt: '2025-01-15T12:01:00.000Z',
      }),
    });

    const fetched = await signedInject(app, 'GET', `/v1/payments/${payment.id}`, undefined, {
      nowMs: clock.ms,
    });
    expect(fetched.json().status).toBe('SUCCEEDED');
  });

  it('Decline fails the payment with "declined" and sends payment.failed', async () => {
    const { app, clock, receiver, create } = await setup();
    const payment = await create();
    const response = await app.inject({ method: 'POST', url: `/checkout/${payment.id}/decline` });
    expect(response.statusCode).toBe(303);
    expect(new URL(String(response.headers.location)).searchParams.get('status')).toBe('failed');

    await waitFor(() => receiver.received.length === 1);
    const event = JSON.parse(receiver.received[0]?.body ?? '');
    expect(event.type).toBe('payment.failed');
    expect(event.data).toMatchObject({ status: 'FAILED', failureReason: 'declined' });
    expect(
      verifySignature(
        SECRET,
        receiver.received[0]?.headers['sandbox-signature'],
        receiver.received[0]?.body ?? '',
        clock.ms,
      ).ok,
    ).toBe(true);
  });

  it('a settled payment cannot be settled again: 409 page, no second webhook', async () => {
    const { app, receiver, create } = await setup();
    const payment = await create();
    await app.inject({ method: 'POST', url: `/checkout/${payment.id}/pay` });
    const again = await app.inject({ method: 'POST', url: `/checkout/${payment.id}/decline` });
    expect(again.statusCode).toBe(409);
    expect(again.body).toContain('This payment has been completed.');
    expect(again.body).toContain(`payment=${payment.id}&amp;status=succeeded`);

    const page = await app.inject({ method: 'GET', url: `/checkout/${payment.id}` });
    expect(page.statusCode).toBe(200);
    expect(page.body).not.toContain('<form');
    expect(page.body).toContain('Return to the merchant');

    await waitFor(() => receiver.received.length === 1);
    await sleep(50);
    expect(receiver.received).toHaveLength(1);
  });
});

describe('expiry', () => {
  it('expires a pending payment after 30 minutes and sends payment.failed with "expired"', async () => {
    const { app, clock, receiver, create } = await setup({ sweepIntervalMs: 5 });
    const payment = await create();

    clock.ms += 30 * 60 * 1000 - 1;
    await sleep(30);
    expect(receiver.received).toHaveLength(0); // one millisecond early: still pending

    clock.ms += 1;
    await waitFor(() => receiver.received.length === 1);
    const event = JSON.parse(receiver.received[0]?.body ?? '');
    expect(event.type).toBe('payment.failed');
    expect(event.data).toMatchObject({
      id: payment.id,
      status: 'EXPIRED',
      failureReason: 'expired',
      completedAt: '2025-01-15T12:30:00.000Z',
    });

    const page = await app.inject({ method: 'GET', url: `/checkout/${payment.id}` });
    expect(page.body).toContain('This payment has expired.');
    expect(page.body).toContain(`payment=${payment.id}&amp;status=failed`);
    const pay = await app.inject({ method: 'POST', url: `/checkout/${payment.id}/pay` });
    expect(pay.statusCode).toBe(409);
    await sleep(30);
    expect(receiver.received).toHaveLength(1);
  });

  it('an overdue payment cannot be paid even before the sweep runs', async () => {
    const { app, clock, receiver, create } = await setup({ sweepIntervalMs: 60_000 });
    const payment = await create();
    clock.ms += 31 * 60 * 1000;
    const pay = await app.inject({ method: 'POST', url: `/checkout/${payment.id}/pay` });
    expect(pay.statusCode).toBe(409);
    await waitFor(() => receiver.received.length === 1);
    expect(JSON.parse(receiver.received[0]?.body ?? '').data.status).toBe('EXPIRED');
  });
});
