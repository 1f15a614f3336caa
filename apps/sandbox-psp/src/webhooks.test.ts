import { afterEach, describe, expect, it } from 'vitest';
import { signatureHeader, verifySignature } from './signature.ts';
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
import { DEFAULT_RETRY_DELAYS_MS } from './webhooks.ts';

const cleanups: Array<() => Promise<unknown>> = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

describe('webhook delivery', () => {
  it('retries after a 500 and stops once delivered, keeping the event id', async () => {
    const clock = manualClock();
    const receiver = await startReceiver([500]);
    const app = testPsp({ now: clock.now, retryDelaysMs: [10, 10, 10] });
    cleanups.push(receiver.close, () => app.close());
    const payment = (
      await signedInject(app, 'POST', '/v1/payments', paymentBody({ webhookUrl: receiver.url }), {
        nowMs: clock.ms,
      })
    ).json();

    await app.inject({ method: 'POST', url: `/checkout/${payment.id}/pay` });
    await waitFor(() => receiver.received.length === 2);
    await sleep(60); // long enough for further retries, were any scheduled
    expect(receiver.received).toHaveLength(2);
    const [first, second] = receiver.received.map((r) => JSON.parse(r.body));
    expect(second.id).toBe(first.id);
    expect(receiver.received[1]?.body).toBe(receiver.received[0]?.body); // byte-identical
    for (const request of receiver.received) {
      expect(verifySignature(SECRET, request.headers['sandbox-signature'], request.body, clock.ms).ok).toBe(
        true,
      );
    }
  });

  it('makes 8 attempts in all, then gives up; a refused connection counts as a failure', async () => {
    const attempts: string[] = [];
    const fetchImpl: typeof fetch = async (_url, init) => {
      attempts.push(String(init?.body));
      if (attempts.length % 2 === 0) throw new TypeError('fetch failed');
      return new Response('nope', { status: 503 });
    };
    const app = testPsp({ fetchImpl, retryDelaysMs: [1, 1, 1, 1, 1, 1, 1] });
    cleanups.push(() => app.close());
    const payment = (await signedInject(app, 'POST', '/v1/payments', paymentBody())).json();
    await app.inject({ method: 'POST', url: `/checkout/${payment.id}/decline` });
    await waitFor(() => attempts.length === 8);
    await sleep(30);
    expect(attempts).toHaveLength(8);
    expect(new Set(attempts).size).toBe(1);
  });

  it('uses the ADR schedule by default: 1, 2, 4, 8, 16, 32 and 64 s', () => {
    expect(DEFAULT_RETRY_DELAYS_MS).toEqual([1_000, 2_000, 4_000, 8_000, 16_000, 32_000, 64_000]);
  });
});

describe('POST /v1/payments/:id/resend-webhook', () => {
  it('sends the last event again with the same id', async () => {
    const clock = manualClock();
    const receiver = await startReceiver();
    const app = testPsp({ now: clock.now });
    cleanups.push(receiver.close, () => app.close());
    const payment = (
      await signedInject(app, 'POST', '/v1/payments', paymentBody({ webhookUrl: receiver.url }), {
        nowMs: clock.ms,
      })
    ).json();

    const early = await signedInject(app, 'POST', `/v1/payments/${payment.id}/resend-webhook`, undefined, {
      nowMs: clock.ms,
    });
    expect(early.statusCode).toBe(409);
    expect(early.json().error).toBe('payment_pending');

    await app.inject({ method: 'POST', url: `/checkout/${payment.id}/pay` });
    await waitFor(() => receiver.received.length === 1);

    clock.ms += 10 * 60 * 1000; // much later than the 300 s window: the resend is signed afresh
    const resend = await signedInject(app, 'POST', `/v1/payments/${payment.id}/resend-webhook`, undefined, {
      nowMs: clock.ms,
    });
    expect(resend.statusCode).toBe(202);
    await waitFor(() => receiver.received.length === 2);
    const [original, again] = receiver.received.map((r) => JSON.parse(r.body));
    expect(again.id).toBe(original.id);
    expect(resend.json().id).toBe(original.id);
    expect(again).toEqual(original);
    const last = receiver.received[1];
    expect(verifySignature(SECRET, last?.headers['sandbox-signature'], last?.body ?? '', clock.ms).ok).toBe(
      true,
    );
  });

  it('accepts an empty JSON-typed body and answers 404 for an unknown payment', async () => {
    const app = testPsp();
    cleanups.push(() => app.close());
    const response = await app.inject({
      method: 'POST',
      url: '/v1/payments/pay_ffffffffffffffffffffffff/resend-webhook',
      headers: {
        'content-type': 'application/json',
        'sandbox-merchant': 'portal',
        'sandbox-signature': signatureHeader(SECRET, '', Date.now()),
      },
      payload: '',
    });
    expect(response.statusCode).toBe(404);
    expect(response.json().error).toBe('not_found');
  });
});
