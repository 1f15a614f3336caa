import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { walletMember } from '../../test/wallet.ts';
import { PASSWORD_CHANGE_REASON } from './live.routes.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  await t.app.listen({ host: '127.0.0.1', port: 0 });
});
afterAll(() => t.close());

/** Opens /ws, says hello with a token, and reports every event and how the socket closed. */
async function greet(token: string) {
  const { port } = t.app.server.address() as AddressInfo;
  const socket = new WebSocket(`ws://127.0.0.1:${port}/ws`);
  const events: string[] = [];
  socket.addEventListener('message', (e) => events.push(JSON.parse(String(e.data)).type));
  await new Promise<void>((resolve, reject) => {
    socket.addEventListener('open', () => resolve());
    socket.addEventListener('error', () => reject(new Error('no connection')));
  });
  const closed = new Promise<{ code: number; reason: string }>((resolve) =>
    socket.addEventListener('close', (e) => resolve({ code: e.code, reason: e.reason })),
  );
  socket.send(JSON.stringify({ type: 'hello', merchant: 'TIGER', token }));
  const ready = new Promise<void>((resolve) => {
    socket.addEventListener('message', () => {
      if (events.includes('ready')) resolve();
    });
  });
  const outcome = await Promise.race([closed, ready.then(() => 'ready' as const)]);
  if (outcome === 'ready') socket.close();
  return { outcome, events };
}

describe('live connection of a session that must change its password', () => {
  it('is refused with the reason, without signing the tab out; once changed, it connects', async () => {
    const m = await walletMember(t);
    await t.db.updateTable('members').set({ must_change_password: true }).where('id', '=', m.id).execute();
    const refused = await greet(m.token);
    // 4401 is final for the web app (no reconnect loop); no session.ended, no ready, no unread.
    expect(refused).toEqual({ outcome: { code: 4401, reason: PASSWORD_CHANGE_REASON }, events: [] });

    await t.db.updateTable('members').set({ must_change_password: false }).where('id', '=', m.id).execute();
    const allowed = await greet(m.token);
    expect(allowed.outcome).toBe('ready');
  });
});
