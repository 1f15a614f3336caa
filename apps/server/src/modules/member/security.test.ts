import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hotp, totpStep } from '../../platform/totp.ts';
import { bearer, lastCode, loginAs, sendSealed, tokenFor } from '../../test/accounts.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

let t: TestApp;
let token: string;
beforeAll(async () => {
  t = await createTestApp();
  token = await tokenFor(t.app, 'TIGER', 'player01', 'Player@2026');
});
afterAll(() => t.close());

const call = (method: 'GET' | 'POST' | 'PUT', url: string, payload?: Record<string, unknown>) =>
  t.app.inject({ method, url, headers: bearer(token), ...(payload === undefined ? {} : { payload }) });

describe('security centre', () => {
  it('shows the account and saves profile fields', async () => {
    const overview = (await call('GET', '/wps/member/security')).json().value;
    expect(overview).toMatchObject({
      account: 'player01',
      mobile: null,
      mobileVerified: false,
      hasPaymentPassword: false,
      totpEnabled: false,
    });
    const saved = await call('PUT', '/wps/member/profile', {
      nickname: 'Ace',
      birthday: '1995-04-20',
      telegram: '@ace',
      occupation: 'Engineer',
    });
    expect(saved.json().value.profile).toEqual({
      nickname: 'Ace',
      birthday: '1995-04-20',
      telegram: '@ace',
      occupation: 'Engineer',
    });
    const badDate = await call('PUT', '/wps/member/profile', { birthday: '20-04-1995' });
    expect(badDate.json().value.fields).toEqual([
      { field: 'birthday', message: 'Enter the date as yyyy-MM-dd.' },
    ]);
    const extra = await call('PUT', '/wps/member/profile', { type: 1 });
    expect(extra.json().code).toBe('UNKNOWN_FIELD');
  });

  it('binds a bank account name once and never changes it', async () => {
    expect((await call('PUT', '/wps/member/profile', { payeeName: 'Ab' })).json().code).toBe(
      'VALIDATION_ERROR',
    );
    expect(
      (await call('PUT', '/wps/member/profile', { payeeName: 'Abdul Karim' })).json().value.payeeName,
    ).toBe('Abdul Karim');
    expect((await call('PUT', '/wps/member/profile', { payeeName: 'Somebody Else' })).json().code).toBe(
      'ALREADY_BOUND',
    );
  });

  it('binds a phone number with an SMS code, once', async () => {
    const taken = await call('POST', '/wps/member/bind/mobile/code', { mobileNum: '01711000001' });
    expect(taken.json().value.fields).toEqual([
      { field: 'mobileNum', message: 'This is already registered.' },
    ]);
    expect(
      (await call('POST', '/wps/member/bind/mobile/code', { mobileNum: '01733300001' })).json().value,
    ).toEqual({ expiredMinutes: 5 });
    const code = await lastCode(t.db, 'sms', '+8801733300001');
    const bound = await call('POST', '/wps/member/bind/mobile', {
      mobileNum: '01733300001',
      verificationCode: code,
    });
    expect(bound.json().value).toMatchObject({ mobile: '+8801733300001', mobileVerified: true });
    expect(
      (await call('POST', '/wps/member/bind/mobile/code', { mobileNum: '01733300002' })).json().code,
    ).toBe('ALREADY_BOUND');
  });

  it('binds an e-mail address with a code, once', async () => {
    await call('POST', '/wps/member/bind/email/code', { email: 'Player01@Example.com' });
    const code = await lastCode(t.db, 'email', 'player01@example.com');
    const bound = await call('POST', '/wps/member/bind/email', {
      email: 'player01@example.com',
      verificationCode: code,
    });
    expect(bound.json().value).toMatchObject({ email: 'player01@example.com', emailVerified: true });
    expect(
      (await call('POST', '/wps/member/bind/email/code', { email: 'other@example.com' })).json().code,
    ).toBe('ALREADY_BOUND');
  });

  it('sets a payment password only with the login password', async () => {
    const wrong = await sendSealed(
      t.app,
      'TIGER',
      'PUT',
      '/wps/member/password/payment',
      { loginPassword: 'nope', paymentPassword: '246810', confirmPaymentPassword: '246810' },
      { headers: bearer(token) },
    );
    expect(wrong.json().value.fields[0].field).toBe('loginPassword');
    const mismatch = await sendSealed(
      t.app,
      'TIGER',
      'PUT',
      '/wps/member/password/payment',
      { loginPassword: 'Player@2026', paymentPassword: '246810', confirmPaymentPassword: '246811' },
      { headers: bearer(token) },
    );
    expect(mismatch.json().value.fields[0]).toEqual({
      field: 'confirmPaymentPassword',
      message: 'The two passwords are inconsistent.',
    });
    const ok = await sendSealed(
      t.app,
      'TIGER',
      'PUT',
      '/wps/member/password/payment',
      { loginPassword: 'Player@2026', paymentPassword: '246810', confirmPaymentPassword: '246810' },
      { headers: bearer(token) },
    );
    expect(ok.json().value.hasPaymentPassword).toBe(true);
  });

  it('binds an authenticator, then asks it for a code at a login from a new address', async () => {
    const setup = (await call('POST', '/wps/member/2fa/totp/setup')).json().value;
    expect(setup.otpauthUri).toMatch(
      /^otpauth:\/\/totp\/Tiger%20Star%3Aplayer01\?secret=[A-Z2-7]+&issuer=Tiger%20Star/,
    );
    expect(setup.qrImage).toMatch(/^data:image\/svg\+xml;base64,/);
    expect((await call('POST', '/wps/member/2fa/totp/enable', { code: '000000' })).json().code).toBe(
      'TWO_FACTOR_INVALID',
    );
    const code = hotp(setup.secret, totpStep(new Date()));
    expect((await call('POST', '/wps/member/2fa/totp/enable', { code })).json().value.totpEnabled).toBe(true);
    // The seed is stored sealed, not as it was shown.
    const row = await t.db
      .selectFrom('members')
      .select('totp_secret')
      .where('account', '=', 'player01')
      .executeTakeFirstOrThrow();
    expect(row.totp_secret).not.toContain(setup.secret);

    const challenge = (
      await loginAs(t.app, 'TIGER', 'player01', 'Player@2026', { remoteAddress: '192.0.2.44' })
    ).json().value;
    expect(challenge.methods).toEqual(['TOTP', 'SMS', 'EMAIL', 'BANK_NAME']);
    // The code that enabled it cannot be used again.
    const replay = await t.app.inject({
      method: 'POST',
      url: '/wps/session/2fa/verify',
      headers: { 'x-merchant': 'TIGER' },
      remoteAddress: '192.0.2.44',
      payload: { challengeId: challenge.challengeId, method: 'TOTP', code },
    });
    expect(replay.json().code).toBe('TWO_FACTOR_INVALID');
    const next = hotp(setup.secret, totpStep(new Date()) + 1n);
    const ok = await t.app.inject({
      method: 'POST',
      url: '/wps/session/2fa/verify',
      headers: { 'x-merchant': 'TIGER' },
      remoteAddress: '192.0.2.44',
      payload: { challengeId: challenge.challengeId, method: 'TOTP', code: next },
    });
    expect(ok.json().value.userName).toBe('player01');
  });

  it('is closed to visitors and to other brands', async () => {
    expect(
      (await t.app.inject({ url: '/wps/member/security', headers: { 'x-merchant': 'TIGER' } })).json().code,
    ).toBe('NOT_LOGGED_IN');
    expect(
      (await t.app.inject({ url: '/wps/member/security', headers: bearer(token, 'JADE') })).json().code,
    ).toBe('NOT_LOGGED_IN');
  });
});
