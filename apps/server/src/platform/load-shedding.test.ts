import net from 'node:net';
import { WALLET_ROUTES } from '@portal/contracts';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../config/config.ts';
import { createTestApp, type TestApp } from '../test/test-app.ts';
import { expectLedgerHealthy, rid, useSimulatedTransferVendors, walletMember } from '../test/wallet.ts';
import { ok } from './envelope.ts';

/** Requests parked on /wps/test/hold until released: work in flight, as slow as a test wants. */
function holdingRoute() {
  const waiting: (() => void)[] = [];
  let arrived = 0;
  return {
    extend: (app: TestApp['app']) => {
      app.get('/wps/test/hold', async () => {
        arrived += 1;
        await new Promise<void>((resolve) => waiting.push(resolve));
        return ok({ held: true });
      });
    },
    arrived: () => arrived,
    releaseAll: () => {
      for (const release of waiting.splice(0)) release();
    },
  };
}

const until = async (condition: () => boolean) => {
  for (let i = 0; i < 500 && !condition(); i += 1) await new Promise((resolve) => setTimeout(resolve, 10));
  expect(condition()).toBe(true);
};

describe('load shedding past the limit on requests in flight', () => {
  const hold = holdingRoute();
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({
      env: { LOAD_SHED_MAX_IN_FLIGHT: '2', LOAD_SHED_RETRY_AFTER_SECONDS: '30' },
      extend: hold.extend,
    });
    await useSimulatedTransferVendors(t);
  });
  afterAll(() => t.close());

  it('refuses new requests with 503, Retry-After and the localised envelope while the node is full', async () => {
    const headers = { 'x-merchant': 'TIGER' };
    const held = [1, 2].map(() => t.app.inject({ url: '/wps/test/hold', headers }));
    await until(() => hold.arrived() === 2);

    const refused = await t.app.inject({ url: '/wps/system/status', headers });
    expect(refused.statusCode).toBe(503);
    expect(refused.headers['retry-after']).toBe('30');
    expect(refused.json()).toEqual({
      success: false,
      code: 'SERVER_BUSY',
      message: 'The service is busy right now. Please try again in a few seconds.',
      value: { retryAfterSeconds: 30 },
    });
    const bengali = await t.app.inject({
      url: '/wps/system/status',
      headers: { ...headers, 'x-language': 'bn' },
    });
    expect(bengali.json().message).toBe('সেবাটি এই মুহূর্তে ব্যস্ত। অনুগ্রহ করে কয়েক সেকেন্ড পরে আবার চেষ্টা করুন।');
    const filipino = await t.app.inject({
      url: '/wps/system/status',
      headers: { ...headers, 'accept-language': 'fil-PH,fil;q=0.9' },
    });
    expect(filipino.json().message).toBe(
      'Abala ang serbisyo ngayon. Subukang muli pagkalipas ng ilang segundo.',
    );
    // A page navigation gets a small page (no database, no script) that reloads itself.
    const page = await t.app.inject({ url: '/', headers: { accept: 'text/html' } });
    expect(page.statusCode).toBe(503);
    expect(page.headers['content-type']).toContain('text/html');
    expect(page.headers['retry-after']).toBe('30');
    expect(page.body).toContain('<meta http-equiv="refresh" content="30">');
    expect(page.body).toContain('The service is busy right now.');

    // Health checks are never refused; readiness says this node is shedding.
    expect((await t.app.inject({ url: '/healthz' })).statusCode).toBe(200);
    const ready = await t.app.inject({ url: '/readyz' });
    expect(ready.statusCode).toBe(503);
    expect(ready.headers['retry-after']).toBe('30');
    expect(ready.json()).toMatchObject({
      code: 'SERVER_BUSY',
      value: { reason: 'in-flight', inFlight: 2, maxInFlight: 2 },
    });
    expect(t.app.loadShedding.state()).toMatchObject({ shedding: true, inFlight: 2 });

    // The held requests were never disturbed, and once they are done there is room again.
    hold.releaseAll();
    for (const res of await Promise.all(held)) expect(res.json()).toMatchObject({ value: { held: true } });
    expect(t.app.loadShedding.state().inFlight).toBe(0);
    expect((await t.app.inject({ url: '/wps/system/status', headers })).statusCode).toBe(200);
    // Readiness stays off for the Retry-After it told clients, so the balancer lets the node drain.
    expect(t.app.loadShedding.state()).toMatchObject({ shedding: true, reason: null });
  });

  it('refuses a money command before it does anything, so a retry with the same request id is safe', async () => {
    const m = await walletMember(t, { balance: '100.00' });
    const requestId = rid();
    const transfer = () =>
      t.app.inject({
        method: 'POST',
        url: WALLET_ROUTES.transfer.path,
        headers: m.headers,
        payload: { from: 'MAIN', to: 'BTI', amount: '40.00', requestId },
      });
    const held = [1, 2].map(() =>
      t.app.inject({ url: '/wps/test/hold', headers: { 'x-merchant': 'TIGER' } }),
    );
    await until(() => hold.arrived() === 4);
    const refused = await transfer();
    expect(refused.statusCode).toBe(503);
    expect(refused.json().code).toBe('SERVER_BUSY');
    hold.releaseAll();
    await Promise.all(held);

    // Nothing moved, and the request id was not used up: the retry is the first real attempt.
    const before = (await t.app.inject({ url: WALLET_ROUTES.balance.path, headers: m.headers })).json().value;
    expect(before.main).toBe('100.00');
    const first = await transfer();
    expect(first.json()).toMatchObject({ success: true });
    const replay = await transfer();
    expect(replay.json().value).toEqual(first.json().value);
    const after = (await t.app.inject({ url: WALLET_ROUTES.balance.path, headers: m.headers })).json().value;
    expect(after.main).toBe('60.00');
    await expectLedgerHealthy(t);
  });

  it('counts each request once, whether it was answered, failed or refused', async () => {
    const headers = { 'x-merchant': 'TIGER' };
    const answers: Promise<LightMyRequestResponse>[] = [];
    for (let i = 0; i < 20; i += 1) {
      answers.push(t.app.inject({ url: '/wps/system/status', headers }));
      answers.push(t.app.inject({ url: '/wps/no-such-call', headers }));
      answers.push(t.app.inject({ method: 'POST', url: WALLET_ROUTES.transfer.path, headers, payload: '{' }));
    }
    const codes = (await Promise.all(answers)).map((r) => r.statusCode);
    expect(codes.every((code) => [200, 400, 401, 403, 404, 503].includes(code))).toBe(true);
    expect(t.app.loadShedding.state().inFlight).toBe(0);
  });
});

describe('load shedding on a lagging event loop', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({
      env: {
        LOAD_SHED_MAX_EVENT_LOOP_DELAY_MS: '250',
        LOAD_SHED_SAMPLE_MS: '50',
        LOAD_SHED_RETRY_AFTER_SECONDS: '1',
      },
    });
  });
  afterAll(() => t.close());

  it('refuses a request picked up after the loop lagged past the limit, and serves the next', async () => {
    const headers = { 'x-merchant': 'TIGER' };
    const block = (ms: number) => {
      const until = performance.now() + ms;
      while (performance.now() < until) {
        // busy on purpose: the event loop cannot come round
      }
    };
    // The delay monitor is running (its first window is over).
    await until(() => t.app.loadShedding.state().heapUsedBytes > 0);
    // A request that arrives while the loop is 400 ms late waited that long: refused.
    block(400);
    const refused = await t.app.inject({ url: '/wps/system/status', headers });
    expect(refused.statusCode).toBe(503);
    expect(refused.headers['retry-after']).toBe('1');
    expect(refused.json()).toMatchObject({ code: 'SERVER_BUSY', value: { retryAfterSeconds: 1 } });
    // Health checks are answered however late the loop is.
    block(400);
    expect((await t.app.inject({ url: '/healthz' })).statusCode).toBe(200);
    // So are images (an <img> has no retry): a page already served keeps its pictures.
    block(400);
    expect((await t.app.inject({ url: '/wps/system/logo.svg', headers })).statusCode).toBe(200);
    // The worst delay of the window is what the node reports.
    await until(() => t.app.loadShedding.state().eventLoopDelayMs > 250);
    // Once the loop comes round again, requests are served.
    await new Promise((resolve) => setTimeout(resolve, 30));
    expect((await t.app.inject({ url: '/wps/system/status', headers })).statusCode).toBe(200);
  });
});

describe('load shedding of a new connection that waited too long', () => {
  let t: TestApp;
  let port: number;
  beforeAll(async () => {
    t = await createTestApp({ env: { LOAD_SHED_MAX_QUEUE_MS: '100', LOAD_SHED_SAMPLE_MS: '50' } });
    const address = await t.app.listen({ port: 0, host: '127.0.0.1' });
    port = Number(new URL(address).port);
  });
  afterAll(() => t.close());

  const block = (ms: number) => {
    const end = performance.now() + ms;
    while (performance.now() < end) {
      // busy on purpose: the loop is saturated
    }
  };

  /** Opens a connection and waits until the server has accepted it. */
  const connect = async () => {
    const accepted = new Promise<void>((resolve) => t.app.server.once('connection', () => resolve()));
    const socket = net.connect(port, '127.0.0.1');
    await Promise.all([accepted, new Promise((resolve) => socket.once('connect', resolve))]);
    return socket;
  };
  const ask = (socket: net.Socket) =>
    new Promise<number>((resolve) => {
      let head = '';
      socket.on('data', (chunk) => {
        head += chunk.toString('latin1');
        if (head.includes('\r\n\r\n')) resolve(Number(head.slice(9, 12)));
      });
      socket.write('GET /wps/system/status HTTP/1.1\r\nhost: 127.0.0.1\r\nx-merchant: TIGER\r\n\r\n');
    });

  it('refuses its first request when it waited past the limit behind a saturated loop, and only then', async () => {
    await until(() => t.app.loadShedding.state().heapUsedBytes > 0);
    // Accepted, its request sent, then the loop is busy for 300 ms before it reads it: 503.
    const late = await connect();
    const answer = ask(late);
    block(300);
    expect(await answer).toBe(503);
    late.destroy();
    // A connection opened early and used later (a browser's preconnect) while the node is idle: served.
    await new Promise((resolve) => setTimeout(resolve, 120));
    const idle = await connect();
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(await ask(idle)).toBe(200);
    // Later requests on a kept-alive connection are judged by the other limits only.
    const kept = await connect();
    expect(await ask(kept)).toBe(200);
    block(300);
    expect(await ask(kept)).toBe(200);
    idle.destroy();
    kept.destroy();
  });
});

describe('load shedding on the heap', () => {
  it('refuses requests while the heap in use is over its limit', async () => {
    const t = await createTestApp({ env: { LOAD_SHED_MAX_HEAP_USED_MB: '1', LOAD_SHED_SAMPLE_MS: '20' } });
    try {
      await until(() => t.app.loadShedding.state().reason === 'heap');
      const refused = await t.app.inject({ url: '/wps/system/status', headers: { 'x-merchant': 'TIGER' } });
      expect(refused.statusCode).toBe(503);
      expect(refused.json().code).toBe('SERVER_BUSY');
    } finally {
      await t.close();
    }
  });
});

describe('load shedding defaults', () => {
  it('are on outside tests, off in tests unless a test sets them', () => {
    const production = loadConfig({ APP_MODE: 'development', DATA_DIR: 'memory' }).loadShedding;
    expect(production.maxInFlight).toBeGreaterThan(0);
    expect(production.maxEventLoopDelayMs).toBeGreaterThan(0);
    expect(production.maxHeapUsedBytes).toBeNull();
    expect(production.retryAfterSeconds).toBeGreaterThan(0);
    expect(production.maxQueueMs).toBeGreaterThan(0);
    expect(loadConfig({ APP_MODE: 'test', DATA_DIR: 'memory' }).loadShedding).toMatchObject({
      maxInFlight: 0,
      maxEventLoopDelayMs: 0,
      maxQueueMs: 0,
      maxHeapUsedBytes: 0,
    });
  });
});
