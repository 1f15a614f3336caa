import { createDecipheriv, createECDH, createHash, type ECDH, hkdfSync } from 'node:crypto';
import type { LanguageCode } from '@portal/contracts';
import type { FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { AppError } from './app-error.ts';
import type { Secrets } from './secrets.ts';
import { parseInput } from './validation.ts';

/**
 * End-to-end encryption of the payloads the spec marks E (ADR 0010). The browser makes an
 * ephemeral P-256 key, agrees a secret with our published key (ECDH), derives an AES-256-GCM key
 * with HKDF-SHA-256 over a random salt, and seals `{ ts, data }` with the method and path as
 * additional data, so a sealed login cannot be replayed against another endpoint, nor after
 * five minutes.
 */
export const PAYLOAD_INFO = 'portal-payload-v1';
export const PAYLOAD_MAX_AGE_MS = 5 * 60_000;
const P256_ORDER = BigInt('0xffffffff00000000ffffffffffffffffbce6faada7179e84f3b9cac2fc632551');

export interface SealedPayload {
  enc: 'v1';
  kid: string;
  epk: string;
  salt: string;
  iv: string;
  ct: string;
}

export interface PayloadKey {
  kid: string;
  /** Uncompressed P-256 public key, base64url (65 bytes). */
  publicKey: string;
  open(sealed: SealedPayload, aad: string, now: Date): unknown;
}

/**
 * The server's key pair, derived from the master secret so every node has the same one. During a
 * key rotation the pair of the previous master still opens payloads: a page loaded before the
 * change sealed its login under the key it was given (its kid says which).
 */
export function createPayloadKey(secrets: Secrets): PayloadKey {
  const current = keyPairOf(secrets);
  const previous = secrets.previous ? keyPairOf(secrets.previous) : null;
  return {
    kid: current.kid,
    publicKey: current.publicKey,
    open(sealed, aad, now) {
      const pair = [current, previous].find((p) => p?.kid === sealed.kid);
      if (!pair) throw new Error('unknown key id');
      const shared = pair.ecdh.computeSecret(Buffer.from(sealed.epk, 'base64url'));
      const aesKey = Buffer.from(
        hkdfSync('sha256', shared, Buffer.from(sealed.salt, 'base64url'), PAYLOAD_INFO, 32),
      );
      const body = Buffer.from(sealed.ct, 'base64url');
      if (body.length < 17) throw new Error('ciphertext too short');
      const decipher = createDecipheriv('aes-256-gcm', aesKey, Buffer.from(sealed.iv, 'base64url'));
      decipher.setAAD(Buffer.from(aad, 'utf8'));
      decipher.setAuthTag(body.subarray(body.length - 16));
      const plain = Buffer.concat([
        decipher.update(body.subarray(0, body.length - 16)),
        decipher.final(),
      ]).toString('utf8');
      const parsed = JSON.parse(plain) as { ts?: unknown; data?: unknown };
      if (typeof parsed.ts !== 'number' || Math.abs(now.getTime() - parsed.ts) > PAYLOAD_MAX_AGE_MS) {
        throw new Error('payload too old');
      }
      return parsed.data;
    },
  };
}

function keyPairOf(secrets: Secrets): { kid: string; publicKey: string; ecdh: ECDH } {
  let ecdh: ECDH | null = null;
  for (let counter = 0; ecdh === null; counter += 1) {
    const candidate = secrets.derive(`payload-ecdh-p256:${counter}`);
    const scalar = BigInt(`0x${candidate.toString('hex')}`);
    if (scalar === 0n || scalar >= P256_ORDER) continue;
    ecdh = createECDH('prime256v1');
    ecdh.setPrivateKey(candidate);
  }
  const publicRaw = ecdh.getPublicKey();
  return {
    kid: createHash('sha256').update(publicRaw).digest('hex').slice(0, 16),
    publicKey: publicRaw.toString('base64url'),
    ecdh,
  };
}

function isSealed(body: unknown): body is SealedPayload {
  if (typeof body !== 'object' || body === null) return false;
  const b = body as Record<string, unknown>;
  return (
    b.enc === 'v1' &&
    ['kid', 'epk', 'salt', 'iv', 'ct'].every(
      (k) => typeof b[k] === 'string' && (b[k] as string).length < 20_000,
    )
  );
}

/** The additional data a sealed payload is bound to: method and path, without the query. */
export function payloadAad(method: string, url: string): string {
  return `${method.toUpperCase()} ${url.split('?')[0]}`;
}

/**
 * Reads the body of a call marked E: opens it when sealed, refuses plaintext when the brand
 * requires encryption, then validates with the schema.
 */
export function readSealedBody<S extends z.ZodType>(
  request: FastifyRequest,
  key: PayloadKey,
  schema: S,
  options: { required: boolean; now: Date; language?: LanguageCode },
): z.infer<S> {
  const body = request.body;
  if (!isSealed(body)) {
    if (options.required) throw new AppError('ENCRYPTION_REQUIRED');
    return parseInput(schema, body, options.language);
  }
  let data: unknown;
  try {
    data = key.open(body, payloadAad(request.method, request.url), options.now);
  } catch (error) {
    throw new AppError('DECRYPTION_FAILED', { cause: error });
  }
  return parseInput(schema, data, options.language);
}
