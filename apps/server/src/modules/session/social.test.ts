import { once } from 'node:events';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import Provider from 'oidc-provider';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer } from '../../test/accounts.ts';
import { eventsOf } from '../../test/events.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

const CALLBACK = 'http://localhost/wps/session/social/callback';

/** A real OpenID provider on loopback whose "user" signs in and consents at once. */
async function startProvider(subject: string) {
  const server: Server = createServer();
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  const issuer = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const provider = new Provider(issuer, {
    clients: [
      {
        client_id: 'tiger-web',
        client_secret: 'tiger-secret-for-tests',
        redirect_uris: [CALLBACK],
        response_types: ['code'],
        grant_types: ['authorization_code'],
      },
    ],
    findAccount: async (_ctx: unknown, id: string) => ({
      accountId: id,
      claims: async () => ({ sub: id, email: `${id}@mail.test`, email_verified: true, name: 'Alice Player' }),
    }),
    claims: { openid: ['sub'], email: ['email', 'email_verified'], profile: ['name'] },
    features: { devInteractions: { enabled: false } },
    interactions: { url: (_ctx: unknown, interaction: { uid: string }) => `/interaction/${interaction.uid}` },
    cookies: { keys: ['cookie-key-for-tests'] },
  });
  const handle = provider.callback();
  server.on('request', async (req, res) => {
    if (req.url?.startsWith('/interaction/')) {
      const details = await provider.interactionDetails(req, res);
      const grant = new provider.Grant({ accountId: subject, clientId: details.params.client_id as string });
      grant.addOIDCScope('openid email profile');
      const grantId = await grant.save();
      await provider.interactionFinished(
        req,
        res,
        { login: { accountId: subject }, consent: { grantId } },
        { mergeWithLastSubmission: false },
      );
      return;
    }
    handle(req, res);
  });
  return { issuer, close: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}

/** Follows the provider's redirects like a browser with cookies, until it sends us to our callback. */
async function signInAtProvider(authorizationUrl: string): Promise<URL> {
  const cookies = new Map<string, string>();
  let url = authorizationUrl;
  for (let hop = 0; hop < 10; hop += 1) {
    const res = await fetch(url, {
      redirect: 'manual',
      headers: { cookie: [...cookies].map(([k, v]) => `${k}=${v}`).join('; ') },
    });
    for (const line of res.headers.getSetCookie()) {
      const [pair = ''] = line.split(';');
      const [name = '', ...value] = pair.split('=');
      cookies.set(name.trim(), value.join('='));
    }
    const location = res.headers.get('location');
    if (!location) throw new Error(`provider stopped at ${url} with ${res.status}: ${await res.text()}`);
    const next = new URL(location, url);
    if (next.toString().startsWith(CALLBACK)) return next;
    url = next.toString();
  }
  throw new Error('too many redirects');
}

let t: TestApp;
let provider: Awaited<ReturnType<typeof startProvider>>;
beforeAll(async () => {
  provider = await startProvider('alice-123');
  t = await createTestApp();
  const brand = await t.app.services.brands.findByCode('TIGER');
  await t.app.services.brands.updateSettings(brand!, (s) => ({
    ...s,
    social: {
      google: {
        issuer: provider.issuer,
        clientId: 'tiger-web',
        clientSecret: 'tiger-secret-for-tests',
        label: 'Google',
      },
      facebook: null,
    },
  }));
});
afterAll(async () => {
  await t.close();
  await provider.close();
});

async function socialLogin(): Promise<{ token: string; userName: string }> {
  const start = await t.app.inject({
    url: '/wps/session/social/google/start',
    headers: { host: 'localhost', 'x-merchant': 'TIGER' },
  });
  expect(start.statusCode).toBe(302);
  const authorization = new URL(start.headers.location as string);
  expect(authorization.searchParams.get('code_challenge_method')).toBe('S256');
  const callback = await signInAtProvider(authorization.toString());
  const back = await t.app.inject({
    url: `${callback.pathname}${callback.search}`,
    headers: { host: 'localhost' },
  });
  expect(back.statusCode).toBe(302);
  expect(back.headers.location).toMatch(/^\/\?social=done/);
  const cookie = String(back.headers['set-cookie']);
  expect(cookie).toMatch(
    /portal_login_ticket=[A-Za-z0-9_-]+; Max-Age=120; Path=\/wps\/session\/social; HttpOnly; SameSite=Lax/,
  );
  const ticket = cookie.split(';')[0] as string;
  const complete = await t.app.inject({
    method: 'POST',
    url: '/wps/session/social/complete',
    headers: { 'x-merchant': 'TIGER', cookie: ticket },
  });
  // The ticket works once.
  const again = await t.app.inject({
    method: 'POST',
    url: '/wps/session/social/complete',
    headers: { 'x-merchant': 'TIGER', cookie: ticket },
  });
  expect(again.json().code).toBe('SOCIAL_LOGIN_FAILED');
  return complete.json().value;
}

describe('social login through OpenID Connect', () => {
  it('makes an account on the first login and finds it on the next', async () => {
    const first = await socialLogin();
    expect(first.userName).toMatch(/^go[0-9a-f]{10}$/);
    const info = await t.app.inject({ url: '/wps/member/info', headers: bearer(first.token) });
    expect(info.json().value).toMatchObject({ account: first.userName, nickname: 'Alice Player' });
    const member = await t.db
      .selectFrom('members')
      .select(['id', 'email', 'email_verified_at', 'register_method'])
      .where('account', '=', first.userName)
      .executeTakeFirstOrThrow();
    expect(member).toMatchObject({ email: 'alice-123@mail.test', register_method: 'SOCIAL_GOOGLE' });
    const second = await socialLogin();
    expect(second.userName).toBe(first.userName);
    // The account made by the first login is a registration (ADR 0021); each login is a login.
    const registered = await eventsOf(t.db, 'member.registered', member.id);
    expect(registered.map((e) => e.payload)).toEqual([
      {
        memberId: String(member.id),
        account: first.userName,
        referredBy: null,
        agentId: null,
        method: 'SOCIAL_GOOGLE',
        registeredAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
      },
    ]);
    const logins = await eventsOf(t.db, 'member.logged_in', member.id);
    expect(logins.map((e) => e.payload.firstLogin)).toEqual([true, false]);
  });

  it('sends the browser back with social=failed for a forged state or a provider error', async () => {
    const forged = await t.app.inject({
      url: '/wps/session/social/callback?code=abc&state=forged',
      headers: { host: 'localhost' },
    });
    expect(forged.headers.location).toBe('/?social=failed');
    const start = await t.app.inject({
      url: '/wps/session/social/google/start',
      headers: { host: 'localhost', 'x-merchant': 'TIGER' },
    });
    const state = new URL(start.headers.location as string).searchParams.get('state');
    const denied = await t.app.inject({
      url: `/wps/session/social/callback?error=access_denied&state=${state}`,
      headers: { host: 'localhost' },
    });
    expect(denied.headers.location).toBe('/?social=failed');
  });

  it('shows only configured providers, and refuses the others', async () => {
    const config = await t.app.inject({ url: '/wps/system/config', headers: { 'x-merchant': 'TIGER' } });
    expect(config.json().value.auth.socialProviders).toEqual([{ id: 'google', label: 'Google' }]);
    expect(config.body).not.toContain('tiger-secret-for-tests');
    const facebook = await t.app.inject({
      url: '/wps/session/social/facebook/start',
      headers: { 'x-merchant': 'TIGER' },
    });
    expect(facebook.json().code).toBe('FEATURE_DISABLED');
    const jade = await t.app.inject({
      url: '/wps/session/social/google/start',
      headers: { 'x-merchant': 'JADE' },
    });
    expect(jade.json().code).toBe('FEATURE_DISABLED');
  });
});
