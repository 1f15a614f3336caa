import { createHash, createPublicKey, verify } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { signBody, verifyBody } from './signature.ts';
import { PORTAL_PAIR, PROVIDER_PAIR } from './test-helpers.ts';

describe('signBody and verifyBody (ADR 0015)', () => {
  const body = '{"request_uuid":"r-1","user":"TIGER-42","amount":1250000}';

  it('signs the exact body bytes with RSA-SHA256 in base64, verifiable by the other side', () => {
    const signature = signBody(PROVIDER_PAIR.privateKey, body);
    expect(signature).toMatch(/^[A-Za-z0-9+/]+={0,2}$/);
    expect(Buffer.from(signature, 'base64')).toHaveLength(256); // a 2048-bit key
    // Checked with node:crypto directly, as the portal would.
    expect(
      verify('sha256', Buffer.from(body), PROVIDER_PAIR.publicKey, Buffer.from(signature, 'base64')),
    ).toBe(true);
    expect(verifyBody(PROVIDER_PAIR.publicKey, signature, body)).toBe(true);
    expect(verifyBody(PROVIDER_PAIR.publicKey, signature, Buffer.from(body))).toBe(true);
  });

  it('refuses a tampered body, even one that parses to the same JSON', () => {
    const signature = signBody(PORTAL_PAIR.privateKey, body);
    expect(verifyBody(PORTAL_PAIR.publicKey, signature, body.replace('1250000', '9250000'))).toBe(false);
    expect(verifyBody(PORTAL_PAIR.publicKey, signature, body.replace(',', ', '))).toBe(false);
    expect(verifyBody(PORTAL_PAIR.publicKey, signature, `${body}\n`)).toBe(false);
  });

  it("refuses another key's signature, and missing, repeated or malformed headers", () => {
    const signature = signBody(PROVIDER_PAIR.privateKey, body);
    expect(verifyBody(PORTAL_PAIR.publicKey, signature, body)).toBe(false);
    expect(verifyBody(PROVIDER_PAIR.publicKey, undefined, body)).toBe(false);
    expect(verifyBody(PROVIDER_PAIR.publicKey, null, body)).toBe(false);
    expect(verifyBody(PROVIDER_PAIR.publicKey, '', body)).toBe(false);
    expect(verifyBody(PROVIDER_PAIR.publicKey, [signature, signature], body)).toBe(false);
    expect(verifyBody(PROVIDER_PAIR.publicKey, 'not base64!', body)).toBe(false);
    expect(verifyBody(PROVIDER_PAIR.publicKey, 'AAAA', body)).toBe(false);
    expect(verifyBody(PROVIDER_PAIR.publicKey, 'A'.repeat(2_000), body)).toBe(false);
  });

  it('verifies with a public key read from PEM, as the portal stores it', () => {
    const pem = PROVIDER_PAIR.publicKey.export({ type: 'spki', format: 'pem' }).toString();
    const key = createPublicKey(pem);
    const signature = signBody(PROVIDER_PAIR.privateKey, body);
    expect(verifyBody(key, signature, body)).toBe(true);
    // RSA PKCS#1 v1.5 is deterministic: a retried call carries the very same signature.
    expect(signBody(PROVIDER_PAIR.privateKey, body)).toBe(signature);
    expect(createHash('sha256').update(signature).digest('hex')).toHaveLength(64);
  });
});
