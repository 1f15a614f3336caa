import { describe, expect, it } from 'vitest';
import {
  bucketCounts,
  bucketStart,
  choose,
  compare,
  drawBias,
  drawRatioBounds,
  KENO_RISKS,
  kenoDrawSizes,
  kenoHitProbability,
  kenoPicksOf,
  kenoReturn,
  maxOf,
  mul,
  PLINKO_RISKS,
  plinkoReturn,
  plinkoRowsOf,
  plinkoSlotProbability,
  type Ratio,
  ratio,
  SPACE_32,
  sub,
} from '../scripts/rtp.ts';
import { KENO_DRAWN, KENO_PICKS, KENO_SQUARES, PLINKO_ROWS } from './games.ts';
import { drawWithoutReplacement } from './rng.ts';
import { KENO_TABLES, PLINKO_TABLES } from './tables.ts';

/*
 * Exact return to player of every Plinko and Keno table, by enumeration (rational numbers in bigint,
 * no simulation). The documented figures (RTP.md) are generated from the same functions; rtp.test.ts
 * checks the document.
 */

const LOWEST = ratio(985n, 1_000n);
const HIGHEST = ratio(99n, 100n);
const ONE = ratio(1n, 1n);

const plinkoTable = (risk: (typeof PLINKO_RISKS)[number], rows: number): readonly number[] =>
  PLINKO_TABLES[risk][rows as keyof (typeof PLINKO_TABLES)['LOW']];
const kenoTable = (risk: (typeof KENO_RISKS)[number], picks: number): readonly number[] =>
  KENO_TABLES[risk][picks as keyof (typeof KENO_TABLES)['LOW']];

describe('plinko tables', () => {
  it('are 27: three risks by 8..16 rows, a whole positive multiplier per slot, symmetric', () => {
    let tables = 0;
    for (const risk of PLINKO_RISKS) {
      expect(plinkoRowsOf(risk)).toEqual(
        Array.from({ length: PLINKO_ROWS.max - PLINKO_ROWS.min + 1 }, (_, i) => PLINKO_ROWS.min + i),
      );
      for (const rows of plinkoRowsOf(risk)) {
        const table = plinkoTable(risk, rows);
        expect(table).toHaveLength(rows + 1);
        expect([...table].reverse()).toEqual([...table]);
        for (const multiplier of table) {
          expect(Number.isInteger(multiplier)).toBe(true);
          expect(multiplier).toBeGreaterThan(0);
        }
        tables += 1;
      }
    }
    expect(tables).toBe(27);
  });

  it('slot chances: each row splits the 2^32 values exactly in half, so slots are binomial', () => {
    expect(bucketCounts(2)).toEqual([2n ** 31n, 2n ** 31n]);
    for (let rows = PLINKO_ROWS.min; rows <= PLINKO_ROWS.max; rows += 1) {
      // Enumerate all 2^rows equally likely paths; the slot is the number of rights.
      const counts = new Array<number>(rows + 1).fill(0);
      for (let path = 0; path < 2 ** rows; path += 1) {
        let rights = 0;
        for (let bit = path; bit > 0; bit >>= 1) rights += bit & 1;
        counts[rights] = (counts[rights] as number) + 1;
      }
      let total = ratio(0n, 1n);
      for (let slot = 0; slot <= rows; slot += 1) {
        expect(choose(rows, slot)).toBe(BigInt(counts[slot] as number));
        const p = plinkoSlotProbability(rows, slot);
        expect(compare(p, ratio(BigInt(counts[slot] as number), 2n ** BigInt(rows)))).toBe(0);
        total = ratio(total.num * p.den + p.num * total.den, total.den * p.den);
      }
      expect(compare(total, ONE)).toBe(0);
    }
  });

  it('each returns between 98.5% and 99.0% exactly', () => {
    for (const risk of PLINKO_RISKS) {
      for (const rows of plinkoRowsOf(risk)) {
        const rtp = plinkoReturn(risk, rows);
        // The same sum by slot chance times multiplier.
        let sum = ratio(0n, 1n);
        plinkoTable(risk, rows).forEach((multiplier, slot) => {
          const term = mul(plinkoSlotProbability(rows, slot), ratio(BigInt(multiplier), 10_000n));
          sum = ratio(sum.num * term.den + term.num * sum.den, sum.den * term.den);
        });
        expect(compare(rtp, sum)).toBe(0);
        expect(compare(rtp, LOWEST), `${risk} ${rows}`).toBeGreaterThanOrEqual(0);
        expect(compare(rtp, HIGHEST), `${risk} ${rows}`).toBeLessThanOrEqual(0);
      }
    }
    // Pinned: the denominators are powers of two, so a few are short exact fractions.
    expect(plinkoReturn('HIGH', 10)).toEqual(ratio(99n, 100n));
    expect(plinkoReturn('LOW', 8)).toEqual(ratio(2_527_000n, 256n * 10_000n));
    expect(plinkoReturn('MEDIUM', 16)).toEqual(ratio(646_538_200n, 65_536n * 10_000n));
  });
});

/** Draws of 10 of 40 with exactly h of the p picked squares, counted square by square (not by formula). */
function countDraws(picks: number): bigint[] {
  // ways[d][h]: ways to choose d of the squares seen so far with h of them picked.
  let ways: bigint[][] = Array.from({ length: KENO_DRAWN + 1 }, () => new Array<bigint>(picks + 1).fill(0n));
  (ways[0] as bigint[])[0] = 1n;
  for (let square = 0; square < KENO_SQUARES; square += 1) {
    const picked = square < picks;
    const next = ways.map((row) => [...row]);
    for (let d = 0; d < KENO_DRAWN; d += 1) {
      for (let h = 0; h <= picks; h += 1) {
        const w = (ways[d] as bigint[])[h] as bigint;
        if (w === 0n) continue;
        const h2 = picked ? h + 1 : h;
        (next[d + 1] as bigint[])[h2] = ((next[d + 1] as bigint[])[h2] as bigint) + w;
      }
    }
    ways = next;
  }
  return ways[KENO_DRAWN] as bigint[];
}

describe('keno tables', () => {
  it('are 30: three risks by 1..10 picks, a whole multiplier per hit count, never less for more hits', () => {
    let tables = 0;
    for (const risk of KENO_RISKS) {
      expect(kenoPicksOf(risk)).toEqual(Array.from({ length: KENO_PICKS.max }, (_, i) => i + 1));
      for (const picks of kenoPicksOf(risk)) {
        const table = kenoTable(risk, picks);
        expect(table).toHaveLength(picks + 1);
        table.forEach((multiplier, hits) => {
          expect(Number.isInteger(multiplier)).toBe(true);
          expect(multiplier).toBeGreaterThanOrEqual(hits === 0 ? 0 : (table[hits - 1] as number));
        });
        expect(table.at(-1)).toBeGreaterThan(0);
        tables += 1;
      }
    }
    expect(tables).toBe(30);
  });

  it('hits of a uniform draw are hypergeometric: the formula equals counting the draws', () => {
    const all = choose(KENO_SQUARES, KENO_DRAWN);
    expect(all).toBe(847_660_528n);
    for (let picks = KENO_PICKS.min; picks <= KENO_PICKS.max; picks += 1) {
      const counts = countDraws(picks);
      expect(counts.reduce((a, b) => a + b, 0n)).toBe(all);
      for (let hits = 0; hits <= picks; hits += 1) {
        expect(compare(kenoHitProbability(picks, hits), ratio(counts[hits] as bigint, all))).toBe(0);
      }
    }
  });

  it('each returns between 98.5% and 99.0% exactly for a uniform draw', () => {
    for (const risk of KENO_RISKS) {
      for (const picks of kenoPicksOf(risk)) {
        const counts = countDraws(picks);
        let won = 0n;
        kenoTable(risk, picks).forEach((multiplier, hits) => {
          won += (counts[hits] as bigint) * BigInt(multiplier);
        });
        const rtp = kenoReturn(risk, picks);
        expect(compare(rtp, ratio(won, choose(KENO_SQUARES, KENO_DRAWN) * 10_000n))).toBe(0);
        expect(compare(rtp, LOWEST), `${risk} ${picks}`).toBeGreaterThanOrEqual(0);
        expect(compare(rtp, HIGHEST), `${risk} ${picks}`).toBeLessThanOrEqual(0);
      }
    }
    expect(kenoReturn('LOW', 1)).toEqual(ratio(99n, 100n));
  });
});

describe('the draw on floats is uniform up to the buckets', () => {
  /** Each index's bucket of k, checked at both of its edges against the real draw. */
  function checkedCounts(size: number): bigint[] {
    const counts = bucketCounts(size);
    for (let i = 0; i < size; i += 1) {
      const start = Number(bucketStart(i, size));
      expect(drawWithoutReplacement([start], size)).toEqual([i]);
      if (i > 0) expect(drawWithoutReplacement([start - 1], size)).toEqual([i - 1]);
    }
    expect(drawWithoutReplacement([2 ** 32 - 1], size)).toEqual([size - 1]);
    expect(counts.reduce((a, b) => a + b, 0n)).toBe(SPACE_32);
    return counts;
  }

  it('with 40..31 squares left each index differs from 1/left by less than 1/2^32', () => {
    for (const left of kenoDrawSizes()) {
      const counts = checkedCounts(left);
      const floor = SPACE_32 / BigInt(left);
      let largest = 0n;
      for (const count of counts) {
        expect([floor, floor + 1n]).toContain(count);
        // |count / 2^32 - 1 / left| < 1 / 2^32  <=>  |count * left - 2^32| < left.
        const deviation = count * BigInt(left) - SPACE_32;
        const abs = deviation < 0n ? -deviation : deviation;
        expect(abs < BigInt(left)).toBe(true);
        if (abs > largest) largest = abs;
      }
      // The largest relative deviation of a pick, exactly: largest / 2^32 (below left / 2^32 < 1e-8).
      expect(compare(ratio(largest, SPACE_32), ratio(1n, 100_000_000n))).toBeLessThan(0);
    }
  });

  it('so any keno return differs from the uniform figure by less than 1e-7', () => {
    const sizes = kenoDrawSizes();
    expect(sizes).toEqual([40, 39, 38, 37, 36, 35, 34, 33, 32, 31]);
    const { low, high } = drawRatioBounds(sizes);
    expect(compare(low, ONE)).toBeLessThan(0);
    expect(compare(high, ONE)).toBeGreaterThan(0);
    const bias = drawBias(sizes);
    const returns: Ratio[] = KENO_RISKS.flatMap((risk) =>
      kenoPicksOf(risk).map((picks) => kenoReturn(risk, picks)),
    );
    expect(compare(mul(maxOf(returns), bias), ratio(1n, 10_000_000n))).toBeLessThan(0);
  });

  it('the exact return of a 1-pick bet under the real draw is within that bound, for every square', () => {
    // Follow one square through the draw: its index among the squares left, or drawn. With n left,
    // a pick below its index moves it down one, the pick at its index draws it.
    const sizes = kenoDrawSizes();
    const { low, high } = drawRatioBounds(sizes);
    const payout = ratio(BigInt(kenoTable('LOW', 1)[1] as number), 10_000n);
    for (let square = 0; square < KENO_SQUARES; square += 1) {
      // at[i] = P(the square is at index i and not drawn yet), as numerators over 2^(32 * draws).
      let at = new Array<bigint>(KENO_SQUARES).fill(0n);
      at[square] = 1n;
      let drawn = 0n;
      let den = 1n;
      for (const n of sizes) {
        const next = new Array<bigint>(KENO_SQUARES).fill(0n);
        drawn *= SPACE_32;
        for (let i = 0; i < n; i += 1) {
          const p = at[i] as bigint;
          if (p === 0n) continue;
          const below = bucketStart(i, n);
          const here = bucketStart(i + 1, n) - below;
          const above = SPACE_32 - below - here;
          if (i > 0) next[i - 1] = (next[i - 1] as bigint) + p * below;
          drawn += p * here;
          next[i] = (next[i] as bigint) + p * above;
        }
        den *= SPACE_32;
        at = next;
      }
      const rtp = mul(ratio(drawn, den), payout);
      const ideal = kenoReturn('LOW', 1);
      expect(compare(rtp, mul(ideal, low))).toBeGreaterThanOrEqual(0);
      expect(compare(rtp, mul(ideal, high))).toBeLessThanOrEqual(0);
      const diff = sub(rtp, ideal);
      expect(compare(diff.num < 0n ? ratio(-diff.num, diff.den) : diff, ratio(1n, 10_000_000n))).toBeLessThan(
        0,
      );
    }
  });
});
