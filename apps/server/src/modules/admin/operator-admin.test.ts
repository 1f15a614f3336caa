import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { operatorSession } from '../../test/wallet.ts';

/** Roles, operator accounts, own sessions and the audit log (issue 15). */
let t: TestApp;
let owner: Record<string, string>;
beforeAll(async () => {
  t = await createTestApp({ env: { RATE_LIMIT_PER_MINUTE: '1000000' } });
  owner = await operatorSession(t, 'TIGER', 'owner');
});
afterAll(() => t.close());

const send = (
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
const value = async (...args: Parameters<typeof send>) => {
  const res = await send(...args);
  const body = res.json();
  if (!body.success) throw new Error(`${args[2]}: ${res.statusCode} ${res.body}`);
  return body.value;
};
const code = async (...args: Parameters<typeof send>) => (await send(...args)).json().code as string;

describe('roles', () => {
  it('lists the built-in roles; the owner role is fixed, the others editable and audited', async () => {
    const roles = (await value(owner, 'GET', '/admin/api/roles')) as { key: string; editable: boolean }[];
    expect(roles.map((r) => r.key).sort()).toEqual(
      ['content', 'finance', 'marketing', 'owner', 'read-only', 'risk', 'support'].sort(),
    );
    expect(roles.find((r) => r.key === 'owner')?.editable).toBe(false);
    expect(await code(owner, 'PUT', '/admin/api/roles/owner', { permissions: [] })).toBe('FORBIDDEN');
    expect(await code(owner, 'PUT', '/admin/api/roles/support', { permissions: ['no.such'] })).toBe(
      'VALIDATION_ERROR',
    );
    expect(await code(owner, 'PUT', '/admin/api/roles/nobody', { permissions: [] })).toBe('NOT_FOUND');

    const reader = await operatorSession(t, 'TIGER', 'read-only');
    expect(await code(reader, 'GET', '/admin/api/audit')).toBe('FORBIDDEN');
    const updated = await value(owner, 'PUT', '/admin/api/roles/read-only', {
      permissions: ['audit.view', 'dashboard.view', 'roles.manage'],
    });
    expect(updated).toMatchObject({
      key: 'read-only',
      permissions: ['dashboard.view', 'audit.view', 'roles.manage'],
    });
    // The next call of a session of that role has the new permissions.
    const log = await value(reader, 'GET', '/admin/api/audit?action=role.&pageSize=5');
    expect(log.list[0]).toMatchObject({
      action: 'role.update',
      target: 'read-only',
      details: {
        before: expect.arrayContaining(['members.view']),
        after: expect.arrayContaining(['audit.view']),
      },
    });

    // Nobody hands out what they do not hold, nor widens their own role.
    expect(
      await code(reader, 'PUT', '/admin/api/roles/support', { permissions: ['withdrawals.decide'] }),
    ).toBe('FORBIDDEN');
    expect(await code(reader, 'PUT', '/admin/api/roles/read-only', { permissions: ['audit.view'] })).toBe(
      'FORBIDDEN',
    );
    expect(
      (await value(reader, 'PUT', '/admin/api/roles/support', { permissions: ['audit.view'] })).permissions,
    ).toEqual(['audit.view']);
  });
});

describe('operator accounts', () => {
  it('creates an operator with a one-time password, changes the role, disables and resets the authenticator', async () => {
    const created = await value(owner, 'POST', '/admin/api/operators', {
      username: 'newcashier',
      displayName: 'New cashier',
      role: 'finance',
    });
    expect(created).toEqual({ id: expect.any(Number), password: expect.stringMatching(/^[\w-]{20}$/) });
    expect(
      await code(owner, 'POST', '/admin/api/operators', {
        username: 'newcashier',
        displayName: 'x',
        role: 'finance',
      }),
    ).toBe('CONFLICT');
    expect(
      await code(owner, 'POST', '/admin/api/operators', {
        username: 'other',
        displayName: 'x',
        role: 'nope',
      }),
    ).toBe('NOT_FOUND');
    const login = () =>
      t.app.inject({
        method: 'POST',
        url: '/admin/api/session/login',
        payload: { merchant: 'TIGER', username: 'newcashier', password: created.password },
      });
    expect((await login()).json().value.stage).toBe('enrol');

    const changed = await value(owner, 'PUT', `/admin/api/operators/${created.id}/role`, { role: 'support' });
    expect(changed).toMatchObject({
      username: 'newcashier',
      role: 'support',
      status: 'active',
      enrolled: false,
    });
    const entry = (await value(owner, 'GET', '/admin/api/audit?target=newcashier&pageSize=10')).list[0];
    expect(entry).toMatchObject({
      action: 'operator.role',
      details: { before: { role: 'finance' }, after: { role: 'support' } },
    });

    // Disabling ends the operator's sessions at once, and the password no longer opens one.
    const finance = await operatorSession(t, 'TIGER', 'finance');
    const financeId = (await value(finance, 'GET', '/admin/api/me')).id as number;
    const disabled = await value(owner, 'PUT', `/admin/api/operators/${financeId}/status`, {
      status: 'disabled',
    });
    expect(disabled.status).toBe('disabled');
    expect(await code(finance, 'GET', '/admin/api/me')).toBe('NOT_LOGGED_IN');
    expect(
      (await value(owner, 'PUT', `/admin/api/operators/${financeId}/status`, { status: 'active' })).status,
    ).toBe('active');
    expect(await code(finance, 'GET', '/admin/api/me')).toBe('NOT_LOGGED_IN');

    // Nobody changes their own account here, and only an owner touches an owner.
    const me = (await value(owner, 'GET', '/admin/api/me')).id as number;
    expect(await code(owner, 'PUT', `/admin/api/operators/${me}/status`, { status: 'disabled' })).toBe(
      'FORBIDDEN',
    );
    await value(owner, 'PUT', '/admin/api/roles/support', {
      permissions: ['operators.manage', 'members.view', 'payments.view'],
    });
    const support = await operatorSession(t, 'TIGER', 'support');
    expect(await code(support, 'PUT', `/admin/api/operators/${me}/status`, { status: 'disabled' })).toBe(
      'FORBIDDEN',
    );
    expect(await code(support, 'PUT', `/admin/api/operators/${created.id}/role`, { role: 'owner' })).toBe(
      'FORBIDDEN',
    );
    expect(await code(support, 'PUT', `/admin/api/operators/${created.id}/role`, { role: 'finance' })).toBe(
      'FORBIDDEN',
    );

    const reset = await value(owner, 'POST', `/admin/api/operators/${created.id}/reset-totp`);
    expect(reset.enrolled).toBe(false);
    const list = (await value(owner, 'GET', '/admin/api/operators')) as { username: string }[];
    expect(list.map((o) => o.username)).toContain('newcashier');
  });
});

describe('own sessions', () => {
  it('lists the live ones with the current marked, and revokes one or all others', async () => {
    const finance = await operatorSession(t, 'TIGER', 'finance');
    const sessions = (await value(finance, 'GET', '/admin/api/sessions')) as {
      id: string;
      current: boolean;
    }[];
    expect(sessions).toHaveLength(1);
    expect(sessions[0]?.current).toBe(true);
    expect(await code(finance, 'DELETE', '/admin/api/sessions/900000001')).toBe('NOT_FOUND');
    // Another operator's session is not this one's to end.
    expect(await code(owner, 'DELETE', `/admin/api/sessions/${sessions[0]?.id}`)).toBe('NOT_FOUND');
    expect(await value(finance, 'POST', '/admin/api/sessions/revoke-others')).toEqual({ revoked: 0 });
    expect(await value(finance, 'DELETE', `/admin/api/sessions/${sessions[0]?.id}`)).toBeNull();
    expect(await code(finance, 'GET', '/admin/api/me')).toBe('NOT_LOGGED_IN');
  });
});

describe('the audit log', () => {
  it('pages backwards with filters and verifies its chain', async () => {
    const first = await value(owner, 'GET', '/admin/api/audit?pageSize=2');
    expect(first.list).toHaveLength(2);
    expect(first.next).toBe(first.list[1].id);
    const second = await value(owner, 'GET', `/admin/api/audit?pageSize=2&before=${first.next}`);
    expect(BigInt(second.list[0].id)).toBeLessThan(BigInt(first.next));
    const none = await value(
      owner,
      'GET',
      '/admin/api/audit?from=2000-01-01T00:00:00Z&to=2000-01-02T00:00:00Z',
    );
    expect(none).toEqual({ list: [], next: null });
    expect(await code(owner, 'GET', '/admin/api/audit?from=yesterday')).toBe('VALIDATION_ERROR');
    const report = await value(owner, 'GET', '/admin/api/audit/verify');
    expect(report).toEqual({ entries: expect.any(Number), break: null });
    expect(report.entries).toBeGreaterThan(3);
  });
});

describe('platform-wide operators', () => {
  it('switch the brand of their session, audited in both brands; others may not', async () => {
    const finance = await operatorSession(t, 'TIGER', 'finance');
    expect(await code(finance, 'POST', '/admin/api/session/brand', { merchant: 'JADE' })).toBe('FORBIDDEN');

    const wide = await operatorSession(t, 'TIGER', 'owner');
    const id = (await value(wide, 'GET', '/admin/api/me')).id as number;
    await t.db.updateTable('operators').set({ platform_wide: true }).where('id', '=', id).execute();
    const me = await value(wide, 'GET', '/admin/api/me');
    expect(me.brands.map((b: { code: string }) => b.code)).toEqual(expect.arrayContaining(['TIGER', 'JADE']));
    expect(await code(wide, 'POST', '/admin/api/session/brand', { merchant: 'NOPE' })).toBe('NOT_FOUND');

    const switched = await value(wide, 'POST', '/admin/api/session/brand', { merchant: 'jade' });
    expect(switched).toMatchObject({ merchant: 'JADE', platformWide: true });
    // The session now acts on JADE: its operators, not TIGER's.
    const jadeOperators = (await value(wide, 'GET', '/admin/api/operators')) as { username: string }[];
    expect(jadeOperators.map((o) => o.username)).not.toContain('newcashier');
    const entry = (await value(wide, 'GET', '/admin/api/audit?action=operator.brand&pageSize=1')).list[0];
    expect(entry).toMatchObject({ details: { before: { brand: 'TIGER' }, after: { brand: 'JADE' } } });
    await value(wide, 'POST', '/admin/api/session/brand', { merchant: 'TIGER' });
    const tigerLog = (await value(owner, 'GET', '/admin/api/audit?action=operator.brand&pageSize=5')).list;
    expect(tigerLog.length).toBeGreaterThanOrEqual(2);
    expect((await value(owner, 'GET', '/admin/api/audit/verify')).break).toBeNull();
  });
});

describe('operator writes', () => {
  it('are audited in their own transaction, with before and after, and a failed one leaves no entry', async () => {
    const created = await value(owner, 'POST', '/admin/api/announcements', {
      type: 'PL',
      language: 'en',
      title: 'Audited notice',
      content: '<p>x</p>',
    });
    const latest = async () => (await value(owner, 'GET', '/admin/api/audit?pageSize=1')).list[0];
    expect(await latest()).toMatchObject({
      action: 'announcement.create',
      target: created.id,
      details: { before: {}, after: { title: 'Audited notice', type: 'PL' } },
    });
    await value(owner, 'DELETE', `/admin/api/announcements/${created.id}`);
    const removed = await latest();
    expect(removed).toMatchObject({
      action: 'announcement.delete',
      target: created.id,
      details: { before: { title: 'Audited notice' }, after: {} },
    });
    // Nothing changed, nothing recorded.
    expect(await code(owner, 'DELETE', `/admin/api/announcements/${created.id}`)).toBe('NOT_FOUND');
    expect(await code(owner, 'POST', '/admin/api/withdrawals/900000001/approve', {})).toBe('NOT_FOUND');
    expect((await latest()).id).toBe(removed.id);
    expect((await value(owner, 'GET', '/admin/api/audit/verify')).break).toBeNull();
  });
});
