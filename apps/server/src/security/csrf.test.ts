import { PAYMENT_ROUTES, WALLET_ROUTES } from '@portal/contracts';
import type { FastifyInstance, InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../db/database.ts';
import { CREDENTIAL_COOKIES } from '../platform/csrf.ts';
import { hashPassword } from '../platform/passwords.ts';
import { hotp, totpStep } from '../platform/totp.ts';
import { createTestApp, type TestApp } from '../test/test-app.ts';
import { operatorSession, rid, walletMember } from '../test/wallet.ts';
import { appRoutes } from './routes.ts';

/**
 * Security issue 13: a cross-site form post carrying the operator cookie credited a member. Every
 * write under /admin is found from the router itself, so a route added later is covered too.
 */

const HOST = 'ops.tiger.test';
const OWN = `https://${HOST}`;
const EVIL = 'https://evil.example';
const FORM = 'application/x-www-form-urlencoded';
const WRITES = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

let t: TestApp;
/** What the probe routes (added below, with no opt-in of any kind) were made to do. */
const probeWrites: string[] = [];

beforeAll(async () => {
  t = await createTestApp({
    extend: (app) => {
      // A new cookie-authenticated write, as someone might add it tomorrow: no config, no checks.
      app.post('/admin/api/probe', async (request) => {
        if (request.cookies[CREDENTIAL_COOKIES.operator]) probeWrites.push('root');
        return { ok: true };
      });
      // The same inside a plugin of its own, which even brings a text parser: still no way in.
      app.register(async (scope) => {
        scope.addContentTypeParser('text/plain', { parseAs: 'string' }, (_r, body, done) => done(null, body));
        scope.post('/admin/api/probe/scoped', async (request) => {
          if (request.cookies[CREDENTIAL_COOKIES.operator]) probeWrites.push('scoped');
          return { ok: true };
        });
      });
    },
  });
});
afterAll(() => t.close());

interface Route {
  method: string;
  path: string;
  /** The JSON API; the rest are the server-rendered pages, which post forms. */
  json: boolean;
}

/** Every write route under /admin, read from the router itself (security/routes.ts). */
function adminWrites(app: FastifyInstance): Route[] {
  return appRoutes(app)
    .filter((r) => r.path.startsWith('/admin') && WRITES.has(r.method))
    .map((r) => {
      const url = r.path.replace(/:[A-Za-z]+/g, '1');
      return { method: r.method, path: url, json: url.startsWith('/admin/api/') };
    });
}

/** A signed-in owner, as the browser holds it: the page cookie and the token the pages carry. */
async function cookieOperator() {
  const bearer = (await operatorSession(t, 'TIGER', 'owner')).authorization as string;
  const token = bearer.slice('Bearer '.length);
  const cookie = `${CREDENTIAL_COOKIES.operator}=${token}`;
  const me = await t.app.inject({ url: '/admin/api/me', headers: { host: HOST, cookie } });
  const csrf = me.json().value.csrfToken as string;
  expect(csrf).toMatch(/^[A-Za-z0-9_-]{43}$/);
  return { bearer, cookie, csrf };
}

/** The `_csrf` field of the first form on a page. */
function formToken(html: string): string {
  const match = /<input type="hidden" name="_csrf" value="([^"]+)">/.exec(html);
  if (!match?.[1]) throw new Error(`no _csrf field in ${html.slice(0, 300)}`);
  return match[1];
}

/** Counts of everything an operator write could change; equal before and after means nothing was. */
async function footprint(db: Db) {
  const count = async (
    table: 'audit_log' | 'announcements' | 'banners' | 'messages' | 'ledger_transactions',
  ) =>
    Number(
      (
        await db
          .selectFrom(table)
          .select((eb) => eb.fn.countAll().as('n'))
          .executeTakeFirst()
      )?.n,
    );
  const revoked = await db
    .selectFrom('operator_sessions')
    .select((eb) => eb.fn.countAll().as('n'))
    .where('revoked_at', 'is not', null)
    .executeTakeFirst();
  const decided = await db
    .selectFrom('deposits')
    .select((eb) => eb.fn.countAll().as('n'))
    .where('status', 'in', ['CREDITED', 'REJECTED'])
    .executeTakeFirst();
  const settings = await db.selectFrom('merchants').select('settings').orderBy('id').execute();
  return {
    audit: await count('audit_log'),
    announcements: await count('announcements'),
    banners: await count('banners'),
    messages: await count('messages'),
    journal: await count('ledger_transactions'),
    revoked: Number(revoked?.n),
    decided: Number(decided?.n),
    settings: JSON.stringify(settings),
    probes: probeWrites.length,
  };
}

const send = (route: Route, options: Omit<InjectOptions, 'method' | 'url'>) =>
  t.app.inject({ method: route.method as 'POST', url: route.path, ...options });

describe('the write routes under /admin', () => {
  it('refuse every write that carries the operator cookie from another origin, and change nothing', async () => {
    // The list comes from the router: the money routes and the probes added above are in it.
    const paths = adminWrites(t.app).map((r) => `${r.method} ${r.path}`);
    expect(paths.length).toBeGreaterThan(25);
    expect(paths).toEqual(
      expect.arrayContaining([
        'POST /admin/api/deposits/1/approve',
        'POST /admin/api/payments/deposits/1/claim',
        'DELETE /admin/api/announcements/1',
        'PUT /admin/api/game-rules',
        'POST /admin/login',
        'POST /admin/api/probe',
        'POST /admin/api/probe/scoped',
      ]),
    );
    const { bearer, cookie, csrf } = await cookieOperator();
    const before = await footprint(t.db);
    for (const route of adminWrites(t.app)) {
      const attempts: Record<string, string>[] = [
        { origin: EVIL },
        { 'sec-fetch-site': 'cross-site' },
        { referer: `${EVIL}/page` },
        {}, // No Origin, no fetch metadata, no Referer: nothing says where it came from.
        { origin: 'null' },
      ];
      for (const where of attempts) {
        // Even with the right token (say it leaked): the origin is checked on its own.
        const res = route.json
          ? await send(route, {
              headers: { host: HOST, cookie, 'x-csrf-token': csrf, ...where },
              payload: { title: 'x' },
            })
          : await send(route, {
              headers: { host: HOST, cookie, 'content-type': FORM, ...where },
              payload: `_csrf=${csrf}&title=x`,
            });
        expect([route.path, where, res.statusCode, res.json().code]).toEqual([
          route.path,
          where,
          403,
          'CROSS_SITE_REQUEST',
        ]);
      }
    }
    expect(await footprint(t.db)).toEqual(before);
    // The session is still there (logout did not run either).
    expect(
      (await t.app.inject({ url: '/admin/api/me', headers: { authorization: bearer } })).json().success,
    ).toBe(true);
  });

  it('refuse form-encoded and text bodies on the JSON API, and text bodies everywhere, with 415', async () => {
    const { bearer, cookie, csrf } = await cookieOperator();
    const before = await footprint(t.db);
    const sameOrigin = { host: HOST, origin: OWN, cookie, 'x-csrf-token': csrf };
    for (const route of adminWrites(t.app)) {
      const bodies = route.json
        ? [
            [FORM, 'title=x'],
            ['text/plain', '{"title":"x"}'],
            ['multipart/form-data; boundary=x', '--x--'],
          ]
        : [['text/plain', 'title=x']];
      for (const [type, payload] of bodies) {
        for (const headers of [sameOrigin, { authorization: bearer }]) {
          const res = await send(route, { headers: { ...headers, 'content-type': type as string }, payload });
          expect([route.path, type, res.statusCode, res.json().code]).toEqual([
            route.path,
            type,
            415,
            'UNSUPPORTED_MEDIA_TYPE',
          ]);
        }
      }
    }
    expect(await footprint(t.db)).toEqual(before);
  });

  it('refuse a cookie write from the right origin without the session token, or with a wrong one', async () => {
    const { cookie, csrf } = await cookieOperator();
    const other = await cookieOperator();
    const before = await footprint(t.db);
    for (const route of adminWrites(t.app)) {
      const tokens = [undefined, 'wrong', other.csrf, csrf.slice(0, -1)];
      for (const token of tokens) {
        const res = route.json
          ? await send(route, {
              headers: { host: HOST, origin: OWN, cookie, ...(token ? { 'x-csrf-token': token } : {}) },
              payload: { title: 'x' },
            })
          : await send(route, {
              headers: { host: HOST, origin: OWN, cookie, 'content-type': FORM },
              payload: token ? `_csrf=${encodeURIComponent(token)}&title=x` : 'title=x',
            });
        expect([route.path, token, res.statusCode, res.json().code]).toEqual([
          route.path,
          token,
          403,
          'CSRF_TOKEN_INVALID',
        ]);
      }
    }
    expect(await footprint(t.db)).toEqual(before);
  });

  it('are guarded by the one hook on the root, so a new route with no opt-in is guarded too', async () => {
    const { cookie, csrf } = await cookieOperator();
    const root = { method: 'POST', path: '/admin/api/probe', json: true };
    const scoped = { method: 'POST', path: '/admin/api/probe/scoped', json: true };
    const crossSite = { host: HOST, origin: EVIL, cookie, 'x-csrf-token': csrf };
    expect((await send(root, { headers: crossSite, payload: {} })).statusCode).toBe(403);
    expect((await send(scoped, { headers: crossSite, payload: {} })).statusCode).toBe(403);
    const text = { host: HOST, origin: OWN, cookie, 'x-csrf-token': csrf, 'content-type': 'text/plain' };
    // Its own text parser does not open the door: only a declared media type does.
    expect((await send(scoped, { headers: text, payload: 'x' })).statusCode).toBe(415);
    expect((await send(root, { headers: { host: HOST, origin: OWN, cookie }, payload: {} })).statusCode).toBe(
      403,
    );
    expect(probeWrites).toEqual([]);
    // And from the console itself, it works.
    const own = { host: HOST, origin: OWN, cookie, 'x-csrf-token': csrf };
    expect((await send(root, { headers: own, payload: {} })).json()).toEqual({ ok: true });
    expect((await send(scoped, { headers: own, payload: {} })).json()).toEqual({ ok: true });
    expect(probeWrites).toEqual(['root', 'scoped']);
    probeWrites.length = 0;
    // No text parser is left for anything else to use.
    expect(t.app.hasContentTypeParser('text/plain')).toBe(false);
  });

  it('turn away a body the route did not declare before reading it', async () => {
    const { cookie, csrf } = await cookieOperator();
    // Four times the form limit: had it been read, this would be 413.
    const res = await t.app.inject({
      method: 'POST',
      url: '/admin/api/announcements',
      headers: { host: HOST, origin: OWN, cookie, 'x-csrf-token': csrf, 'content-type': FORM },
      payload: `title=${'x'.repeat(64 * 1024)}`,
    });
    expect([res.statusCode, res.json().code]).toEqual([415, 'UNSUPPORTED_MEDIA_TYPE']);
  });
});

describe('the operator console, used as it should be', () => {
  it('credits a bank transfer only from the console with the token: the 200,000 BDT forgery fails', async () => {
    const member = await walletMember(t);
    const methods = (await t.app.inject({ url: PAYMENT_ROUTES.methods.path, headers: member.headers })).json()
      .value as { id: string; kind: string }[];
    const deposit = (
      await t.app.inject({
        method: 'POST',
        url: PAYMENT_ROUTES.bankDeposit.path,
        headers: member.headers,
        payload: {
          methodId: methods.find((m) => m.kind === 'BANK_TRANSFER')?.id,
          amount: '200000',
          reference: 'FORGED-1',
          requestId: rid(),
        },
      })
    ).json().value as { id: string; status: string };
    expect(deposit.status).toBe('AWAITING_REVIEW');
    const balance = async () =>
      (await t.app.inject({ url: WALLET_ROUTES.balance.path, headers: member.headers })).json().value.main;
    const { cookie, csrf } = await cookieOperator();

    // The attack as it was run: a form on another site, posting with the operator's cookie.
    for (const [url, type, payload, answer] of [
      [`/admin/api/deposits/${deposit.id}/approve`, FORM, 'x=1', 'UNSUPPORTED_MEDIA_TYPE'],
      [`/admin/api/deposits/${deposit.id}/approve`, 'text/plain', '{}', 'UNSUPPORTED_MEDIA_TYPE'],
      [`/admin/api/deposits/${deposit.id}/approve`, null, '', 'CROSS_SITE_REQUEST'],
      [`/admin/api/payments/deposits/bulk`, FORM, 'x=1', 'UNSUPPORTED_MEDIA_TYPE'],
    ] as const) {
      const res = await t.app.inject({
        method: 'POST',
        url,
        headers: { host: HOST, origin: EVIL, cookie, ...(type ? { 'content-type': type } : {}) },
        payload,
      });
      expect([url, type, res.json().code]).toEqual([url, type, answer]);
    }
    expect(await balance()).toBe('0.00');

    // The console's own write: the cookie with the x-csrf-token header from this origin succeeds.
    const approved = await t.app.inject({
      method: 'POST',
      url: `/admin/api/deposits/${deposit.id}/approve`,
      headers: { host: HOST, origin: OWN, cookie, 'x-csrf-token': csrf, 'content-type': 'application/json' },
      payload: '{}',
    });
    expect(approved.statusCode).toBe(200);
    expect(approved.json().value.status).toBe('CREDITED');
    expect(await balance()).toBe('200000.00');
  });

  it('takes JSON API writes with the cookie and the x-csrf-token header, or with a bearer token alone', async () => {
    const { bearer, cookie, csrf } = await cookieOperator();
    const announcement = { type: 'PL', language: 'en', title: 'Console notice', content: '<p>Hi</p>' };
    const created = await t.app.inject({
      method: 'POST',
      url: '/admin/api/announcements',
      headers: { host: HOST, origin: OWN, cookie, 'x-csrf-token': csrf },
      payload: announcement,
    });
    const id = created.json().value.id as string;
    expect(id).toMatch(/^\d+$/);
    // The same write without the header is refused: the cookie alone proves nothing.
    const bare = await t.app.inject({
      method: 'DELETE',
      url: `/admin/api/announcements/${id}`,
      headers: { host: HOST, origin: OWN, cookie },
    });
    expect(bare.json().code).toBe('CSRF_TOKEN_INVALID');
    // Fetch metadata stands in for a missing Origin.
    const removed = await t.app.inject({
      method: 'DELETE',
      url: `/admin/api/announcements/${id}`,
      headers: { host: HOST, 'sec-fetch-site': 'same-origin', cookie, 'x-csrf-token': csrf },
    });
    expect(removed.json().success).toBe(true);
    // A bearer token is no ambient credential: no origin, no CSRF token needed; JSON still is.
    const viaBearer = await t.app.inject({
      method: 'POST',
      url: '/admin/api/announcements',
      headers: { authorization: bearer },
      payload: announcement,
    });
    expect(viaBearer.json().success).toBe(true);
  });

  it("accepts the brand's other registered domains and PUBLIC_ORIGIN as its own origins", async () => {
    const { cookie, csrf } = await cookieOperator();
    const post = (host: string, origin: string) =>
      t.app.inject({
        method: 'POST',
        url: '/admin/api/probe',
        headers: { host, origin, cookie, 'x-csrf-token': csrf },
        payload: {},
      });
    // localhost belongs to Tiger Star, and so does tigerstar-1.example.
    expect((await post('localhost', 'https://tigerstar-1.example')).statusCode).toBe(200);
    // Jade Palace's domain is not Tiger Star's.
    expect((await post('localhost', 'https://jade.localhost')).statusCode).toBe(403);
    expect((await post('localhost', 'https://tigerstar-1.example.evil.test')).statusCode).toBe(403);
    probeWrites.length = 0;

    const other = await createTestApp({ env: { PUBLIC_ORIGIN: 'https://portal.example' } });
    try {
      const bearer = (await operatorSession(other, 'TIGER', 'owner')).authorization as string;
      const ownCookie = `${CREDENTIAL_COOKIES.operator}=${bearer.slice(7)}`;
      const token = (await other.app.inject({ url: '/admin/api/me', headers: { cookie: ownCookie } })).json()
        .value.csrfToken;
      const res = await other.app.inject({
        method: 'POST',
        url: '/admin/api/messages',
        headers: {
          host: 'internal-node:3000',
          origin: 'https://portal.example',
          cookie: ownCookie,
          'x-csrf-token': token,
        },
        payload: { title: 'Hello', content: '<p>All</p>' },
      });
      expect(res.json().success).toBe(true);
    } finally {
      await other.close();
    }
  });

  it('signs in through the pages: each form carries the token of the session it belongs to', async () => {
    const tiger = await t.app.services.brands.findByCode('TIGER');
    await t.db
      .insertInto('operators')
      .values({
        merchant_id: tiger?.id as number,
        username: 'csrfdesk',
        display_name: 'Desk',
        role: 'support',
        password_hash: await hashPassword('Desk@2026!'),
      })
      .execute();
    const form = { host: HOST, origin: OWN, 'content-type': FORM };
    // A sign-in started by another site is refused, cookie or not.
    const forged = await t.app.inject({
      method: 'POST',
      url: '/admin/login',
      headers: { ...form, origin: EVIL },
      payload: 'merchant=TIGER&username=csrfdesk&password=Desk%402026!',
    });
    expect([forged.statusCode, forged.json().code]).toEqual([403, 'CROSS_SITE_REQUEST']);

    const login = await t.app.inject({
      method: 'POST',
      url: '/admin/login',
      headers: form,
      payload: 'merchant=TIGER&username=csrfdesk&password=Desk%402026!',
    });
    expect(login.statusCode).toBe(200);
    const cookie = String(login.headers['set-cookie']).split(';')[0] as string;
    const secret = /<code>([A-Z2-7]+)<\/code>/.exec(login.body)?.[1] as string;
    const code = hotp(secret, totpStep(new Date()));
    // The code form carries the new session's token; without it the pending cookie gets nowhere.
    const bare = await t.app.inject({
      method: 'POST',
      url: '/admin/totp',
      headers: { ...form, cookie },
      payload: `code=${code}`,
    });
    expect(bare.json().code).toBe('CSRF_TOKEN_INVALID');
    const verified = await t.app.inject({
      method: 'POST',
      url: '/admin/totp',
      headers: { ...form, cookie },
      payload: `_csrf=${formToken(login.body)}&code=${code}`,
    });
    // Support has no stop-gap page left: the console is its home.
    expect([verified.statusCode, verified.headers.location]).toEqual([303, '/admin']);

    // A JSON write with the cookie needs the session's token in x-csrf-token.
    const me = await t.app.inject({ url: '/admin/api/me', headers: { host: HOST, cookie } });
    const csrfToken = me.json().value.csrfToken as string;
    const message = { account: null, language: null, title: 'Hello', content: 'Hi' };
    const json = { host: HOST, origin: OWN, cookie, 'content-type': 'application/json' };
    const unguarded = await t.app.inject({
      method: 'POST',
      url: '/admin/api/messages',
      headers: json,
      payload: message,
    });
    expect(unguarded.json().code).toBe('CSRF_TOKEN_INVALID');
    const sent = await t.app.inject({
      method: 'POST',
      url: '/admin/api/messages',
      headers: { ...json, 'x-csrf-token': csrfToken },
      payload: message,
    });
    expect(sent.json().success).toBe(true);
    const out = await t.app.inject({
      method: 'POST',
      url: '/admin/logout',
      headers: { ...form, cookie },
      payload: `_csrf=${encodeURIComponent(csrfToken)}`,
    });
    expect([out.statusCode, out.headers.location]).toEqual([303, '/admin/pages/login']);
    expect((await t.app.inject({ url: '/admin/api/me', headers: { cookie } })).json().code).toBe(
      'NOT_LOGGED_IN',
    );
  });
});
