import cookiePlugin from '@fastify/cookie';
import { PAYMENT_ROUTES, WALLET_ROUTES } from '@portal/contracts';
import Fastify, { type FastifyInstance, type InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AppConfig } from '../config/config.ts';
import type { Db } from '../db/database.ts';
import { AppError } from '../platform/app-error.ts';
import type { Brand } from '../platform/brand.ts';
import { CREDENTIAL_COOKIES, registerWriteGuard } from '../platform/csrf.ts';
import { createTestApp, type TestApp } from '../test/test-app.ts';
import { operatorSession, rid, walletMember } from '../test/wallet.ts';
import { ROUTE_TABLE } from './route-table.ts';
import { appRoutes } from './routes.ts';

/**
 * Security issue 13: a cross-site form post carrying the operator cookie credited a member. The
 * operator is now known by the bearer token alone (ADR 0020, update): a browser never sends it on
 * its own, so no other site can make it carry operator credentials. The cookie the retired HTML
 * sign-in set (`portal_op`) is tried here with a valid session token in it, and gets nowhere.
 * Every write under /admin is found from the router itself, so a route added later is covered too.
 */

const HOST = 'ops.tiger.test';
const OWN = `https://${HOST}`;
const EVIL = 'https://evil.example';
const FORM = 'application/x-www-form-urlencoded';
const WRITES = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
/** The cookie of the retired HTML sign-in, which once held the operator session token. */
const OLD_OPERATOR_COOKIE = 'portal_op';

let t: TestApp;
/** What the probe route (added below, with no opt-in of any kind) was made to do. */
const probeWrites: string[] = [];

beforeAll(async () => {
  t = await createTestApp({
    // Every write route of the console is called several times: more than a minute's default limit.
    env: { RATE_LIMIT_PER_MINUTE: '100000' },
    extend: (app) => {
      // A new write inside a plugin of its own, which even brings a text parser: still JSON only.
      app.register(async (scope) => {
        scope.addContentTypeParser('text/plain', { parseAs: 'string' }, (_r, body, done) => done(null, body));
        scope.post('/admin/api/probe/scoped', async () => {
          probeWrites.push('scoped');
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
  /** The route table's key (`METHOD path` as registered). */
  key: string;
}

/** Every write route under /admin, read from the router itself (security/routes.ts). */
function adminWrites(app: FastifyInstance): Route[] {
  return appRoutes(app)
    .filter((r) => r.path.startsWith('/admin') && WRITES.has(r.method))
    .map((r) => ({
      method: r.method,
      path: r.path.replace(/:[A-Za-z]+/g, '1'),
      key: `${r.method} ${r.path}`,
    }));
}

/** The writes that need a signed-in operator (all but the sign-in itself and the probe). */
const operatorWrites = (app: FastifyInstance) =>
  adminWrites(app).filter((r) => ROUTE_TABLE[r.key]?.kind === 'operator');

/** A signed-in owner: the bearer header, and the same session token in the old cookie. */
async function owner() {
  const bearer = (await operatorSession(t, 'TIGER', 'owner')).authorization as string;
  const cookie = `${OLD_OPERATOR_COOKIE}=${bearer.slice('Bearer '.length)}`;
  return { bearer, cookie };
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
  it('take no operator credential from a cookie: 401 from any origin, and nothing changes', async () => {
    // The list comes from the router: the money routes are in it, the retired form posts are not.
    const routes = operatorWrites(t.app);
    const keys = routes.map((r) => r.key);
    expect(keys.length).toBeGreaterThan(25);
    expect(keys).toEqual(
      expect.arrayContaining([
        'POST /admin/api/deposits/:id/approve',
        'POST /admin/api/payments/deposits/:id/claim',
        'DELETE /admin/api/announcements/:id',
        'PUT /admin/api/game-rules',
        'DELETE /admin/api/session',
      ]),
    );
    const all = adminWrites(t.app).map((r) => r.key);
    for (const gone of ['POST /admin/login', 'POST /admin/totp', 'POST /admin/logout'])
      expect(all).not.toContain(gone);

    const { bearer, cookie } = await owner();
    const before = await footprint(t.db);
    const attempts: Record<string, string>[] = [
      { origin: EVIL },
      { 'sec-fetch-site': 'cross-site' },
      { referer: `${EVIL}/page` },
      {}, // No Origin, no fetch metadata, no Referer.
      { origin: 'null' },
      // From the console's own origin the cookie is worth no more.
      { origin: OWN },
      { 'sec-fetch-site': 'same-origin' },
    ];
    for (const route of routes) {
      for (const where of attempts) {
        const res = await send(route, { headers: { host: HOST, cookie, ...where }, payload: { title: 'x' } });
        expect([route.key, where, res.statusCode, res.json().code]).toEqual([
          route.key,
          where,
          401,
          'NOT_LOGGED_IN',
        ]);
      }
      // A form post with the cookie (what a page on another site can send) is refused before
      // its body is read.
      const form = await send(route, {
        headers: { host: HOST, cookie, origin: EVIL, 'content-type': FORM },
        payload: 'title=x',
      });
      expect([route.key, form.statusCode, form.json().code]).toEqual([
        route.key,
        415,
        'UNSUPPORTED_MEDIA_TYPE',
      ]);
    }
    expect(await footprint(t.db)).toEqual(before);
    // The session itself is still there (the sign-out did not run either).
    expect(
      (await t.app.inject({ url: '/admin/api/me', headers: { authorization: bearer } })).json().success,
    ).toBe(true);
    // And reads do not take the cookie either.
    const me = await t.app.inject({ url: '/admin/api/me', headers: { host: HOST, origin: OWN, cookie } });
    expect([me.statusCode, me.json().code]).toEqual([401, 'NOT_LOGGED_IN']);
  });

  it('refuse form-encoded, text and multipart bodies with 415, bearer token or not', async () => {
    const { bearer, cookie } = await owner();
    const before = await footprint(t.db);
    const bodies = [
      [FORM, 'title=x'],
      ['text/plain', '{"title":"x"}'],
      ['multipart/form-data; boundary=x', '--x--'],
    ] as const;
    for (const route of adminWrites(t.app)) {
      for (const [type, payload] of bodies) {
        for (const headers of [{ host: HOST, origin: OWN, cookie }, { authorization: bearer }]) {
          const res = await send(route, { headers: { ...headers, 'content-type': type }, payload });
          expect([route.key, type, res.statusCode, res.json().code]).toEqual([
            route.key,
            type,
            415,
            'UNSUPPORTED_MEDIA_TYPE',
          ]);
        }
      }
    }
    expect(await footprint(t.db)).toEqual(before);
  });

  it('are guarded by the one hook on the root, so a new route with no opt-in takes JSON only', async () => {
    const { bearer } = await owner();
    const scoped = { method: 'POST', path: '/admin/api/probe/scoped', key: 'POST /admin/api/probe/scoped' };
    // Its own text parser does not open the door: only a declared media type does.
    const text = { authorization: bearer, 'content-type': 'text/plain' };
    expect((await send(scoped, { headers: text, payload: 'x' })).statusCode).toBe(415);
    expect(probeWrites).toEqual([]);
    expect((await send(scoped, { headers: { authorization: bearer }, payload: {} })).json()).toEqual({
      ok: true,
    });
    expect(probeWrites).toEqual(['scoped']);
    probeWrites.length = 0;
    // No text parser is left for anything else to use.
    expect(t.app.hasContentTypeParser('text/plain')).toBe(false);
  });

  it('turn away a body the route did not declare before reading it', async () => {
    const { bearer } = await owner();
    // Four times the form limit: had it been read, this would be 413.
    const res = await t.app.inject({
      method: 'POST',
      url: '/admin/api/announcements',
      headers: { host: HOST, origin: OWN, authorization: bearer, 'content-type': FORM },
      payload: `title=${'x'.repeat(64 * 1024)}`,
    });
    expect([res.statusCode, res.json().code]).toEqual([415, 'UNSUPPORTED_MEDIA_TYPE']);
  });
});

describe('the operator console, used as it should be', () => {
  it('credits a bank transfer only with the bearer token: the 200,000 BDT forgery fails', async () => {
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
    const { bearer, cookie } = await owner();
    const approve = `/admin/api/deposits/${deposit.id}/approve`;

    // The attack as it was run (a form on another site, posting with the operator's cookie), and
    // every variant of it: other body types, no body, JSON, and even the console's own origin.
    for (const [origin, type, payload, answer] of [
      [EVIL, FORM, 'x=1', 'UNSUPPORTED_MEDIA_TYPE'],
      [EVIL, 'text/plain', '{}', 'UNSUPPORTED_MEDIA_TYPE'],
      [EVIL, null, '', 'NOT_LOGGED_IN'],
      [EVIL, 'application/json', '{}', 'NOT_LOGGED_IN'],
      [OWN, FORM, 'x=1', 'UNSUPPORTED_MEDIA_TYPE'],
      [OWN, 'application/json', '{}', 'NOT_LOGGED_IN'],
    ] as const) {
      const res = await t.app.inject({
        method: 'POST',
        url: approve,
        headers: { host: HOST, origin, cookie, ...(type ? { 'content-type': type } : {}) },
        payload,
      });
      expect([origin, type, res.json().code]).toEqual([origin, type, answer]);
    }
    const bulk = await t.app.inject({
      method: 'POST',
      url: '/admin/api/payments/deposits/bulk',
      headers: { host: HOST, origin: EVIL, cookie, 'content-type': 'application/json' },
      payload: { ids: [deposit.id], action: 'approve' },
    });
    expect([bulk.statusCode, bulk.json().code]).toEqual([401, 'NOT_LOGGED_IN']);
    expect(await balance()).toBe('0.00');

    // The console's own write: JSON with the bearer token (which no other site can attach).
    const approved = await t.app.inject({
      method: 'POST',
      url: approve,
      headers: { host: HOST, origin: OWN, authorization: bearer, 'content-type': 'application/json' },
      payload: '{}',
    });
    expect(approved.statusCode).toBe(200);
    expect(approved.json().value.status).toBe('CREDITED');
    expect(await balance()).toBe('200000.00');
  });

  it('takes JSON writes with the bearer token alone, with or without an Origin', async () => {
    const { bearer } = await owner();
    const announcement = { type: 'PL', language: 'en', title: 'Console notice', content: '<p>Hi</p>' };
    const created = await t.app.inject({
      method: 'POST',
      url: '/admin/api/announcements',
      headers: { host: HOST, origin: OWN, authorization: bearer },
      payload: announcement,
    });
    const id = created.json().value.id as string;
    expect(id).toMatch(/^\d+$/);
    const removed = await t.app.inject({
      method: 'DELETE',
      url: `/admin/api/announcements/${id}`,
      headers: { authorization: bearer },
    });
    expect(removed.json().success).toBe(true);
  });
});

describe('the write guard for credential cookies', () => {
  it('lists none: no cookie is a credential any more', () => {
    expect(CREDENTIAL_COOKIES).toEqual([]);
  });

  /**
   * The guard stays for whatever cookie credential comes next: a write that carries one (and no
   * bearer token) must come from one of the brand's origins. Tried on an app of its own, with a
   * made-up cookie in the list.
   */
  it("refuses a write carrying a listed cookie unless it comes from the brand's own origins", async () => {
    const brand = { domains: [{ domain: 'tigerstar-1.example' }] } as unknown as Brand;
    const app = Fastify();
    await app.register(cookiePlugin);
    registerWriteGuard(app, {
      config: { publicOrigin: 'https://portal.example', isProduction: false } as AppConfig,
      brands: { findByDomain: async (domain) => (domain === 'localhost' ? brand : undefined) },
      credentialCookies: ['probe_session'],
    });
    app.setErrorHandler((error, _request, reply) =>
      error instanceof AppError
        ? reply.status(error.status).send({ code: error.code })
        : reply.status(500).send({ code: 'INTERNAL' }),
    );
    app.post('/write', async () => ({ ok: true }));
    const post = (headers: Record<string, string>) =>
      app.inject({ method: 'POST', url: '/write', headers: { host: 'localhost', ...headers }, payload: {} });
    const cookie = 'probe_session=abc';
    try {
      // Without the cookie, or with a bearer token, the origin is not asked.
      expect((await post({ origin: EVIL })).statusCode).toBe(200);
      expect((await post({ origin: EVIL, cookie, authorization: 'Bearer x' })).statusCode).toBe(200);
      // With it: another site, no word of where it came from, or `null`, is refused.
      const foreign: Record<string, string>[] = [
        { origin: EVIL },
        { 'sec-fetch-site': 'cross-site' },
        { referer: `${EVIL}/page` },
        {},
        { origin: 'null' },
        { origin: 'https://jade.localhost' },
        { origin: 'https://tigerstar-1.example.evil.test' },
      ];
      for (const where of foreign) {
        const res = await post({ cookie, ...where });
        expect([where, res.statusCode, res.json().code]).toEqual([where, 403, 'CROSS_SITE_REQUEST']);
      }
      // The request's own host, the brand's other domains and PUBLIC_ORIGIN are its own.
      const own: Record<string, string>[] = [
        { origin: 'http://localhost' },
        { 'sec-fetch-site': 'same-origin' },
        { referer: 'https://tigerstar-1.example/deposits' },
        { origin: 'https://tigerstar-1.example' },
        { origin: 'https://portal.example' },
      ];
      for (const where of own) {
        const res = await post({ cookie, ...where });
        expect([where, res.statusCode]).toEqual([where, 200]);
      }
      // And a form body is still 415 on a route that did not declare it.
      const form = await post({ cookie, origin: 'http://localhost', 'content-type': FORM });
      expect([form.statusCode, form.json().code]).toEqual([415, 'UNSUPPORTED_MEDIA_TYPE']);
    } finally {
      await app.close();
    }
  });
});
