import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import {
  bucketCounts,
  bucketStart,
  compare,
  diceBets,
  diceBounds,
  diceReturn,
  diceWinCount,
  drawBias,
  drawRatioBounds,
  HILO_GUESSES,
  hiloReturn,
  hiloWinChance,
  keep,
  limboBounds,
  limboReturn,
  limboWinCount,
  mineDrawSizes,
  minesBounds,
  minesReturn,
  minesSurvival,
  mul,
  type Ratio,
  rankCounts,
  ratio,
  report,
  SPACE_32,
  sub,
} from '../scripts/rtp.ts';
import {
  cardOf,
  DICE_CHANCE,
  DICE_MAX_ROLL,
  type DiceDirection,
  diceChance,
  diceMultiplier,
  diceRoll,
  type HiloGuess,
  HOUSE_EDGE_BPS,
  hiloMultiplier,
  hiloWinningRanks,
  hiloWins,
  LIMBO_TARGET,
  limboResult,
  MINES_COUNT,
  MINES_TILES,
  minesMultiplier,
} from './games.ts';
import { drawWithoutReplacement } from './rng.ts';

/*
 * Exact return to player of Dice, Limbo, Mines and Hi-Lo, by enumeration over the 2^32 values k of
 * a float (rational numbers in bigint; no simulation), checked against the documented bounds at
 * several house edges. Plinko and Keno are in tables.test.ts and crash in crash.test.ts.
 */

const EDGES = [HOUSE_EDGE_BPS.min, 101, 250, 333, HOUSE_EDGE_BPS.max];
const lessThan = (a: Ratio, b: Ratio) => compare(a, b) < 0;
const atMost = (a: Ratio, b: Ratio) => compare(a, b) <= 0;

describe('the documented figures', () => {
  it('RTP.md is exactly the output of scripts/rtp.ts (regenerate with `node packages/fairness/scripts/rtp.ts --write`)', () => {
    const document = readFileSync(new URL('../RTP.md', import.meta.url), 'utf8');
    expect(document).toBe(report());
  });
});

describe('dice', () => {
  const rolls = DICE_MAX_ROLL + 1;
  const counts = bucketCounts(rolls).map(Number);

  it('each roll is the exact bucket of k with floor(k * 10001 / 2^32) = roll, checked on the real roll', () => {
    const wrong: number[] = [];
    for (let roll = 0; roll < rolls; roll += 1) {
      const start = Number(bucketStart(roll, rolls));
      if (diceRoll(start) !== roll || (roll > 0 && diceRoll(start - 1) !== roll - 1)) wrong.push(roll);
    }
    expect(wrong).toEqual([]);
    expect(diceRoll(2 ** 32 - 1)).toBe(DICE_MAX_ROLL);
    expect(counts.reduce((a, b) => a + b, 0)).toBe(2 ** 32);
    expect(new Set(counts)).toEqual(new Set([429_453, 429_454]));
  });

  it('every bet, at several edges, returns sum(P(win) * multiplier) within the documented bound, below 1 - edge', () => {
    // Winning k per bet from the roll counts (prefix sums; exact in doubles below 2^53).
    const prefix = [0];
    for (const count of counts) prefix.push((prefix.at(-1) as number) + count);
    const bets = diceBets();
    expect(bets).toHaveLength(2 * (DICE_CHANCE.max - DICE_CHANCE.min + 1));
    const wrong: string[] = [];
    for (const { direction, target } of bets) {
      // OVER wins on rolls target+1 .. 10000, UNDER on 0 .. target-1.
      const won =
        direction === 'OVER' ? 2 ** 32 - (prefix[target + 1] as number) : (prefix[target] as number);
      if (BigInt(won) !== diceWinCount(direction, target)) wrong.push(`count ${direction} ${target}`);
      for (const edge of EDGES) {
        const rtp = ratio(BigInt(won) * BigInt(diceMultiplier(direction, target, edge)), SPACE_32 * 10_000n);
        const { low, high } = diceBounds(direction, target, edge);
        if (!lessThan(low, rtp) || !lessThan(rtp, high) || !lessThan(high, keep(edge))) {
          wrong.push(`${direction} ${target} at ${edge}`);
        }
      }
    }
    expect(wrong).toEqual([]);
  });

  it('pinned figures', () => {
    // UNDER 0.01 wins on the roll 0 only: k = 0 .. ceil(2^32 / 10001) - 1.
    expect(diceWinCount('UNDER', 1)).toBe(429_454n);
    // OVER 50.00 wins on the 5000 rolls 50.01 .. 100.00, paying 1.98x at 1%.
    expect(diceWinCount('OVER', 5_000)).toBe(2_147_268_921n);
    expect(diceReturn('OVER', 5_000, 100)).toEqual(ratio(2_147_268_921n * 19_800n, SPACE_32 * 10_000n));
  });

  it('the chance shown is the share of the 10000 winning-or-losing rolls; one roll more is always lost', () => {
    for (const direction of ['OVER', 'UNDER'] as DiceDirection[]) {
      for (const target of [200, 5_000, 9_800]) {
        const winning = direction === 'OVER' ? DICE_MAX_ROLL - target : target;
        expect(diceChance(direction, target)).toBe(winning);
      }
    }
  });
});

describe('limbo', () => {
  /** The largest k whose result reaches the target, by binary search on the real limboResult. */
  function lastWinningK(target: number, edge: number): number {
    let lo = 0;
    let hi = 2 ** 32 - 1;
    if (limboResult(hi, edge) >= target) return hi;
    while (hi - lo > 1) {
      const mid = Math.floor((lo + hi) / 2);
      if (limboResult(mid, edge) >= target) lo = mid;
      else hi = mid;
    }
    return lo;
  }
  const targets: number[] = [];
  for (let target = LIMBO_TARGET.min; target <= 3_000; target += 1) targets.push(target);
  for (let target = 3_000; target < LIMBO_TARGET.max; target = Math.ceil(target * 1.01)) targets.push(target);
  targets.push(LIMBO_TARGET.max - 1, LIMBO_TARGET.max);

  it('P(result >= T) is the count of k up to the threshold, found on the real function', () => {
    const wrong: string[] = [];
    for (const edge of [HOUSE_EDGE_BPS.min, 250, HOUSE_EDGE_BPS.max]) {
      for (const target of targets) {
        const last = lastWinningK(target, edge);
        // The result falls as k grows: reached up to last, not from last + 1.
        const ok =
          limboResult(0, edge) >= target &&
          limboResult(last, edge) >= target &&
          limboResult(last + 1, edge) < target &&
          limboResult(Math.floor(last / 2), edge) >= target &&
          BigInt(last + 1) === limboWinCount(target, edge);
        if (!ok) wrong.push(`${target} at ${edge}`);
      }
    }
    expect(wrong).toEqual([]);
  });

  it('returns P * T / 100, above 1 - edge by at most T / (100 * 2^32)', () => {
    const wrong: string[] = [];
    for (const edge of EDGES) {
      for (const target of targets) {
        const rtp = limboReturn(target, edge);
        const { low, high } = limboBounds(target, edge);
        if (!lessThan(low, rtp) || !atMost(rtp, high)) wrong.push(`${target} at ${edge}`);
      }
    }
    expect(wrong).toEqual([]);
    // Pinned: 2.00x at 1% is reached by 2126008812 values (0.99 * 2^32 / 2 = 2126008811.52, plus k = 0).
    expect(limboWinCount(200, 100)).toBe(2_126_008_812n);
    expect(limboReturn(200, 100)).toEqual(ratio(2_126_008_812n * 200n, SPACE_32 * 100n));
  });
});

describe('mines', () => {
  it('the survival chance C(25 - m, n) / C(25, n) is the product of the per-pick chances', () => {
    for (let mines = MINES_COUNT.min; mines <= MINES_COUNT.max; mines += 1) {
      let p = ratio(1n, 1n);
      for (let revealed = 1; revealed <= MINES_TILES - mines; revealed += 1) {
        const left = MINES_TILES - revealed + 1;
        p = mul(p, ratio(BigInt(left - mines), BigInt(left)));
        expect(compare(minesSurvival(mines, revealed), p)).toBe(0);
      }
      expect(compare(minesSurvival(mines, MINES_TILES - mines + 1), ratio(0n, 1n))).toBe(0);
    }
  });

  it('every cash-out, for every mine count and tiles revealed, returns at most 1 - edge and loses only the rounding', () => {
    const wrong: string[] = [];
    const edges: number[] = [];
    for (let edge = HOUSE_EDGE_BPS.min; edge <= HOUSE_EDGE_BPS.max; edge += 16) edges.push(edge);
    edges.push(HOUSE_EDGE_BPS.max, 333);
    for (const edge of edges) {
      for (let mines = MINES_COUNT.min; mines <= MINES_COUNT.max; mines += 1) {
        for (let revealed = 1; revealed <= MINES_TILES - mines; revealed += 1) {
          const rtp = minesReturn(mines, revealed, edge);
          const { low, high } = minesBounds(mines, revealed, edge);
          if (!lessThan(low, rtp) || !atMost(rtp, high)) wrong.push(`${mines}/${revealed} at ${edge}`);
        }
      }
    }
    expect(wrong).toEqual([]);
    // Before any tile the multiplier is 1x: a cash-out returns the stake.
    expect(minesMultiplier(3, 0, 100)).toBe(10_000);
  });

  it('the positions are uniform up to the buckets: returns move by less than 1e-7', () => {
    for (let size = 2; size <= MINES_TILES; size += 1) {
      const counts = bucketCounts(size);
      for (let i = 0; i < size; i += 1) {
        const start = Number(bucketStart(i, size));
        expect(drawWithoutReplacement([start], size)).toEqual([i]);
        if (i > 0) expect(drawWithoutReplacement([start - 1], size)).toEqual([i - 1]);
      }
      const floor = SPACE_32 / BigInt(size);
      for (const count of counts) expect([floor, floor + 1n]).toContain(count);
    }
    // The worst case is 24 mines (25, 24, ..., 2 tiles left); powers of two split evenly.
    expect(mineDrawSizes(24)).toHaveLength(24);
    expect(bucketCounts(16).every((count) => count === 2n ** 28n)).toBe(true);
    for (let mines = MINES_COUNT.min; mines <= MINES_COUNT.max; mines += 1) {
      expect(lessThan(drawBias(mineDrawSizes(mines)), ratio(1n, 10_000_000n))).toBe(true);
    }
  });
});

describe('hi-lo', () => {
  it('P(win) = winning ranks / 13, and counting over cardOf buckets gives the exact chance', () => {
    const cards = bucketCounts(52);
    for (let index = 0; index < 52; index += 1) {
      const start = Number(bucketStart(index, 52));
      expect(cardOf(start).index).toBe(index);
      if (index > 0) expect(cardOf(start - 1).index).toBe(index - 1);
    }
    const ranks = rankCounts();
    expect(ranks.reduce((a, b) => a + b, 0n)).toBe(SPACE_32);
    for (let rank = 1; rank <= 13; rank += 1) {
      for (const guess of HILO_GUESSES) {
        let winningRanks = 0;
        let winningK = 0n;
        for (let to = 1; to <= 13; to += 1) if (hiloWins(rank, to, guess)) winningRanks += 1;
        for (let index = 0; index < 52; index += 1) {
          const card = cardOf(Number(bucketStart(index, 52)));
          if (hiloWins(rank, card.rank, guess)) winningK += cards[index] as bigint;
        }
        expect(hiloWinningRanks(rank, guess)).toBe(winningRanks);
        expect(hiloWinChance(rank, guess, false)).toEqual(ratio(BigInt(winningRanks), 13n));
        expect(hiloWinChance(rank, guess, true)).toEqual(ratio(winningK, SPACE_32));
      }
    }
  });

  it('a guess then cash-out returns at most 1 - edge (ideal), within the rounding and the bucket bias', () => {
    const bias = drawRatioBounds([52]);
    for (const edge of EDGES) {
      for (let rank = 1; rank <= 13; rank += 1) {
        for (const guess of HILO_GUESSES) {
          const ideal = hiloReturn(rank, guess, edge, false);
          const chance = hiloWinChance(rank, guess, false);
          expect(atMost(ideal, keep(edge))).toBe(true);
          expect(lessThan(sub(keep(edge), mul(chance, ratio(1n, 10_000n))), ideal)).toBe(true);
          // Each rank is 4 cards, each card's bucket within the 52-bucket bounds.
          const exact = hiloReturn(rank, guess, edge, true);
          expect(atMost(mul(ideal, bias.low), exact) && atMost(exact, mul(ideal, bias.high))).toBe(true);
        }
      }
    }
  });

  it('a streak of guesses (every pair and triple) returns at most 1 - edge for ideal cards', () => {
    const ws = [];
    for (let rank = 1; rank <= 13; rank += 1)
      for (const g of HILO_GUESSES) ws.push(hiloWinningRanks(rank, g as HiloGuess));
    const distinct = [...new Set(ws)];
    for (const edge of [HOUSE_EDGE_BPS.min, HOUSE_EDGE_BPS.max]) {
      for (const a of distinct) {
        for (const b of distinct) {
          for (const c of [...distinct, 0]) {
            const streak = c === 0 ? [a, b] : [a, b, c];
            const chance = ratio(
              streak.reduce((p, w) => p * BigInt(w), 1n),
              13n ** BigInt(streak.length),
            );
            const rtp = mul(chance, ratio(BigInt(hiloMultiplier(streak, edge)), 10_000n));
            expect(atMost(rtp, keep(edge))).toBe(true);
          }
        }
      }
    }
  });
});
