import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { LiveConnection } from './live-connection';

/** Enough of a WebSocket to see what the connection sends and to hand it messages. */
class FakeSocket extends EventTarget {
  static all: FakeSocket[] = [];
  sent: unknown[] = [];
  readyState = 0;
  closedWith: number | null = null;
  readonly url: string;
  constructor(url: string) {
    super();
    this.url = url;
    FakeSocket.all.push(this);
  }
  open() {
    this.readyState = 1;
    this.dispatchEvent(new Event('open'));
  }
  send(data: string) {
    this.sent.push(JSON.parse(data));
  }
  close(code = 1000) {
    this.closedWith = code;
    this.readyState = 3;
  }
  push(message: unknown) {
    this.dispatchEvent(new MessageEvent('message', { data: JSON.stringify(message) }));
  }
  drop(code: number) {
    this.readyState = 3;
    this.dispatchEvent(Object.assign(new Event('close'), { code }));
  }
}
const open = () => FakeSocket.all.filter((s) => s.readyState < 2);

beforeEach(() => {
  FakeSocket.all = [];
  vi.useFakeTimers();
  vi.stubGlobal('WebSocket', FakeSocket);
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('the tab’s one live connection', () => {
  it('carries a member’s events and the crash game on one socket', () => {
    const live = new LiveConnection();
    live.setIdentity('TIGER', 'tok', 'en');
    const stop = live.followCrash('TIGER');
    expect(FakeSocket.all).toHaveLength(1);
    const socket = FakeSocket.all[0] as FakeSocket;
    socket.open();
    expect(socket.sent).toEqual([{ type: 'hello', merchant: 'TIGER', token: 'tok' }]);
    const heard: string[] = [];
    live.subscribe((m) => heard.push(m.type));
    socket.push({ type: 'ready' });
    expect(live.ready).toBe(true);
    expect(socket.sent.at(-1)).toEqual({ type: 'crash.subscribe' });
    socket.push({ type: 'crash.tick' });
    expect(heard).toEqual(['ready', 'crash.tick']);
    stop();
    expect(socket.sent.at(-1)).toEqual({ type: 'crash.unsubscribe' });
    expect(open()).toHaveLength(1);
  });

  it('opens for a visitor only while the crash game is followed', () => {
    const live = new LiveConnection();
    live.setIdentity('TIGER', null, 'en');
    expect(FakeSocket.all).toHaveLength(0);
    const stop = live.followCrash('TIGER');
    const socket = FakeSocket.all[0] as FakeSocket;
    socket.open();
    expect(socket.sent).toEqual([{ type: 'hello', merchant: 'TIGER', visitor: true }]);
    stop();
    expect(socket.closedWith).toBe(1000);
    expect(open()).toHaveLength(0);
  });

  it('reconnects after a drop with growing waits and subscribes again once ready', () => {
    const live = new LiveConnection();
    live.setIdentity('TIGER', 'tok', 'en');
    live.followCrash('TIGER');
    (FakeSocket.all[0] as FakeSocket).open();
    (FakeSocket.all[0] as FakeSocket).drop(1006);
    vi.advanceTimersByTime(999);
    expect(FakeSocket.all).toHaveLength(1);
    vi.advanceTimersByTime(1);
    const again = FakeSocket.all[1] as FakeSocket;
    again.open();
    again.push({ type: 'ready' });
    expect(again.sent).toEqual([
      { type: 'hello', merchant: 'TIGER', token: 'tok' },
      { type: 'crash.subscribe' },
    ]);
  });

  it('stops using a session the server ended, and goes on as a visitor for the crash game', () => {
    const live = new LiveConnection();
    live.setIdentity('TIGER', 'tok', 'en');
    (FakeSocket.all[0] as FakeSocket).open();
    (FakeSocket.all[0] as FakeSocket).drop(4401);
    vi.advanceTimersByTime(60_000);
    expect(FakeSocket.all).toHaveLength(1);
    live.followCrash('TIGER');
    const visitor = FakeSocket.all[1] as FakeSocket;
    visitor.open();
    expect(visitor.sent).toEqual([{ type: 'hello', merchant: 'TIGER', visitor: true }]);
    // A new session (signed in again) greets with it.
    live.setIdentity('TIGER', 'tok2', 'en');
    const member = FakeSocket.all[2] as FakeSocket;
    member.open();
    expect(member.sent[0]).toEqual({ type: 'hello', merchant: 'TIGER', token: 'tok2' });
    expect(open()).toEqual([member]);
  });

  it('reconnects when the language changes, since broadcasts are chosen by it', () => {
    const live = new LiveConnection();
    live.setIdentity('TIGER', 'tok', 'en');
    live.setIdentity('TIGER', 'tok', 'en');
    expect(FakeSocket.all).toHaveLength(1);
    live.setIdentity('TIGER', 'tok', 'bn');
    expect(FakeSocket.all).toHaveLength(2);
    expect((FakeSocket.all[0] as FakeSocket).closedWith).toBe(1000);
  });

  it('makes one socket when the crash page follows the game before the app names the member (issue 20)', async () => {
    const live = new LiveConnection();
    // Effects run child first: the crash page follows the game, then the shell sets the identity.
    const stop = live.followCrash('TIGER');
    live.setIdentity('TIGER', 'tok', 'en');
    await Promise.resolve();
    expect(FakeSocket.all).toHaveLength(1);
    const socket = FakeSocket.all[0] as FakeSocket;
    socket.open();
    expect(socket.sent).toEqual([{ type: 'hello', merchant: 'TIGER', token: 'tok' }]);
    socket.push({ type: 'ready' });
    expect(socket.sent.at(-1)).toEqual({ type: 'crash.subscribe' });
    stop();
    expect(open()).toHaveLength(1);
  });

  it('still opens for a visitor who follows the crash game before any identity is set', async () => {
    const live = new LiveConnection();
    live.followCrash('TIGER');
    expect(FakeSocket.all).toHaveLength(0);
    await Promise.resolve();
    expect(FakeSocket.all).toHaveLength(1);
    (FakeSocket.all[0] as FakeSocket).open();
    expect((FakeSocket.all[0] as FakeSocket).sent).toEqual([
      { type: 'hello', merchant: 'TIGER', visitor: true },
    ]);
  });
});
