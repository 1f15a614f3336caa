import { generateKeyPairSync, randomUUID } from 'node:crypto';
import { SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Brand } from '../modules/brands/brand.ts';
import { hashPassword } from '../platform/passwords.ts';
import { hashToken, newToken } from '../platform/tokens.ts';
import { lastCode, lastMessage, sendSealed, solveHumanCheck } from '../test/accounts.ts';
import { createTestApp, type TestApp } from '../test/test-app.ts';

/**
 * The password flows of issue 13: reset links and codes work once and die with any password
 * change; a wrong current password inside a session is throttled like every other guess
 * (ADR 0020); forgot-by-e-mail and registration answer nothing about an account before their
 * captcha is solved. Password checks are counted by wrapping the hashing module.
 */
const hashes = vi.hoisted(() => ({ verified: 0 }));
vi.mock('../platform/passwords.ts', async (importOriginal) => {
  const actual = await importOriginal<typeof import('../platform/passwords.ts')>();
  return {
    ...actual,
    verifyPassword: (...args: Parameters<typeof actual.verifyPassword>) => {
      hashes.verified += 1;
      return actual.verifyPassword(...args);
    },
  };
});

const PARALLEL = 30;
/** The current-password budget (CURRENT_PASSWORD_FAILURES). */
const LIMIT = 5;
let t: TestApp;
let tiger: Brand;
let jade: Brand;
beforeAll(async () => {
  t = await createTestApp();
  tiger = (await t.app.services.brands.findByCode('TIGER')) as Brand;
  jade = (await t.app.services.brands.findByCode('JADE')) as Brand;
});
afterAll(() => t.close());

const codesOf = (responses: { json(): { code: string } }[]) => responses.map((r) => r.json().code);
const count = (codes: string[], code: string) => codes.filter((c) => c === code).length;

let serial = 0;
/** A fresh active member with a real password, a mobile (verified) and an e-mail, and a session. */
async function member(brand: Brand, password: string) {
  serial += 1;
  const account = `pf${Date.now().toString(36).slice(-5)}${serial}`;
  const digits = String(10_000_000 + serial * 7919).slice(-8);
  const mobile = brand.code === 'TIGER' ? `+88017${digits}` : `+6391${digits}`;
  const email = `${account}@flows.example`;
  const row = await t.db
    .insertInto('members')
    .values({
      merchant_id: brand.id,
      account,
      type: 0,
      password_hash: await hashPassword(password),
      mobile,
      mobile_verified_at: new Date(),
      email,
      email_verified_at: new Date(),
      payee_name: 'Flow Tester',
      referral_code: `P${randomUUID().slice(0, 10).toUpperCase()}`,
      register_method: 'TEST',
    })
    .returning(['id', 'password_hash'])
    .executeTakeFirstOrThrow();
  const { token } = await t.app.services.sessions.create(brand, row.id, {
    ip: '127.0.0.1',
    userAgent: 'test',
  });
  return {
    id: row.id,
    account,
    mobile,
    local: `0${mobile.slice(brand.settings.phone.countryDialingCode.length)}`,
    email,
    passwordHash: row.password_hash,
    authorization: `Bearer ${token}`,
  };
}

async function freshCaptcha(merchant: string): Promise<{ captchaId: string; captcha: string }> {
  const value = (await t.app.inject({ url: '/wps/captcha', headers: { 'x-merchant': merchant } })).json()
    .value;
  return {
    captchaId: value.captchaId,
    captcha: (await lastMessage(t.db, 'captcha', value.captchaId)) as string,
  };
}

const forgotByEmail = (payload: Record<string, string>, remoteAddress = '198.51.100.60') =>
  t.app.inject({
    method: 'POST',
    url: '/wps/member/password/email',
    headers: { 'x-merchant': 'JADE' },
    remoteAddress,
    payload,
  });

/** Every reset link mailed to an address so far, oldest first. */
async function resetTokens(email: string): Promise<string[]> {
  const rows = await t.db
    .selectFrom('dev_outbox')
    .select('body')
    .where('channel', '=', 'email')
    .where('recipient', '=', email)
    .orderBy('id')
    .execute();
  return rows.flatMap((r) => /resetToken=([A-Za-z0-9_-]+)/.exec(r.body)?.[1] ?? []);
}

/**
 * A reset link as the e-mail flow stores it, for a brand that resets by phone today (as if issued
 * before the brand switched): any password change must void it all the same.
 */
async function insertLink(brand: Brand, memberId: bigint): Promise<string> {
  const link = newToken();
  await t.db
    .insertInto('password_resets')
    .values({
      merchant_id: brand.id,
      member_id: memberId,
      token_hash: hashToken(link),
      expires_at: new Date(Date.now() + 30 * 60_000),
    })
    .execute();
  return link;
}

const resetWithLink = (merchant: string, token: string, newPassword: string) =>
  sendSealed(t.app, merchant, 'POST', '/wps/member/password/reset', {
    token,
    newPassword,
    confirmNewPassword: newPassword,
  });

const changePassword = (
  m: { authorization: string },
  oldPassword: string,
  newPassword: string,
  merchant = 'TIGER',
  language = 'en',
) =>
  sendSealed(
    t.app,
    merchant,
    'POST',
    '/wps/member/password',
    { oldPassword, newPassword, confirmNewPassword: newPassword },
    { headers: { authorization: m.authorization, 'x-language': language } },
  );

const setPaymentPassword = (m: { authorization: string }, loginPassword: string) =>
  sendSealed(
    t.app,
    'TIGER',
    'PUT',
    '/wps/member/password/payment',
    { loginPassword, paymentPassword: '246810', confirmPaymentPassword: '246810' },
    { headers: { authorization: m.authorization } },
  );

const storedHash = async (id: bigint) =>
  (await t.db.selectFrom('members').select('password_hash').where('id', '=', id).executeTakeFirstOrThrow())
    .password_hash;

describe('reset links and codes', () => {
  it('a link works once, also when used twice at once, and every other link of the account dies with it', async () => {
    const m = await member(jade, 'Jade#Start2026');
    for (let i = 0; i < 2; i += 1) {
      const res = await forgotByEmail({
        username: m.account,
        email: m.email,
        ...(await freshCaptcha('JADE')),
      });
      expect(res.json().value).toEqual({ sent: true });
    }
    const [first, second] = await resetTokens(m.email);
    expect(first && second).toBeTruthy();

    const both = await Promise.all([
      resetWithLink('JADE', first as string, 'Jade#Twice2026'),
      resetWithLink('JADE', first as string, 'Jade#Twice2027'),
    ]);
    const codes = codesOf(both);
    expect(count(codes, 'OK'), codes.join()).toBe(1);
    expect(count(codes, 'RESET_LINK_INVALID')).toBe(1);
    // The second link was sent before the change: it must not set another password after it.
    expect((await resetWithLink('JADE', second as string, 'Jade#Late2026')).json().code).toBe(
      'RESET_LINK_INVALID',
    );
    expect(
      await t.db
        .selectFrom('password_resets')
        .select('id')
        .where('member_id', '=', m.id)
        .where('used_at', 'is', null)
        .execute(),
    ).toEqual([]);
  });

  it('a refused new password does not spend the link', async () => {
    const m = await member(tiger, 'Tiger#Start2026');
    const link = await insertLink(tiger, m.id);
    // Valid by the brand's rule, but the account name itself: refused only once the link names it.
    const named = m.account.toUpperCase();
    expect((await resetWithLink('TIGER', link, named)).json().code).toBe('VALIDATION_ERROR');
    expect((await resetWithLink('TIGER', link, 'Tiger#Renewed2026')).json().value).toEqual({
      account: m.account,
    });
  });

  it('a password change voids the reset links and the phone reset codes still outstanding', async () => {
    const m = await member(tiger, 'Tiger#Start2026');
    // A link issued while the brand still reset by e-mail, and a code sent to the number now.
    const link = await insertLink(tiger, m.id);
    const sent = await t.app.inject({
      method: 'POST',
      url: '/wps/verification/sms/noLogin',
      headers: { 'x-merchant': 'TIGER' },
      payload: { mobileNum: m.local, purpose: 'reset', humanCheck: await solveHumanCheck(t.app, 'TIGER') },
    });
    expect(sent.json().value).toEqual({ expiredMinutes: 5 });
    const code = await lastCode(t.db, 'sms', m.mobile);

    const changed = await changePassword(m, 'Tiger#Start2026', 'Tiger#Changed2026');
    expect(changed.json().value, changed.body).toMatchObject({ userName: m.account });

    expect((await resetWithLink('TIGER', link, 'Tiger#ByLink2026')).json().code).toBe('RESET_LINK_INVALID');
    const byCode = await sendSealed(t.app, 'TIGER', 'POST', '/wps/member/password/verification', {
      mobileNum: m.local,
      verificationCode: code,
      newPassword: 'Tiger#ByCode2026',
      confirmNewPassword: 'Tiger#ByCode2026',
    });
    expect(byCode.json().code).toBe('VERIFICATION_CODE_INVALID');
  });

  it('a reset by phone voids the links, and a reset by e-mail voids the phone codes', async () => {
    const phone = await member(tiger, 'Tiger#Start2026');
    const link = await insertLink(tiger, phone.id);
    await t.app.inject({
      method: 'POST',
      url: '/wps/verification/sms/noLogin',
      headers: { 'x-merchant': 'TIGER' },
      payload: {
        mobileNum: phone.local,
        purpose: 'reset',
        humanCheck: await solveHumanCheck(t.app, 'TIGER'),
      },
    });
    const byPhone = await sendSealed(t.app, 'TIGER', 'POST', '/wps/member/password/verification', {
      mobileNum: phone.local,
      verificationCode: await lastCode(t.db, 'sms', phone.mobile),
      newPassword: 'Tiger#ByPhone2026',
      confirmNewPassword: 'Tiger#ByPhone2026',
    });
    expect(byPhone.json().value, byPhone.body).toMatchObject({ userName: phone.account });
    expect((await resetWithLink('TIGER', link, 'Tiger#ByLink2026')).json().code).toBe('RESET_LINK_INVALID');

    // Jade Palace resets by e-mail; a reset code sent to the member's number before must die too.
    const mail = await member(jade, 'Jade#Start2026');
    await t.app.services.codes.send({
      brand: jade,
      channel: 'sms',
      purpose: 'reset',
      target: mail.mobile,
      memberId: mail.id,
      ip: '127.0.0.1',
      language: 'en',
    });
    const code = await lastCode(t.db, 'sms', mail.mobile);
    await forgotByEmail({ username: mail.account, email: mail.email, ...(await freshCaptcha('JADE')) });
    const [token] = await resetTokens(mail.email);
    expect((await resetWithLink('JADE', token as string, 'Jade#Renewed2026')).json().code).toBe('OK');
    await expect(
      t.app.services.codes.consume(jade.id, 'sms', 'reset', mail.mobile, code),
    ).rejects.toMatchObject({
      code: 'VERIFICATION_CODE_INVALID',
    });
  });
});

describe('reset by phone with a phone-auth token', () => {
  it('a token resets the password once: one that proved the number before the last change is refused', async () => {
    const { publicKey, privateKey } = generateKeyPairSync('ec', { namedCurve: 'P-256' });
    const issuer = 'https://phone-auth.test/flows';
    await t.app.services.brands.updateSettings(tiger, (s) => ({
      ...s,
      sms: {
        ...s.sms,
        verifier: 'phone-auth-token',
        phoneAuth: {
          issuer,
          audience: 'tiger-flows',
          jwksUrl: null,
          publicKeysPem: [publicKey.export({ type: 'spki', format: 'pem' }).toString()],
        },
      },
    }));
    const sign = (phone: string) =>
      new SignJWT({ phone_number: phone })
        .setProtectedHeader({ alg: 'ES256' })
        .setIssuer(issuer)
        .setAudience('tiger-flows')
        .setIssuedAt()
        .setExpirationTime('10m')
        .sign(privateKey);
    try {
      const m = await member(tiger, 'Tiger#Start2026');
      // Time passes between a password change and the next proof of the number.
      const aMinuteLater = () =>
        t.db
          .updateTable('members')
          .set({ password_changed_at: new Date(Date.now() - 60_000) })
          .where('id', '=', m.id)
          .execute();
      const reset = (firebaseIdToken: string, newPassword: string) =>
        sendSealed(t.app, 'TIGER', 'POST', '/wps/member/password/verification', {
          mobileNum: m.local,
          firebaseChannel: 'sms',
          firebaseIdToken,
          newPassword,
          confirmNewPassword: newPassword,
        });

      await aMinuteLater();
      const token = await sign(m.mobile);
      const first = await reset(token, 'Tiger#Token2026');
      expect(first.json().value, first.body).toMatchObject({ userName: m.account });
      const afterFirst = await storedHash(m.id);
      // The same token again, while it has minutes to live: refused, and nothing changes.
      expect((await reset(token, 'Tiger#Again2026')).json().code).toBe('VERIFICATION_CODE_INVALID');
      expect(await storedHash(m.id)).toBe(afterFirst);

      // A token taken before a change the member made in a session dies with that change.
      await aMinuteLater();
      const before = await sign(m.mobile);
      const { token: session } = await t.app.services.sessions.create(tiger, m.id, {
        ip: '127.0.0.1',
        userAgent: 'test',
      });
      const changed = await changePassword(
        { authorization: `Bearer ${session}` },
        'Tiger#Token2026',
        'Tiger#Session2026',
      );
      expect(changed.json().code, changed.body).toBe('OK');
      const afterChange = await storedHash(m.id);
      expect((await reset(before, 'Tiger#Stale2026')).json().code).toBe('VERIFICATION_CODE_INVALID');
      expect(await storedHash(m.id)).toBe(afterChange);

      // A new proof after the change works.
      await aMinuteLater();
      const fresh = await reset(await sign(m.mobile), 'Tiger#Fresh2026');
      expect(fresh.json().value, fresh.body).toMatchObject({ userName: m.account });
    } finally {
      const current = (await t.app.services.brands.findByCode('TIGER')) as Brand;
      await t.app.services.brands.updateSettings(current, (s) => ({
        ...s,
        sms: { ...s.sms, verifier: 'internal', phoneAuth: null },
      }));
    }
  });
});

describe('current password inside a session', () => {
  it('password change: at most five of thirty parallel wrong guesses are evaluated, then even the right one is refused', async () => {
    const m = await member(tiger, 'Tiger#Start2026');
    hashes.verified = 0;
    const codes = codesOf(
      await Promise.all(
        Array.from({ length: PARALLEL }, (_, i) => changePassword(m, `Wrong#Guess${i}`, 'Tiger#Changed2026')),
      ),
    );
    expect(hashes.verified).toBeLessThanOrEqual(LIMIT);
    expect(count(codes, 'VALIDATION_ERROR')).toBeLessThanOrEqual(LIMIT);
    expect(count(codes, 'LOGIN_LOCKED')).toBeGreaterThanOrEqual(PARALLEL - LIMIT);
    hashes.verified = 0;
    const right = await changePassword(m, 'Tiger#Start2026', 'Tiger#Changed2026', 'TIGER', 'bn');
    expect(right.statusCode).toBe(429);
    expect(right.json()).toMatchObject({
      code: 'LOGIN_LOCKED',
      message: 'অনেকবার ভুল চেষ্টা হয়েছে। অনুগ্রহ করে 15 মিনিট পরে আবার চেষ্টা করুন।',
    });
    // Refused unevaluated, and nothing changed.
    expect(hashes.verified).toBe(0);
    expect(await storedHash(m.id)).toBe(m.passwordHash);
  });

  it('payment-password change: the same budget, shared with the password change', async () => {
    const m = await member(tiger, 'Tiger#Start2026');
    hashes.verified = 0;
    const codes = codesOf(
      await Promise.all(Array.from({ length: PARALLEL }, (_, i) => setPaymentPassword(m, `Wrong#Guess${i}`))),
    );
    expect(hashes.verified).toBeLessThanOrEqual(LIMIT);
    expect(count(codes, 'VALIDATION_ERROR')).toBeLessThanOrEqual(LIMIT);
    expect(count(codes, 'LOGIN_LOCKED')).toBeGreaterThanOrEqual(PARALLEL - LIMIT);
    expect((await setPaymentPassword(m, 'Tiger#Start2026')).json().code).toBe('LOGIN_LOCKED');
    // Switching to the other change that asks for the login password gains no guesses.
    expect((await changePassword(m, 'Tiger#Start2026', 'Tiger#Changed2026')).json().code).toBe(
      'LOGIN_LOCKED',
    );
    const row = await t.db
      .selectFrom('members')
      .select('payment_password_hash')
      .where('id', '=', m.id)
      .executeTakeFirstOrThrow();
    expect(row.payment_password_hash).toBeNull();
  });

  it('a right password clears the count; five wrong ones in a row then lock', async () => {
    const m = await member(tiger, 'Tiger#Start2026');
    for (let i = 0; i < LIMIT - 1; i += 1) {
      const wrong = await setPaymentPassword(m, `Wrong#Guess${i}`);
      expect(wrong.json().value.fields).toEqual([
        { field: 'loginPassword', message: 'Incorrect confirmation input.' },
      ]);
    }
    expect((await setPaymentPassword(m, 'Tiger#Start2026')).json().value).toMatchObject({
      hasPaymentPassword: true,
    });
    for (let i = 0; i < LIMIT; i += 1) {
      expect((await setPaymentPassword(m, `Wrong#Again${i}`)).json().code).toBe('VALIDATION_ERROR');
    }
    expect((await setPaymentPassword(m, 'Tiger#Start2026')).json().code).toBe('LOGIN_LOCKED');
  });
});

describe('captcha before answers', () => {
  it('forgot by e-mail: no captcha, a wrong or a spent one gets the same refusal for every account, and nothing is looked up or sent', async () => {
    const m = await member(jade, 'Jade#Start2026');
    const unknown = { username: 'nobody4242', email: 'nobody4242@flows.example' };
    const known = { username: m.account, email: m.email };

    const missing = await forgotByEmail(known);
    expect(missing.statusCode).toBe(400);
    expect(missing.json().code).toBe('VALIDATION_ERROR');
    const empty = await forgotByEmail({ ...known, captchaId: '', captcha: '' });
    expect(empty.json().value.fields).toEqual([{ field: 'captcha', message: 'Please enter the captcha.' }]);

    const wrongFor = async (who: Record<string, string>) => {
      const { captchaId } = await freshCaptcha('JADE');
      return forgotByEmail({ ...who, captchaId, captcha: 'zzzz' });
    };
    const wrongKnown = await wrongFor(known);
    const wrongUnknown = await wrongFor(unknown);
    expect(wrongKnown.statusCode).toBe(400);
    expect(wrongKnown.json().code).toBe('CAPTCHA_INVALID');
    expect(wrongUnknown.body).toBe(wrongKnown.body);

    // Solved once, then replayed: the second use is a wrong captcha like any other.
    const solved = await freshCaptcha('JADE');
    expect((await forgotByEmail({ ...unknown, ...solved })).json().value).toEqual({ sent: true });
    expect((await forgotByEmail({ ...known, ...solved })).body).toBe(wrongKnown.body);

    // Nothing reached the account: no link, no mail, not even a throttle count in its name.
    expect(
      await t.db.selectFrom('password_resets').select('id').where('member_id', '=', m.id).execute(),
    ).toEqual([]);
    expect(await lastMessage(t.db, 'email', m.email)).toBeNull();
    const counted = await t.db
      .selectFrom('throttles')
      .select('key')
      .where('merchant_id', '=', jade.id)
      .where('scope', '=', 'reset:account')
      .where('key', '=', m.account)
      .execute();
    expect(counted).toEqual([]);
  });

  it('registration: with a wrong captcha the answer is only the captcha, never "taken"', async () => {
    const holder = await member(jade, 'Jade#Start2026');
    const register = async (fields: Record<string, unknown>) =>
      sendSealed(t.app, 'JADE', 'PUT', '/wps/member/register', {
        humanCheck: await solveHumanCheck(t.app, 'JADE'),
        registerMethod: 'WEB',
        password: 'Jade#Pass2026',
        confirmPassword: 'Jade#Pass2026',
        payeeName: 'Maria Clara Santos',
        termsAccepted: true,
        login: false,
        ...fields,
      });
    const wrong = async () => ({ captchaId: (await freshCaptcha('JADE')).captchaId, captcha: 'zzzz' });

    const taken = await register({
      username: holder.account,
      email: 'someone1@flows.example',
      mobileNum: holder.local,
      affiliateCode: 'NOSUCHCODE',
      ...(await wrong()),
    });
    const free = await register({
      username: 'freename77',
      email: 'someone2@flows.example',
      mobileNum: '09179990001',
      affiliateCode: 'NOSUCHCODE',
      ...(await wrong()),
    });
    expect(taken.json(), taken.body).toMatchObject({ code: 'CAPTCHA_INVALID', value: null });
    expect(free.body).toBe(taken.body);

    // Solved, the same form is told what is wrong with it.
    const solved = await register({
      username: holder.account,
      email: 'someone1@flows.example',
      mobileNum: holder.local,
      ...(await freshCaptcha('JADE')),
    });
    expect(solved.json().value.fields).toEqual(
      expect.arrayContaining([
        { field: 'username', message: 'This is already registered.' },
        { field: 'mobileNum', message: 'This is already registered.' },
      ]),
    );
  });
});
