import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashPassword } from '../../platform/passwords.ts';
import {
  bearer,
  lastCode,
  lastMessage,
  loginAs,
  sealPayload,
  sendSealed,
  solveHumanCheck,
  tokenFor,
} from '../../test/accounts.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const info = (token: string, merchant = 'TIGER') =>
  t.app.inject({ url: '/wps/member/info', headers: bearer(token, merchant) });

describe('login by username', () => {
  it('logs in, reads member info with the token, and logs out', async () => {
    const res = await loginAs(t.app, 'TIGER', 'demo01', 'Play@2026');
    expect(res.statusCode).toBe(200);
    const value = res.json().value;
    expect(value).toMatchObject({
      userName: 'demo01',
      type: 0,
      firstTimeLogin: true,
      passwordExpired: false,
      mustChangePassword: false,
    });
    expect(value.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const me = await info(value.token);
    expect(me.json().value).toMatchObject({ account: 'demo01', nickname: 'Lucky Rahim', type: 0 });
    const again = await loginAs(t.app, 'TIGER', 'demo01', 'Play@2026');
    expect(again.json().value.firstTimeLogin).toBe(false);
    // Each login is a new session; logging out ends only that one.
    const logout = await t.app.inject({
      method: 'DELETE',
      url: '/wps/session/logout',
      headers: bearer(value.token),
    });
    expect(logout.json()).toEqual({ success: true, code: 'OK', message: '', value: null });
    expect((await info(value.token)).statusCode).toBe(401);
    expect((await info(again.json().value.token)).statusCode).toBe(200);
  });

  it('stores sessions only as hashes', async () => {
    const token = await tokenFor(t.app, 'TIGER', 'demo01', 'Play@2026');
    const rows = await t.db.selectFrom('sessions').select('token_hash').execute();
    expect(rows.some((r) => r.token_hash === token)).toBe(false);
    expect(rows.every((r) => /^[0-9a-f]{64}$/.test(r.token_hash))).toBe(true);
  });

  it('gives an unknown name and a wrong password the same answer', async () => {
    const unknown = await loginAs(t.app, 'TIGER', 'nobody-here', 'Whatever@1', { remoteAddress: '10.1.0.1' });
    const wrong = await loginAs(t.app, 'TIGER', 'demo01', 'Wrong@2026', { remoteAddress: '10.1.0.2' });
    expect(unknown.statusCode).toBe(401);
    expect(wrong.statusCode).toBe(401);
    expect(unknown.json()).toEqual(wrong.json());
    expect(wrong.json()).toMatchObject({
      code: 'LOGIN_FAILED',
      message: 'Username or password is incorrect.',
    });
  });

  it('refuses a token from another brand, a forged token and no token', async () => {
    const token = await tokenFor(t.app, 'TIGER', 'demo01', 'Play@2026');
    expect((await info(token, 'JADE')).json().code).toBe('NOT_LOGGED_IN');
    expect((await info('x'.repeat(43))).statusCode).toBe(401);
    expect(
      (await t.app.inject({ url: '/wps/member/info', headers: { 'x-merchant': 'TIGER' } })).json().code,
    ).toBe('NOT_LOGGED_IN');
  });
});

describe('encrypted payloads', () => {
  it('refuses plaintext where the spec says E', async () => {
    const humanCheck = await solveHumanCheck(t.app, 'TIGER');
    const res = await t.app.inject({
      method: 'POST',
      url: '/wps/session/login',
      headers: { 'x-merchant': 'TIGER' },
      payload: { type: 'username', username: 'demo01', password: 'Play@2026', humanCheck },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe('ENCRYPTION_REQUIRED');
  });

  it('refuses a tampered, misdirected or stale sealed payload', async () => {
    const data = { type: 'username', username: 'demo01', password: 'Play@2026' };
    const tampered = await sealPayload(t.app, 'TIGER', 'POST', '/wps/session/login', data);
    tampered.ct = `${tampered.ct.slice(0, -4)}AAAA`;
    const forOtherPath = await sealPayload(t.app, 'TIGER', 'POST', '/wps/session/login', data, {
      aad: 'POST /wps/member/password',
    });
    const stale = await sealPayload(t.app, 'TIGER', 'POST', '/wps/session/login', data, {
      ts: Date.now() - 10 * 60_000,
    });
    for (const payload of [tampered, forOtherPath, stale]) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/wps/session/login',
        headers: { 'x-merchant': 'TIGER' },
        payload,
      });
      expect(res.json().code).toBe('DECRYPTION_FAILED');
    }
  });
});

describe('human check', () => {
  it('is required, and a solved challenge works once', async () => {
    const none = await sendSealed(t.app, 'TIGER', 'POST', '/wps/session/login', {
      type: 'username',
      username: 'demo01',
      password: 'Play@2026',
    });
    expect(none.json().code).toBe('HUMAN_CHECK_FAILED');
    const humanCheck = await solveHumanCheck(t.app, 'TIGER');
    const body = { type: 'username', username: 'demo01', password: 'Play@2026', humanCheck };
    expect((await sendSealed(t.app, 'TIGER', 'POST', '/wps/session/login', body)).statusCode).toBe(200);
    expect((await sendSealed(t.app, 'TIGER', 'POST', '/wps/session/login', body)).json().code).toBe(
      'HUMAN_CHECK_FAILED',
    );
    // A solution for one brand is no good for another.
    const forJade = await solveHumanCheck(t.app, 'JADE');
    const crossed = await sendSealed(t.app, 'TIGER', 'POST', '/wps/session/login', {
      ...body,
      humanCheck: forJade,
    });
    expect(crossed.json().code).toBe('HUMAN_CHECK_FAILED');
  });
});

describe('throttling', () => {
  it('asks for the captcha after three failures, spends each captcha once, then lets the right answer in', async () => {
    const address = '10.2.0.1';
    for (let i = 0; i < 2; i += 1) {
      expect(
        (await loginAs(t.app, 'TIGER', 'player01', 'bad', { remoteAddress: address })).json().value,
      ).toEqual({ captchaRequired: false });
    }
    expect(
      (await loginAs(t.app, 'TIGER', 'player01', 'bad', { remoteAddress: address })).json().value,
    ).toEqual({ captchaRequired: true });
    const noCaptcha = await loginAs(t.app, 'TIGER', 'player01', 'Player@2026', { remoteAddress: address });
    expect(noCaptcha.json()).toMatchObject({ code: 'CAPTCHA_REQUIRED', value: { captchaRequired: true } });

    const captcha = (await t.app.inject({ url: '/wps/captcha', headers: { 'x-merchant': 'TIGER' } })).json()
      .value;
    expect(captcha.image).toMatch(/^data:image\/svg\+xml;base64,/);
    // The image draws glyphs as paths: the answer is not in it as text.
    const answer = (await lastMessage(t.db, 'captcha', captcha.captchaId)) as string;
    expect(Buffer.from(captcha.image.split(',')[1], 'base64').toString()).not.toContain(answer);
    const wrongCaptcha = await loginAs(t.app, 'TIGER', 'player01', 'Player@2026', {
      remoteAddress: address,
      fields: { captchaId: captcha.captchaId, captcha: 'zzzz' },
    });
    expect(wrongCaptcha.json().code).toBe('CAPTCHA_INVALID');
    const reused = await loginAs(t.app, 'TIGER', 'player01', 'Player@2026', {
      remoteAddress: address,
      fields: { captchaId: captcha.captchaId, captcha: answer },
    });
    expect(reused.json().code).toBe('CAPTCHA_INVALID');
    const fresh = (await t.app.inject({ url: '/wps/captcha', headers: { 'x-merchant': 'TIGER' } })).json()
      .value;
    const good = await loginAs(t.app, 'TIGER', 'player01', 'Player@2026', {
      remoteAddress: address,
      fields: {
        captchaId: fresh.captchaId,
        captcha: (await lastMessage(t.db, 'captcha', fresh.captchaId))?.toUpperCase(),
      },
    });
    expect(good.json().value.userName).toBe('player01');
  });

  it('locks a name after ten failures, known or not, even for the right password', async () => {
    for (const name of ['player02', 'ghost-player']) {
      let last: { code: string; value: unknown } | null = null;
      for (let i = 0; i < 10; i += 1) {
        const captcha = (
          await t.app.inject({ url: '/wps/captcha', headers: { 'x-merchant': 'TIGER' } })
        ).json().value;
        const res = await loginAs(t.app, 'TIGER', name, 'bad', {
          remoteAddress: `10.3.${i}.1`,
          fields: {
            captchaId: captcha.captchaId,
            captcha: await lastMessage(t.db, 'captcha', captcha.captchaId),
          },
        });
        last = res.json();
      }
      expect(last?.code).toBe('LOGIN_LOCKED');
      const right = await loginAs(t.app, 'TIGER', name, 'Player@2026', { remoteAddress: '10.3.99.1' });
      expect(right.statusCode).toBe(429);
      expect(right.json()).toMatchObject({
        code: 'LOGIN_LOCKED',
        message: 'Too many failed attempts. Please try again in 15 minutes.',
      });
    }
  });
});

describe('roles', () => {
  it('lets agents in at the agent page and refuses members there', async () => {
    const member = await loginAs(t.app, 'TIGER', 'demo01', 'Play@2026', { fields: { agent: true } });
    expect(member.statusCode).toBe(403);
    expect(member.json()).toMatchObject({ code: 'NOT_AGENT', message: 'Non-agents cannot log in.' });
    const agent = await loginAs(t.app, 'TIGER', 'agent01', 'Agent@2026', { fields: { agent: true } });
    expect(agent.json().value).toMatchObject({ userName: 'agent01', type: 1 });
  });

  it('refuses accounts that are not members', async () => {
    await t.db.updateTable('members').set({ type: 9 }).where('account', '=', 'player03').execute();
    const res = await loginAs(t.app, 'TIGER', 'player03', 'Player@2026');
    expect(res.json()).toMatchObject({
      code: 'NOT_MEMBER_ACCOUNT',
      message: 'Non-member account unable to login.',
    });
    await t.db.updateTable('members').set({ type: 0 }).where('account', '=', 'player03').execute();
  });
});

describe('default password', () => {
  it('forces the change: only the change is open until it is done, and it starts a new session', async () => {
    const res = await loginAs(t.app, 'TIGER', 'newbie', '123456');
    const login = res.json().value;
    expect(login.mustChangePassword).toBe(true);
    expect((await info(login.token)).statusCode).toBe(200);
    const security = await t.app.inject({ url: '/wps/member/security', headers: bearer(login.token) });
    expect(security.json().code).toBe('PASSWORD_CHANGE_REQUIRED');

    const spaced = await sendSealed(
      t.app,
      'TIGER',
      'POST',
      '/wps/member/password',
      { oldPassword: '123456', newPassword: 'pass word 1', confirmNewPassword: 'pass word 1' },
      { headers: bearer(login.token) },
    );
    expect(spaced.json().value.fields).toEqual([
      { field: 'newPassword', message: 'Use 8 to 128 characters without spaces.' },
    ]);
    const short = await sendSealed(
      t.app,
      'TIGER',
      'POST',
      '/wps/member/password',
      { oldPassword: '123456', newPassword: 'Ab1!', confirmNewPassword: 'Ab1!' },
      { headers: bearer(login.token) },
    );
    expect(short.json().value.fields).toEqual([
      { field: 'newPassword', message: 'Enter 8 to 128 characters.' },
    ]);
    const common = await sendSealed(
      t.app,
      'TIGER',
      'POST',
      '/wps/member/password',
      { oldPassword: '123456', newPassword: 'password123', confirmNewPassword: 'password123' },
      { headers: bearer(login.token) },
    );
    expect(common.json().value.fields[0]).toEqual({
      field: 'newPassword',
      message: 'This password is too common. Please choose another.',
    });
    const mismatch = await sendSealed(
      t.app,
      'TIGER',
      'POST',
      '/wps/member/password',
      { oldPassword: '123456', newPassword: 'Fresh@2026', confirmNewPassword: 'Fresh@2027' },
      { headers: bearer(login.token) },
    );
    expect(mismatch.json().value.fields[0]).toEqual({
      field: 'confirmNewPassword',
      message: 'The two passwords are inconsistent.',
    });
    const wrongOld = await sendSealed(
      t.app,
      'TIGER',
      'POST',
      '/wps/member/password',
      { oldPassword: '654321', newPassword: 'Fresh@2026', confirmNewPassword: 'Fresh@2026' },
      { headers: bearer(login.token) },
    );
    expect(wrongOld.json().value.fields[0].field).toBe('oldPassword');

    const changed = await sendSealed(
      t.app,
      'TIGER',
      'POST',
      '/wps/member/password',
      { oldPassword: '123456', newPassword: 'Fresh@2026', confirmNewPassword: 'Fresh@2026' },
      { headers: bearer(login.token) },
    );
    const fresh = changed.json().value;
    expect(fresh.mustChangePassword).toBe(false);
    expect((await info(login.token)).statusCode).toBe(401);
    expect(
      (await t.app.inject({ url: '/wps/member/security', headers: bearer(fresh.token) })).statusCode,
    ).toBe(200);
    expect((await loginAs(t.app, 'TIGER', 'newbie', '123456')).json().code).toBe('LOGIN_FAILED');
  });
});

describe('remember password', () => {
  it('gives a one-day token that replaces the password, until it is revoked', async () => {
    const first = (
      await loginAs(t.app, 'TIGER', 'demo01', 'Play@2026', { fields: { remember: true } })
    ).json().value;
    expect(first.rememberToken).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(Date.parse(first.rememberExpiresAt) - Date.now()).toBeGreaterThan(23 * 3_600_000);
    const withToken = await loginAs(t.app, 'TIGER', 'demo01', '', {
      fields: { rememberToken: first.rememberToken },
    });
    expect(withToken.json().value.userName).toBe('demo01');
    // Another account cannot use it.
    expect(
      (
        await loginAs(t.app, 'TIGER', 'player01', '', { fields: { rememberToken: first.rememberToken } })
      ).json().code,
    ).toBe('LOGIN_FAILED');
    await t.app.inject({
      method: 'POST',
      url: '/wps/session/remember/forget',
      headers: { 'x-merchant': 'TIGER' },
      payload: { rememberToken: first.rememberToken },
    });
    expect(
      (await loginAs(t.app, 'TIGER', 'demo01', '', { fields: { rememberToken: first.rememberToken } })).json()
        .code,
    ).toBe('LOGIN_FAILED');
  });

  it('dies with a password change, together with every session of the account', async () => {
    const tiger = await t.db
      .selectFrom('merchants')
      .select('id')
      .where('code', '=', 'TIGER')
      .executeTakeFirstOrThrow();
    await t.db
      .insertInto('members')
      .values({
        merchant_id: tiger.id,
        account: 'rememberme',
        type: 0,
        password_hash: await hashPassword('Keep#Me2026'),
        referral_code: 'RMBRTEST',
      })
      .execute();
    const remembered = (
      await loginAs(t.app, 'TIGER', 'rememberme', 'Keep#Me2026', { fields: { remember: true } })
    ).json().value;
    const other = (await loginAs(t.app, 'TIGER', 'rememberme', 'Keep#Me2026')).json().value;
    const changed = await sendSealed(
      t.app,
      'TIGER',
      'POST',
      '/wps/member/password',
      { oldPassword: 'Keep#Me2026', newPassword: 'Keep#Me2027', confirmNewPassword: 'Keep#Me2027' },
      { headers: bearer(remembered.token) },
    );
    expect(changed.json().value, changed.body).toMatchObject({ userName: 'rememberme' });
    expect((await info(remembered.token)).statusCode).toBe(401);
    expect((await info(other.token)).statusCode).toBe(401);
    expect(
      (
        await loginAs(t.app, 'TIGER', 'rememberme', '', {
          fields: { rememberToken: remembered.rememberToken },
        })
      ).json().code,
    ).toBe('LOGIN_FAILED');
  });
});

describe('second factor from a new address', () => {
  it('asks secure01 for a code by SMS or the bank account name, then knows the address', async () => {
    const address = '203.0.113.50';
    const first = (
      await loginAs(t.app, 'TIGER', 'secure01', 'Secure@2026', { remoteAddress: address })
    ).json().value;
    expect(first).toMatchObject({
      twoFactorRequired: true,
      methods: ['SMS', 'BANK_NAME'],
      maskedEmail: null,
    });
    expect(first.maskedMobile).toMatch(/^\+88017•+002$/);
    expect(first.token).toBeUndefined();

    const wrongName = await t.app.inject({
      method: 'POST',
      url: '/wps/session/2fa/verify',
      headers: { 'x-merchant': 'TIGER' },
      remoteAddress: address,
      payload: { challengeId: first.challengeId, method: 'BANK_NAME', code: 'Someone Else' },
    });
    expect(wrongName.json().code).toBe('TWO_FACTOR_INVALID');
    const sent = await t.app.inject({
      method: 'POST',
      url: '/wps/session/2fa/send',
      headers: { 'x-merchant': 'TIGER' },
      remoteAddress: address,
      payload: { challengeId: first.challengeId, method: 'SMS' },
    });
    expect(sent.json().value).toEqual({ expiredMinutes: 5 });
    const code = await lastCode(t.db, 'sms', '+8801711000002');
    // The challenge belongs to the address it was opened for.
    const elsewhere = await t.app.inject({
      method: 'POST',
      url: '/wps/session/2fa/verify',
      headers: { 'x-merchant': 'TIGER' },
      remoteAddress: '198.51.100.7',
      payload: { challengeId: first.challengeId, method: 'SMS', code },
    });
    expect(elsewhere.json().code).toBe('TWO_FACTOR_INVALID');
    const verified = await t.app.inject({
      method: 'POST',
      url: '/wps/session/2fa/verify',
      headers: { 'x-merchant': 'TIGER' },
      remoteAddress: address,
      payload: { challengeId: first.challengeId, method: 'SMS', code },
    });
    expect(verified.json().value).toMatchObject({ userName: 'secure01' });
    const next = (await loginAs(t.app, 'TIGER', 'secure01', 'Secure@2026', { remoteAddress: address })).json()
      .value;
    expect(next.token).toBeTruthy();
    // A new address again asks; the bank account name answers as registered (ends trimmed only).
    const other = (
      await loginAs(t.app, 'TIGER', 'secure01', 'Secure@2026', { remoteAddress: '203.0.113.51' })
    ).json().value;
    const byName = await t.app.inject({
      method: 'POST',
      url: '/wps/session/2fa/verify',
      headers: { 'x-merchant': 'TIGER' },
      remoteAddress: '203.0.113.51',
      payload: { challengeId: other.challengeId, method: 'BANK_NAME', code: '  Karim Hossain ' },
    });
    expect(byName.json().value.userName).toBe('secure01');
  });
});

describe('login by SMS', () => {
  it('sends a code only to a registered number, answers alike, and logs in with it once', async () => {
    const send = async (mobileNum: string) =>
      t.app.inject({
        method: 'POST',
        url: '/wps/verification/sms/noLogin',
        headers: { 'x-merchant': 'TIGER' },
        payload: { mobileNum, countryDialingCode: '+880', humanCheck: await solveHumanCheck(t.app, 'TIGER') },
      });
    const known = await send('01711000001');
    const unknown = await send('01799999999');
    expect(known.json()).toEqual({ success: true, code: 'OK', message: '', value: { expiredMinutes: 5 } });
    expect(unknown.json()).toEqual(known.json());
    expect(await lastMessage(t.db, 'sms', '+8801799999999')).toBeNull();
    const code = await lastCode(t.db, 'sms', '+8801711000001');
    expect(await lastMessage(t.db, 'sms', '+8801711000001')).toContain(
      'Tiger Star: your verification code is',
    );

    const login = (verificationCode: string) =>
      sendSealed(t.app, 'TIGER', 'POST', '/wps/session/login', {
        type: 'sms',
        mobileNum: '+8801711000001',
        verificationCode,
      });
    const ok = await login(code);
    expect(ok.json().value).toMatchObject({ userName: 'demo01', mustChangePassword: false });
    expect((await login(code)).json().code).toBe('VERIFICATION_CODE_INVALID');
  });

  it('keeps the account with the code but sends nothing to an unconfirmed number or a disabled account', async () => {
    const tiger = await t.db
      .selectFrom('merchants')
      .select('id')
      .where('code', '=', 'TIGER')
      .executeTakeFirstOrThrow();
    const holder = (account: string, mobile: string, confirmed: boolean, status: 'active' | 'disabled') =>
      t.db
        .insertInto('members')
        .values({
          merchant_id: tiger.id,
          account,
          type: 0,
          status,
          password_hash: 'x',
          mobile,
          mobile_verified_at: confirmed ? new Date() : null,
          referral_code: account.toUpperCase().slice(0, 8),
        })
        .returning('id')
        .executeTakeFirstOrThrow();
    const unconfirmed = await holder('smsunconf', '+8801711000077', false, 'active');
    const disabled = await holder('smsdisabl', '+8801711000078', true, 'disabled');
    for (const [mobileNum, owner] of [
      ['01711000077', unconfirmed.id],
      ['01711000078', disabled.id],
    ] as const) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/wps/verification/sms/noLogin',
        headers: { 'x-merchant': 'TIGER' },
        remoteAddress: '10.7.0.1',
        payload: { mobileNum, countryDialingCode: '+880', humanCheck: await solveHumanCheck(t.app, 'TIGER') },
      });
      expect(res.json().value).toEqual({ expiredMinutes: 5 });
      expect(await lastMessage(t.db, 'sms', `+880${mobileNum.slice(1)}`)).toBeNull();
      const stored = await t.db
        .selectFrom('verification_codes')
        .select('member_id')
        .where('target', '=', `+880${mobileNum.slice(1)}`)
        .executeTakeFirstOrThrow();
      expect(stored.member_id).toBe(owner);
    }
  });

  it('voids a code after five wrong guesses', async () => {
    await t.app.inject({
      method: 'POST',
      url: '/wps/verification/sms/noLogin',
      headers: { 'x-merchant': 'TIGER' },
      remoteAddress: '10.5.0.1',
      payload: { mobileNum: '01711000010', humanCheck: await solveHumanCheck(t.app, 'TIGER') },
    });
    const code = await lastCode(t.db, 'sms', '+8801711000010');
    const wrong = code === '000000' ? '111111' : '000000';
    for (let i = 0; i < 5; i += 1) {
      await sendSealed(t.app, 'TIGER', 'POST', '/wps/session/login', {
        type: 'sms',
        mobileNum: '01711000010',
        verificationCode: wrong,
      });
    }
    const late = await sendSealed(t.app, 'TIGER', 'POST', '/wps/session/login', {
      type: 'sms',
      mobileNum: '01711000010',
      verificationCode: code,
    });
    expect(late.json().code).toBe('VERIFICATION_CODE_INVALID');
  });

  it('blocks a number for five minutes after too many codes, and refuses bad numbers', async () => {
    const codes: string[] = [];
    for (let i = 0; i < 4; i += 1) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/wps/verification/sms/noLogin',
        headers: { 'x-merchant': 'TIGER' },
        remoteAddress: '10.6.0.1',
        payload: { mobileNum: '01811223344', humanCheck: await solveHumanCheck(t.app, 'TIGER') },
      });
      codes.push(res.json().code);
    }
    expect(codes).toEqual(['OK', 'OK', 'OK', 'SMS_TOO_MANY_REQUESTS']);
    const bad = await t.app.inject({
      method: 'POST',
      url: '/wps/verification/sms/noLogin',
      headers: { 'x-merchant': 'TIGER' },
      payload: { mobileNum: '12ab', humanCheck: await solveHumanCheck(t.app, 'TIGER') },
    });
    expect(bad.json()).toMatchObject({ code: 'INVALID_PHONE', message: 'Invalid phone number format.' });
  });

  it('is a feature flag: Jade Palace has it off', async () => {
    const res = await sendSealed(t.app, 'JADE', 'POST', '/wps/session/login', {
      type: 'sms',
      mobileNum: '09171234567',
      verificationCode: '123456',
    });
    expect(res.json().code).toBe('FEATURE_DISABLED');
  });
});

describe('free play', () => {
  it('makes a trial account that real-account actions refuse', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/wps/session/login/freeplay',
      headers: { 'x-merchant': 'TIGER' },
      payload: { os: 'web', platform: 'W', encryption: true, gatewayVersion: 3 },
    });
    const trial = res.json().value;
    expect(trial.type).toBe(4);
    expect(trial.userName).toMatch(/^trial[0-9a-f]{10}$/);
    expect((await info(trial.token)).json().value.type).toBe(4);
    const refused = await t.app.inject({ url: '/wps/member/security', headers: bearer(trial.token) });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().code).toBe('NEED_REAL_ACCOUNT');
    const jade = await t.app.inject({
      method: 'POST',
      url: '/wps/session/login/freeplay',
      headers: { 'x-merchant': 'JADE' },
      payload: {},
    });
    expect(jade.json().code).toBe('FEATURE_DISABLED');
  });
});
