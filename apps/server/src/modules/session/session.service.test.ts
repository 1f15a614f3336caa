import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testClock } from '../../test/accounts.ts';
import { createTestDatabase, type TestDatabase } from '../../test/test-app.ts';
import type { Brand } from '../brands/brand.ts';
import { BrandService } from '../brands/brands.service.ts';
import { SessionService } from './session.service.ts';

let database: TestDatabase;
let brand: Brand;
let memberId: bigint;
beforeAll(async () => {
  database = await createTestDatabase({ seed: true });
  brand = (await new BrandService(database.db).findByCode('TIGER')) as Brand;
  memberId = (
    await database.db
      .selectFrom('members')
      .select('id')
      .where('account', '=', 'demo01')
      .executeTakeFirstOrThrow()
  ).id;
});
afterAll(() => database.close());

const client = { ip: '127.0.0.1', userAgent: 'test' };

describe('session expiry', () => {
  it('ends a session after the idle time without requests', async () => {
    const clock = testClock();
    const sessions = new SessionService(database.db, clock.now);
    const { token } = await sessions.create(brand, memberId, client);
    clock.advance(59 * 60_000);
    expect(await sessions.resolve(brand, token)).not.toBeNull();
    // Activity pushed the idle limit: another 59 minutes is fine, 61 without activity is not.
    clock.advance(59 * 60_000);
    expect(await sessions.resolve(brand, token)).not.toBeNull();
    clock.advance(61 * 60_000);
    expect(await sessions.resolve(brand, token)).toBeNull();
  });

  it('ends a session at its absolute limit however active it is', async () => {
    const clock = testClock();
    const sessions = new SessionService(database.db, clock.now);
    const { token } = await sessions.create(brand, memberId, client);
    for (let hour = 0; hour < 11; hour += 1) {
      clock.advance(55 * 60_000);
      expect(await sessions.resolve(brand, token)).not.toBeNull();
    }
    clock.advance(55 * 60_000 + 5 * 60_000);
    expect(await sessions.resolve(brand, token)).toBeNull();
  });

  it('revokes one session or all of a member', async () => {
    const clock = testClock();
    const sessions = new SessionService(database.db, clock.now);
    const a = await sessions.create(brand, memberId, client);
    const b = await sessions.create(brand, memberId, client);
    await sessions.revoke(a.sessionId, 'logout');
    expect(await sessions.resolve(brand, a.token)).toBeNull();
    expect(await sessions.resolve(brand, b.token)).not.toBeNull();
    expect(await sessions.revokeAll(memberId, 'password changed')).toBeGreaterThanOrEqual(1);
    expect(await sessions.resolve(brand, b.token)).toBeNull();
  });

  it('flags an expired password when the brand enforces expiry', async () => {
    const clock = testClock(new Date(Date.now() + 100 * 86_400_000));
    const sessions = new SessionService(database.db, clock.now);
    const { token } = await sessions.create(brand, memberId, client);
    expect(await sessions.resolve(brand, token)).toMatchObject({
      passwordExpired: true,
      mustChangePassword: true,
    });
    const lenient = { ...brand, flags: { ...brand.flags, PWDEXPFORCECHANGE3: false } };
    expect(await sessions.resolve(lenient, token)).toMatchObject({
      passwordExpired: false,
      mustChangePassword: false,
    });
  });
});
