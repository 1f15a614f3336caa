import { ENDPOINTS, endpoint, systemEndpoints } from '@portal/contracts/endpoints';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { createTestApp, type TestApp } from '../test/test-app.ts';
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

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({
    extend: (app) => {
      serve(app, drifting, { checkResponses: true }, async ({ params }) => ({ id: params.id }) as never);
      serve(app, membersOnly, { checkResponses: true }, async ({ body }) => ({ twice: body.n * 2 }));
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
  });

  it('cannot promise a guard the server does not give', () => {
    const agentOnly = endpoint({
      id: 'test.agent',
      method: 'GET',
      path: '/wps/test/agent',
      summary: 'x',
      access: 'agent',
      response: z.null(),
    });
    expect(() => serve(t.app, agentOnly, { checkResponses: true }, async () => null)).toThrow(
      /does not enforce/,
    );
  });
});
