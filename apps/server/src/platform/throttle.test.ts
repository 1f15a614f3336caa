import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../test/test-app.ts';
import {
  clearAndReleaseAttempt,
  clearThrottle,
  peekThrottle,
  releaseAttempt,
  reserveAttempt,
  reserveAttempts,
  settleFailure,
} from './throttle.ts';

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

  describe('two keys at once (a login: the name and the address)', () => {
    const ADDRESS = { windowMs: 15 * 60_000, max: 8, blockMs: 15 * 60_000 };
    const keys = (name: string, address: string) => [
      { scope: 'test:name', key: name, rule: RULE },
      { scope: 'test:address', key: address, rule: ADDRESS },
    ];

    it('evaluates no more than the name allows of thirty parallel wrong guesses, and gives the address back the rest', async () => {
      const now = new Date('2026-11-24T13:00:00Z');
      let evaluated = 0;
      const results = await Promise.all(
        Array.from({ length: 30 }, async () => {
          const r = await reserveAttempts(t.db, merchantId, keys('pair', '10.0.0.1'), now);
          if (!r.allowed) return 'refused';
          evaluated += 1;
          await new Promise((resolve) => setTimeout(resolve, 5));
          const [name, address] = r.reservations;
          if (!name || !address) throw new Error('two reservations expected');
          const nameLock = await settleFailure(t.db, name, RULE, now);
          const addressLock = await settleFailure(t.db, address, ADDRESS, now);
          return (nameLock ?? addressLock) ? 'locked' : 'failed';
        }),
      );
      expect(evaluated).toBe(RULE.max);
      expect(results.filter((r) => r === 'refused')).toHaveLength(30 - RULE.max);
      expect(results).toContain('locked');
      // Only the evaluated guesses stay counted on the address; nothing is left pending.
      const address = await t.db
        .selectFrom('throttles')
        .select(['count', 'pending'])
        .where('merchant_id', '=', merchantId)
        .where('scope', '=', 'test:address')
        .where('key', '=', '10.0.0.1')
        .executeTakeFirstOrThrow();
      expect(address).toEqual({ count: RULE.max, pending: 0 });
    });

    it('is refused by a locked address, and gives the name its attempt back', async () => {
      const now = new Date('2026-11-24T14:00:00Z');
      for (let i = 0; i < ADDRESS.max; i += 1) {
        const r = await reserveAttempts(t.db, merchantId, keys(`name${i}`, '10.0.0.2'), now);
        if (!r.allowed) throw new Error('refused too early');
        for (const [reservation, rule] of [
          [r.reservations[0], RULE],
          [r.reservations[1], ADDRESS],
        ] as const)
          if (reservation) await settleFailure(t.db, reservation, rule, now);
      }
      const refused = await reserveAttempts(t.db, merchantId, keys('fresh', '10.0.0.2'), now);
      expect(refused.allowed).toBe(false);
      expect(await peekThrottle(t.db, merchantId, 'test:name', 'fresh', RULE, now)).toEqual({
        count: 0,
        blockedUntil: null,
      });
    });

    it('clears the name and gives back the address in one step after a success', async () => {
      const now = new Date('2026-11-24T15:00:00Z');
      const first = await reserveAttempts(t.db, merchantId, keys('ok', '10.0.0.3'), now);
      if (!first.allowed) throw new Error('refused');
      await settleFailure(t.db, first.reservations[0] ?? (undefined as never), RULE, now);
      await settleFailure(t.db, first.reservations[1] ?? (undefined as never), ADDRESS, now);
      const second = await reserveAttempts(t.db, merchantId, keys('ok', '10.0.0.3'), now);
      if (!second.allowed) throw new Error('refused');
      expect(second.reservations.map((r) => r.count)).toEqual([2, 2]);
      const [name, address] = second.reservations;
      if (!name || !address) throw new Error('two reservations expected');
      await clearAndReleaseAttempt(t.db, name, address);
      expect(await peekThrottle(t.db, merchantId, 'test:name', 'ok', RULE, now)).toEqual({
        count: 0,
        blockedUntil: null,
      });
      // The earlier failure of the address stays; this attempt is gone.
      expect(await peekThrottle(t.db, merchantId, 'test:address', '10.0.0.3', ADDRESS, now)).toEqual({
        count: 1,
        blockedUntil: null,
      });
    });
  });
});
