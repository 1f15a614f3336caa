import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app.ts';
import { loadConfig } from '../../config/config.ts';
import { tokenFor } from '../../test/accounts.ts';
import { createTestApp, createTestDatabase, type TestApp } from '../../test/test-app.ts';

/** A browser-like client: collects every event, and waits for the one a test expects. */
function connect(app: FastifyInstance) {
  const { port } = app.server.address() as AddressInfo;
  const socket = new WebSocket(`ws://127.0.0.1:${port}/ws`);
  const events: { type: string; [key: string]: unknown }[] = [];
  const waiters: (() => void)[] = [];
  let closed: { code: number } | null = null;
  socket.addEventListener('message', (e) => {
    events.push(JSON.parse(String(e.data)));
    for (const w of waiters.splice(0)) w();
  });
  socket.addEventListener('close', (e) => {
    closed = { code: e.code };
    for (const w of waiters.splice(0)) w();
  });
  const opened = new Promise<void>((resolve, reject) => {
    socket.addEventListener('open', () => resolve());
    socket.addEventListener('error', () => reject(new Error('no connection')));
  });
  async function until<T>(check: () => T | undefined, what: string): Promise<T> {
    const deadline = Date.now() + 5000;
    for (;;) {
      const found = check();
      if (found !== undefined) return found;
      if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}: ${JSON.stringify(events)}`);
      await new Promise<void>((resolve) => {
        waiters.push(resolve);
        setTimeout(resolve, 200);
      });
    }
  }
  return {
    events,
    async hello(merchant: string, token: string) {
      await opened;
      socket.send(JSON.stringify({ type: 'hello', merchant, token }));
    },
    async raw(text: string) {
      await opened;
      socket.send(text);
    },
    event: (type: string, match: (e: Record<string, unknown>) => boolean = () => true) =>
      until(() => events.find((e) => e.type === type && match(e)), type),
    closedWith: () => until(() => closed?.code, 'close'),
    close: () => socket.close(),
  };
}

async function memberId(db: TestApp['db'], account: string) {
  return (
    await db.selectFrom('members').select('id').where('account', '=', account).executeTakeFirstOrThrow()
  ).id;
}

describe('live connection', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
    await t.app.listen({ host: '127.0.0.1', port: 0 });
  });
  afterAll(() => t.close());

  it('says ready with the unread counts, then delivers new messages and read changes', async () => {
    const token = await tokenFor(t.app, 'TIGER', 'player01', 'Player@2026');
    const client = connect(t.app);
    await client.hello('TIGER', token);
    await client.event('ready');
    const first = await client.event('unread');
    const before = (first.counts as { messageV2: number }).messageV2;

    const brand = await t.app.services.brands.findByCode('TIGER');
    const id = await t.app.services.inbox.send({
      merchantId: brand!.id,
      memberId: await memberId(t.db, 'player01'),
      language: null,
      kind: 'WITHDRAWAL_APPROVED',
      title: 'Withdrawal approved',
      content: '<p>Sent to your bank.</p>',
    });
    // The notification comes from the content subscriber (ADR 0021); tests drive the dispatcher.
    await t.app.services.outbox.runOnce();
    expect(await client.event('message.new')).toMatchObject({
      messageId: id,
      kind: 'WITHDRAWAL_APPROVED',
      title: 'Withdrawal approved',
    });

    // Reading it in another tab lowers the badge here too.
    await t.app.inject({
      method: 'POST',
      url: `/wps/member/messages/${id}/read`,
      headers: { authorization: `Bearer ${token}` },
    });
    const after = await client.event(
      'unread',
      (e) => (e.counts as { messageV2: number }).messageV2 === before,
    );
    expect(after.counts).toMatchObject({ messageV2: before });
    client.close();
  });

  it("hears brand broadcasts but never another member's messages", async () => {
    const token = await tokenFor(t.app, 'TIGER', 'player02', 'Player@2026');
    const client = connect(t.app);
    await client.hello('TIGER', token);
    await client.event('ready');
    const brand = await t.app.services.brands.findByCode('TIGER');
    await t.app.services.inbox.send({
      merchantId: brand!.id,
      memberId: await memberId(t.db, 'player03'),
      language: null,
      kind: 'SYSTEM',
      title: 'For player03 only',
      content: 'x',
    });
    await t.app.services.inbox.send({
      merchantId: brand!.id,
      memberId: null,
      language: null,
      kind: 'PROMOTION',
      title: 'For everyone',
      content: 'x',
    });
    await t.app.services.outbox.runOnce();
    await client.event('message.new', (e) => e.title === 'For everyone');
    expect(client.events.map((e) => e.title)).not.toContain('For player03 only');
    client.close();
  });

  it('pushes the new balance after a movement', async () => {
    const token = await tokenFor(t.app, 'TIGER', 'player03', 'Player@2026');
    const client = connect(t.app);
    await client.hello('TIGER', token);
    await client.event('ready');
    const brand = await t.app.services.brands.findByCode('TIGER');
    // The demo team's history moves player03's balance; the event must carry the new one.
    const before = (
      await t.app.inject({
        url: '/wps/v2/wallets/balance',
        headers: { authorization: `Bearer ${token}`, 'x-merchant': 'TIGER' },
      })
    ).json().value.main as string;
    const expected = ((Math.round(Number(before) * 100) + 12_345) / 100).toFixed(2);
    await t.app.services.wallet.adjust(
      brand!,
      await memberId(t.db, 'player03'),
      12_345n,
      `live-${Date.now()}`,
      'test',
    );
    const event = await client.event('balance');
    expect(event.balance).toMatchObject({ currency: 'BDT', main: expected });
    client.close();
  });

  it('closes a connection without a valid hello or session', async () => {
    const garbage = connect(t.app);
    await garbage.raw('{"type":"hello","merchant":"TIGER"}');
    expect(await garbage.closedWith()).toBe(4400);

    const stranger = connect(t.app);
    await stranger.hello('TIGER', 'not-a-session-token');
    await stranger.event('session.ended');
    expect(await stranger.closedWith()).toBe(4401);

    // A token of one brand means nothing on another.
    const token = await tokenFor(t.app, 'TIGER', 'player03', 'Player@2026');
    const wrongBrand = connect(t.app);
    await wrongBrand.hello('JADE', token);
    expect(await wrongBrand.closedWith()).toBe(4401);
  });
});

describe('live connection ceiling', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ env: { LIVE_SOCKETS_PER_ADDRESS: '3' } });
    await t.app.listen({ host: '127.0.0.1', port: 0 });
  });
  afterAll(() => t.close());

  it('closes sockets of an address beyond its ceiling, and lets one in again when one closes', async () => {
    const visitors = [connect(t.app), connect(t.app), connect(t.app)];
    for (const v of visitors) await v.raw('{"type":"hello","merchant":"TIGER","visitor":true}');
    for (const v of visitors) await v.event('ready');
    const fourth = connect(t.app);
    expect(await fourth.closedWith()).toBe(4429);
    (visitors[0] as ReturnType<typeof connect>).close();
    expect(await (visitors[0] as ReturnType<typeof connect>).closedWith()).toBe(1005);
    // The server counts the socket out when its own side has closed, a moment later at most.
    let again = connect(t.app);
    for (let tries = 0; tries < 20; tries += 1) {
      await again.raw('{"type":"hello","merchant":"TIGER","visitor":true}').catch(() => undefined);
      const first = await Promise.race([
        again.event('ready').then(
          () => 'ready',
          () => 'closed',
        ),
        again.closedWith().then(
          () => 'closed',
          () => 'closed',
        ),
      ]);
      if (first === 'ready') break;
      await new Promise((resolve) => setTimeout(resolve, 50));
      again = connect(t.app);
    }
    await again.event('ready');
    again.close();
    for (const v of visitors.slice(1)) v.close();
  });
});

// CI sets REDIS_URL; there a member connected to one node hears what another node did.
describe.runIf(process.env.REDIS_URL)('live connection across nodes', () => {
  it('delivers a message sent on node B to a member connected to node A', async () => {
    const database = await createTestDatabase({ seed: true });
    const config = loadConfig({ APP_MODE: 'test', DATA_DIR: 'memory', AUTH_RATE_LIMIT_PER_MINUTE: '100000' });
    const redisA = new Redis(process.env.REDIS_URL as string);
    const redisB = new Redis(process.env.REDIS_URL as string);
    const nodeA = await buildApp({
      config,
      db: database.db,
      redis: redisA,
      webTemplate: '<!--portal:head-->',
    });
    const nodeB = await buildApp({
      config,
      db: database.db,
      redis: redisB,
      webTemplate: '<!--portal:head-->',
    });
    try {
      await nodeA.listen({ host: '127.0.0.1', port: 0 });
      await nodeB.ready();
      const token = await tokenFor(nodeB, 'TIGER', 'player01', 'Player@2026');
      const client = connect(nodeA);
      await client.hello('TIGER', token);
      await client.event('ready');
      const brand = await nodeB.services.brands.findByCode('TIGER');
      const id = await nodeB.services.inbox.send({
        merchantId: brand!.id,
        memberId: await memberId(database.db, 'player01'),
        language: null,
        kind: 'DEPOSIT_CREDITED',
        title: 'Deposit credited on node B',
        content: 'x',
      });
      await nodeB.services.outbox.runOnce();
      expect(await client.event('message.new')).toMatchObject({ messageId: id });
      client.close();
    } finally {
      await nodeA.close();
      await nodeB.close();
      await redisA.quit();
      await redisB.quit();
      await database.close();
    }
  });
});
