import { BUILT_IN_ROLE_KEYS, BUILT_IN_ROLES, type BuiltInRoleKey } from '@portal/contracts';
import { ENDPOINTS, type Endpoint } from '@portal/contracts/endpoints';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/test-app.ts';
import { operatorSession } from '../test/wallet.ts';

/**
 * The permission matrix (issue 15): every endpoint with operator access in ENDPOINTS, called with
 * a session of every built-in role. A role gets 403 FORBIDDEN exactly when its default
 * permissions lack the endpoint's permission, and never otherwise; without a session, every one
 * answers 401 NOT_LOGGED_IN. Then another brand's operator is kept from this brand's rows.
 */

const OPERATOR_ENDPOINTS = ENDPOINTS.filter((e) => e.access === 'operator');
/** An id no row has; a role key every brand has. */
const SAMPLES: Record<string, string> = { id: '900000001', key: 'support' };
/** Writes carry a field no schema knows: an allowed caller stops at validation, nothing changes. */
const PROBE = { probe: true };
/** Ends the session it is called with: every caller uses a throwaway one. */
const ENDS_SESSION = new Set(['operator.logout']);

const urlOf = (e: Endpoint) => e.path.replace(/:([A-Za-z]+)/g, (_all, name: string) => SAMPLES[name] ?? 'x');

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ env: { RATE_LIMIT_PER_MINUTE: '1000000' } });
});
afterAll(() => t.close());

function call(e: Endpoint, headers: Record<string, string>) {
  return t.app.inject({
    method: e.method as InjectOptions['method'],
    url: urlOf(e),
    headers: { 'x-merchant': 'TIGER', ...headers },
    ...(e.method === 'GET' ? {} : { payload: PROBE }),
  });
}

describe('the permission matrix', () => {
  it('covers the operator API', () => {
    expect(OPERATOR_ENDPOINTS.length).toBeGreaterThan(30);
    // Every operator endpoint but the operator's own session and account names a permission.
    const open = OPERATOR_ENDPOINTS.filter((e) => !e.permission).map((e) => e.id);
    expect(open.every((id) => id.startsWith('operator.'))).toBe(true);
  });

  it('refuses a role exactly the permissions it lacks, and everyone without a session', async () => {
    const sessions = new Map<BuiltInRoleKey, Record<string, string>>();
    for (const role of BUILT_IN_ROLE_KEYS) sessions.set(role, await operatorSession(t, 'TIGER', role));
    const problems: string[] = [];
    for (const e of OPERATOR_ENDPOINTS) {
      const anonymous = await call(e, {});
      if (anonymous.statusCode !== 401 || anonymous.json().code !== 'NOT_LOGGED_IN')
        problems.push(`${e.id} without a session: ${anonymous.statusCode} ${anonymous.json().code}`);
      for (const role of BUILT_IN_ROLE_KEYS) {
        const held = !e.permission || BUILT_IN_ROLES[role].permissions.includes(e.permission);
        const headers = ENDS_SESSION.has(e.id)
          ? await operatorSession(t, 'TIGER', role)
          : (sessions.get(role) as Record<string, string>);
        const res = await call(e, headers);
        const code = res.json().code as string;
        if (res.statusCode >= 500) problems.push(`${e.id} as ${role}: ${res.statusCode} ${code}`);
        else if (!held && (res.statusCode !== 403 || code !== 'FORBIDDEN'))
          problems.push(`${e.id} as ${role}: expected 403 FORBIDDEN, got ${res.statusCode} ${code}`);
        else if (held && (res.statusCode === 401 || res.statusCode === 403))
          problems.push(`${e.id} as ${role}: refused with ${res.statusCode} ${code}`);
      }
    }
    expect(problems).toEqual([]);
    // Every first session still stands: nothing above ended one by mistake.
    for (const [role, headers] of sessions)
      expect((await t.app.inject({ url: '/admin/api/me', headers })).statusCode, role).toBe(200);
  });

  it("keeps another brand's operator away from this brand's rows", async () => {
    const tiger = await operatorSession(t, 'TIGER', 'owner');
    const jade = await operatorSession(t, 'JADE', 'owner');
    const inject = (
      headers: Record<string, string>,
      method: InjectOptions['method'],
      url: string,
      payload?: object,
    ) =>
      t.app.inject({
        method,
        url,
        headers: { 'x-merchant': 'TIGER', ...headers },
        ...(payload ? { payload } : {}),
      });

    const announcement = (
      await inject(tiger, 'POST', '/admin/api/announcements', {
        type: 'PL',
        language: 'en',
        title: 'Tiger only',
        content: '<p>x</p>',
      })
    ).json().value.id as string;
    const operators = (await inject(tiger, 'GET', '/admin/api/operators')).json().value as { id: number }[];
    const tigerOperator = operators[0]?.id as number;

    // JADE's owner acts on JADE whatever the request names: TIGER's rows are not found, not listed.
    expect((await inject(jade, 'DELETE', `/admin/api/announcements/${announcement}`)).json().code).toBe(
      'NOT_FOUND',
    );
    const jadeList = (await inject(jade, 'GET', '/admin/api/announcements')).json().value as { id: string }[];
    expect(jadeList.map((a) => a.id)).not.toContain(announcement);
    for (const [method, url, payload] of [
      ['PUT', `/admin/api/operators/${tigerOperator}/role`, { role: 'support' }],
      ['PUT', `/admin/api/operators/${tigerOperator}/status`, { status: 'disabled' }],
      ['POST', `/admin/api/operators/${tigerOperator}/reset-totp`, undefined],
    ] as const) {
      expect((await inject(jade, method, url, payload)).json().code, url).toBe('NOT_FOUND');
    }
    const jadeOperators = (await inject(jade, 'GET', '/admin/api/operators')).json().value as {
      id: number;
    }[];
    expect(jadeOperators.map((o) => o.id)).not.toContain(tigerOperator);
    const jadeAudit = (await inject(jade, 'GET', '/admin/api/audit?pageSize=200')).json().value.list as {
      target: string;
    }[];
    expect(jadeAudit.map((a) => a.target)).not.toContain(announcement);
    // And TIGER's own owner still finds them.
    expect((await inject(tiger, 'DELETE', `/admin/api/announcements/${announcement}`)).json().success).toBe(
      true,
    );
  });
});
