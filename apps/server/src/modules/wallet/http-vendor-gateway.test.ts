import { createPrivateKey, createPublicKey, generateKeyPairSync } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { GAME_ROUTES, WALLET_ROUTES } from '@portal/contracts';
import type { FastifyInstance } from 'fastify';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { buildProvider } from '../../../../demo-provider/src/app.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { expectLedgerHealthy, rid, type TestMember, walletMember } from '../../test/wallet.ts';
import type { Brand } from '../brands/brand.ts';
import { HttpVendorGateway } from './http-vendor-gateway.ts';

/**
 * The portal and the demo provider's SB1 over real HTTP (ADR 0043): transfers in and out, a
 * launch that plays against the vendor-held balance, the portal's books following it, and the
 * failure paths (a lost answer, a wrong key).
 */
const KEYS = path.resolve(import.meta.dirname, '../../../../../dev-keys');
const pem = (name: string) => readFileSync(path.join(KEYS, name), 'utf8');

let provider: FastifyInstance;
let providerUrl: string;
let t: TestApp;
let tiger: Brand;
let clock = new Date('2026-11-22T10:00:00Z');

beforeAll(async () => {
  provider = buildProvider({
    walletUrl: 'http://127.0.0.1:9/pw',
    keys: {
      privateKey: createPrivateKey(pem('demo-provider.dev.pem')),
      portalPublicKey: createPublicKey(pem('portal-wallet.dev.pub.pem')),
    },
    transferVendors: ['SB1'],
    transferBooksFile: null,
  });
  providerUrl = await provider.listen({ port: 0, host: '127.0.0.1' });
  t = await createTestApp({ now: () => clock, overrides: { demoProviderUrl: providerUrl } });
  tiger = (await t.app.services.brands.findByCode('TIGER')) as Brand;
});
afterAll(async () => {
  await t?.close();
  await provider?.close();
});
afterEach(() => expectLedgerHealthy(t));

const get = (m: TestMember, url: string) => t.app.inject({ url, headers: m.headers });
const send = (m: TestMember, url: string, payload: object) =>
  t.app.inject({ method: 'POST', url, headers: m.headers, payload });
const sb1 = async (m: TestMember) =>
  (await get(m, WALLET_ROUTES.funds.path))
    .json()
    .value.vendors.find((v: { vendorCode: string }) => v.vendorCode === 'SB1');

describe('SB1, a transfer-wallet vendor over HTTP', () => {
  it('takes money in, plays against it at the vendor, and gives back what is there', async () => {
    const m = await walletMember(t, { balance: '1000.00' });
    const moved = await send(m, WALLET_ROUTES.transfer.path, {
      from: 'MAIN',
      to: 'SB1',
      amount: '300.00',
      requestId: rid(),
    });
    expect(moved.json().value).toMatchObject({ to: 'SB1', amount: '300.00', status: 'DONE' });
    expect(await sb1(m)).toMatchObject({ balance: '300.00', status: 'OK' });

    // The launch opens a session at the vendor; the game sees the 300.00 held there.
    const launch = await send(m, GAME_ROUTES.launch.path, {
      vendorCode: 'SB1',
      gameCode: 'SB1-LOBBY',
      language: 'en',
    });
    expect(launch.statusCode).toBe(200);
    const url = new URL(launch.json().value.url);
    expect(url.origin).toBe(providerUrl);
    const session = await provider.inject({
      method: 'POST',
      url: '/api/session',
      payload: {
        token: url.searchParams.get('token'),
        user: url.searchParams.get('user'),
        game: 'SB1-LOBBY',
        vendor: 'SB1',
        engine: 'wheel',
      },
    });
    expect(session.json()).toMatchObject({ balance: 300 * 100_000, currency: 'BDT' });
    const round = await provider.inject({
      method: 'POST',
      url: '/api/play',
      payload: { session: session.json().session, stakes: { '1': 50 * 100_000 } },
    });
    const played = round.json() as { balance: number };
    const held = played.balance / 100_000;

    // Our books follow the vendor (VENDOR_PLAY against the member's house account) once the
    // transfer has settled down.
    clock = new Date(clock.getTime() + 10_000);
    expect(await sb1(m)).toMatchObject({ balance: held.toFixed(2) });
    expect(await sb1(m)).toMatchObject({ balance: held.toFixed(2) });

    // More than the vendor holds is refused there; nothing moves.
    const tooMuch = await send(m, WALLET_ROUTES.transfer.path, {
      from: 'SB1',
      to: 'MAIN',
      amount: (held + 1).toFixed(2),
      requestId: rid(),
    });
    expect(tooMuch.json().code).not.toBe('OK');
    clock = new Date(clock.getTime() + 10_000);
    const recall = await send(m, WALLET_ROUTES.recall.path, { requestId: rid() });
    expect(recall.statusCode).toBe(200);
    const funds = (await get(m, WALLET_ROUTES.funds.path)).json().value;
    expect(funds.main).toBe((700 + held).toFixed(2));
    expect(funds.vendors.find((v: { vendorCode: string }) => v.vendorCode === 'SB1').balance).toBe('0.00');
  });

  it('counts a lost answer as UNKNOWN and learns the outcome by looking the transfer up', async () => {
    const sb1Key = createPublicKey(pem('demo-provider.dev.pub.pem'));
    const privateKey = createPrivateKey(pem('portal-wallet.dev.pem'));
    const endpoint = async () => ({ baseUrl: providerUrl, publicKey: sb1Key });
    // The call reaches the vendor, but its answer never comes back.
    const losing: typeof fetch = async (input, init) => {
      await fetch(input, init);
      throw new TypeError('connection reset');
    };
    const lost = new HttpVendorGateway({ privateKey, endpoint, fetchImpl: losing });
    const transfer = { vendorCode: 'SB1', memberId: 991n, direction: 'IN' as const, amount: 500n };
    expect(await lost.transfer(tiger, { ...transfer, transferId: 'lost-1' })).toBe('UNKNOWN');
    const gateway = new HttpVendorGateway({ privateKey, endpoint });
    expect(await gateway.lookup(tiger, 'lost-1', 'SB1')).toBe('OK');
    expect(await gateway.lookup(tiger, 'never-sent', 'SB1')).toBe('NOT_FOUND');
    // A retry of the same id does not move the money twice.
    expect(await gateway.transfer(tiger, { ...transfer, transferId: 'lost-1' })).toBe('OK');
    expect(await gateway.heldBalance(tiger, 'SB1', 991n)).toMatchObject({ minor: 500n });

    // An answer that does not verify with the vendor's key is no answer.
    const stranger = generateKeyPairSync('rsa', { modulusLength: 2048 }).publicKey;
    const unsure = new HttpVendorGateway({
      privateKey,
      endpoint: async () => ({ baseUrl: providerUrl, publicKey: stranger }),
    });
    expect(await unsure.transfer(tiger, { ...transfer, transferId: 'lost-2' })).toBe('UNKNOWN');
    // Over the timeout: UNKNOWN too.
    const slow = new HttpVendorGateway({
      privateKey,
      endpoint,
      timeoutMs: 1,
      fetchImpl: async (input, init) => {
        await new Promise((resolve) => setTimeout(resolve, 50));
        return fetch(input, init);
      },
    });
    expect(await slow.transfer(tiger, { ...transfer, transferId: 'lost-3' })).toBe('UNKNOWN');
  });

  it("takes the development page's fault switches in front of the real vendor", async () => {
    const gateway = t.app.services.vendorGateway as import('./vendor-gateway.ts').RoutingVendorGateway;
    const m = await walletMember(t, { balance: '100.00' });
    await gateway.setMode(tiger, 'SB1', 'TIMEOUT');
    const lost = await send(m, WALLET_ROUTES.transfer.path, {
      from: 'MAIN',
      to: 'SB1',
      amount: '40.00',
      requestId: rid(),
    });
    // The vendor applied it, the answer was dropped: pending until the look-up finds it done.
    expect(lost.json().value.status).toBe('PENDING');
    await gateway.setMode(tiger, 'SB1', 'DOWN');
    expect(await gateway.isAvailable(tiger, 'SB1')).toBe(false);
    const refused = await send(m, WALLET_ROUTES.transfer.path, {
      from: 'MAIN',
      to: 'SB1',
      amount: '10.00',
      requestId: rid(),
    });
    expect(refused.json().code).toBe('VENDOR_UNAVAILABLE');
    await gateway.setMode(tiger, 'SB1', 'UP');
    clock = new Date(clock.getTime() + 60_000);
    expect(await t.app.services.transfers.reconcile((id) => t.app.services.brands.findById(id))).toBe(1);
    clock = new Date(clock.getTime() + 10_000);
    expect(await sb1(m)).toMatchObject({ balance: '40.00' });
    expect((await get(m, WALLET_ROUTES.balance.path)).json().value.main).toBe('60.00');
  });

  it('keeps SB1 games closed when the vendor cannot open a session', async () => {
    await provider.close();
    const m = await walletMember(t, { balance: '10.00' });
    const launch = await send(m, GAME_ROUTES.launch.path, {
      vendorCode: 'SB1',
      gameCode: 'SB1-LOBBY',
      language: 'en',
    });
    expect(launch.json().code).toBe('VENDOR_UNAVAILABLE');
  });
});
