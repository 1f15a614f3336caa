import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ZAudience } from './endpoints/promotions.ts';
import { ZVipLevelsInput } from './endpoints/vip.ts';
import { levelFor, progressToNext, type VipThreshold } from './loyalty.ts';

/** The VIP maths (issue 19; ADR 0040): the level figures reach and the progress to the next. */

/** A ladder 0..n with rising thresholds (each level needs at least what the one below does). */
const ladder = fc
  .array(fc.tuple(fc.bigInt({ min: 0n, max: 10n ** 9n }), fc.bigInt({ min: 0n, max: 10n ** 9n })), {
    minLength: 0,
    maxLength: 12,
  })
  .map((steps) => {
    const out: VipThreshold[] = [{ level: 0, validBet: 0n, deposits: 0n }];
    for (const [i, [vb, dep]] of steps.entries()) {
      const below = out[i] as VipThreshold;
      out.push({ level: i + 1, validBet: below.validBet + vb + 1n, deposits: below.deposits + dep });
    }
    return out;
  });
const money = fc.bigInt({ min: 0n, max: 10n ** 11n });

describe('levelFor', () => {
  it('is the highest level whose both thresholds are met', () => {
    fc.assert(
      fc.property(ladder, money, money, (levels, vb, dep) => {
        const level = levelFor(levels, vb, dep);
        const reached = levels.find((l) => l.level === level) as VipThreshold;
        expect(vb >= reached.validBet && dep >= reached.deposits).toBe(true);
        const next = levels.find((l) => l.level === level + 1);
        if (next) expect(vb >= next.validBet && dep >= next.deposits).toBe(false);
      }),
    );
  });

  it('never falls when either figure grows, and ignores the order levels come in', () => {
    fc.assert(
      fc.property(ladder, money, money, money, money, (levels, vb, dep, more, moreDep) => {
        const level = levelFor(levels, vb, dep);
        expect(levelFor(levels, vb + more, dep + moreDep)).toBeGreaterThanOrEqual(level);
        expect(levelFor([...levels].reverse(), vb, dep)).toBe(level);
      }),
    );
  });

  it('is 0 without figures', () => {
    const levels: VipThreshold[] = [
      { level: 0, validBet: 0n, deposits: 0n },
      { level: 1, validBet: 100n, deposits: 100n },
      { level: 3, validBet: 300n, deposits: 300n },
    ];
    expect(levelFor(levels, 0n, 0n)).toBe(0);
    expect(levelFor(levels, 100n, 99n)).toBe(0);
    expect(levelFor(levels, 299n, 10_000n)).toBe(1);
  });
});

describe('progressToNext', () => {
  it('is within 0..10000, by the weaker measure, 10000 only at the top or when both are met', () => {
    fc.assert(
      fc.property(ladder, money, money, (levels, vb, dep) => {
        const level = levelFor(levels, vb, dep);
        const { next, bps } = progressToNext(levels, level, vb, dep);
        expect(bps).toBeGreaterThanOrEqual(0);
        expect(bps).toBeLessThanOrEqual(10_000);
        if (!next) {
          expect(level).toBe(levels.at(-1)?.level);
          expect(bps).toBe(10_000);
          return;
        }
        expect(next.level).toBe(level + 1);
        // Not both met (else the level would be higher), so not 100%.
        expect(bps).toBeLessThan(10_000);
        const part = (have: bigint, need: bigint) =>
          need <= 0n || have >= need ? 10_000 : Number((have * 10_000n) / need);
        expect(bps).toBe(Math.min(part(vb, next.validBet), part(dep, next.deposits)));
      }),
    );
  });

  it('never falls when figures grow within the same level', () => {
    fc.assert(
      fc.property(ladder, money, money, money, (levels, vb, dep, more) => {
        const level = levelFor(levels, vb, dep);
        if (levelFor(levels, vb + more, dep) !== level) return;
        expect(progressToNext(levels, level, vb + more, dep).bps).toBeGreaterThanOrEqual(
          progressToNext(levels, level, vb, dep).bps,
        );
      }),
    );
  });
});

describe('the VIP schemas', () => {
  it('an audience stored before VIP_LEVELS (no minVipLevel) still parses; the new kind takes a level', () => {
    const old = { kind: 'TAGS', newWithinDays: null, agents: [], tags: ['a'], include: [], exclude: [] };
    expect(ZAudience.parse(old)).toEqual(old);
    expect(ZAudience.safeParse({ ...old, kind: 'VIP_LEVELS', minVipLevel: 3 }).success).toBe(true);
    expect(ZAudience.safeParse({ ...old, kind: 'VIP_LEVELS', minVipLevel: 0 }).success).toBe(false);
  });

  it('a ladder input refuses unknown fields and styles', () => {
    const level = {
      level: 0,
      names: { en: 'Member', bn: 'সদস্য' },
      style: 'iron',
      validBet: '0',
      deposits: '0',
      pointsMultiplierBps: 10_000,
      rebateExtraBps: 0,
      withdrawalDailyLimit: null,
      contact: null,
      reward: null,
    };
    expect(ZVipLevelsInput.safeParse({ levels: [level] }).success).toBe(true);
    expect(ZVipLevelsInput.safeParse({ levels: [{ ...level, style: 'neon' }] }).success).toBe(false);
    expect(ZVipLevelsInput.safeParse({ levels: [{ ...level, extra: 1 }] }).success).toBe(false);
    expect(ZVipLevelsInput.safeParse({ levels: [] }).success).toBe(false);
  });
});
