import { createHmac, timingSafeEqual } from 'node:crypto';

/** Header carrying `t=<unix seconds>,v1=<hex HMAC>` in both directions (ADR 0014). */
export const SIGNATURE_HEADER = 'sandbox-signature';
/** A signature older or newer than this is refused, so a captured request cannot be replayed later. */
export const SIGNATURE_TOLERANCE_SECONDS = 300;

type Body = string | Uint8Array;

/** Hex HMAC-SHA256 over `<t>.<raw body>`; the raw bytes are hashed, never a re-serialised copy. */
export function computeSignature(secret: string, timestamp: number, body: Body): string {
  return createHmac('sha256', secret).update(`${timestamp}.`).update(body).digest('hex');
}

/** The full header value for a body sent now. */
export function signatureHeader(secret: string, body: Body, nowMs: number): string {
  const t = Math.floor(nowMs / 1000);
  return `t=${t},v1=${computeSignature(secret, t, body)}`;
}

export type VerifyResult =
  | { ok: true }
  | { ok: false; reason: 'missing' | 'malformed' | 'stale' | 'mismatch' };

/**
 * Checks a `Sandbox-Signature` header against the raw body. Several `v1` entries are accepted
 * (any one may match) so a sender can sign with an old and a new secret while rotating.
 */
export function verifySignature(
  secret: string,
  header: string | string[] | undefined,
  body: Body,
  nowMs: number,
  toleranceSeconds = SIGNATURE_TOLERANCE_SECONDS,
): VerifyResult {
  if (header === undefined || header === '') return { ok: false, reason: 'missing' };
  // A repeated header is ambiguous; refuse rather than guess which one counts.
  if (Array.isArray(header)) return { ok: false, reason: 'malformed' };

  let timestamp: number | null = null;
  const candidates: string[] = [];
  for (const part of header.split(',')) {
    const eq = part.indexOf('=');
    if (eq < 0) return { ok: false, reason: 'malformed' };
    const key = part.slice(0, eq).trim();
    const value = part.slice(eq + 1).trim();
    if (key === 't') {
      if (!/^\d{1,12}$/.test(value) || timestamp !== null) return { ok: false, reason: 'malformed' };
      timestamp = Number(value);
    } else if (key === 'v1') {
      if (!/^[0-9a-f]{64}$/i.test(value)) return { ok: false, reason: 'malformed' };
      candidates.push(value.toLowerCase());
    }
    // Other keys (future schemes) are ignored, as with Stripe-style headers.
  }
  if (timestamp === null || candidates.length === 0) return { ok: false, reason: 'malformed' };
  if (Math.abs(nowMs / 1000 - timestamp) > toleranceSeconds) return { ok: false, reason: 'stale' };

  const expected = Buffer.from(computeSignature(secret, timestamp, body), 'hex');
  let matched = false;
  for (const candidate of candidates) {
    // Every candidate is compared (no early exit) so timing does not reveal which one matched.
    if (timingSafeEqual(expected, Buffer.from(candidate, 'hex'))) matched = true;
  }
  return matched ? { ok: true } : { ok: false, reason: 'mismatch' };
}
