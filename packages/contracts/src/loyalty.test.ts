import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  conversionOf,
  DEFAULT_LOYALTY_SETTINGS,
  earnedMilli,
  earnMilliFor,
  MILLI,
  splitMilli,
} from './loyalty.ts';

/** The points maths (issue 19; ADR 0040): conversion, earning in milli-points, the carried fraction. */
const settingsArb = fc.record({
  pointsPerUnit: fc.integer({ min: 1, max: 1_000_000 }),
  minConvert: fc.integer({ min: 1, max: 100_000_000 }),
  convertStep: fc.integer({ min: 1, max: 100_000_000 }),
});
const decimalsArb = fc.integer({ min: 0, max: 4 });

describe('conversionOf', () => {
  it('pays exactly points / ratio, rounded down, never more than the points are worth', () => {
    fc.assert(
      fc.property(
        settingsArb,
        decimalsArb,
        fc.bigInt({ min: 1n, max: 10n ** 15n }),
        (s, decimals, points) => {
          const r = conversionOf(points, s, decimals);
          if (!r.ok) return;
          const unit = 10n ** BigInt(decimals);
          // cash × ratio ≤ points × unit < (cash + 1) × ratio
          expect(r.cash * BigInt(s.pointsPerUnit) <= points * unit).toBe(true);
          expect((r.cash + 1n) * BigInt(s.pointsPerUnit) > points * unit).toBe(true);
          expect(r.cash >= 0n).toBe(true);
        },
      ),
    );
  });

  it('accepts exactly the minimum plus whole steps', () => {
    fc.assert(
      fc.property(
        settingsArb,
        fc.bigInt({ min: 0n, max: 10n ** 6n }),
        fc.bigInt({ min: 1n, max: 10n ** 6n }),
        (s, k, off) => {
          const on = BigInt(s.minConvert) + k * BigInt(s.convertStep);
          expect(conversionOf(on, s, 2).ok).toBe(true);
          const below = BigInt(s.minConvert) - off;
          const r = conversionOf(below, s, 2);
          expect(r.ok).toBe(false);
          if (!r.ok) expect(r.problem).toBe(below <= 0n ? 'NOT_POSITIVE' : 'BELOW_MINIMUM');
          if (s.convertStep > 1) {
            const offStep = on + (off % BigInt(s.convertStep) || 1n);
            const o = conversionOf(offStep, s, 2);
            expect(o).toEqual({ ok: false, problem: 'STEP' });
          }
        },
      ),
    );
  });

  it('is monotonic: more points never pay less', () => {
    const s = { pointsPerUnit: 100, minConvert: 1, convertStep: 1 };
    fc.assert(
      fc.property(fc.bigInt({ min: 1n, max: 10n ** 12n }), fc.bigInt({ min: 0n, max: 10n ** 6n }), (a, d) => {
        const x = conversionOf(a, s, 2);
        const y = conversionOf(a + d, s, 2);
        if (x.ok && y.ok) expect(y.cash >= x.cash).toBe(true);
      }),
    );
  });

  it('the defaults: 1,000 points are 10.00, 1,050 is off the step, 999 below the minimum', () => {
    const p = DEFAULT_LOYALTY_SETTINGS.points;
    expect(conversionOf(1000n, p, 2)).toEqual({ ok: true, cash: 1000n });
    expect(conversionOf(1050n, p, 2)).toEqual({ ok: false, problem: 'STEP' });
    expect(conversionOf(999n, p, 2)).toEqual({ ok: false, problem: 'BELOW_MINIMUM' });
    expect(conversionOf(0n, p, 2)).toEqual({ ok: false, problem: 'NOT_POSITIVE' });
    expect(conversionOf(-5n, p, 2)).toEqual({ ok: false, problem: 'NOT_POSITIVE' });
  });
});

describe('earning', () => {
  it('many small bets earn what one bet of their sum earns, give or take the rounding of each', () => {
    fc.assert(
      fc.property(
        fc.array(fc.bigInt({ min: 1n, max: 10n ** 9n }), { minLength: 1, maxLength: 50 }),
        fc.integer({ min: 0, max: 1000 }),
        fc.integer({ min: 1, max: 50_000 }),
        (bets, rate, mult) => {
          const parts = bets.reduce((sum, b) => sum + earnedMilli(b, 2, rate, mult), 0n);
          const whole = earnedMilli(
            bets.reduce((s, b) => s + b, 0n),
            2,
            rate,
            mult,
          );
          expect(parts <= whole).toBe(true);
          expect(whole - parts < BigInt(bets.length)).toBe(true);
        },
      ),
    );
  });

  it('carrying milli-points posts every whole point once and keeps 0 ≤ carry < 1000', () => {
    fc.assert(
      fc.property(fc.array(fc.bigInt({ min: 0n, max: 10n ** 7n }), { maxLength: 100 }), (gains) => {
        let carry = 0n;
        let posted = 0n;
        for (const g of gains) {
          const s = splitMilli(carry, g);
          expect(s.carry >= 0n && s.carry < MILLI).toBe(true);
          carry = s.carry;
          posted += s.points;
        }
        const total = gains.reduce((a, b) => a + b, 0n);
        expect(posted).toBe(total / MILLI);
        expect(carry).toBe(total % MILLI);
      }),
    );
  });

  it('a round settled again for less takes back the difference, the carry staying in range', () => {
    fc.assert(
      fc.property(
        fc.bigInt({ min: 0n, max: 999n }),
        fc.bigInt({ min: -(10n ** 7n), max: 0n }),
        (carry, loss) => {
          const s = splitMilli(carry, loss);
          expect(s.carry >= 0n && s.carry < MILLI).toBe(true);
          expect(s.points * MILLI + s.carry).toBe(carry + loss);
          expect(s.points <= 0n).toBe(true);
        },
      ),
    );
  });

  it('uses the category rate, else the default; nothing for no valid bet or rate', () => {
    const p = DEFAULT_LOYALTY_SETTINGS.points;
    expect(earnMilliFor(p, 'RNG')).toBe(10);
    expect(earnMilliFor(p, 'UNKNOWN')).toBe(p.defaultEarnMilli);
    expect(earnedMilli(100_00n, 2, 10, 10_000)).toBe(1000n);
    expect(earnedMilli(100_00n, 2, 10, 15_000)).toBe(1500n);
    expect(earnedMilli(0n, 2, 10, 10_000)).toBe(0n);
    expect(earnedMilli(100_00n, 2, 0, 10_000)).toBe(0n);
  });
});
