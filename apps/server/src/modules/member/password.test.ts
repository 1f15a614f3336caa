import { once } from 'node:events';
import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  bearer,
  lastCode,
  lastMessage,
  loginAs,
  sendSealed,
  solveHumanCheck,
  tokenFor,
} from '../../test/accounts.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

/** A real SMTP server on loopback that keeps what it receives. */
async function startSmtp() {
  const received: { to: string[]; data: string }[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    onData(stream, session, callback) {
      let data = '';
      stream.on('data', (chunk: Buffer) => {
        data += chunk.toString('utf8');
      });
      stream.on('end', () => {
        received.push({ to: session.envelope.rcptTo.map((r) => r.address), data });
        callback();
      });
    },
  });
  server.listen(0, '127.0.0.1');
  await once(server.server, 'listening');
  const { port } = server.server.address() as AddressInfo;
  return { port, received, close: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}

/** Quoted-printable soft line breaks and escapes, enough to read a link out of a mail. */
function decodeQuotedPrintable(text: string): string {
  return text
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/g, (_m, hex: string) => String.fromCharCode(Number.parseInt(hex, 16)));
}

/** A fresh image captcha of a brand and its answer (development reveals it in the outbox). */
async function solvedCaptcha(merchant: string): Promise<{ captchaId: string; captcha: string }> {
  const value = (await t.app.inject({ url: '/wps/captcha', headers: { 'x-merchant': merchant } })).json()
    .value;
  return {
    captchaId: value.captchaId,
    captcha: (await lastMessage(t.db, 'captcha', value.captchaId)) as string,
  };
}

let t: TestApp;
let smtp: Awaited<ReturnType<typeof startSmtp>>;
beforeAll(async () => {
  smtp = await startSmtp();
  t = await createTestApp({
    env: { SMTP_URL: `smtp://127.0.0.1:${smtp.port}`, MAIL_FROM: 'Portal <no-reply@portal.test>' },
  });
});
afterAll(async () => {
  await t.close();
  await smtp.close();
});

describe('forgot password by e-mail (Jade Palace: CHNGPASSVERIF3 off)', () => {
  it('mails a single-use link over SMTP when name and address match, and answers alike when not', async () => {
    // Each request solves its own captcha: one image, one answer.
    const ask = async (username: string, email: string) =>
      t.app.inject({
        method: 'POST',
        url: '/wps/member/password/email',
        headers: { 'x-merchant': 'JADE', 'content-type': 'application/x-www-form-urlencoded' },
        payload: new URLSearchParams({ username, email, ...(await solvedCaptcha('JADE')) }).toString(),
      });
    const wrong = await ask('jade01', 'someone@else.example');
    const unknown = await ask('nobody', 'jade01@jadepalace.example');
    const right = await ask('JADE01', 'Jade01@JadePalace.example');
    for (const res of [wrong, unknown, right])
      expect(res.json()).toEqual({ success: true, code: 'OK', message: '', value: { sent: true } });
    await expect.poll(() => smtp.received.length).toBe(1);
    const mail = smtp.received[0];
    expect(mail?.to).toEqual(['jade01@jadepalace.example']);
    expect(mail?.data).toContain('Subject: Reset your Jade Palace password');
    const token = /resetToken=([A-Za-z0-9_-]+)/.exec(decodeQuotedPrintable(mail?.data ?? ''))?.[1] as string;
    expect(token).toHaveLength(43);

    const reset = (newPassword: string) =>
      sendSealed(t.app, 'JADE', 'POST', '/wps/member/password/reset', {
        token,
        newPassword,
        confirmNewPassword: newPassword,
      });
    expect((await reset('weakpass')).json().code).toBe('VALIDATION_ERROR');
    const before = await tokenFor(t.app, 'JADE', 'jade01', 'Jade@2026!');
    expect((await reset('Renewed#2026')).json().value).toEqual({ account: 'jade01' });
    expect((await reset('Another#2026')).json().code).toBe('RESET_LINK_INVALID');
    // Every session ended with the change; the new password works, the old one not.
    expect(
      (await t.app.inject({ url: '/wps/member/info', headers: bearer(before, 'JADE') })).statusCode,
    ).toBe(401);
    expect((await loginAs(t.app, 'JADE', 'jade01', 'Jade@2026!')).json().code).toBe('LOGIN_FAILED');
    expect((await loginAs(t.app, 'JADE', 'jade01', 'Renewed#2026')).json().value.userName).toBe('jade01');
  });

  it('is closed where the brand resets by phone', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/wps/member/password/email',
      headers: { 'x-merchant': 'TIGER' },
      payload: { username: 'demo01', email: 'demo01@tigerstar.example', ...(await solvedCaptcha('TIGER')) },
    });
    expect(res.json().code).toBe('FEATURE_DISABLED');
  });
});

describe('forgot password by phone (Tiger Star: CHNGPASSVERIF3 on)', () => {
  it('sets the new password with an SMS code, ends the old sessions and logs in', async () => {
    const old = await tokenFor(t.app, 'TIGER', 'agent01', 'Agent@2026');
    await t.app.inject({
      method: 'POST',
      url: '/wps/verification/sms/noLogin',
      headers: { 'x-merchant': 'TIGER' },
      payload: {
        mobileNum: '01711000010',
        purpose: 'reset',
        humanCheck: await solveHumanCheck(t.app, 'TIGER'),
      },
    });
    const code = await lastCode(t.db, 'sms', '+8801711000010');
    const res = await sendSealed(t.app, 'TIGER', 'POST', '/wps/member/password/verification', {
      mobileNum: '01711000010',
      verificationCode: code,
      newPassword: 'Agent#Renewed1',
      confirmNewPassword: 'Agent#Renewed1',
    });
    expect(res.json().value).toMatchObject({ userName: 'agent01', type: 1 });
    expect((await t.app.inject({ url: '/wps/member/info', headers: bearer(old) })).statusCode).toBe(401);
    expect((await loginAs(t.app, 'TIGER', 'agent01', 'Agent#Renewed1')).json().value.userName).toBe(
      'agent01',
    );
  });
});
