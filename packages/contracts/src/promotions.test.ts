import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  contributionBps,
  contributionOf,
  conversion,
  DEFAULT_PROMOTION_SETTINGS,
  FULL_BPS,
  percentReward,
  splitPayout,
  splitStake,
  type TContributions,
  wageringRequired,
} from './promotions.ts';

/**
 * Properties of the bonus wallet's maths (issue 18; ADR 0039): which weight a wager gets, what it
 * counts (rounded down to a minor unit), the requirement (rounded up), how a stake is paid (real
 * money first, never more bonus than held), how its payout is shared, and the conversion (never
 * over the cap, nothing lost). Generated cases replay: fast-check prints the seed of a failure.
 */

const RUNS = { numRuns: 500 };
const minor = (max = 10n ** 12n) => fc.bigInt({ min: 0n, max });
const positive = (max = 10n ** 12n) => fc.bigInt({ min: 1n, max });
const bps = fc.integer({ min: 0, max: FULL_BPS });
const code = fc.constantFrom('RNG', 'LIVE', 'FISH', 'LOTT', 'PP', 'JILI', 'BGS', 'X1');

const contributions = fc.record({
  defaultBps: bps,
  byCategory: fc.dictionary(code, bps, { maxKeys: 4 }),
  byVendor: fc.dictionary(code, bps, { maxKeys: 4 }),
  byGame: fc.dictionary(fc.constantFrom('PP:1', 'JILI:2', 'BGS:DICE'), bps, { maxKeys: 3 }),
}) as fc.Arbitrary<TContributions>;

describe('contributionBps: game, then category, then vendor, then the default', () => {
  it('takes the most specific weight there is', () => {
    fc.assert(
      fc.property(
        contributions,
        fc.constantFrom('PP', 'JILI', 'BGS'),
        fc.constantFrom('1', '2', 'DICE'),
        code,
        (c, vendorCode, gameCode, category) => {
          const got = contributionBps(c, { vendorCode, gameCode, category });
          const game = c.byGame[`${vendorCode}:${gameCode}`];
          const expected = game ?? c.byCategory[category] ?? c.byVendor[vendorCode] ?? c.defaultBps;
          expect(got).toBe(expected);
        },
      ),
      RUNS,
    );
  });

  it('a game weight wins over its category and vendor, a category over its vendor', () => {
    const c: TContributions = {
      defaultBps: 10_000,
      byCategory: { LIVE: 1_000 },
      byVendor: { EVO: 3_000 },
      byGame: { 'EVO:blackjack': 0 },
    };
    expect(contributionBps(c, { vendorCode: 'EVO', gameCode: 'blackjack', category: 'LIVE' })).toBe(0);
    expect(contributionBps(c, { vendorCode: 'EVO', gameCode: 'roulette', category: 'LIVE' })).toBe(1_000);
    expect(contributionBps(c, { vendorCode: 'EVO', gameCode: 'roulette', category: 'RNG' })).toBe(3_000);
    expect(contributionBps(c, { vendorCode: 'PP', gameCode: 'x', category: 'RNG' })).toBe(10_000);
  });

  it('the defaults: slots count fully, live 10 %, lottery not at all', () => {
    const c = DEFAULT_PROMOTION_SETTINGS.contributions;
    expect(contributionBps(c, { vendorCode: 'PP', gameCode: 'x', category: 'RNG' })).toBe(10_000);
    expect(contributionBps(c, { vendorCode: 'EVO', gameCode: 'x', category: 'LIVE' })).toBe(1_000);
    expect(contributionBps(c, { vendorCode: 'GPI', gameCode: 'x', category: 'LOTT' })).toBe(0);
  });
});

describe('contributionOf: rounded down to a whole minor unit', () => {
  it('never more than the valid bet, never negative, exact floor', () => {
    fc.assert(
      fc.property(minor(), bps, (validBet, weight) => {
        const counted = contributionOf(validBet, weight);
        expect(counted >= 0n).toBe(true);
        expect(counted <= validBet).toBe(true);
        // floor: counted × 10000 ≤ validBet × bps < (counted + 1) × 10000
        const exact = validBet * BigInt(weight);
        expect(counted * 10_000n <= exact).toBe(true);
        expect(exact < (counted + 1n) * 10_000n).toBe(true);
      }),
      RUNS,
    );
  });

  it('is monotone in the valid bet and in the weight', () => {
    fc.assert(
      fc.property(minor(), minor(), bps, bps, (a, b, w1, w2) => {
        const [lo, hi] = a <= b ? [a, b] : [b, a];
        const [wl, wh] = w1 <= w2 ? [w1, w2] : [w2, w1];
        expect(contributionOf(lo, wl) <= contributionOf(hi, wl)).toBe(true);
        expect(contributionOf(lo, wl) <= contributionOf(lo, wh)).toBe(true);
      }),
      RUNS,
    );
  });

  it('a sum of counts of the parts is never above the count of the whole (no rounding gain)', () => {
    fc.assert(
      fc.property(minor(), minor(), bps, (a, b, weight) => {
        expect(contributionOf(a, weight) + contributionOf(b, weight) <= contributionOf(a + b, weight)).toBe(
          true,
        );
      }),
      RUNS,
    );
  });

  it('0.99 at 10 % counts nothing; nothing counts at 0 % or for nothing', () => {
    expect(contributionOf(99n, 1_000)).toBe(9n);
    expect(contributionOf(9n, 1_000)).toBe(0n);
    expect(contributionOf(1_000n, 0)).toBe(0n);
    expect(contributionOf(0n, 10_000)).toBe(0n);
    expect(contributionOf(-5n, 10_000)).toBe(0n);
  });
});

describe('wageringRequired: multiplier × basis, rounded up', () => {
  it('is at least the exact figure and less than one unit above it', () => {
    fc.assert(
      fc.property(
        minor(),
        minor(),
        fc.integer({ min: 1, max: 1000 }),
        fc.constantFrom('BONUS' as const, 'BONUS_AND_DEPOSIT' as const),
        (bonus, deposit, tenths, base) => {
          const required = wageringRequired(bonus, deposit, tenths / 10, base);
          const basis = base === 'BONUS' ? bonus : bonus + deposit;
          const exactTimesTen = basis * BigInt(tenths);
          expect(required * 10n >= exactTimesTen).toBe(true);
          expect((required - 1n) * 10n < exactTimesTen).toBe(true);
        },
      ),
      RUNS,
    );
  });

  it('multiplier 0 asks nothing; the deposit counts only for BONUS_AND_DEPOSIT', () => {
    expect(wageringRequired(1_000n, 5_000n, 0, 'BONUS')).toBe(0n);
    expect(wageringRequired(1_000n, 5_000n, 20, 'BONUS')).toBe(20_000n);
    expect(wageringRequired(1_000n, 5_000n, 20, 'BONUS_AND_DEPOSIT')).toBe(120_000n);
    expect(wageringRequired(333n, 0n, 12.5, 'BONUS')).toBe(4_163n);
  });
});

describe('percentReward', () => {
  it('never above the cap, never above the exact percentage', () => {
    fc.assert(
      fc.property(minor(), bps, minor(), (basis, rate, cap) => {
        const reward = percentReward(basis, rate, cap);
        expect(reward * 10_000n <= basis * BigInt(rate)).toBe(true);
        if (cap > 0n) expect(reward <= cap).toBe(true);
      }),
      RUNS,
    );
  });
});

describe('splitStake: real money first, bonus only for the shortfall', () => {
  it('never takes more than each wallet holds, sums to the stake, real first', () => {
    fc.assert(
      fc.property(positive(), minor(), minor(), (stake, main, bonus) => {
        const split = splitStake(stake, main, bonus);
        if (split === null) {
          expect(main + bonus < stake).toBe(true);
          return;
        }
        expect(split.real + split.bonus).toBe(stake);
        expect(split.real <= main).toBe(true);
        expect(split.bonus <= bonus).toBe(true);
        expect(split.real >= 0n && split.bonus >= 0n).toBe(true);
        // Bonus money is used only when real money is all used.
        if (split.bonus > 0n) expect(split.real).toBe(main);
        else expect(split.real).toBe(stake);
      }),
      RUNS,
    );
  });

  it('is refused only when both together are short', () => {
    fc.assert(
      fc.property(positive(), minor(), minor(), (stake, main, bonus) => {
        expect(splitStake(stake, main, bonus) === null).toBe(main + bonus < stake);
      }),
      RUNS,
    );
  });
});

describe('splitPayout: shared like its stake', () => {
  it('parts sum to the payout; the bonus part is at most proportional and off by less than one unit', () => {
    fc.assert(
      fc.property(minor(), positive(), fc.bigInt({ min: 0n, max: 10n ** 12n }), (payout, stake, b) => {
        const bonusStake = b > stake ? stake : b;
        const { real, bonus } = splitPayout(payout, stake, bonusStake);
        expect(real + bonus).toBe(payout);
        expect(real >= 0n && bonus >= 0n).toBe(true);
        // bonus ≤ payout × bonusStake / stake, and within one unit of it
        expect(bonus * stake <= payout * bonusStake).toBe(true);
        expect(payout * bonusStake < (bonus + 1n) * stake).toBe(true);
      }),
      RUNS,
    );
  });

  it('no bonus stake: all real; all-bonus stake: all bonus', () => {
    expect(splitPayout(500n, 100n, 0n)).toEqual({ real: 500n, bonus: 0n });
    expect(splitPayout(500n, 100n, 100n)).toEqual({ real: 0n, bonus: 500n });
    expect(splitPayout(0n, 100n, 50n)).toEqual({ real: 0n, bonus: 0n });
  });
});

describe('conversion: never over the cap, nothing lost', () => {
  it('converted + removed = the balance; converted ≤ cap', () => {
    fc.assert(
      fc.property(minor(), fc.option(minor(), { nil: null }), (balance, cap) => {
        const { converted, removed } = conversion(balance, cap);
        expect(converted + removed).toBe(balance);
        expect(converted >= 0n && removed >= 0n).toBe(true);
        if (cap !== null) expect(converted <= cap).toBe(true);
        else expect(removed).toBe(0n);
        // Only what is over the cap is removed.
        if (cap !== null && balance <= cap) expect(removed).toBe(0n);
      }),
      RUNS,
    );
  });

  it('a negative balance converts nothing', () => {
    expect(conversion(-5n, null)).toEqual({ converted: 0n, removed: 0n });
  });
});
