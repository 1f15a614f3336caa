import {
  createPrivateKey,
  createPublicKey,
  generateKeyPairSync,
  type KeyObject,
  randomUUID,
} from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { expect } from 'vitest';
import { REPO_ROOT } from '../../config/config.ts';
import { hashToken, newToken } from '../../platform/tokens.ts';
import type { TestApp } from '../../test/test-app.ts';
import type { Answer } from './protocol.ts';
import { GAME_SESSION_TTL_MS } from './provider-wallet.service.ts';
import { SIGNATURE_HEADER, signBody, verifyBody } from './signature.ts';

/**
 * A stand-in game provider for tests: its own vendor and game rows (so tests do not depend on
 * the demo catalogue), launch tokens, and calls signed with the demo provider's development key,
 * whose answers are checked against the portal's development public key.
 */
const keyFile = (name: string) => readFileSync(path.join(REPO_ROOT, 'dev-keys', name), 'utf8');
export const PROVIDER_KEY: KeyObject = createPrivateKey(keyFile('demo-provider.dev.pem'));
export const PROVIDER_PUBLIC_PEM = keyFile('demo-provider.dev.pub.pem');
const PORTAL_PUBLIC_KEY: KeyObject = createPublicKey(keyFile('portal-wallet.dev.pub.pem'));

/** A key pair that is not the vendor's (for signature negatives). */
export const strangerKey = () => generateKeyPairSync('rsa', { modulusLength: 2048 }).privateKey;

let counter = 0;
function unique(): string {
  counter += 1;
  return `${Date.now().toString(36).slice(-4).toUpperCase()}${counter}`;
}

export interface TestVendor {
  code: string;
}

/** A seamless vendor with the demo provider's public key, enabled (or not) for some brands. */
export async function createVendor(
  t: TestApp,
  options: { brands?: string[]; disabledFor?: string[]; publicKey?: string | null } = {},
): Promise<TestVendor> {
  const code = `PW${unique()}`;
  await t.db
    .insertInto('game_vendors')
    .values({
      code,
      name: `Test vendor ${code}`,
      logo_colours: ['#112233', '#445566'],
      wallet_mode: 'SEAMLESS',
      wallet_public_key: options.publicKey === undefined ? PROVIDER_PUBLIC_PEM : options.publicKey,
    })
    .execute();
  const link = async (brandCode: string, enabled: boolean) => {
    const brand = await t.app.services.brands.findByCode(brandCode);
    if (!brand) throw new Error(`no brand ${brandCode}`);
    await t.db
      .insertInto('merchant_vendors')
      .values({ merchant_id: brand.id, vendor_code: code, game_category: 'RNG', enabled })
      .execute();
  };
  for (const brand of options.brands ?? ['TIGER']) await link(brand, true);
  for (const brand of options.disabledFor ?? []) await link(brand, false);
  return { code };
}

export async function createGame(
  t: TestApp,
  vendor: TestVendor,
  options: { code?: string; enabled?: boolean; name?: string } = {},
): Promise<{ id: bigint; code: string }> {
  const code = options.code ?? `g-${unique().toLowerCase()}`;
  const name = options.name ?? `Test Slot ${code}`;
  return t.db
    .insertInto('games')
    .values({
      vendor_code: vendor.code,
      code,
      category: 'RNG',
      game_type: 'RNG',
      classify: 'SLOT',
      names: JSON.stringify({ en: name }) as unknown as Record<string, string>,
      search_text: name.toLowerCase(),
      engine: 'slot5',
      colours: ['#000000', '#ffffff'],
      enabled: options.enabled ?? true,
    })
    .returning(['id', 'code'])
    .executeTakeFirstOrThrow();
}

/** A launch token of the member for the game, as the launch would store it. */
export async function launchToken(
  t: TestApp,
  member: { id: bigint },
  merchant: string,
  vendor: TestVendor,
  game: { id: bigint },
  expiresAt: Date = new Date(Date.now() + GAME_SESSION_TTL_MS),
): Promise<string> {
  const brand = await t.app.services.brands.findByCode(merchant);
  if (!brand) throw new Error(`no brand ${merchant}`);
  const token = newToken();
  await t.db
    .insertInto('game_sessions')
    .values({
      token_hash: hashToken(token),
      merchant_id: brand.id,
      member_id: member.id,
      game_id: game.id,
      vendor_code: vendor.code,
      currency: brand.currency,
      expires_at: expiresAt,
    })
    .execute();
  return token;
}

export interface CallOptions {
  /** Sign with this key instead of the provider's. */
  key?: KeyObject;
  /** Send this header value (null: no header). */
  signature?: string | null;
  /** Change the bytes after signing them. */
  alter?: (body: string) => string;
  contentType?: string;
}

/**
 * POSTs a call (an object is serialised once; a string is sent as it is), signed over the exact
 * bytes; checks the answer is HTTP 200, JSON, and signed by the portal over its exact bytes.
 */
export async function call(
  t: TestApp,
  vendorCode: string,
  path: string,
  payload: object | string,
  options: CallOptions = {},
): Promise<Answer & Record<string, unknown>> {
  const body = typeof payload === 'string' ? payload : JSON.stringify(payload);
  const signature =
    options.signature !== undefined ? options.signature : signBody(options.key ?? PROVIDER_KEY, body);
  const sent = options.alter ? options.alter(body) : body;
  const res = await t.app.inject({
    method: 'POST',
    url: `/pw/${vendorCode}/${path}`,
    headers: {
      'content-type': options.contentType ?? 'application/json',
      ...(signature === null ? {} : { [SIGNATURE_HEADER]: signature }),
    },
    payload: sent,
  });
  expect(res.statusCode).toBe(200);
  expect(res.headers['content-type']).toMatch(/^application\/json/);
  const answerSignature = res.headers[SIGNATURE_HEADER];
  expect(typeof answerSignature).toBe('string');
  expect(verifyBody(PORTAL_PUBLIC_KEY, res.rawPayload, answerSignature as string)).toBe(true);
  return JSON.parse(res.payload);
}

export const uuid = () => randomUUID();
