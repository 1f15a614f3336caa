import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loginAs } from '../../test/accounts.ts';
import { eventsOf, writtenTogether } from '../../test/events.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const memberOf = async (account: string) =>
  t.db
    .selectFrom('members')
    .select(['id', 'merchant_id'])
    .where('account', '=', account)
    .executeTakeFirstOrThrow();

/** The session a login just made: the newest of the member's. */
const newestSession = async (memberId: bigint) =>
  (
    await t.db
      .selectFrom('sessions')
      .select('id')
      .where('member_id', '=', memberId)
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow()
  ).id;

describe('member.logged_in (ADR 0021)', () => {
  it('is written once per login, with the session row, first login marked once', async () => {
    const member = await memberOf('player01');
    const res = await loginAs(t.app, 'TIGER', 'player01', 'Player@2026', { remoteAddress: '10.9.0.1' });
    expect(res.json().value).toMatchObject({ userName: 'player01', firstTimeLogin: true });
    const events = await eventsOf(t.db, 'member.logged_in', member.id);
    expect(events).toHaveLength(1);
    const sessionId = await newestSession(member.id);
    expect(events[0]).toMatchObject({
      aggregate: 'member',
      aggregateId: String(member.id),
      merchantId: member.merchant_id,
      payload: {
        memberId: String(member.id),
        sessionId: String(sessionId),
        ip: '10.9.0.1',
        firstLogin: true,
        loggedInAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
      },
    });
    expect(await writtenTogether(t.db, 'sessions', sessionId, events[0]?.id as bigint)).toBe(true);

    await loginAs(t.app, 'TIGER', 'player01', 'Player@2026', { remoteAddress: '10.9.0.1' });
    const after = await eventsOf(t.db, 'member.logged_in', member.id);
    expect(after.map((e) => e.payload.firstLogin)).toEqual([true, false]);
    expect(after[1]?.payload.sessionId).toBe(String(await newestSession(member.id)));
  });

  it('marks only one of two first logins racing each other as the first', async () => {
    const member = await memberOf('player02');
    const [a, b] = await Promise.all([
      loginAs(t.app, 'TIGER', 'player02', 'Player@2026'),
      loginAs(t.app, 'TIGER', 'player02', 'Player@2026'),
    ]);
    expect([a.statusCode, b.statusCode]).toEqual([200, 200]);
    const events = await eventsOf(t.db, 'member.logged_in', member.id);
    expect(events.map((e) => e.payload.firstLogin).sort()).toEqual([false, true]);
  });

  it('is not written for a refused login, nor for a free-play trial account', async () => {
    const member = await memberOf('player03');
    const wrong = await loginAs(t.app, 'TIGER', 'player03', 'Wrong@2026', { remoteAddress: '10.9.0.3' });
    expect(wrong.json().code).not.toBe('OK');
    expect(await eventsOf(t.db, 'member.logged_in', member.id)).toEqual([]);

    const trial = await t.app.inject({
      method: 'POST',
      url: '/wps/session/login/freeplay',
      headers: { 'x-merchant': 'TIGER' },
      payload: { os: 'web', platform: 'W', encryption: true, gatewayVersion: 3 },
    });
    const trialMember = await memberOf(trial.json().value.userName);
    expect(await newestSession(trialMember.id)).toBeDefined();
    expect(await eventsOf(t.db, 'member.logged_in', trialMember.id)).toEqual([]);
    expect(await eventsOf(t.db, 'member.registered', trialMember.id)).toEqual([]);
  });
});
