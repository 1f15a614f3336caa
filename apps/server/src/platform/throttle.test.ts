import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../test/test-app.ts';
import { clearThrottle, releaseAttempt, reserveAttempt, settleFailure } from './throttle.ts';

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

  /** A slow check that always fails, as thirty parallel wrong guesses would. */
  async function wrongGuess(key: string, now: Date, evaluated: { count: number }) {
    const r = await reserveAttempt(t.db, merchantId, 'test', key, RULE, now);
    if (!r.allowed) return 'refused';
    evaluated.count += 1;
    await new Promise((resolve) => setTimeout(resolve, 5));
    return (await settleFailure(t.db, r.reservation, RULE, now)) ? 'locked' : 'failed';
  }

  it('evaluates no more than the limit of thirty parallel wrong guesses, then locks', async () => {
    const now = new Date('2026-11-24T10:00:00Z');
    const evaluated = { count: 0 };
    const results = await Promise.all(
      Array.from({ length: 30 }, () => wrongGuess('parallel', now, evaluated)),
    );
    expect(evaluated.count).toBe(RULE.max);
    expect(results.filter((r) => r === 'refused')).toHaveLength(30 - RULE.max);
    expect(results).toContain('locked');
    const later = await reserveAttempt(
      t.db,
      merchantId,
      'test',
      'parallel',
      RULE,
      new Date(now.getTime() + 60_000),
    );
    expect(later.allowed).toBe(false);
    // The lock ends with its time; a new window starts from one.
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

  it('lets parallel right answers wait their turn instead of refusing them', async () => {
    const now = new Date('2026-11-24T12:00:00Z');
    const results = await Promise.all(
      Array.from({ length: 20 }, async () => {
        const r = await reserveAttempt(t.db, merchantId, 'test', 'right', RULE, now);
        if (!r.allowed) return false;
        await new Promise((resolve) => setTimeout(resolve, 5));
        await releaseAttempt(t.db, r.reservation); // a success that leaves earlier failures alone
        return true;
      }),
    );
    expect(results.every(Boolean)).toBe(true);
  });

  it('gives back an attempt that was never evaluated, and starts over after a success', async () => {
    const now = new Date('2026-11-24T11:00:00Z');
    for (let i = 0; i < RULE.max - 1; i += 1) {
      const r = await reserveAttempt(t.db, merchantId, 'test', 'release', RULE, now);
      if (r.allowed) await settleFailure(t.db, r.reservation, RULE, now);
    }
    const last = await reserveAttempt(t.db, merchantId, 'test', 'release', RULE, now);
    expect(last).toMatchObject({ allowed: true, reservation: { count: RULE.max } });
    if (!last.allowed) return;
    await releaseAttempt(t.db, last.reservation);
    const again = await reserveAttempt(t.db, merchantId, 'test', 'release', RULE, now);
    expect(again).toMatchObject({ allowed: true, reservation: { count: RULE.max } });
    await clearThrottle(t.db, merchantId, 'test', 'release');
    const fresh = await reserveAttempt(t.db, merchantId, 'test', 'release', RULE, now);
    expect(fresh).toMatchObject({ allowed: true, reservation: { count: 1 } });
  });
});
