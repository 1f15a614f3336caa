import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createOperator, findKnownCredentials } from '../modules/admin/operator-accounts.ts';
import { hashPassword } from '../platform/passwords.ts';
import { DEMO_ACCOUNTS } from '../seed/demo-accounts.ts';
import { createTestApp, type TestApp } from '../test/test-app.ts';

/**
 * Issue 13: production must not run on any published default, and the demo operators' passwords
 * are in the README. The start-up check finds accounts that still open with one; the bootstrap
 * command gives a brand its first operator with a password nobody has seen.
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('published demo credentials', () => {
  it('are found on a database seeded for development, operators and members alike', async () => {
    const known = await findKnownCredentials(t.db, DEMO_ACCOUNTS);
    expect(known).toContainEqual({ brand: 'TIGER', kind: 'operator', name: 'operator' });
    expect(known).toContainEqual({ brand: 'JADE', kind: 'operator', name: 'operator' });
    expect(known).toContainEqual({ brand: 'TIGER', kind: 'member', name: 'demo01' });
  });

  it('are no longer reported once every such password is changed', async () => {
    const fresh = await hashPassword('a-private-password-9f8e7d6c');
    await t.db.updateTable('operators').set({ password_hash: fresh }).execute();
    await t.db.updateTable('members').set({ password_hash: fresh }).execute();
    expect(await findKnownCredentials(t.db, DEMO_ACCOUNTS)).toEqual([]);
  });
});

describe('operator:create', () => {
  it('makes an operator with a fresh random password that signs in and must enrol an authenticator', async () => {
    const { password } = await createOperator(t.db, {
      brand: 'TIGER',
      username: 'founder',
      displayName: 'Founder',
      role: 'owner',
    });
    expect(password).toMatch(/^[A-Za-z0-9_-]{20}$/);
    const res = await t.app.inject({
      method: 'POST',
      url: '/admin/api/session/login',
      headers: { 'x-merchant': 'TIGER' },
      payload: { merchant: 'TIGER', username: 'founder', password },
    });
    expect(res.json()).toMatchObject({ success: true, value: { stage: 'enrol' } });
    const audit = await t.db
      .selectFrom('audit_log')
      .select(['action', 'target'])
      .where('action', '=', 'operator.created')
      .execute();
    expect(audit).toEqual([{ action: 'operator.created', target: 'founder' }]);
  });

  it('never resets an existing operator, and refuses unknown brands and bad names', async () => {
    await expect(
      createOperator(t.db, { brand: 'TIGER', username: 'founder', displayName: 'x', role: 'owner' }),
    ).rejects.toThrow(/already exists/);
    await expect(
      createOperator(t.db, { brand: 'NOPE', username: 'someone', displayName: 'x', role: 'owner' }),
    ).rejects.toThrow(/no brand/);
    await expect(
      createOperator(t.db, { brand: 'TIGER', username: 'a b', displayName: 'x', role: 'owner' }),
    ).rejects.toThrow(/user name/);
  });
});
