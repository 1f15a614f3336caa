import { generateKeyPairSync } from 'node:crypto';
import { SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, lastCode, lastMessage, sendSealed, solveHumanCheck } from '../../test/accounts.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

async function smsRegisterCode(merchant: string, mobileNo: string): Promise<void> {
  const res = await t.app.inject({
    method: 'POST',
    url: '/wps/verification/sms/register',
    headers: { 'x-merchant': merchant },
    payload: { mobileNo, countryDialingCode: '+880', humanCheck: await solveHumanCheck(t.app, merchant) },
  });
  expect(res.json().value).toEqual({ expiredMinutes: 5 });
}

async function register(
  merchant: string,
  data: Record<string, unknown>,
  path = '/wps/member/register',
  language = 'en',
) {
  const humanCheck = await solveHumanCheck(t.app, merchant);
  return sendSealed(
    t.app,
    merchant,
    'PUT',
    path,
    { humanCheck, registerMethod: 'WEB', ...data },
    { headers: { 'x-language': language } },
  );
}

describe('registration by username (Tiger Star: mobile required and verified by SMS)', () => {
  it('registers, links the affiliate agent, and logs in at once', async () => {
    await smsRegisterCode('TIGER', '01755500001');
    const code = await lastCode(t.db, 'sms', '+8801755500001');
    const res = await register('TIGER', {
      username: 'Newplayer1',
      password: 'Strong#Pass1',
      confirmPassword: 'Strong#Pass1',
      mobileNum: '01755500001',
      countryDialingCode: '+880',
      verificationCode: code,
      affiliateCode: 'tsagent1',
      email: 'newplayer1@example.com',
      termsAccepted: true,
      login: true,
      registerUrl: 'http://localhost:3000/register?affiliateCode=TSAGENT1',
      domain: 'localhost',
    });
    expect(res.statusCode).toBe(200);
    const value = res.json().value;
    expect(value.account).toBe('newplayer1');
    expect(value.login).toMatchObject({ userName: 'newplayer1', type: 0, firstTimeLogin: true });
    const member = await t.db
      .selectFrom('members')
      .leftJoin('members as agent', 'agent.id', 'members.parent_id')
      .select([
        'members.mobile',
        'members.mobile_verified_at',
        'members.email',
        'agent.account as agent',
        'members.register_method',
      ])
      .where('members.account', '=', 'newplayer1')
      .executeTakeFirstOrThrow();
    expect(member).toMatchObject({
      mobile: '+8801755500001',
      email: 'newplayer1@example.com',
      agent: 'agent01',
      register_method: 'WEB',
    });
    expect(member.mobile_verified_at).not.toBeNull();
    const info = await t.app.inject({ url: '/wps/member/info', headers: bearer(value.login.token) });
    expect(info.json().value.account).toBe('newplayer1');
  });

  it("checks every field on the server and says what is wrong, in the player's language", async () => {
    const res = await register('TIGER', {
      username: '1x',
      password: 'abc',
      confirmPassword: 'abd',
      mobileNum: '12',
      email: 'not-an-email',
      whatsapp: 'abc',
      termsAccepted: false,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe('VALIDATION_ERROR');
    const fields = Object.fromEntries(
      (res.json().value.fields as { field: string; message: string }[]).map((f) => [f.field, f.message]),
    );
    expect(fields).toEqual({
      username: 'Use 6 to 16 letters and digits, starting with a letter.',
      password: 'Enter 8 to 128 characters.',
      confirmPassword: 'The two passwords are inconsistent.',
      mobileNum: 'Please enter a valid mobile number.',
      email: 'Enter a valid e-mail address.',
      whatsapp: 'Enter 8 to 15 digits only.',
      termsAccepted: 'Please confirm your age and accept the terms.',
    });
    const bn = await register(
      'TIGER',
      { username: '1x', password: 'Strong#Pass1', confirmPassword: 'Strong#Pass1', termsAccepted: true },
      undefined,
      'bn',
    );
    const bnFields = Object.fromEntries(
      (bn.json().value.fields as { field: string; message: string }[]).map((f) => [f.field, f.message]),
    );
    expect(bnFields.username).toBe('অক্ষর দিয়ে শুরু করে 6 থেকে 16টি ইংরেজি অক্ষর ও সংখ্যা ব্যবহার করুন।');
    expect(bn.json().message).toBe('কিছু ঘর সঠিক নয়। অনুগ্রহ করে যাচাই করে আবার চেষ্টা করুন।');
  });

  it('refuses a taken name, a common password and an invitation code that is not an agent', async () => {
    const res = await register('TIGER', {
      username: 'demo01',
      password: 'qwerty123',
      confirmPassword: 'qwerty123',
      mobileNum: '01755500002',
      verificationCode: '000000',
      captcha: 'abcd',
      captchaId: '00000000-0000-0000-0000-000000000000',
      termsAccepted: true,
    });
    expect(res.json().value.fields).toContainEqual({
      field: 'password',
      message: 'This password is too common. Please choose another.',
    });
    const taken = await register('TIGER', {
      username: 'demo01',
      password: 'Strong#Pass1',
      confirmPassword: 'Strong#Pass1',
      mobileNum: '01755500002',
      verificationCode: '000000',
      affiliateCode: 'TSDEMO01',
      termsAccepted: true,
    });
    const fields = taken.json().value.fields as { field: string; message: string }[];
    expect(fields).toContainEqual({ field: 'username', message: 'This is already registered.' });
    expect(fields).toContainEqual({ field: 'affiliateCode', message: 'Invalid invitation code.' });
  });

  it('spends the SMS code only when the form is valid, and refuses a wrong one', async () => {
    await smsRegisterCode('TIGER', '01755500003');
    const code = await lastCode(t.db, 'sms', '+8801755500003');
    const base = {
      username: 'Codeplayer',
      password: 'Strong#Pass1',
      confirmPassword: 'Strong#Pass1',
      mobileNum: '01755500003',
      termsAccepted: true,
    };
    const wrong = await register('TIGER', {
      ...base,
      verificationCode: code === '111111' ? '222222' : '111111',
    });
    expect(wrong.json().code).toBe('VERIFICATION_CODE_INVALID');
    const ok = await register('TIGER', { ...base, verificationCode: code, login: false });
    expect(ok.json().value).toEqual({ account: 'codeplayer', login: null });
  });
});

describe('registration by mobile', () => {
  it('names the account by the number and logs in', async () => {
    await smsRegisterCode('TIGER', '+8801866600001');
    const code = await lastCode(t.db, 'sms', '+8801866600001');
    const res = await register(
      'TIGER',
      {
        mobileNum: '01866600001',
        verificationCode: code,
        password: 'Mobile#Pass1',
        confirmPassword: 'Mobile#Pass1',
        termsAccepted: true,
      },
      '/wps/member/register/mobile',
    );
    expect(res.json().value.account).toBe('01866600001');
    expect(res.json().value.login.userName).toBe('01866600001');
    const again = await register(
      'TIGER',
      {
        mobileNum: '01866600001',
        verificationCode: code,
        password: 'Mobile#Pass1',
        confirmPassword: 'Mobile#Pass1',
        termsAccepted: true,
      },
      '/wps/member/register/mobile',
    );
    expect(again.json().value.fields).toContainEqual({
      field: 'mobileNum',
      message: 'This is already registered.',
    });
  });

  it('is a feature flag: Jade Palace registers by username only', async () => {
    const res = await register(
      'JADE',
      { mobileNum: '09171234567', termsAccepted: true },
      '/wps/member/register/mobile',
    );
    expect(res.json().code).toBe('FEATURE_DISABLED');
  });
});

describe('Jade Palace: strong passwords, real name, captcha', () => {
  it('needs the image captcha and spends it once', async () => {
    const captcha = (await t.app.inject({ url: '/wps/captcha', headers: { 'x-merchant': 'JADE' } })).json()
      .value;
    const answer = await lastMessage(t.db, 'captcha', captcha.captchaId);
    const data = {
      username: 'maria88',
      password: 'Jade#Pass1',
      confirmPassword: 'Jade#Pass1',
      payeeName: 'Maria Clara Santos',
      email: 'maria88@example.com',
      captchaId: captcha.captchaId,
      captcha: answer,
      termsAccepted: true,
    };
    const weak = await register('JADE', { ...data, password: 'jadepass1', confirmPassword: 'jadepass1' });
    expect(weak.json().value.fields[0]).toEqual({
      field: 'password',
      message: 'Use 8 to 128 characters with an uppercase letter, a lowercase letter, a digit and a symbol.',
    });
    const ok = await register('JADE', data);
    expect(ok.json().value.account).toBe('maria88');
    const replay = await register('JADE', { ...data, username: 'maria89', email: 'maria89@example.com' });
    expect(replay.json().code).toBe('CAPTCHA_INVALID');
  });
});

describe('affiliate check', () => {
  it('knows agent codes of the brand only', async () => {
    const ok = await t.app.inject({
      url: '/wps/agent/affiliate?code=TSAGENT1&domain=localhost',
      headers: { 'x-merchant': 'TIGER' },
    });
    expect(ok.json().value).toEqual({ valid: true, agentName: 'Tiger Agent' });
    for (const url of [
      '/wps/agent/affiliate?code=TSDEMO01',
      '/wps/agent/affiliate?code=JPAGENT1',
      '/wps/agent/affiliate?code=TSAGENT1&domain=evil.example',
    ]) {
      const res = await t.app.inject({ url, headers: { 'x-merchant': 'TIGER' } });
      expect(res.json()).toMatchObject({
        code: 'INVITATION_CODE_ERROR',
        message: 'Invalid invitation code.',
      });
    }
  });
});

describe('the alternate SMS provider: phone-auth ID tokens', () => {
  it('trusts a number only from a valid token of the configured issuer', async () => {
    const { publicKey, privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
    const brand = await t.app.services.brands.findByCode('TIGER');
    await t.app.services.brands.updateSettings(brand!, (s) => ({
      ...s,
      sms: {
        ...s.sms,
        verifier: 'phone-auth-token',
        phoneAuth: {
          issuer: 'https://phone-auth.test/tiger',
          audience: 'tiger-star',
          jwksUrl: null,
          publicKeysPem: [publicKey.export({ type: 'spki', format: 'pem' }).toString()],
        },
      },
    }));
    const sign = (phone: string, claims: { audience?: string; expiresIn?: string } = {}) =>
      new SignJWT({ phone_number: phone })
        .setProtectedHeader({ alg: 'RS256' })
        .setIssuer('https://phone-auth.test/tiger')
        .setAudience(claims.audience ?? 'tiger-star')
        .setIssuedAt()
        .setExpirationTime(claims.expiresIn ?? '5m')
        .sign(privateKey);
    const base = {
      username: 'Tokenplayer',
      password: 'Strong#Pass1',
      confirmPassword: 'Strong#Pass1',
      mobileNum: '01977700001',
      termsAccepted: true,
      firebaseChannel: 'sms',
    };
    try {
      const wrongAudience = await register('TIGER', {
        ...base,
        firebaseIdToken: await sign('+8801977700001', { audience: 'someone-else' }),
      });
      expect(wrongAudience.json().code).toBe('VERIFICATION_CODE_INVALID');
      const otherNumber = await register('TIGER', { ...base, firebaseIdToken: await sign('+8801977700002') });
      expect(otherNumber.json().code).toBe('VERIFICATION_CODE_INVALID');
      const forged = generateKeyPairSync('rsa', { modulusLength: 2048 });
      const forgedToken = await new SignJWT({ phone_number: '+8801977700001' })
        .setProtectedHeader({ alg: 'RS256' })
        .setIssuer('https://phone-auth.test/tiger')
        .setAudience('tiger-star')
        .setExpirationTime('5m')
        .sign(forged.privateKey);
      expect((await register('TIGER', { ...base, firebaseIdToken: forgedToken })).json().code).toBe(
        'VERIFICATION_CODE_INVALID',
      );
      const ok = await register('TIGER', { ...base, firebaseIdToken: await sign('+8801977700001') });
      expect(ok.json().value.account).toBe('tokenplayer');
    } finally {
      const fresh = await t.app.services.brands.findByCode('TIGER');
      await t.app.services.brands.updateSettings(fresh!, (s) => ({
        ...s,
        sms: { ...s.sms, verifier: 'internal', phoneAuth: null },
      }));
    }
  });
});

describe('over-long and wrongly typed values', () => {
  it('are refused with a localised message per field, before anything else happens', async () => {
    const res = await register('TIGER', {
      username: 'a'.repeat(300),
      password: 12345678,
      termsAccepted: 'yes',
    });
    expect(res.json().code).toBe('VALIDATION_ERROR');
    const fields = Object.fromEntries(
      (res.json().value.fields as { field: string; message: string }[]).map((f) => [f.field, f.message]),
    );
    expect(fields.username).toBe('Enter 0 to 255 characters.');
    expect(fields.password).toBe('This value is not valid.');
    expect(fields.termsAccepted).toBe('This value is not valid.');
  });
});
