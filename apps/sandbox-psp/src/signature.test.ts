import { afterAll, describe, expect, it } from 'vitest';
import { computeSignature, signatureHeader, verifySignature } from './signature.ts';
import { manualClock, paymentBody, SECRET, signedInject, testPsp } from './test-helpers.ts';

describe('verifySignature', () => {
  const nowMs = Date.UTC(2025, 0, 15, 12, 0, 0);
  const body = '{"hello":"world"}';

  it('accepts a signature made with the same secret over the same bytes', () => {
    expect(verifySignature(SECRET, signatureHeader(SECRET, body, nowMs), body, nowMs)).toEqual({ ok: true });
  });

  it('signs "<t>.<raw body>" with HMAC-SHA256 in hex', () => {
    const header = signatureHeader(SECRET, body, nowMs);
    const t = Math.floor(nowMs / 1000);
    expect(header).toBe(`t=${t},v1=${computeSignature(SECRET, t, body)}`);
    expect(header).toMatch(/^t=\d+,v1=[0-9a-f]{64}$/);
  });

  it('refuses a wrong secret, a changed body, a missing or malformed header', () => {
    const header = signatureHeader(SECRET, body, nowMs);
    expect(verifySignature('other-secret', header, body, nowMs)).toEqual({ ok: false, reason: 'mismatch' });
    expect(verifySignature(SECRET, header, `${body} `, nowMs)).toEqual({ ok: false, reason: 'mismatch' });
    expect(verifySignature(SECRET, undefined, body, nowMs)).toEqual({ ok: false, reason: 'missing' });
    expect(verifySignature(SECRET, 'v1=abc', body, nowMs)).toEqual({ ok: false, reason: 'malformed' });
    expect(verifySignature(SECRET, [header, header], body, nowMs)).toEqual({
      ok: false,
      reason: 'malformed',
    });
  });

  it('accepts up to 300 s of clock difference either way, and no more', () => {
    const header = signatureHeader(SECRET, body, nowMs);
    expect(verifySignature(SECRET, header, body, nowMs + 300_000).ok).toBe(true);
    expect(verifySignature(SECRET, header, body, nowMs - 300_000).ok).toBe(true);
    expect(verifySignature(SECRET, header, body, nowMs + 301_000)).toEqual({ ok: false, reason: 'stale' });
    expect(verifySignature(SECRET, header, body, nowMs - 301_000)).toEqual({ ok: false, reason: 'stale' });
  });

  it('accepts any matching v1 among several (secret rotation)', () => {
    const t = Math.floor(nowMs / 1000);
    const header = `t=${t},v1=${computeSignature('old', t, body)},v1=${computeSignature(SECRET, t, body)}`;
    expect(verifySignature(SECRET, header, body, nowMs).ok).toBe(true);
  });
});

describe('signed API requests', () => {
  const clock = manualClock();
  const app = testPsp({ now: clock.now });
  afterAll(() => app.close());

  it('accepts a correctly signed request', async () => {
    const response = await signedInject(app, 'POST', '/v1/payments', paymentBody(), { nowMs: clock.ms });
    expect(response.statusCode).toBe(201);
  });

  it('refuses a request signed with the wrong secret', async () => {
    const response = await signedInject(app, 'POST', '/v1/payments', paymentBody({ reference: 'wrong' }), {
      secret: 'not-the-secret',
      nowMs: clock.ms,
    });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ error: 'invalid_signature', message: expect.any(String) });
  });

  it('refuses a stale timestamp', async () => {
    const response = await signedInject(app, 'GET', '/v1/payments/pay_000000000000000000000000', undefined, {
      nowMs: clock.ms - 301_000,
    });
    expect(response.statusCode).toBe(401);
    expect(response.json().error).toBe('invalid_signature');
  });

  it('refuses a missing signature header, before looking at the body', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/v1/payments',
      headers: { 'content-type': 'application/json', 'sandbox-merchant': 'portal' },
      payload: 'not even json',
    });
    expect(response.statusCode).toBe(401);
    expect(response.json().error).toBe('invalid_signature');
  });

  it('refuses a body altered after signing', async () => {
    const raw = JSON.stringify(paymentBody({ reference: 'altered' }));
    const response = await app.inject({
      method: 'POST',
      url: '/v1/payments',
      headers: {
        'content-type': 'application/json',
        'sandbox-merchant': 'portal',
        'sandbox-signature': signatureHeader(SECRET, raw, clock.ms),
      },
      payload: raw.replace('50000', '90000'),
    });
    expect(response.statusCode).toBe(401);
  });

  it('requires the Sandbox-Merchant header', async () => {
    const response = await app.inject({
      method: 'GET',
      url: '/v1/payments/pay_000000000000000000000000',
      headers: { 'sandbox-signature': signatureHeader(SECRET, '', clock.ms) },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toBe('invalid_request');
  });
});
