import { createPublicKey, type KeyObject, sign, verify } from 'node:crypto';

/** The header both sides sign their bodies in (ADR 0015). */
export const SIGNATURE_HEADER = 'x-portal-signature';

/** A 4096-bit RSA signature is 684 base64 characters; anything far longer is not one. */
const MAX_SIGNATURE_CHARS = 1024;
const BASE64 = /^[A-Za-z0-9+/]+={0,2}$/;

/** RSA-SHA256 (PKCS #1 v1.5) of the exact bytes, base64. */
export function signBody(key: KeyObject, body: string | Buffer): string {
  return sign('sha256', typeof body === 'string' ? Buffer.from(body) : body, key).toString('base64');
}

/**
 * The same signature computed on libuv's thread pool (Node's `sign` with a callback): an RSA
 * signature is about 0.3 ms of CPU, which the server's thread then spends on other calls.
 */
export function signBodyAsync(key: KeyObject, body: string): Promise<string> {
  return new Promise((resolve, reject) => {
    sign('sha256', Buffer.from(body), key, (error, signature) => {
      if (error) reject(error);
      else resolve(signature.toString('base64'));
    });
  });
}

/** Whether `signature` signs these exact bytes with the key; a malformed signature is simply false. */
export function verifyBody(key: KeyObject, body: Buffer, signature: string | undefined): boolean {
  if (!signature || signature.length > MAX_SIGNATURE_CHARS || !BASE64.test(signature)) return false;
  try {
    return verify('sha256', body, key, Buffer.from(signature, 'base64'));
  } catch {
    return false;
  }
}

const publicKeys = new Map<string, KeyObject | null>();
const MAX_CACHED_KEYS = 500;

/** A vendor's public key from its PEM (parsed once); null when the PEM is not a public key. */
export function publicKeyOf(pem: string): KeyObject | null {
  let key = publicKeys.get(pem);
  if (key !== undefined) return key;
  try {
    key = createPublicKey(pem);
    if (key.type !== 'public') key = null;
  } catch {
    key = null;
  }
  if (publicKeys.size >= MAX_CACHED_KEYS) publicKeys.clear();
  publicKeys.set(pem, key);
  return key;
}
