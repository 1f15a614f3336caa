import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createLocalBus } from '../../platform/events.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { walletMember } from '../../test/wallet.ts';
import { CrashHub, type HubSocket } from './crash.hub.ts';
import { crashChannel } from './crash.service.ts';

function fakeSocket(bufferedAmount = 0) {
  const sent: string[] = [];
  const socket: HubSocket & { sent: string[]; readyState: number } = {
    readyState: 1,
    OPEN: 1,
    bufferedAmount,
    sent,
    send: (text: string) => {
      sent.push(text);
    },
  };
  return socket;
}

describe('crash hub', () => {
  it('subscribes once per brand, serialises each event once and sends it once to each socket', async () => {
    const bus = createLocalBus();
    const subscribe = vi.spyOn(bus, 'subscribe');
    const hub = new CrashHub(bus);
    const sockets = Array.from({ length: 50 }, () => fakeSocket());
    await Promise.all(sockets.map((s) => hub.add(7, s)));
    const other = fakeSocket();
    await hub.add(8, other);
    expect(subscribe).toHaveBeenCalledTimes(2);

    const stringify = vi.spyOn(JSON, 'stringify');
    await bus.publish(crashChannel(7), { type: 'crash.tick', roundId: '1', elapsedMs: 100, multiplier: 100 });
    expect(stringify).toHaveBeenCalledTimes(1);
    stringify.mockRestore();
    for (const s of sockets)
      expect(s.sent).toEqual(['{"type":"crash.tick","roundId":"1","elapsedMs":100,"multiplier":100}']);
    expect(other.sent).toEqual([]);

    // Closed sockets are skipped; a slow one misses ticks but not the phase events.
    const closed = sockets[0] as ReturnType<typeof fakeSocket>;
    closed.readyState = 3;
    const slow = fakeSocket(10 * 1024 * 1024);
    await hub.add(7, slow);
    await bus.publish(crashChannel(7), { type: 'crash.tick', roundId: '1', elapsedMs: 200, multiplier: 101 });
    await bus.publish(crashChannel(7), { type: 'crash.crashed', roundId: '1' });
    expect(closed.sent).toHaveLength(1);
    expect(slow.sent.map((t) => JSON.parse(t).type)).toEqual(['crash.crashed']);

    // The last socket to leave ends the subscription.
    for (const s of [...sockets, slow]) hub.remove(7, s);
    expect(hub.size(7)).toBe(0);
    await new Promise((resolve) => setImmediate(resolve));
    const before = (sockets[1] as ReturnType<typeof fakeSocket>).sent.length;
    await bus.publish(crashChannel(7), { type: 'crash.tick', roundId: '1', elapsedMs: 300, multiplier: 101 });
    expect((sockets[1] as ReturnType<typeof fakeSocket>).sent).toHaveLength(before);
  });
});

/** A browser-like client of /ws that keeps what it hears. */
function connect(t: TestApp) {
  const { port } = t.app.server.address() as AddressInfo;
  const socket = new WebSocket(`ws://127.0.0.1:${port}/ws`);
  const events: { type: string; [key: string]: unknown }[] = [];
  socket.addEventListener('message', (e) => events.push(JSON.parse(String(e.data))));
  const opened = new Promise<void>((resolve) => socket.addEventListener('open', () => resolve()));
  const until = async (check: () => boolean, what: string) => {
    const deadline = Date.now() + 5000;
    while (!check()) {
      if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}: ${JSON.stringify(events)}`);
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
  };
  return {
    events,
    send: async (message: object) => {
      await opened;
      socket.send(JSON.stringify(message));
    },
    until,
    close: () => socket.close(),
  };
}

describe('crash over /ws', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
    await t.app.listen({ host: '127.0.0.1', port: 0 });
  });
  afterAll(() => t.close());

  it('lets visitors and members follow the game, each event once, until they unsubscribe', async () => {
    const brand = await t.app.services.brands.findByCode('TIGER');
    if (!brand) throw new Error('no TIGER');
    const member = await walletMember(t);
    const visitor = connect(t);
    await visitor.send({ type: 'hello', merchant: 'TIGER', visitor: true });
    await visitor.send({ type: 'crash.subscribe' });
    const player = connect(t);
    await player.send({ type: 'hello', merchant: 'TIGER', token: member.token });
    await player.until(() => player.events.some((e) => e.type === 'ready'), 'ready');
    await player.send({ type: 'crash.subscribe' });
    await player.send({ type: 'crash.subscribe' });
    const bystander = connect(t);
    await bystander.send({ type: 'hello', merchant: 'TIGER', visitor: true });
    await bystander.until(() => bystander.events.some((e) => e.type === 'ready'), 'ready');
    await visitor.until(() => t.app.services.crashHub.size(brand.id) === 2, 'two followers');

    await t.app.services.crash.publish(brand, {
      type: 'crash.tick',
      roundId: '9',
      elapsedMs: 100,
      multiplier: 100,
    });
    for (const c of [visitor, player]) {
      await c.until(() => c.events.some((e) => e.type === 'crash.tick'), 'tick');
    }
    await player.send({ type: 'crash.unsubscribe' });
    await visitor.until(() => t.app.services.crashHub.size(brand.id) === 1, 'one follower');
    await t.app.services.crash.publish(brand, {
      type: 'crash.tick',
      roundId: '9',
      elapsedMs: 200,
      multiplier: 101,
    });
    await visitor.until(
      () => visitor.events.filter((e) => e.type === 'crash.tick').length === 2,
      'second tick',
    );
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(player.events.filter((e) => e.type === 'crash.tick')).toHaveLength(1);
    expect(bystander.events.filter((e) => e.type.startsWith('crash.'))).toEqual([]);
    // A visitor hears nothing personal: no unread counts.
    expect(visitor.events.map((e) => e.type)).toEqual(['ready', 'crash.tick', 'crash.tick']);

    visitor.close();
    await player.until(() => t.app.services.crashHub.size(brand.id) === 0, 'nobody following');
    player.close();
    bystander.close();
    expect(crashChannel(brand.id)).toBe(`crash:${brand.id}`);
  });
});
