import { hkdfSync, randomBytes } from 'node:crypto';
import type { AppConfig } from '../config/config.ts';
import type { Db } from '../db/database.ts';
import { storedSecret } from './secrets.repository.ts';
import { safeEqual } from './tokens.ts';

/**
 * The master secret every derived key comes from (payload encryption, human-check signatures,
 * code hashes, CSRF tokens, sealed TOTP seeds and bank accounts). Production takes it from
 * SECRET_KEY, so every node agrees; a development database generates one once and keeps it.
 *
 * Rotation: SECRET_KEY_PREVIOUS holds the master before the last change. Everything new is made
 * under the current one; what was made under the previous one is still read (sealed values) or
 * accepted (signatures, code hashes, CSRF tokens) until `npm run secrets:reseal` has rewritten
 * the data at rest and the short-lived tokens have expired. Then the previous key is dropped.
 */
export interface Secrets {
  /** The key for `label` under the current master. */
  derive(label: string, length?: number): Buffer;
  /** The current and previous keys for `label`, each with the id of its master. */
  ring(label: string): KeyRing;
  /** The id of the current master, as sealed values carry it. */
  readonly keyId: string;
  /** The same, under the master before the last rotation; null outside a rotation. */
  readonly previous: Secrets | null;
}

export interface RingKey {
  /** Names the master the key comes from (not the key): sealed values carry it. */
  id: string;
  key: Buffer;
}

/** The keys of one purpose during a rotation: new values use `current`, checks also try `previous`. */
export interface KeyRing {
  current: RingKey;
  previous: RingKey | null;
}

/** Current first: the order to try keys in when checking a value. */
export function ringKeys(ring: KeyRing): RingKey[] {
  return ring.previous ? [ring.current, ring.previous] : [ring.current];
}

/** A ring of one key, for tests and tools that have a single key. */
export function singleKeyRing(key: Buffer, id = 'single'): KeyRing {
  return { current: { id, key }, previous: null };
}

const hkdf = (master: Buffer, info: string, length: number) =>
  Buffer.from(hkdfSync('sha256', master, Buffer.alloc(0), info, length));

/**
 * The id of a master: 48 bits of its own HKDF output under a label no key uses, so it tells the
 * masters apart without revealing anything about the keys.
 */
function keyIdOf(master: Buffer): string {
  return hkdf(master, 'portal:key-id', 6).toString('base64url');
}

export function secretsFrom(master: Buffer, previousMaster: Buffer | null = null): Secrets {
  const previous = previousMaster ? secretsFrom(previousMaster) : null;
  const keyId = keyIdOf(master);
  const derive = (label: string, length = 32) => hkdf(master, `portal:${label}`, length);
  return {
    derive,
    keyId,
    previous,
    ring: (label) => ({
      current: { id: keyId, key: derive(label) },
      previous: previous ? { id: previous.keyId, key: previous.derive(label) } : null,
    }),
  };
}

export async function loadSecrets(config: AppConfig, db: Db): Promise<Secrets> {
  const previous = config.previousSecretKey ? Buffer.from(config.previousSecretKey, 'utf8') : null;
  if (config.secretKey) return secretsFrom(Buffer.from(config.secretKey, 'utf8'), previous);
  if (config.isProduction) throw new Error('SECRET_KEY is required in production');
  const master = await storedSecret(db, 'master', randomBytes(32).toString('hex'));
  return secretsFrom(Buffer.from(master, 'hex'), previous);
}

/**
 * Whether `value` is what `make` gives under any key of the ring, the current one first: a
 * signature, code hash or token made before a rotation still passes during it. Compared in
 * constant time per key.
 */
export function matchesAnyKey(ring: KeyRing, value: string, make: (key: Buffer) => string): boolean {
  return ringKeys(ring).some(({ key }) => safeEqual(value, make(key)));
}
