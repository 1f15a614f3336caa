import { describe, expect, it } from 'vitest';
import {
  type DrawnNumber,
  drawLottery,
  LOTTERY_BET_RULES,
  LOTTERY_ODDS_SCALE,
  type LotteryBetType,
  lineMatches,
  lineMultiplier,
  lineProblem,
  SEA_BET_TYPES,
  SEA_PRIZES,
  settleLotteryTicket,
  VN_BET_TYPES,
  VN_PRIZES,
} from './lottery.ts';
import { sha256Hex } from './sha256.ts';

const SEED = '6a09e667f3bcc908b2fb1366ea957d3e3adec17512775099da2f590b0667322a';

/** Results laid out by hand: VN prizes in order, each number given. */
function vnResults(numbers: string[]): DrawnNumber[] {
  const out: DrawnNumber[] = [];
  let i = 0;
  for (const p of VN_PRIZES) {
    for (let n = 0; n < p.count; n += 1) {
      out.push({ prize: p.prize, number: (numbers[i] ?? '0').padStart(p.digits, '0').slice(-p.digits) });
      i += 1;
    }
  }
  return out;
}

function seaResults(numbers: string[]): DrawnNumber[] {
  const out: DrawnNumber[] = [];
  let i = 0;
  for (const p of SEA_PRIZES) {
    for (let n = 0; n < p.count; n += 1) {
      out.push({ prize: p.prize, number: numbers[i] ?? '9999' });
      i += 1;
    }
  }
  return out;
}

/** Exact: P(k given different two-digit numbers all among 27 independent uniform ones), as num/den. */
function allAmong27(k: number): { num: bigint; den: bigint } {
  const binomial = (n: number, r: number) => {
    let v = 1n;
    for (let i = 0; i < r; i += 1) v = (v * BigInt(n - i)) / BigInt(i + 1);
    return v;
  };
  let num = 0n;
  for (let j = 0; j <= k; j += 1) {
    const term = binomial(k, j) * BigInt(100 - j) ** 27n;
    num += j % 2 === 0 ? term : -term;
  }
  return { num, den: 100n ** 27n };
}

/** Round half up of num/den. */
const rounded = (num: bigint, den: bigint) => (2n * num + den) / (2n * den);
const rtpTenThousandths = (rtp: string) => Math.round(Number(rtp) * 10_000);

describe('lottery draws', () => {
  it('are reproducible from the revealed seed and the draw name', () => {
    const a = drawLottery('VN', SEED, 'VNL-FAST1', '20261122-0415');
    expect(drawLottery('VN', SEED, 'VNL-FAST1', '20261122-0415')).toEqual(a);
    expect(drawLottery('VN', SEED, 'VNL-FAST1', '20261122-0416')).not.toEqual(a);
    expect(a).toHaveLength(27);
    expect(a.filter((r) => r.prize === 'SPECIAL')[0]?.number).toMatch(/^\d{5}$/);
    expect(a.filter((r) => r.prize === 'SEVENTH').every((r) => /^\d{2}$/.test(r.number))).toBe(true);
    const sea = drawLottery('SEA', SEED, 'LTA-4D2', '20261122-0001');
    expect(sea).toHaveLength(23);
    expect(sea.every((r) => /^\d{4}$/.test(r.number))).toBe(true);
    // A fixed vector: the published algorithm must not drift.
    expect(a.slice(0, 3).map((r) => r.number)).toEqual(FIXED_VN);
    expect(sea.slice(0, 3).map((r) => r.number)).toEqual(FIXED_SEA);
  });

  it('commit to their seed by its SHA-256', () => {
    expect(sha256Hex(SEED)).toMatch(/^[0-9a-f]{64}$/);
  });
});

describe('lottery bet rules', () => {
  it('document the exact return to player of every bet type', () => {
    const exact: Record<LotteryBetType, number> = {
      // one chance in 100 / 1000 on the special prize's tail
      DE: (LOTTERY_BET_RULES.DE.odds.SPECIAL as number) / 100,
      BA_CANG: (LOTTERY_BET_RULES.BA_CANG.odds.SPECIAL as number) / 1000,
      // 27 numbers, each with chance 1/100: 27/100 expected hits
      LO: ((LOTTERY_BET_RULES.LO.odds.HIT as number) * 27) / 100,
      XIEN2: Number(
        rounded(BigInt(LOTTERY_BET_RULES.XIEN2.odds.HIT as number) * allAmong27(2).num, allAmong27(2).den),
      ),
      XIEN3: Number(
        rounded(BigInt(LOTTERY_BET_RULES.XIEN3.odds.HIT as number) * allAmong27(3).num, allAmong27(3).den),
      ),
      // each of the 23 (or the top 3) prizes matches with chance 1/10000
      BIG: SEA_PRIZES.reduce((s, p) => s + p.count * (LOTTERY_BET_RULES.BIG.odds[p.prize] ?? 0), 0) / 10_000,
      SMALL:
        SEA_PRIZES.reduce((s, p) => s + p.count * (LOTTERY_BET_RULES.SMALL.odds[p.prize] ?? 0), 0) / 10_000,
      '3D': (LOTTERY_BET_RULES['3D'].odds.FIRST as number) / 1000,
      '2D': (LOTTERY_BET_RULES['2D'].odds.FIRST as number) / 100,
    };
    for (const type of [...VN_BET_TYPES, ...SEA_BET_TYPES]) {
      expect({ type, rtp: Math.round(exact[type]) }).toEqual({
        type,
        rtp: rtpTenThousandths(LOTTERY_BET_RULES[type].rtp),
      });
      // Every bet type leaves the house an edge.
      expect(exact[type]).toBeLessThan(LOTTERY_ODDS_SCALE);
    }
  });

  it('pay every single-number bet its documented return on average over all picks, for any draw', () => {
    for (let d = 0; d < 5; d += 1) {
      const vn = drawLottery('VN', SEED, 'VNL-T', String(d));
      const sea = drawLottery('SEA', SEED, 'LTA-T', String(d));
      const all = (digits: number) =>
        Array.from({ length: 10 ** digits }, (_, i) => String(i).padStart(digits, '0'));
      const average = (type: LotteryBetType, results: DrawnNumber[]) => {
        const rule = LOTTERY_BET_RULES[type];
        const picks = all(rule.digits);
        const total = picks.reduce((s, n) => s + lineMultiplier(type, [n], results), 0);
        return total / picks.length;
      };
      expect(average('DE', vn)).toBe(9800);
      expect(average('BA_CANG', vn)).toBe(9800);
      expect(average('LO', vn)).toBe(9720);
      expect(average('BIG', sea)).toBe(9400);
      expect(average('SMALL', sea)).toBe(9300);
      expect(average('3D', sea)).toBe(9600);
      expect(average('2D', sea)).toBe(9600);
    }
  });

  it('check lines against their style, digits and count', () => {
    expect(lineProblem('VN', 'DE', ['07'])).toBeNull();
    expect(lineProblem('VN', 'DE', ['7'])).not.toBeNull();
    expect(lineProblem('VN', 'BIG', ['0007'])).not.toBeNull();
    expect(lineProblem('SEA', 'BIG', ['0007'])).toBeNull();
    expect(lineProblem('VN', 'XIEN2', ['11', '11'])).not.toBeNull();
    expect(lineProblem('VN', 'XIEN3', ['11', '12'])).not.toBeNull();
    expect(lineProblem('VN', 'XIEN3', ['11', '12', '13'])).toBeNull();
    expect(lineProblem('VN', 'NOPE', ['11'])).not.toBeNull();
    expect(lineProblem('SEA', '3D', ['1234'])).not.toBeNull();
  });
});

describe('lottery settlement on constructed results', () => {
  // Special 12345, first 67890, then 25 more whose tails include 45 twice more and 07 once.
  const vn = vnResults([
    '12345',
    '67890',
    '11145',
    '22245',
    '33307',
    ...Array.from({ length: 22 }, (_, i) => String(50 + i)),
  ]);

  it('pays VN bets', () => {
    expect(lineMatches('DE', ['45'], vn)).toEqual({ SPECIAL: 1 });
    expect(lineMatches('DE', ['44'], vn)).toEqual({});
    expect(lineMatches('BA_CANG', ['345'], vn)).toEqual({ SPECIAL: 1 });
    expect(lineMatches('BA_CANG', ['245'], vn)).toEqual({});
    // 45 is the tail of the special, and of two third prizes: three hits.
    expect(lineMatches('LO', ['45'], vn)).toEqual({ HIT: 3 });
    expect(lineMatches('LO', ['90'], vn)).toEqual({ HIT: 1 });
    expect(lineMatches('XIEN2', ['45', '07'], vn)).toEqual({ HIT: 1 });
    expect(lineMatches('XIEN2', ['45', '08'], vn)).toEqual({});
    expect(lineMatches('XIEN3', ['45', '07', '90'], vn)).toEqual({ HIT: 1 });
    const settled = settleLotteryTicket(
      [
        { type: 'DE', numbers: ['45'], stake: 1000n },
        { type: 'LO', numbers: ['45'], stake: 1000n },
        { type: 'BA_CANG', numbers: ['345'], stake: 100n },
        { type: 'XIEN2', numbers: ['45', '07'], stake: 200n },
        { type: 'XIEN3', numbers: ['45', '07', '91'], stake: 200n },
        { type: 'DE', numbers: ['46'], stake: 333n },
      ],
      vn,
    );
    expect(settled.payouts).toEqual([98_000n, 10_800n, 98_000n, 3_500n, 0n, 0n]);
    expect(settled.total).toBe(98_000n + 10_800n + 98_000n + 3_500n);
  });

  it('pays SEA bets by prize, rounding down to the minor unit', () => {
    const sea = seaResults([
      '1234',
      '5678',
      '1234',
      '0001',
      '1234',
      ...Array.from({ length: 18 }, (_, i) => String(2000 + i)),
    ]);
    // 1234 is first, third and a starter.
    expect(lineMatches('BIG', ['1234'], sea)).toEqual({ FIRST: 1, THIRD: 1, STARTER: 1 });
    expect(lineMatches('SMALL', ['1234'], sea)).toEqual({ FIRST: 1, THIRD: 1 });
    expect(lineMatches('SMALL', ['0001'], sea)).toEqual({});
    expect(lineMatches('BIG', ['2017'], sea)).toEqual({ CONSOLATION: 1 });
    expect(lineMatches('3D', ['234'], sea)).toEqual({ FIRST: 1 });
    expect(lineMatches('2D', ['34'], sea)).toEqual({ FIRST: 1 });
    expect(lineMatches('2D', ['78'], sea)).toEqual({});
    const settled = settleLotteryTicket(
      [
        { type: 'BIG', numbers: ['1234'], stake: 100n },
        { type: 'SMALL', numbers: ['5678'], stake: 100n },
        { type: '3D', numbers: ['234'], stake: 3n },
        { type: '2D', numbers: ['34'], stake: 1n },
      ],
      sea,
    );
    // BIG 3300 + 800 + 250 = 4350x; SMALL second 2500x; 3D 960x of 3; 2D 96x of 1.
    expect(settled.payouts).toEqual([435_000n, 250_000n, 2_880n, 96n]);
  });
});

const FIXED_VN = ['17815', '19990', '24739'];
const FIXED_SEA = ['6738', '0051', '6848'];
