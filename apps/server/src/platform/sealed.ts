import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';
import { AppError } from './app-error.ts';
import type { KeyRing, RingKey } from './secrets.ts';

/**
 * Small secrets at rest (TOTP seeds, bank account numbers) sealed with AES-256-GCM under a key
 * derived from the master secret, so a database dump alone does not give them away.
 *
 * Formats:
 * - `v2.<key id>.<iv>.<body>.<tag>`: written now. The key id names the master it was sealed
 *   under, so a rotation knows which key opens it and which values still need re-sealing; it is
 *   bound to the ciphertext as additional data, so it cannot be swapped.
 * - `v1.<iv>.<body>.<tag>`: written before rotation existed, under no id. Still read: the current
 *   key is tried, then the previous one (GCM's tag tells a wrong key apart).
 */

export type SealedProblem = 'malformed' | 'unknown-key' | 'wrong-key';

/** A sealed value this node cannot open. The message names the key id, never the value. */
export class SealedValueError extends Error {
  readonly problem: SealedProblem;
  constructor(problem: SealedProblem, message: string) {
    super(message);
    this.name = 'SealedValueError';
    this.problem = problem;
  }
}

const b64 = (value: string) => Buffer.from(value, 'base64url');

export function seal(ring: KeyRing, plaintext: string): string {
  const { id, key } = ring.current;
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', key, iv);
  cipher.setAAD(Buffer.from(`v2.${id}`, 'utf8'));
  const body = Buffer.concat([cipher.update(plaintext, 'utf8'), cipher.final()]);
  return [
    'v2',
    id,
    iv.toString('base64url'),
    body.toString('base64url'),
    cipher.getAuthTag().toString('base64url'),
  ].join('.');
}

function open(key: Buffer, aad: string | null, iv: string, body: string, tag: string): string | null {
  try {
    const decipher = createDecipheriv('aes-256-gcm', key, b64(iv));
    if (aad !== null) decipher.setAAD(Buffer.from(aad, 'utf8'));
    decipher.setAuthTag(b64(tag));
    return Buffer.concat([decipher.update(b64(body)), decipher.final()]).toString('utf8');
  } catch {
    return null;
  }
}

/** Opens a sealed value with whichever key of the ring made it; SealedValueError when none did. */
export function unseal(ring: KeyRing, sealed: string): string {
  return unsealWithKey(ring, sealed).plaintext;
}

/** As unseal, and says which key opened it (the re-seal command counts values per key). */
export function unsealWithKey(ring: KeyRing, sealed: string): { plaintext: string; key: RingKey } {
  const parts = sealed.split('.');
  if (parts[0] === 'v2' && parts.length === 5) {
    const [, id, iv, body, tag] = parts as [string, string, string, string, string];
    const key = [ring.current, ring.previous].find((k) => k?.id === id);
    if (!key) {
      throw new SealedValueError(
        'unknown-key',
        `sealed under key ${id}, which is neither SECRET_KEY nor SECRET_KEY_PREVIOUS`,
      );
    }
    const plaintext = open(key.key, `v2.${id}`, iv, body, tag);
    if (plaintext === null)
      throw new SealedValueError('wrong-key', `sealed value under key ${id} does not open`);
    return { plaintext, key };
  }
  if (parts[0] === 'v1' && parts.length === 4) {
    const [, iv, body, tag] = parts as [string, string, string, string];
    for (const key of [ring.current, ring.previous]) {
      if (!key) continue;
      const plaintext = open(key.key, null, iv, body, tag);
      if (plaintext !== null) return { plaintext, key };
    }
    throw new SealedValueError(
      'wrong-key',
      'sealed (v1, without a key id) under a key that is neither SECRET_KEY nor SECRET_KEY_PREVIOUS',
    );
  }
  throw new SealedValueError('malformed', 'not a sealed value');
}

/** Whether a value is already sealed under the current key (the re-seal command skips it). */
export function isSealedUnderCurrent(ring: KeyRing, sealed: string): boolean {
  return sealed.startsWith(currentPrefix(ring));
}

/** The start every value sealed under the current key has, for finding the others in SQL. */
export function currentPrefix(ring: KeyRing): string {
  return `v2.${ring.current.id}.`;
}

/**
 * Unseals a value a request needs (an authenticator seed). One this node cannot open is the
 * configuration's fault, not the caller's: the caller gets SECRET_UNAVAILABLE (503, localised)
 * rather than a bare 500, and the log gets the cause, which names the key id.
 */
export function unsealForRequest(ring: KeyRing, sealed: string): string {
  try {
    return unseal(ring, sealed);
  } catch (error) {
    if (error instanceof SealedValueError) throw new AppError('SECRET_UNAVAILABLE', { cause: error });
    throw error;
  }
}
