import { type KeyObject, sign, verify } from 'node:crypto';

/** Carries the signature in both directions (ADR 0015): our calls, and the portal's answers. */
export const SIGNATURE_HEADER = 'x-portal-signature';

/** A 4096-bit RSA signature is 684 base64 characters; anything much longer is not one of ours. */
const MAX_SIGNATURE_CHARS = 1_024;
const BASE64 = /^[A-Za-z0-9+/]+={0,2}$/;

type Body = string | Uint8Array;

function bytes(body: Body): Buffer {
  return typeof body === 'string' ? Buffer.from(body, 'utf8') : Buffer.from(body);
}

/** Base64 RSA-SHA256 (PKCS #1 v1.5) over the exact body bytes, never over a re-serialised copy. */
export function signBody(privateKey: KeyObject, body: Body): string {
  return sign('sha256', bytes(body), privateKey).toString('base64');
}

/**
 * Checks a signature header against the raw bytes received. A missing, repeated or malformed
 * header is simply "not verified": the caller decides what an unverified answer means.
 */
export function verifyBody(
  publicKey: KeyObject,
  header: string | string[] | null | undefined,
  body: Body,
): boolean {
  if (typeof header !== 'string' || header.length === 0 || header.length > MAX_SIGNATURE_CHARS) return false;
  if (!BASE64.test(header)) return false;
  try {
    return verify('sha256', bytes(body), publicKey, Buffer.from(header, 'base64'));
  } catch {
    // A key of the wrong type or a signature of the wrong length throws instead of answering false.
    return false;
  }
}
