import { createPrivateKey, createPublicKey } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { GAME_ROUTES, WALLET_ROUTES } from '@portal/contracts';
import type { FastifyInstance } from 'fastify';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { buildProvider } from '../../../../demo-provider/src/app.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { expectLedgerHealthy, type TestMember, walletMember } from '../../test/wallet.ts';

/**
 * The portal and the demo provider's sportsbook (ADR 0041) end to end: the provider's signed
 * wallet calls reach the portal's /pw routes (through inject), an accumulator opens one round in
 * the betting record, and the match clock moving on settles it once, with the money where the
 * record says.
 */
const KEYS = path.resolve(import.meta.dirname, '../../../../../dev-keys');
const pem = (name: string) => readFileSync(path.join(KEYS, name), 'utf8');
const MATCH_MS = 60_000;

let t: TestApp;
let provider: FastifyInstance;
const providerClock = { now: 1_000 * MATCH_MS + 1 };

/** The provider's fetch, answered by the portal app in process. */
const viaPortal: typeof fetch = async (input, init) => {
  const url = new URL(String(input));
  const response = await t.app.inject({
    method: 'POST',
    url: url.pathname,
    headers: Object.fromEntries(new Headers(init?.headers).entries()),
    payload: String(init?.body ?? ''),
  });
  return new Response(response.rawPayload, {
    status: response.statusCode,
    headers: Object.entries(response.headers).map(([k, v]) => [k, String(v)] as [string, string]),
  });
};

beforeAll(async () => {
  t = await createTestApp({ overrides: { demoProviderUrl: 'http://provider.test' } });
  provider = buildProvider({
    walletUrl: 'http://portal.test/pw',
    keys: {
      privateKey: createPrivateKey(pem('demo-provider.dev.pem')),
      portalPublicKey: createPublicKey(pem('portal-wallet.dev.pub.pem')),
    },
    fetchImpl: viaPortal,
    now: () => providerClock.now,
    sportsbook: { seed: 'portal-e2e', matchMs: MATCH_MS, dataDir: null },
  });
});
afterAll(async () => {
  await provider?.close();
  await t?.close();
});
afterEach(() => expectLedgerHealthy(t));

const send = (m: TestMember, url: string, payload: object) =>
  t.app.inject({ method: 'POST', url, headers: m.headers, payload });
const main = async (m: TestMember) =>
  (await t.app.inject({ url: WALLET_ROUTES.balance.path, headers: m.headers })).json().value.main as string;

interface Fixture {
  id: string;
  status: string;
  markets: { code: string; odds: number[] | null; selections: string[] }[];
}

describe('the sportsbook over the seamless wallet', () => {
  it('opens a round for an accumulator and settles it once when the matches end', async () => {
    const m = await walletMember(t, { balance: '1000.00' });
    const launch = await send(m, GAME_ROUTES.launch.path, {
      vendorCode: 'GLN',
      gameCode: 'GLN-LOBBY',
      language: 'en',
    });
    expect(launch.statusCode).toBe(200);
    const url = new URL(launch.json().value.url);
    expect(url.searchParams.get('engine')).toBe('sportsbook');
    const opened = await provider.inject({
      method: 'POST',
      url: '/api/session',
      payload: {
        token: url.searchParams.get('token'),
        user: url.searchParams.get('user'),
        game: 'GLN-LOBBY',
        vendor: 'GLN',
        engine: 'sportsbook',
      },
    });
    expect(opened.json()).toMatchObject({ balance: 1000 * 100_000, currency: 'BDT' });
    const session = opened.json().session as string;
    const call = (route: string, body: object = {}) =>
      provider.inject({ method: 'POST', url: `/api/book/${route}`, payload: { session, ...body } });

    const fixtures = (await call('fixtures')).json().fixtures as Fixture[];
    const legs = fixtures
      .filter((f) => f.status === 'pre' && f.markets[0]?.odds)
      .slice(0, 2)
      .map((f) => ({
        fixture: f.id,
        market: f.markets[0]?.code,
        selection: f.markets[0]?.selections[0],
        odds: f.markets[0]?.odds?.[0],
      }));
    const placed = await call('place', { slipId: 'portal-e2e-slip-1', stake: 20 * 100_000, legs });
    expect(placed.statusCode).toBe(200);
    expect(await main(m)).toBe('980.00');
    const round = placed.json().bet.id as string;
    const open = await t.db
      .selectFrom('bets')
      .selectAll()
      .where('external_id', 'like', `%${round}%`)
      .execute();
    expect(open).toHaveLength(1);
    expect(open[0]).toMatchObject({
      status: 'OPEN',
      stake: 2_000n,
      game_code: 'GLN-LOBBY',
      vendor_code: 'GLN',
    });

    providerClock.now += 10 * MATCH_MS;
    let bet = (await call('bets')).json().bets[0];
    for (let i = 0; i < 100 && bet.delivery !== 'paid'; i += 1) {
      await new Promise((resolve) => setTimeout(resolve, 20));
      bet = (await call('bets')).json().bets[0];
    }
    expect(bet.delivery).toBe('paid');
    await call('bets');
    const rows = await t.db
      .selectFrom('bets')
      .selectAll()
      .where('external_id', 'like', `%${round}%`)
      .execute();
    expect(rows).toHaveLength(1);
    const row = rows[0] as (typeof rows)[number];
    if (bet.state === 'cancelled') {
      expect(row.status).toBe('CANCELLED');
      expect(await main(m)).toBe('1000.00');
    } else {
      // Units of 1/100000 to minor units of BDT.
      const payout = BigInt(bet.payout / 1_000);
      expect(row).toMatchObject({ status: 'SETTLED', stake: 2_000n, payout });
      expect(await main(m)).toBe(((98_000 + Number(payout)) / 100).toFixed(2));
    }
  });
});
