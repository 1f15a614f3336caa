import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../test/test-app.ts';
import { clearThrottle, releaseAttempt, reserveAttempt } from './throttle.ts';

const RULE = { windowMs: 15 * 60_000, max: 5, blockMs: 15 * 60_000 };

describe('reserving an attempt before the slow check', () => {
  let t: TestDatabase;
  let merchantId: number;
  beforeAll(async () => {
    t = await createTestDatabase({ seed: true });
    const brand = await t.db
      .selectFrom('merchants')
      .select('id')
      .where('code', '=', 'TIGER')
      .executeTakeFirstOrThrow();
    merchantId = brand.id;
  });
  afterAll(() => t.close());

  it('lets exactly the limit through when thirty guesses arrive at once', async () => {
    const now = new Date('2026-11-24T10:00:00Z');
    const results = await Promise.all(
      Array.from({ length: 30 }, () => reserveAttempt(t.db, merchantId, 'test', 'parallel', RULE, now)),
    );
    expect(results.filter((r) => r.allowed)).toHaveLength(RULE.max);
    const later = await reserveAttempt(
      t.db,
      merchantId,
      'test',
      'parallel',
      RULE,
      new Date(now.getTime() + 60_000),
    );
    expect(later.allowed).toBe(false);
    // The block ends with its time; a new window starts from one.
    const after = await reserveAttempt(
      t.db,
      merchantId,
      'test',
      'parallel',
      RULE,
      new Date(now.getTime() + 31 * 60_000),
    );
    expect(after).toMatchObject({ allowed: true, reservation: { count: 1 } });
  });

  it('gives back an attempt that was never evaluated, and lifts the block it set', async () => {
    const now = new Date('2026-11-24T11:00:00Z');
    let last = null;
    for (let i = 0; i < RULE.max; i += 1)
      last = await reserveAttempt(t.db, merchantId, 'test', 'release', RULE, now);
    expect(last?.allowed).toBe(true);
    if (!last?.allowed) return;
    expect(last.reservation.blockSetByThis).not.toBeNull();
    await releaseAttempt(t.db, last.reservation);
    const again = await reserveAttempt(t.db, merchantId, 'test', 'release', RULE, now);
    expect(again).toMatchObject({ allowed: true, reservation: { count: RULE.max } });
    await clearThrottle(t.db, merchantId, 'test', 'release');
    const fresh = await reserveAttempt(t.db, merchantId, 'test', 'release', RULE, now);
    expect(fresh).toMatchObject({ allowed: true, reservation: { count: 1 } });
  });
});
