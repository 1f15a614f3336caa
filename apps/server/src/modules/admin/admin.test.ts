import { PERMISSION_KEYS } from '@portal/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashPassword } from '../../platform/passwords.ts';
import { unseal } from '../../platform/sealed.ts';
import { loadSecrets } from '../../platform/secrets.ts';
import { hotp, totpStep } from '../../platform/totp.ts';
import { bearer, tokenFor } from '../../test/accounts.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

let t: TestApp;
let recoveryCodes: string[] = [];
beforeAll(async () => {
  t = await createTestApp();
  const tiger = await t.db
    .selectFrom('merchants')
    .select('id')
    .where('code', '=', 'TIGER')
    .executeTakeFirstOrThrow();
  await t.db
    .insertInto('operators')
    .values({
      merchant_id: tiger.id,
      username: 'cashier',
      display_name: 'Cashier',
      role: 'finance',
      password_hash: await hashPassword('Cashier@2026'),
    })
    .execute();
});
afterAll(() => t.close());

const api = (
  method: 'GET' | 'POST' | 'DELETE',
  url: string,
  token: string | null,
  payload?: Record<string, unknown>,
) =>
  t.app.inject({
    method,
    url,
    headers: token ? { authorization: `Bearer ${token}` } : {},
    ...(payload ? { payload } : {}),
  });

/** Signs in an operator who has no authenticator yet (the first login enrols it). */
async function operatorLogin(username: string, password: string) {
  const first = (
    await api('POST', '/admin/api/session/login', null, { merchant: 'TIGER', username, password })
  ).json().value;
  const done = await api('POST', '/admin/api/session/totp', first.token, {
    code: hotp(first.secret, totpStep(new Date())),
  });
  return { token: done.json().value?.token as string };
}

describe('operator sign-in', () => {
  it('always needs the authenticator, enrolled at the first login', async () => {
    const wrong = await api('POST', '/admin/api/session/login', null, {
      merchant: 'TIGER',
      username: 'operator',
      password: 'nope',
    });
    expect(wrong.json().code).toBe('LOGIN_FAILED');
    const first = (
      await api('POST', '/admin/api/session/login', null, {
        merchant: 'TIGER',
        username: 'operator',
        password: 'Operator@2026',
      })
    ).json().value;
    expect(first).toMatchObject({ stage: 'enrol', secret: expect.stringMatching(/^[A-Z2-7]{32}$/) });
    // The password alone opens nothing.
    expect((await api('GET', '/admin/api/me', first.token)).json().code).toBe('NOT_LOGGED_IN');
    expect((await api('POST', '/admin/api/session/totp', first.token, { code: '000000' })).json().code).toBe(
      'TWO_FACTOR_INVALID',
    );
    const code = hotp(first.secret, totpStep(new Date()));
    const verified = (await api('POST', '/admin/api/session/totp', first.token, { code })).json().value;
    // Enrolment answers the ten recovery codes, once.
    expect(verified).toEqual({
      token: first.token,
      recoveryCodes: expect.arrayContaining([expect.stringMatching(/^[A-Z2-7]{4}(-[A-Z2-7]{4}){3}$/)]),
    });
    expect(new Set(verified.recoveryCodes).size).toBe(10);
    recoveryCodes = verified.recoveryCodes;
    expect((await api('GET', '/admin/api/me', first.token)).json().value).toEqual({
      id: expect.any(Number),
      username: 'operator',
      displayName: 'Tiger Star operations',
      role: 'owner',
      merchant: 'TIGER',
      // The owner holds every permission of the catalogue.
      permissions: PERMISSION_KEYS,
      platformWide: false,
      brands: [{ code: 'TIGER', name: expect.any(String) }],
    });

    // Next time: no enrolment, and a code already used does not work again.
    const second = (
      await api('POST', '/admin/api/session/login', null, {
        merchant: 'TIGER',
        username: 'operator',
        password: 'Operator@2026',
      })
    ).json().value;
    expect(second).toEqual({ stage: 'verify', token: expect.any(String) });
    expect((await api('POST', '/admin/api/session/totp', second.token, { code })).json().code).toBe(
      'TWO_FACTOR_INVALID',
    );
    // A lost authenticator: a recovery code signs in once, and only once.
    const third = (
      await api('POST', '/admin/api/session/login', null, {
        merchant: 'TIGER',
        username: 'operator',
        password: 'Operator@2026',
      })
    ).json().value;
    const recovered = await api('POST', '/admin/api/session/totp', third.token, {
      code: (recoveryCodes[0] as string).toLowerCase(),
    });
    expect(recovered.json()).toMatchObject({ success: true, value: { token: third.token } });
    expect(recovered.json().value.recoveryCodes).toBeUndefined();
    const fourth = (
      await api('POST', '/admin/api/session/login', null, {
        merchant: 'TIGER',
        username: 'operator',
        password: 'Operator@2026',
      })
    ).json().value;
    expect(
      (
        await api('POST', '/admin/api/session/totp', fourth.token, { code: recoveryCodes[0] as string })
      ).json().code,
    ).toBe('TWO_FACTOR_INVALID');
    const audit = await t.db.selectFrom('audit_log').select('action').orderBy('id').execute();
    expect(audit.map((a) => a.action)).toEqual(
      expect.arrayContaining([
        'operator.login.failed',
        'operator.login.enrolled',
        'operator.totp.failed',
        'operator.login.recovery',
      ]),
    );
  });
});

describe('operator content', () => {
  it('publishes announcements players see, and removes them', async () => {
    const session = await signedInOwner();
    const created = await api('POST', '/admin/api/announcements', session, {
      type: 'PL',
      language: 'en',
      title: 'Operator notice',
      content: '<p>Hello<script>x</script></p>',
    });
    const id = created.json().value.id as string;
    const list = (
      await t.app.inject({ url: '/wps/announcements?type=PL', headers: { 'x-merchant': 'TIGER' } })
    ).json().value.list as { id: string; content: string }[];
    expect(list.find((a) => a.id === id)?.content).toBe('<p>Hello</p>');
    expect((await api('DELETE', `/admin/api/announcements/${id}`, session)).json().success).toBe(true);
    expect((await api('DELETE', `/admin/api/announcements/${id}`, session)).json().code).toBe('NOT_FOUND');
  });

  it('sends a message to one member, who sees it in the inbox', async () => {
    const session = await signedInOwner();
    const member = await tokenFor(t.app, 'TIGER', 'player01', 'Player@2026');
    await api('POST', '/admin/api/messages', session, {
      account: 'player01',
      title: 'Your bonus',
      content: '<p>Enjoy</p>',
    });
    const inbox = (await t.app.inject({ url: '/wps/member/messages', headers: bearer(member) })).json().value
      .list as { title: string }[];
    expect(inbox[0]?.title).toBe('Your bonus');
    expect(
      (
        await api('POST', '/admin/api/messages', session, { account: 'nobody', title: 'x', content: 'y' })
      ).json().code,
    ).toBe('NOT_FOUND');
  });

  it('reads feedback and closes it', async () => {
    const session = await signedInOwner();
    const tiger = await t.db
      .selectFrom('merchants')
      .select('id')
      .where('code', '=', 'TIGER')
      .executeTakeFirstOrThrow();
    const row = await t.db
      .insertInto('feedback')
      .values({
        merchant_id: tiger.id,
        sender: 'visitor',
        type: 2,
        content: 'My withdrawal has not arrived yet.',
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const ids = async (query: string) =>
      ((await api('GET', `/admin/api/feedback?${query}`, session)).json().value.list as { id: string }[]).map(
        (f) => f.id,
      );
    const id = String(row.id);
    expect(await ids('state=open&pageSize=50')).toContain(id);
    expect(await ids('state=open&type=2&pageSize=50')).toContain(id);
    expect(await ids('state=open&type=1&pageSize=50')).not.toContain(id);
    expect(await ids('state=handled&pageSize=50')).not.toContain(id);
    await api('POST', `/admin/api/feedback/${row.id}/handled`, session);
    expect(await ids('state=open&pageSize=50')).not.toContain(id);
    expect(await ids('state=handled&type=2&pageSize=50')).toContain(id);
    // An unknown question type is a field error, not an empty list.
    expect((await api('GET', '/admin/api/feedback?type=5', session)).statusCode).toBe(400);
  });

  it('lets each role do only its part', async () => {
    const { token } = await operatorLogin('cashier', 'Cashier@2026');
    expect((await api('GET', '/admin/api/me', token)).json().value.role).toBe('finance');
    expect(
      (
        await api('POST', '/admin/api/announcements', token, {
          type: 'PL',
          language: 'en',
          title: 'x',
          content: 'y',
        })
      ).json().code,
    ).toBe('FORBIDDEN');
    expect((await api('GET', '/admin/api/feedback', token)).json().code).toBe('FORBIDDEN');
    const headers = { authorization: `Bearer ${token}`, 'x-merchant': 'TIGER' };
    // The stop-gap HTML sign-in is gone: nothing takes its form posts any more (GET /admin/login
    // is the console's page, which signs in through /admin/api/session with the bearer token).
    for (const url of ['/admin/login', '/admin/totp', '/admin/logout']) {
      const post = await t.app.inject({
        method: 'POST',
        url,
        headers: { 'content-type': 'application/x-www-form-urlencoded', 'x-merchant': 'TIGER' },
        payload: 'merchant=TIGER&username=cashier&password=Cashier%402026',
      });
      expect([url, post.statusCode === 404 || post.statusCode === 405]).toEqual([url, true]);
      expect(post.headers['set-cookie']).toBeUndefined();
    }
    // The deposits page is the console's screen now: no server-rendered form posts there.
    const deposits = await t.app.inject({ url: '/admin/deposits', headers });
    expect(deposits.body).not.toContain('action="/admin/deposits');
    expect(
      (await t.app.inject({ method: 'POST', url: '/admin/deposits/1/approve', headers })).statusCode,
    ).toBe(404);
  });

  it("refuses unknown fields and players' tokens", async () => {
    const session = await signedInOwner();
    expect(
      (
        await api('POST', '/admin/api/banners', session, {
          groupName: 'w_home',
          title: 'x',
          linkageType: 'NONE',
          evil: 1,
        })
      ).json().code,
    ).toBe('UNKNOWN_FIELD');
    const player = await tokenFor(t.app, 'TIGER', 'player01', 'Player@2026');
    expect((await api('GET', '/admin/api/me', player)).json().code).toBe('NOT_LOGGED_IN');
  });
});

let ownerSession: string | null = null;
/**
 * One signed-in owner for the content tests. A code works once, so this one uses the first time
 * step after the last one the operator used (within the one-step drift the server allows).
 */
async function signedInOwner(): Promise<string> {
  if (ownerSession) return ownerSession;
  const row = await t.db
    .selectFrom('operators')
    .innerJoin('merchants', 'merchants.id', 'operators.merchant_id')
    .select(['operators.totp_secret', 'operators.totp_last_step'])
    .where('operators.username', '=', 'operator')
    .where('merchants.code', '=', 'TIGER')
    .executeTakeFirstOrThrow();
  const secrets = await loadSecrets(t.config, t.db);
  const secret = unseal(secrets.ring('operator-totp-seal'), row.totp_secret as string);
  const now = totpStep(new Date());
  const step = row.totp_last_step !== null && row.totp_last_step >= now ? row.totp_last_step + 1n : now;
  const { token } = (
    await api('POST', '/admin/api/session/login', null, {
      merchant: 'TIGER',
      username: 'operator',
      password: 'Operator@2026',
    })
  ).json().value;
  const done = await api('POST', '/admin/api/session/totp', token, { code: hotp(secret, step) });
  if (!done.json().success) throw new Error(`owner sign-in failed: ${done.body}`);
  ownerSession = token as string;
  return ownerSession;
}
