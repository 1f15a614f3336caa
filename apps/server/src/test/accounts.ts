import { createCipheriv, createECDH, createHash, hkdfSync, randomBytes } from 'node:crypto';
import type { THumanCheckChallenge } from '@portal/contracts';
import type { FastifyInstance, InjectOptions } from 'fastify';
import type { Db } from '../db/database.ts';
import { PAYLOAD_INFO, payloadAad } from '../platform/payload-crypto.ts';

/** What the browser does with a human-check challenge: try numbers until the hash matches. */
export async function solveHumanCheck(app: FastifyInstance, merchant: string): Promise<string> {
  const res = await app.inject({ url: '/wps/verification/challenge', headers: { 'x-merchant': merchant } });
  const challenge = res.json().value as THumanCheckChallenge;
  for (let n = 0; n <= challenge.maxNumber; n += 1) {
    if (createHash('sha256').update(`${challenge.salt}${n}`).digest('hex') === challenge.challenge) {
      const solution = {
        algorithm: challenge.algorithm,
        challenge: challenge.challenge,
        number: n,
        salt: challenge.salt,
        signature: challenge.signature,
      };
      return Buffer.from(JSON.stringify(solution)).toString('base64');
    }
  }
  throw new Error('challenge without a solution');
}

/** Seals a payload the way the player site does (ECDH P-256, HKDF-SHA-256, AES-256-GCM). */
export async function sealPayload(
  app: FastifyInstance,
  merchant: string,
  method: string,
  url: string,
  data: unknown,
  options: { ts?: number; aad?: string } = {},
) {
  const keyRes = await app.inject({ url: '/wps/system/encryption-key', headers: { 'x-merchant': merchant } });
  const { kid, publicKey } = keyRes.json().value as { kid: string; publicKey: string };
  const ephemeral = createECDH('prime256v1');
  ephemeral.generateKeys();
  const shared = ephemeral.computeSecret(Buffer.from(publicKey, 'base64url'));
  const salt = randomBytes(16);
  const key = Buffer.from(hkdfSync('sha256', shared, salt, PAYLOAD_INFO, 32));
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', key, iv);
  cipher.setAAD(Buffer.from(options.aad ?? payloadAad(method, url), 'utf8'));
  const plain = JSON.stringify({ ts: options.ts ?? Date.now(), data });
  const ct = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final(), cipher.getAuthTag()]);
  return {
    enc: 'v1',
    kid,
    epk: ephemeral.getPublicKey().toString('base64url'),
    salt: salt.toString('base64url'),
    iv: iv.toString('base64url'),
    ct: ct.toString('base64url'),
  };
}

/** Sends a call marked E, sealed. */
export async function sendSealed(
  app: FastifyInstance,
  merchant: string,
  method: 'POST' | 'PUT',
  url: string,
  data: unknown,
  extra: Omit<InjectOptions, 'method' | 'url' | 'payload'> = {},
) {
  const payload = await sealPayload(app, merchant, method, url, data);
  return app.inject({
    ...extra,
    method,
    url,
    payload,
    headers: { 'x-merchant': merchant, ...(extra.headers ?? {}) },
  });
}

export async function loginAs(
  app: FastifyInstance,
  merchant: string,
  username: string,
  password: string,
  extra: { remoteAddress?: string; fields?: Record<string, unknown>; language?: string } = {},
) {
  const humanCheck = await solveHumanCheck(app, merchant);
  return sendSealed(
    app,
    merchant,
    'POST',
    '/wps/session/login',
    { type: 'username', username, password, humanCheck, ...extra.fields },
    {
      ...(extra.remoteAddress ? { remoteAddress: extra.remoteAddress } : {}),
      ...(extra.language ? { headers: { 'x-language': extra.language } } : {}),
    },
  );
}

export async function tokenFor(
  app: FastifyInstance,
  merchant: string,
  username: string,
  password: string,
): Promise<string> {
  const res = await loginAs(app, merchant, username, password);
  const value = res.json().value;
  if (!value?.token) throw new Error(`login of ${username} failed: ${res.body}`);
  return value.token as string;
}

/** The latest development-outbox message to a recipient. */
export async function lastMessage(
  db: Db,
  channel: 'sms' | 'email' | 'captcha',
  recipient: string,
): Promise<string | null> {
  const row = await db
    .selectFrom('dev_outbox')
    .select('body')
    .where('channel', '=', channel)
    .where('recipient', '=', recipient)
    .orderBy('id', 'desc')
    .limit(1)
    .executeTakeFirst();
  return row?.body ?? null;
}

export async function lastCode(db: Db, channel: 'sms' | 'email', recipient: string): Promise<string> {
  const body = await lastMessage(db, channel, recipient);
  const code = body ? /\b(\d{4,8})\b/.exec(body)?.[1] : undefined;
  if (!code) throw new Error(`no code sent to ${recipient}`);
  return code;
}

export const bearer = (token: string, merchant = 'TIGER') => ({
  authorization: `Bearer ${token}`,
  'x-merchant': merchant,
});

/** A clock tests can move. */
export function testClock(start = new Date('2026-11-22T10:00:00Z')) {
  let now = start.getTime();
  return {
    now: () => new Date(now),
    advance: (ms: number) => {
      now += ms;
    },
  };
}
