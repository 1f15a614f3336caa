import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { lastCode, sendSealed, solveHumanCheck } from '../../test/accounts.ts';
import { eventsOf, failAtCommit, writtenTogether } from '../../test/events.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

/** A Tiger Star registration by username with a fresh SMS code for `mobile` (01… form). */
async function register(username: string, mobile: string, extra: Record<string, unknown> = {}) {
  const sms = await t.app.inject({
    method: 'POST',
    url: '/wps/verification/sms/register',
    headers: { 'x-merchant': 'TIGER' },
    payload: {
      mobileNo: mobile,
      countryDialingCode: '+880',
      humanCheck: await solveHumanCheck(t.app, 'TIGER'),
    },
  });
  expect(sms.statusCode).toBe(200);
  const code = await lastCode(t.db, 'sms', `+880${mobile.slice(1)}`);
  return sendSealed(t.app, 'TIGER', 'PUT', '/wps/member/register', {
    humanCheck: await solveHumanCheck(t.app, 'TIGER'),
    registerMethod: 'WEB',
    username,
    password: 'Strong#Pass1',
    confirmPassword: 'Strong#Pass1',
    mobileNum: mobile,
    countryDialingCode: '+880',
    verificationCode: code,
    termsAccepted: true,
    login: false,
    ...extra,
  });
}

const idOf = async (account: string) =>
  (await t.db.selectFrom('members').select('id').where('account', '=', account).executeTakeFirst())?.id;

describe('member.registered (ADR 0021)', () => {
  it('is written once, with the new member row, naming the referrer and the agent', async () => {
    const res = await register('Eventplayer1', '01755511001', {
      affiliateCode: 'TSAGENT1',
      referralCode: 'TSDEMO01',
    });
    expect(res.json().value).toEqual({ account: 'eventplayer1', login: null });
    const memberId = (await idOf('eventplayer1')) as bigint;
    const [agentId, referrerId] = [await idOf('agent01'), await idOf('demo01')];
    const brand = await t.app.services.brands.findByCode('TIGER');

    const events = await eventsOf(t.db, 'member.registered', memberId);
    expect(events).toHaveLength(1);
    const [event] = events;
    expect(event).toMatchObject({
      aggregate: 'member',
      aggregateId: String(memberId),
      merchantId: brand?.id,
    });
    expect(event?.payload).toEqual({
      memberId: String(memberId),
      account: 'eventplayer1',
      referredBy: String(referrerId),
      agentId: String(agentId),
      method: 'WEB',
      registeredAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
    });
    expect(await writtenTogether(t.db, 'members', memberId, event?.id as bigint)).toBe(true);
    // Nothing logged in (login: false), so no login event either.
    expect(await eventsOf(t.db, 'member.logged_in', memberId)).toEqual([]);
  });

  it('is not written by a refused registration, nor by one that fails at its very end', async () => {
    const before = await t.db
      .selectFrom('outbox_events')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('type', '=', 'member.registered')
      .executeTakeFirstOrThrow();
    // Refused before anything is written: the name is taken.
    const taken = await register('Eventplayer1', '01755511002');
    expect(taken.json().value.fields).toContainEqual({
      field: 'username',
      message: 'This is already registered.',
    });
    // Fails at commit, after the member row and its event were written in the transaction.
    await failAtCommit(t.db, 'members', 'account', 'latefail');
    const late = await register('Latefail1', '01755511003');
    expect(late.statusCode).toBe(500);
    expect(await idOf('latefail1')).toBeUndefined();
    const after = await t.db
      .selectFrom('outbox_events')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('type', '=', 'member.registered')
      .executeTakeFirstOrThrow();
    expect(Number(after.n)).toBe(Number(before.n));
  });

  it('comes before the login event when the registration logs in at once', async () => {
    const res = await register('Eventplayer2', '01755511004', { login: true });
    expect(res.json().value.login).toMatchObject({ userName: 'eventplayer2', firstTimeLogin: true });
    const memberId = (await idOf('eventplayer2')) as bigint;
    const registered = await eventsOf(t.db, 'member.registered', memberId);
    const loggedIn = await eventsOf(t.db, 'member.logged_in', memberId);
    expect([registered.length, loggedIn.length]).toEqual([1, 1]);
    expect((loggedIn[0]?.id as bigint) > (registered[0]?.id as bigint)).toBe(true);
    expect(loggedIn[0]?.payload).toMatchObject({ memberId: String(memberId), firstLogin: true });
  });
});
