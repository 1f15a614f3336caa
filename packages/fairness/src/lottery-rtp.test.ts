import { describe, expect, it } from 'vitest';
import {
  type DrawnNumber,
  drawLottery,
  expectedMatches,
  LOTTERY_BET_RULES,
  LOTTERY_RTP_BPS,
  type LotteryBetType,
  lineMultiplier,
  lotteryPayKeys,
  lotteryReturn,
  returnText,
  returnWithinBounds,
  SEA_BET_TYPES,
  settleLotteryTicket,
  VN_BET_TYPES,
} from './lottery.ts';

const SEED = '6a09e667f3bcc908b2fb1366ea957d3e3adec17512775099da2f590b0667322a';
const ALL: LotteryBetType[] = [...VN_BET_TYPES, ...SEA_BET_TYPES];

/** Every pick of a bet type's digits, so an average over them is the exact return on one draw. */
const picks = (digits: number) =>
  Array.from({ length: 10 ** digits }, (_, i) => String(i).padStart(digits, '0'));

describe('the return of a lottery bet type at given odds', () => {
  it('is the published return for the published odds', () => {
    for (const type of ALL) {
      expect({ type, rtp: returnText(lotteryReturn(type, LOTTERY_BET_RULES[type].odds)) }).toEqual({
        type,
        rtp: LOTTERY_BET_RULES[type].rtp,
      });
    }
  });

  it('is exact: XIEN2 at 17.5x is 17.5 x (1 - 2(0.99^27) + 0.98^27)', () => {
    const value = lotteryReturn('XIEN2', { HIT: 175_000 });
    // Computed independently with the same inclusion-exclusion, as a decimal to 12 places.
    const p = 1 - 2 * 0.99 ** 27 + 0.98 ** 27;
    expect(Number(value.num) / Number(value.den)).toBeCloseTo(17.5 * p, 12);
    expect(value.den).toBe(10_000n * 100n ** 27n);
    // DE at 98x: exactly 98/100.
    const de = lotteryReturn('DE', { SPECIAL: 980_000 });
    expect(de.num * 100n).toBe(de.den * 98n);
  });

  it('follows the odds: doubling every odd doubles the return, zero odds return nothing', () => {
    for (const type of ALL) {
      const odds = LOTTERY_BET_RULES[type].odds;
      const doubled = Object.fromEntries(Object.entries(odds).map(([k, v]) => [k, (v as number) * 2]));
      const a = lotteryReturn(type, odds);
      const b = lotteryReturn(type, doubled);
      expect(b.num * a.den).toBe(2n * a.num * b.den);
      expect(lotteryReturn(type, {}).num).toBe(0n);
    }
  });

  it('matches the average multiplier over every pick on real draws, at odds that are not the published ones', () => {
    const custom: Partial<Record<LotteryBetType, Record<string, number>>> = {
      DE: { SPECIAL: 950_000 },
      LO: { HIT: 35_000 },
      BA_CANG: { SPECIAL: 9_500_000 },
      BIG: {
        FIRST: 30_000_000,
        SECOND: 15_000_000,
        THIRD: 8_000_000,
        STARTER: 2_600_000,
        CONSOLATION: 1_300_000,
      },
      SMALL: { FIRST: 55_000_000, SECOND: 24_000_000, THIRD: 16_000_000 },
      '3D': { FIRST: 9_500_000 },
      '2D': { FIRST: 950_000 },
    };
    for (let d = 0; d < 3; d += 1) {
      const vn = drawLottery('VN', SEED, 'VNL-RTP', String(d));
      const sea = drawLottery('SEA', SEED, 'LTA-RTP', String(d));
      for (const [type, odds] of Object.entries(custom) as [LotteryBetType, Record<string, number>][]) {
        const rule = LOTTERY_BET_RULES[type];
        const results: DrawnNumber[] = rule.style === 'VN' ? vn : sea;
        const all = picks(rule.digits);
        const total = all.reduce((s, n) => s + lineMultiplier(type, [n], results, odds), 0);
        const exact = lotteryReturn(type, odds);
        // The single-number bets' average over every pick does not depend on the draw: exactly.
        expect({ type, exact: BigInt(total) * exact.den }).toEqual({
          type,
          exact: exact.num * 10_000n * BigInt(all.length),
        });
      }
    }
  });

  it('names each bet type its pay keys, with an expected count for each', () => {
    expect(lotteryPayKeys('BIG')).toEqual(['FIRST', 'SECOND', 'THIRD', 'STARTER', 'CONSOLATION']);
    expect(lotteryPayKeys('LO')).toEqual(['HIT']);
    expect(expectedMatches('BIG', 'STARTER')).toEqual({ num: 10n, den: 10_000n });
    expect(expectedMatches('LO', 'HIT')).toEqual({ num: 27n, den: 100n });
  });
});

describe('the bounds of a brand-set return', () => {
  it('are 90% and 99%, inclusive, compared exactly', () => {
    expect(LOTTERY_RTP_BPS).toEqual({ min: 9_000, max: 9_900 });
    expect(returnWithinBounds(lotteryReturn('DE', { SPECIAL: 900_000 }))).toBe(true); // 90%
    expect(returnWithinBounds(lotteryReturn('DE', { SPECIAL: 899_900 }))).toBe(false); // 89.99%
    expect(returnWithinBounds(lotteryReturn('DE', { SPECIAL: 990_000 }))).toBe(true); // 99%
    expect(returnWithinBounds(lotteryReturn('DE', { SPECIAL: 990_100 }))).toBe(false); // 99.01%
    // LO at 3.67x is 99.09%: over; 3.66x is 98.82%: within.
    expect(returnWithinBounds(lotteryReturn('LO', { HIT: 36_700 }))).toBe(false);
    expect(returnWithinBounds(lotteryReturn('LO', { HIT: 36_600 }))).toBe(true);
    for (const type of ALL)
      expect(returnWithinBounds(lotteryReturn(type, LOTTERY_BET_RULES[type].odds))).toBe(true);
  });
});

describe('a ticket settles at the odds it was sold at', () => {
  const results = drawLottery('VN', SEED, 'VNL-ODDS', '1');
  const special = results[0]?.number ?? '';

  it('pays a line with its own odds, and a line without odds at the published ones', () => {
    const pick = special.slice(-2);
    const settled = settleLotteryTicket(
      [
        { type: 'DE', numbers: [pick], stake: 1_000n, odds: { SPECIAL: 950_000 } },
        { type: 'DE', numbers: [pick], stake: 1_000n },
      ],
      results,
    );
    expect(settled.multipliers).toEqual([950_000, 980_000]);
    expect(settled.payouts).toEqual([95_000n, 98_000n]);
  });
});
