import { WALLET_ROUTES } from '@portal/contracts';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { hashPassword } from '../platform/passwords.ts';
import { hotp, totpStep } from '../platform/totp.ts';
import { lastMessage, loginAs, sendSealed } from '../test/accounts.ts';
import { createTestApp, type TestApp } from '../test/test-app.ts';
import { rid, walletMember } from '../test/wallet.ts';

/**
 * Every lockout must hold when the guesses arrive at once (issue 13, ADR 0020): the attempt is
 * counted before the slow check, so of thirty parallel wrong guesses no more than the limit are
 * ever evaluated. The password checks are counted here by wrapping the hashing module.
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
    burnVerification: (...args: Parameters<typeof actual.burnVerification>) => {
      hashes.verified += 1;
      return actual.burnVerification(...args);
    },
  };
});

const PARALLEL = 30;
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const codesOf = (responses: { json(): { code: string } }[]) => responses.map((r) => r.json().code);
const count = (codes: string[], code: string) => codes.filter((c) => c === code).length;

async function freshCaptcha(): Promise<{ captchaId: string; captcha: string }> {
  const value = (await t.app.inject({ url: '/wps/captcha', headers: { 'x-merchant': 'TIGER' } })).json()
    .value;
  return {
    captchaId: value.captchaId,
    captcha: (await lastMessage(t.db, 'captcha', value.captchaId)) as string,
  };
}

describe('member password login', () => {
  it('evaluates at most the lock limit of thirty parallel wrong guesses, then refuses the right password', async () => {
    const brand = await t.app.services.brands.findByCode('TIGER');
    const limit = brand?.settings.security.lockAfterFailures ?? 0;
    expect(limit).toBeGreaterThan(0);
    // Every guess brings its own solved captcha, so only the lock can stop it.
    const captchas = await Promise.all(Array.from({ length: PARALLEL }, () => freshCaptcha()));
    hashes.verified = 0;
    const responses = await Promise.all(
      captchas.map((c) =>
        loginAs(t.app, 'TIGER', 'player02', 'wrong-password', { fields: c, remoteAddress: '198.51.100.20' }),
      ),
    );
    const codes = codesOf(responses);
    expect(hashes.verified).toBeLessThanOrEqual(limit);
    expect(count(codes, 'LOGIN_FAILED')).toBeLessThanOrEqual(limit);
    expect(count(codes, 'LOGIN_LOCKED')).toBeGreaterThanOrEqual(PARALLEL - limit);
    const right = await loginAs(t.app, 'TIGER', 'player02', 'Player@2026', {
      fields: await freshCaptcha(),
      remoteAddress: '198.51.100.20',
    });
    expect(right.json().code).toBe('LOGIN_LOCKED');
  });
});

describe('payment password', () => {
  it('evaluates at most five of thirty parallel wrong guesses, then refuses the right one', async () => {
    const m = await walletMember(t, { balance: '1000.00' });
    const account = (
      await t.app.inject({
        method: 'POST',
        url: WALLET_ROUTES.bankAccounts.path,
        headers: m.headers,
        payload: { bankName: 'BRAC Bank', accountNumber: '1501-2026-0042-77' },
      })
    ).json().value.id;
    const withdraw = (paymentPassword: string) =>
      sendSealed(
        t.app,
        'TIGER',
        'POST',
        WALLET_ROUTES.withdrawals.path,
        { bankAccountId: account, amount: '100', paymentPassword, requestId: rid() },
        { headers: { authorization: m.headers.authorization as string } },
      );
    hashes.verified = 0;
    const codes = codesOf(await Promise.all(Array.from({ length: PARALLEL }, () => withdraw('999999'))));
    expect(hashes.verified).toBeLessThanOrEqual(5);
    expect(count(codes, 'PAYMENT_PASSWORD_INVALID')).toBeLessThanOrEqual(5);
    expect(count(codes, 'LOGIN_LOCKED')).toBeGreaterThanOrEqual(PARALLEL - 5);
    expect((await withdraw('112233')).json().code).toBe('LOGIN_LOCKED');
  });
});

describe('second factor', () => {
  const address = '203.0.113.90';
  const verify = (challengeId: string, code: string) =>
    t.app.inject({
      method: 'POST',
      url: '/wps/session/2fa/verify',
      headers: { 'x-merchant': 'TIGER' },
      remoteAddress: address,
      payload: { challengeId, method: 'BANK_NAME', code },
    });
  const challenge = async () =>
    (await loginAs(t.app, 'TIGER', 'secure01', 'Secure@2026', { remoteAddress: address })).json().value
      .challengeId as string;

  it('compares the bank account name as registered: case and punctuation matter, the ends do not', async () => {
    // Four near misses: the fifth attempt of the budget is the right answer.
    for (const near of ['karim hossain', 'KARIM HOSSAIN', 'Karim  Hossain', 'Karim-Hossain']) {
      expect((await verify(await challenge(), near)).json().code).toBe('TWO_FACTOR_INVALID');
    }
    const exact = await verify(await challenge(), '  Karim Hossain\t');
    expect(exact.json(), exact.body).toMatchObject({ value: { userName: 'secure01' } });
  });

  it('spends one budget per account across challenges, under parallel answers too', async () => {
    const other = '203.0.113.91';
    const open = async () =>
      (await loginAs(t.app, 'TIGER', 'secure01', 'Secure@2026', { remoteAddress: other })).json().value
        .challengeId as string;
    const answer = (challengeId: string, code: string) =>
      t.app.inject({
        method: 'POST',
        url: '/wps/session/2fa/verify',
        headers: { 'x-merchant': 'TIGER' },
        remoteAddress: other,
        payload: { challengeId, method: 'BANK_NAME', code },
      });
    // Thirty challenges, one wrong answer each, all at once: a new challenge is no new budget.
    // (Opened one after another: parallel sign-ins would themselves count against the name.)
    const challenges: string[] = [];
    for (let i = 0; i < PARALLEL; i += 1) challenges.push(await open());
    const codes = codesOf(await Promise.all(challenges.map((id, i) => answer(id, `Guess ${i}`))));
    expect(count(codes, 'TWO_FACTOR_INVALID'), codes.join()).toBeLessThanOrEqual(5);
    expect(count(codes, 'LOGIN_LOCKED')).toBeGreaterThanOrEqual(PARALLEL - 5);
    // Even a fresh challenge with the right answer is refused while the account is locked.
    expect((await answer(await open(), 'Karim Hossain')).json().code).toBe('LOGIN_LOCKED');
  });
});

describe('operator sign-in', () => {
  const api = (url: string, payload: object, token?: string) =>
    t.app.inject({
      method: 'POST',
      url,
      headers: token ? { authorization: `Bearer ${token}` } : {},
      payload,
    });

  beforeAll(async () => {
    const tiger = await t.app.services.brands.findByCode('TIGER');
    await t.db
      .insertInto('operators')
      .values([
        {
          merchant_id: tiger?.id as number,
          username: 'guarded',
          display_name: 'Guarded',
          role: 'finance',
          password_hash: await hashPassword('Guarded@2026'),
        },
        {
          merchant_id: tiger?.id as number,
          username: 'coded',
          display_name: 'Coded',
          role: 'finance',
          password_hash: await hashPassword('Coded@2026'),
        },
      ])
      .execute();
  });

  it('evaluates at most five of thirty parallel wrong passwords, then refuses the right one', async () => {
    hashes.verified = 0;
    const codes = codesOf(
      await Promise.all(
        Array.from({ length: PARALLEL }, () =>
          api('/admin/api/session/login', { merchant: 'TIGER', username: 'guarded', password: 'nope' }),
        ),
      ),
    );
    expect(hashes.verified).toBeLessThanOrEqual(5);
    expect(count(codes, 'LOGIN_FAILED')).toBeLessThanOrEqual(5);
    const right = await api('/admin/api/session/login', {
      merchant: 'TIGER',
      username: 'guarded',
      password: 'Guarded@2026',
    });
    expect(right.json().code).toBe('LOGIN_LOCKED');
  });

  it('locks after wrong authenticator codes too, and the pending session dies with the lock', async () => {
    const first = (
      await api('/admin/api/session/login', { merchant: 'TIGER', username: 'coded', password: 'Coded@2026' })
    ).json().value;
    const right = hotp(first.secret, totpStep(new Date()));
    const wrong = String((Number(right) + 1) % 1_000_000).padStart(6, '0');
    const codes = codesOf(
      await Promise.all(
        Array.from({ length: PARALLEL }, () => api('/admin/api/session/totp', { code: wrong }, first.token)),
      ),
    );
    expect(count(codes, 'TWO_FACTOR_INVALID')).toBeLessThanOrEqual(4);
    expect(codes).toContain('LOGIN_LOCKED');
    // The right code no longer opens the session, nor does a new sign-in with the right password.
    expect((await api('/admin/api/session/totp', { code: right }, first.token)).statusCode).not.toBe(200);
    const again = await api('/admin/api/session/login', {
      merchant: 'TIGER',
      username: 'coded',
      password: 'Coded@2026',
    });
    expect(again.json().code).toBe('LOGIN_LOCKED');
  });
});
