import { BUILT_IN_ROLES } from '@portal/contracts';
import { ENDPOINTS, endpoint, systemEndpoints } from '@portal/contracts/endpoints';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { ROUTE_TABLE } from '../security/route-table.ts';
import { bearer, loginAs, sealPayload } from '../test/accounts.ts';
import { createTestApp, type TestApp } from '../test/test-app.ts';
import { operatorSession } from '../test/wallet.ts';
import { serve } from './endpoint.ts';

/** Endpoints declared once in the contracts: served from the declaration, documented from it. */
const drifting = endpoint({
  id: 'test.drifting',
  method: 'GET',
  path: '/wps/test/drifting/:id',
  summary: 'answers outside its contract',
  access: 'public',
  params: z.object({ id: z.string().regex(/^\d{1,5}$/) }).strict(),
  response: z.object({ id: z.number() }),
});
const membersOnly = endpoint({
  id: 'test.members',
  method: 'POST',
  path: '/wps/test/members',
  summary: 'a real member only',
  access: 'member',
  body: z.object({ n: z.number().int() }).strict(),
  response: z.object({ twice: z.number() }),
});

const agentsOnly = endpoint({
  id: 'test.agents',
  method: 'GET',
  path: '/wps/test/agents',
  summary: 'a signed-in agent only',
  access: 'agent',
  response: z.object({ account: z.string() }),
});

const sealedEcho = endpoint({
  id: 'test.sealed',
  method: 'POST',
  path: '/wps/test/sealed',
  summary: 'a sealed body for a real member',
  access: 'member',
  sealed: true,
  body: z.object({ secret: z.string() }).strict(),
  response: z.object({ secret: z.string(), account: z.string() }),
});
const beforeChange = endpoint({
  id: 'test.beforeChange',
  method: 'GET',
  path: '/wps/test/before-change',
  summary: 'open to a session that must change its password first',
  access: 'session',
  allowPasswordChange: true,
  response: z.object({ account: z.string() }),
});
const afterChange = endpoint({
  id: 'test.afterChange',
  method: 'GET',
  path: '/wps/test/after-change',
  summary: 'closed to a session that must change its password first',
  access: 'session',
  response: z.object({ account: z.string() }),
});
const formOrJson = endpoint({
  id: 'test.form',
  method: 'POST',
  path: '/wps/test/form',
  summary: 'a body that may come form-encoded',
  access: 'public',
  accepts: ['application/x-www-form-urlencoded'],
  body: z.object({ name: z.string() }).strict(),
  response: z.object({ name: z.string() }),
});
const jsonOnly = endpoint({
  id: 'test.json',
  method: 'POST',
  path: '/wps/test/json',
  summary: 'a JSON body only',
  access: 'public',
  body: z.object({ name: z.string() }).strict(),
  response: z.object({ name: z.string() }),
});

const redirecting = endpoint({
  id: 'test.redirect',
  method: 'GET',
  path: '/wps/test/redirect',
  summary: 'a link the browser follows',
  access: 'public',
  redirect: true,
  query: z.object({ to: z.enum(['here', 'away']) }).strict(),
  response: z.string().startsWith('/'),
});

const financeOnly = endpoint({
  id: 'test.operatorFinance',
  method: 'POST',
  path: '/admin/api/test/finance',
  summary: 'an operator whose role may decide deposits',
  access: 'operator',
  permission: 'deposits.decide',
  body: z.object({ n: z.number().int() }).strict(),
  response: z.object({ operator: z.string(), role: z.string(), merchant: z.string(), n: z.number() }),
});
const anyOperator = endpoint({
  id: 'test.operatorAny',
  method: 'GET',
  path: '/admin/api/test/any',
  summary: 'any signed-in operator',
  access: 'operator',
  response: z.object({ permissions: z.number(), platformWide: z.boolean() }),
});
const picture = endpoint({
  id: 'test.picture',
  method: 'GET',
  path: '/wps/test/picture',
  summary: 'an image, not the envelope',
  access: 'public',
  produces: 'image/svg+xml',
  query: z.object({ shape: z.enum(['circle', 'none']) }).strict(),
  response: z.string().startsWith('<svg'),
});
const fileDrop = endpoint({
  id: 'test.upload',
  method: 'POST',
  path: '/wps/test/upload',
  summary: 'a file as the body',
  access: 'public',
  upload: { types: ['image/png'], maxBytes: 16 },
  response: z.object({ type: z.string(), size: z.number() }),
});

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({
    extend: (app) => {
      const checked = { checkResponses: true };
      serve(app, drifting, checked, async ({ params }) => ({ id: params.id }) as never);
      serve(app, membersOnly, checked, async ({ body }) => ({ twice: body.n * 2 }));
      serve(app, agentsOnly, checked, async ({ session }) => ({ account: session?.account ?? '' }));
      const sealing = { key: app.services.payloadKey, now: () => new Date() };
      serve(app, sealedEcho, { ...checked, sealing }, async ({ body, session }) => ({
        secret: body.secret,
        account: session.account,
      }));
      serve(app, beforeChange, checked, async ({ session }) => ({ account: session.account }));
      serve(app, afterChange, checked, async ({ session }) => ({ account: session.account }));
      serve(app, formOrJson, checked, async ({ body }) => body);
      serve(app, jsonOnly, checked, async ({ body }) => body);
      const operators = { ...checked, operators: app.services.operatorReader };
      serve(app, financeOnly, operators, async ({ body, operator, session }) => ({
        operator: operator.username,
        role: operator.role,
        merchant: operator.merchantCode,
        n: session === null ? body.n : -1,
      }));
      serve(app, anyOperator, operators, async ({ operator }) => ({
        permissions: operator.permissions.size,
        platformWide: operator.platformWide,
      }));
      serve(app, redirecting, checked, async ({ query }) =>
        query.to === 'here' ? '/here' : 'https://elsewhere.example/',
      );
      serve(app, picture, checked, async ({ query }) =>
        query.shape === 'circle' ? '<svg><circle r="1"/></svg>' : 'no picture',
      );
      serve(app, fileDrop, checked, async ({ upload }) => ({
        type: upload.contentType,
        size: upload.bytes.length,
      }));
    },
  });
});
afterAll(() => t.close());

describe('declared endpoints', () => {
  it('parse the declared parts and refuse what is not declared', async () => {
    const bad = await t.app.inject({ url: '/wps/test/drifting/abc', headers: { 'x-merchant': 'TIGER' } });
    expect(bad.statusCode).toBe(400);
    const extra = await t.app.inject({ url: '/wps/test/drifting/1?x=1', headers: { 'x-merchant': 'TIGER' } });
    expect(extra.json()).toMatchObject({ code: 'UNKNOWN_FIELD' });
  });

  it('fail loudly in tests when an answer leaves its contract', async () => {
    const res = await t.app.inject({ url: '/wps/test/drifting/1', headers: { 'x-merchant': 'TIGER' } });
    expect(res.statusCode).toBe(500);
  });

  it('enforce the declared access before the handler runs', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/wps/test/members',
      headers: { 'x-merchant': 'TIGER' },
      payload: { n: 2 },
    });
    expect(res.json()).toMatchObject({ code: 'NOT_LOGGED_IN' });

    // An agent endpoint: nobody signed in, a member and a trial account are refused; an agent passes.
    const agentsCall = (token?: string) =>
      t.app.inject({
        method: 'GET',
        url: '/wps/test/agents',
        headers: { 'x-merchant': 'TIGER', ...(token ? bearer(token) : {}) },
      });
    expect((await agentsCall()).json()).toMatchObject({ code: 'NOT_LOGGED_IN' });
    const member = (await loginAs(t.app, 'TIGER', 'player01', 'Player@2026')).json().value.token as string;
    const refused = await agentsCall(member);
    expect([refused.statusCode, refused.json().code]).toEqual([403, 'NOT_AGENT']);
    const trial = (
      await t.app.inject({
        method: 'POST',
        url: '/wps/session/login/freeplay',
        headers: { 'x-merchant': 'TIGER' },
        payload: {},
      })
    ).json().value.token as string;
    expect((await agentsCall(trial)).json()).toMatchObject({ code: 'NOT_AGENT' });
    const agent = (await loginAs(t.app, 'TIGER', 'agent01', 'Agent@2026')).json().value.token as string;
    expect((await agentsCall(agent)).json()).toMatchObject({ success: true, value: { account: 'agent01' } });
  });

  it('open a sealed body after the access check, and refuse plaintext or a payload sealed elsewhere', async () => {
    const url = '/wps/test/sealed';
    const anonymous = await t.app.inject({
      method: 'POST',
      url,
      headers: { 'x-merchant': 'TIGER' },
      payload: await sealPayload(t.app, 'TIGER', 'POST', url, { secret: 's' }),
    });
    expect(anonymous.json()).toMatchObject({ code: 'NOT_LOGGED_IN' });

    const token = (await loginAs(t.app, 'TIGER', 'player01', 'Player@2026')).json().value.token as string;
    const send = async (payload: Record<string, unknown>) =>
      (await t.app.inject({ method: 'POST', url, headers: bearer(token), payload })).json();
    expect(await send({ secret: 's' })).toMatchObject({ code: 'ENCRYPTION_REQUIRED' });
    expect(
      await send(await sealPayload(t.app, 'TIGER', 'POST', '/wps/test/json', { secret: 's' })),
    ).toMatchObject({ code: 'DECRYPTION_FAILED' });
    expect(
      await send(await sealPayload(t.app, 'TIGER', 'POST', url, { secret: 's', extra: 1 })),
    ).toMatchObject({
      code: 'UNKNOWN_FIELD',
    });
    expect(await send(await sealPayload(t.app, 'TIGER', 'POST', url, { secret: 's' }))).toMatchObject({
      success: true,
      value: { secret: 's', account: 'player01' },
    });
  });

  it('let a session that must change its password make only the calls declared for it', async () => {
    const login = (await loginAs(t.app, 'TIGER', 'newbie', '123456')).json().value;
    expect(login.mustChangePassword).toBe(true);
    const before = await t.app.inject({ url: '/wps/test/before-change', headers: bearer(login.token) });
    expect(before.json()).toMatchObject({ success: true, value: { account: 'newbie' } });
    const after = await t.app.inject({ url: '/wps/test/after-change', headers: bearer(login.token) });
    expect(after.json()).toMatchObject({ code: 'PASSWORD_CHANGE_REQUIRED' });
  });

  it('take a form-encoded body only where the contract declares it', async () => {
    const form = { 'x-merchant': 'TIGER', 'content-type': 'application/x-www-form-urlencoded' };
    const declared = await t.app.inject({
      method: 'POST',
      url: '/wps/test/form',
      headers: form,
      payload: 'name=a',
    });
    expect(declared.json()).toMatchObject({ success: true, value: { name: 'a' } });
    const json = await t.app.inject({
      method: 'POST',
      url: '/wps/test/form',
      headers: { 'x-merchant': 'TIGER' },
      payload: { name: 'b' },
    });
    expect(json.json()).toMatchObject({ success: true, value: { name: 'b' } });
    const undeclared = await t.app.inject({
      method: 'POST',
      url: '/wps/test/json',
      headers: form,
      payload: 'name=a',
    });
    expect(undeclared.statusCode).toBe(415);
  });

  it('answer a redirect with a 302 to a place inside the contract, and document it so', async () => {
    const here = await t.app.inject({
      url: '/wps/test/redirect?to=here',
      headers: { 'x-merchant': 'TIGER' },
    });
    expect(here.statusCode).toBe(302);
    expect(here.headers.location).toBe('/here');
    const away = await t.app.inject({
      url: '/wps/test/redirect?to=away',
      headers: { 'x-merchant': 'TIGER' },
    });
    expect(away.statusCode).toBe(500);
    expect(away.headers.location).toBeUndefined();
    const doc = (await t.app.inject({ url: '/openapi.json', headers: { 'x-merchant': 'TIGER' } })).json();
    const start = doc.paths['/wps/session/social/{provider}/start'].get;
    expect(start.responses['302'].headers.location.schema.type).toBe('string');
    expect(start.parameters.map((p: { name: string }) => p.name)).toEqual(
      expect.arrayContaining(['provider', 'm']),
    );
  });

  it('answer an image as it is, in its declared media type, and fail in the envelope', async () => {
    const drawn = await t.app.inject({
      url: '/wps/test/picture?shape=circle',
      headers: { 'x-merchant': 'TIGER' },
    });
    expect(drawn.statusCode).toBe(200);
    expect(drawn.headers['content-type']).toBe('image/svg+xml');
    expect(drawn.body).toBe('<svg><circle r="1"/></svg>');
    const outside = await t.app.inject({
      url: '/wps/test/picture?shape=none',
      headers: { 'x-merchant': 'TIGER' },
    });
    expect(outside.statusCode).toBe(500);
    expect(outside.json()).toMatchObject({ success: false, code: 'INTERNAL_ERROR' });
    const bad = await t.app.inject({
      url: '/wps/test/picture?shape=square',
      headers: { 'x-merchant': 'TIGER' },
    });
    expect(bad.json()).toMatchObject({ success: false, code: 'VALIDATION_ERROR' });
    // The artwork routes are declared this way, and the document says what they answer.
    const doc = (await t.app.inject({ url: '/openapi.json', headers: { 'x-merchant': 'TIGER' } })).json();
    const logo = doc.paths['/wps/system/logo.svg'].get;
    expect(Object.keys(logo.responses['200'].content)).toEqual(['image/svg+xml']);
    expect(logo.parameters.map((p: { name: string }) => p.name)).toContain('m');
  });

  it('take an upload as the raw file of a declared type, within its size, and nothing else', async () => {
    const png = Buffer.from([0x89, 0x50, 0x4e, 0x47]);
    const send = (type: string, payload: Buffer | string) =>
      t.app.inject({
        method: 'POST',
        url: '/wps/test/upload',
        headers: { 'x-merchant': 'TIGER', 'content-type': type },
        payload,
      });
    expect((await send('image/png', png)).json()).toMatchObject({
      success: true,
      value: { type: 'image/png', size: 4 },
    });
    // JSON reaches the route (the write guard takes it everywhere) but is no file.
    expect((await send('application/json', '{"a":1}')).json()).toMatchObject({ code: 'UPLOAD_INVALID' });
    expect((await send('image/gif', png)).statusCode).toBe(415);
    expect((await send('image/png', Buffer.alloc(17))).statusCode).toBe(413);
    // Only the declaring route parses images.
    const elsewhere = await t.app.inject({
      method: 'POST',
      url: '/wps/test/json',
      headers: { 'x-merchant': 'TIGER', 'content-type': 'image/png' },
      payload: png,
    });
    expect(elsewhere.statusCode).toBe(415);
    const doc = (await t.app.inject({ url: '/openapi.json', headers: { 'x-merchant': 'TIGER' } })).json();
    const proof = doc.paths['/wps/uploads'].post;
    expect(Object.keys(proof.requestBody.content)).toEqual(['image/png', 'image/jpeg']);
    expect(proof['x-access']).toBe('member');
  });

  it('agree with the route table on who may call them, under unique ids', () => {
    const kinds = { public: 'public', session: 'session', member: 'real-member', agent: 'agent' } as const;
    for (const e of ENDPOINTS) {
      if (e.access === 'operator') {
        // Among the roles the route matrix signs in as (besides the owner), the table names
        // exactly those whose defaults hold the permission (it may name other roles too).
        const matrixRoles = ['content', 'support', 'finance'] as const;
        const roles = matrixRoles.filter(
          (role) => !e.permission || BUILT_IN_ROLES[role].permissions.includes(e.permission),
        );
        const entry = ROUTE_TABLE[`${e.method} ${e.path}`];
        expect(entry?.kind, e.id).toBe('operator');
        const named = entry?.kind === 'operator' ? entry.roles : [];
        expect(
          matrixRoles.filter((role) => (named as readonly string[]).includes(role)),
          e.id,
        ).toEqual(roles);
        continue;
      }
      expect(ROUTE_TABLE[`${e.method} ${e.path}`], e.id).toEqual({
        kind: kinds[e.access as keyof typeof kinds],
      });
    }
    expect(new Set(ENDPOINTS.map((e) => e.id)).size).toBe(ENDPOINTS.length);
  });

  it('serve the help centre inside its contract', async () => {
    const res = await t.app.inject({
      url: '/wps/system/helpCenter?lang=bn',
      headers: { 'x-merchant': 'TIGER' },
    });
    expect(res.statusCode).toBe(200);
    expect(systemEndpoints.helpCenter.response.parse(res.json().value).length).toBeGreaterThan(0);
  });

  it('are documented in an OpenAPI 3.1 document with their parameters and envelopes', async () => {
    const res = await t.app.inject({ url: '/openapi.json', headers: { 'x-merchant': 'TIGER' } });
    expect(res.statusCode).toBe(200);
    const doc = res.json();
    expect(doc.openapi).toBe('3.1.0');
    for (const e of ENDPOINTS) {
      const path = e.path.replace(/:([A-Za-z]+)/g, '{$1}');
      expect(doc.paths[path][e.method.toLowerCase()].operationId).toBe(e.id);
    }
    const help = doc.paths['/wps/system/helpCenter'].get;
    expect(help.parameters.map((p: { name: string }) => p.name)).toEqual(
      expect.arrayContaining(['lang', 'device', 'x-merchant']),
    );
    expect(help.responses['200'].content['application/json'].schema.properties.value.type).toBe('array');

    // The wallet and payment calls: sealed bodies, path parameters and signed-in access say so.
    const withdraw = doc.paths['/wps/wallet/withdrawals'];
    expect(withdraw.post.operationId).toBe('wallet.requestWithdrawal');
    expect(withdraw.post.requestBody.content['application/json'].schema.description).toMatch(/sealed/);
    expect(withdraw.post.requestBody.content['application/json'].schema.required).toEqual(
      expect.arrayContaining(['bankAccountId', 'amount', 'paymentPassword', 'requestId']),
    );
    expect(withdraw.get.parameters.map((p: { name: string }) => p.name)).toEqual(
      expect.arrayContaining(['status', 'pageNo', 'pageSize']),
    );
    const balance = doc.paths['/wps/v2/wallets/balance'].get;
    expect(balance.security).toEqual([{ session: [] }]);
    expect(balance.responses['200'].content['application/json'].schema.properties.value.required).toEqual(
      expect.arrayContaining(['currency', 'main', 'bonus', 'pendingWithdrawal']),
    );
    const deposit = doc.paths['/wps/payments/deposits/{id}'].get;
    expect(deposit.parameters).toContainEqual(
      expect.objectContaining({ name: 'id', in: 'path', required: true }),
    );
    expect(doc.paths['/wps/system/status'].get.operationId).toBe('system.status');
    expect(doc.paths['/openapi.json'].get.responses['200'].content['application/json']).toBeTruthy();
    // The infrastructure and the payment provider's webhook are not the player API.
    expect(doc.paths['/healthz']).toBeUndefined();
    expect(doc.paths['/hooks/payments/sandbox']).toBeUndefined();
  });

  it('let an operator through only with a full session whose role holds the permission', async () => {
    const url = '/admin/api/test/finance';
    const post = (headers: Record<string, string>, payload: Record<string, unknown> = { n: 2 }) =>
      t.app.inject({ method: 'POST', url, headers: { 'x-merchant': 'TIGER', ...headers }, payload });
    const nobody = await post({});
    expect(nobody.statusCode).toBe(401);
    expect(nobody.json()).toMatchObject({ code: 'NOT_LOGGED_IN' });
    // A member's session is no operator's.
    const member = (await loginAs(t.app, 'TIGER', 'player01', 'Player@2026')).json().value.token as string;
    expect((await post(bearer(member))).json()).toMatchObject({ code: 'NOT_LOGGED_IN' });

    const content = await operatorSession(t, 'TIGER', 'content');
    const refused = await post({ ...content, 'x-language': 'bn' });
    expect(refused.statusCode).toBe(403);
    // Refused before the body is read, in the caller's language.
    expect(refused.json()).toMatchObject({ code: 'FORBIDDEN', message: 'এটি করার অনুমতি আপনার নেই।' });
    expect((await post(content, { bad: true })).json()).toMatchObject({ code: 'FORBIDDEN' });

    const finance = await operatorSession(t, 'TIGER', 'finance');
    expect((await post(finance, { n: 'x' })).statusCode).toBe(400);
    const allowed = await post(finance);
    expect(allowed.json()).toMatchObject({
      success: true,
      value: { role: 'finance', merchant: 'TIGER', n: 2 },
    });
    // The owner holds every permission.
    const owner = await operatorSession(t, 'JADE', 'owner');
    expect((await post(owner)).json()).toMatchObject({ success: true, value: { merchant: 'JADE' } });

    // Without a permission, any signed-in operator; the handler sees the role's permissions.
    const any = await t.app.inject({ url: '/admin/api/test/any', headers: content });
    expect(any.json().value).toEqual({
      permissions: BUILT_IN_ROLES.content.permissions.length,
      platformWide: false,
    });
  });

  it('know the operator by the bearer token only: the session token in a cookie is no credential', async () => {
    const finance = await operatorSession(t, 'TIGER', 'finance');
    const token = (finance.authorization as string).slice('Bearer '.length);
    const cookie = { cookie: `portal_op=${token}`, 'x-merchant': 'TIGER', 'sec-fetch-site': 'same-origin' };
    const url = '/admin/api/test/finance';
    const write = await t.app.inject({ method: 'POST', url, headers: cookie, payload: { n: 1 } });
    expect([write.statusCode, write.json().code]).toEqual([401, 'NOT_LOGGED_IN']);
    const read = await t.app.inject({ url: '/admin/api/test/any', headers: cookie });
    expect([read.statusCode, read.json().code]).toEqual([401, 'NOT_LOGGED_IN']);
    // The same session with the bearer header is let in.
    const withBearer = await t.app.inject({
      method: 'POST',
      url,
      headers: { ...finance, 'x-merchant': 'TIGER' },
      payload: { n: 1 },
    });
    expect(withBearer.json()).toMatchObject({ success: true, value: { n: 1 } });
  });

  it('cannot promise a guard the server does not give', () => {
    expect(() =>
      serve(t.app, { ...anyOperator, id: 'test.operator2' }, { checkResponses: true }, async () => ({
        permissions: 0,
        platformWide: false,
      })),
    ).toThrow(/operator reader/);
    expect(() =>
      endpoint({
        id: 'test.memberPermission',
        method: 'GET',
        path: '/wps/test/permission',
        summary: 'x',
        access: 'member',
        permission: 'audit.view',
        response: z.null(),
      }),
    ).toThrow(/access must be operator/);
    // A sealed endpoint without the key to open it, or a route config that would widen the
    // accepted bodies behind the contract's back, is refused at start too.
    expect(() =>
      serve(
        t.app,
        { ...sealedEcho, id: 'test.sealed2' },
        { checkResponses: true },
        async () => null as never,
      ),
    ).toThrow(/payload key/);
    expect(() =>
      serve(
        t.app,
        { ...jsonOnly, id: 'test.json2' },
        { checkResponses: true, config: { acceptBodies: ['*'] } },
        async ({ body }) => body,
      ),
    ).toThrow(/declared in the contract/);
    expect(() =>
      endpoint({
        id: 'test.fileAndJson',
        method: 'POST',
        path: '/wps/test/file-and-json',
        summary: 'x',
        access: 'public',
        upload: { types: ['image/png'], maxBytes: 1 },
        body: z.object({}),
        response: z.null(),
      }),
    ).toThrow(/upload/);
    expect(() =>
      endpoint({
        id: 'test.both',
        method: 'GET',
        path: '/wps/test/both',
        summary: 'x',
        access: 'public',
        redirect: true,
        produces: 'image/svg+xml',
        response: z.string(),
      }),
    ).toThrow(/redirect or a document/);
    expect(() =>
      endpoint({
        id: 'test.loose',
        method: 'GET',
        path: '/wps/test/loose',
        summary: 'x',
        access: 'public',
        allowPasswordChange: true,
        response: z.null(),
      }),
    ).toThrow(/signed-in access/);
  });
});
