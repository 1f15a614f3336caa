import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { buildProvider } from '../app.ts';
import { SIGNATURE_HEADER, signBody, verifyBody } from '../signature.ts';
import { PORTAL_PAIR, PROVIDER_KEYS, PROVIDER_PAIR } from '../test-helpers.ts';

const VENDOR = 'SB1';
const USER = 'TIGER-7';
const UNIT = 100_000;
const dir = mkdtempSync(path.join(tmpdir(), 'transfer-books-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

let apps: FastifyInstance[] = [];
afterEach(async () => {
  await Promise.all(apps.map((app) => app.close()));
  apps = [];
});

function provider(file: string | null = null): FastifyInstance {
  const app = buildProvider({
    // A transfer vendor's money never goes through the portal's wallet.
    walletUrl: 'http://127.0.0.1:9/pw',
    keys: PROVIDER_KEYS,
    transferVendors: [VENDOR],
    transferBooksFile: file,
  });
  apps.push(app);
  return app;
}

let counter = 0;
/** A call as the portal signs it; the answer's signature is checked before it is read. */
async function call(
  app: FastifyInstance,
  call: string,
  fields: Record<string, unknown>,
  options: { key?: typeof PORTAL_PAIR.privateKey; vendor?: string } = {},
) {
  counter += 1;
  const body = JSON.stringify({ request_uuid: `req-${counter}`, ...fields });
  const response = await app.inject({
    method: 'POST',
    url: `/transfer/${options.vendor ?? VENDOR}/${call}`,
    headers: {
      'content-type': 'application/json',
      [SIGNATURE_HEADER]: signBody(options.key ?? PORTAL_PAIR.privateKey, body),
    },
    payload: body,
  });
  expect(response.statusCode).toBe(200);
  expect(
    verifyBody(PROVIDER_PAIR.publicKey, String(response.headers[SIGNATURE_HEADER]), response.rawPayload),
  ).toBe(true);
  return response.json() as Record<string, unknown>;
}

const transferIn = (app: FastifyInstance, id: string, amount: number, user = USER) =>
  call(app, 'transfer', { user, currency: 'BDT', transfer_id: id, direction: 'IN', amount });

describe('the transfer API (ADR 0043)', () => {
  it('refuses a call the portal did not sign, and a vendor it does not host', async () => {
    const app = provider();
    const unsigned = await call(app, 'balance', { user: USER }, { key: PROVIDER_PAIR.privateKey });
    expect(unsigned.status).toBe('RS_ERROR_INVALID_SIGNATURE');
    expect((await call(app, 'balance', { user: USER }, { vendor: 'LKR' })).status).toBe(
      'RS_ERROR_INVALID_PARTNER',
    );
    expect((await call(app, 'transfer', { user: USER, amount: -5 })).status).toBe('RS_ERROR_WRONG_TYPES');
  });

  it('applies each transfer id once, never goes below zero, and answers look-ups', async () => {
    const app = provider();
    const first = await transferIn(app, 'TIGER-1', 300 * UNIT);
    expect(first).toMatchObject({ status: 'RS_OK', outcome: 'OK', balance: 300 * UNIT });
    // The same id again (a retry after a lost answer): the first answer, nothing moves twice.
    expect(await transferIn(app, 'TIGER-1', 300 * UNIT)).toMatchObject({
      status: 'RS_OK',
      balance: 300 * UNIT,
    });
    // The same id with other terms is not a retry.
    expect((await transferIn(app, 'TIGER-1', 5 * UNIT)).status).toBe('RS_ERROR_DUPLICATE_TRANSACTION');
    const tooMuch = await call(app, 'transfer', {
      user: USER,
      currency: 'BDT',
      transfer_id: 'TIGER-2',
      direction: 'OUT',
      amount: 301 * UNIT,
    });
    expect(tooMuch).toMatchObject({ status: 'RS_ERROR_NOT_ENOUGH_MONEY', balance: 300 * UNIT });
    expect(await call(app, 'transfer/status', { transfer_id: 'TIGER-1' })).toMatchObject({
      status: 'RS_OK',
      outcome: 'OK',
    });
    expect(await call(app, 'transfer/status', { transfer_id: 'TIGER-2' })).toMatchObject({
      status: 'RS_OK',
      outcome: 'FAILED',
    });
    expect((await call(app, 'transfer/status', { transfer_id: 'TIGER-3' })).status).toBe(
      'RS_ERROR_TRANSACTION_DOES_NOT_EXIST',
    );
    expect(await call(app, 'balance', { user: USER })).toMatchObject({
      status: 'RS_OK',
      balance: 300 * UNIT,
      currency: 'BDT',
      seq: 1,
    });
  });

  it('keeps the books across a restart', async () => {
    const file = path.join(dir, 'books.json');
    await transferIn(provider(file), 'TIGER-10', 50 * UNIT, 'TIGER-8');
    const again = provider(file);
    expect(await call(again, 'balance', { user: 'TIGER-8' })).toMatchObject({ balance: 50 * UNIT });
    expect((await transferIn(again, 'TIGER-10', 50 * UNIT, 'TIGER-8')).balance).toBe(50 * UNIT);
  });
});

describe("a game played against the vendor's balance", () => {
  it('opens with a session the portal registered, and bets and wins move the held balance', async () => {
    const app = provider();
    await transferIn(app, 'TIGER-20', 10 * UNIT);
    const launch = { token: 'tok-1', user: USER, game: 'SB1-LOBBY', vendor: VENDOR, engine: 'wheel' };
    // No session yet: the token means nothing here.
    const refused = await app.inject({ method: 'POST', url: '/api/session', payload: launch });
    expect(refused.statusCode).toBe(401);
    const opened = await call(app, 'session', {
      user: USER,
      currency: 'BDT',
      token: 'tok-1',
      game_code: 'SB1-LOBBY',
    });
    expect(opened).toMatchObject({ status: 'RS_OK', balance: 10 * UNIT });
    const session = await app.inject({ method: 'POST', url: '/api/session', payload: launch });
    expect(session.json()).toMatchObject({ balance: 10 * UNIT, currency: 'BDT' });
    const id = session.json().session as string;

    // More than the member moved in is refused, and nothing moves.
    const broke = await app.inject({
      method: 'POST',
      url: '/api/play',
      payload: { session: id, stakes: { '1': 11 * UNIT } },
    });
    expect(broke.json().error).toBe('insufficient_funds');

    const round = await app.inject({
      method: 'POST',
      url: '/api/play',
      payload: { session: id, stakes: { '1': 2 * UNIT } },
    });
    const played = round.json() as { stake: number; win: number; balance: number; settlement: string };
    expect(played.settlement).toBe('paid');
    expect(played.balance).toBe(10 * UNIT - played.stake + played.win);
    expect(await call(app, 'balance', { user: USER })).toMatchObject({ balance: played.balance });
  });
});
