import { describe, expect, expectTypeOf, it } from 'vitest';
import {
  cardOf,
  DICE_CHANCE,
  DICE_MAX_ROLL,
  type DiceDirection,
  type DiceOutcome,
  diceChance,
  diceMultiplier,
  diceRoll,
  HILO_MAX_CARDS,
  type HiloGuess,
  HOUSE_EDGE_BPS,
  hiloCards,
  hiloMultiplier,
  hiloWinningRanks,
  hiloWins,
  KENO_DRAWN,
  KENO_SQUARES,
  kenoDraw,
  LIMBO_MAX,
  LIMBO_TARGET,
  type LimboOutcome,
  limboResult,
  MINES_COUNT,
  MINES_TILES,
  MULTIPLIER_SCALE,
  minePositions,
  minesMultiplier,
  PLINKO_ROWS,
  payoutOf,
  playDice,
  playLimbo,
  plinkoPath,
} from './games.ts';
import { type SeedPair, uint32s } from './rng.ts';

/*
 * The byte stream itself is checked against node:crypto in rng.test.ts; here each game's mapping of
 * the numbers k (float = k / 2^32) is recomputed independently in exact integer arithmetic (bigint),
 * and pinned on fixed seed pairs so that any change to a mapping fails a test.
 */

const PAIR_A: SeedPair = {
  serverSeed: '4c83ad3324ae20700cc42be686b079b2d5948cae4e8c9305a87d265e9fad8f76',
  clientSeed: 'portal-client-seed',
  nonce: 0,
};
const PAIR_B: SeedPair = {
  serverSeed: '3a6f4a143bd70d79fcae6f05c0c79bc32a40662d3a23f5d399bb41dd3aac422c',
  clientSeed: 'লাকি ৭ lucky seven',
  nonce: 1234,
};
/** Many pairs: both fixed pairs over 150 nonces each. */
const PAIRS: SeedPair[] = [PAIR_A, PAIR_B].flatMap((pair) =>
  Array.from({ length: 150 }, (_, nonce) => ({ ...pair, nonce: pair.nonce + nonce })),
);

const SPACE = 2n ** 32n;
/** floor(float * n) for float = k / 2^32, exactly. */
const indexOf = (k: number, n: number): number => Number((BigInt(k) * BigInt(n)) / SPACE);

const referenceRoll = (k: number): number => indexOf(k, 10_001);
const referenceLimbo = (k: number, edgeBps: number): number => {
  if (k === 0) return LIMBO_MAX;
  const hundredths = Number((BigInt(10_000 - edgeBps) * SPACE) / (100n * BigInt(k)));
  return Math.min(LIMBO_MAX, Math.max(100, hundredths));
};
const referenceDraw = (values: number[], size: number): number[] => {
  const tiles = Array.from({ length: size }, (_, i) => i);
  return values.map((k) => tiles.splice(indexOf(k, tiles.length), 1)[0] as number);
};
const referenceCard = (k: number): string => {
  const index = indexOf(k, 52);
  return `${'SHDC'[Math.floor(index / 13)]}${(index % 13) + 1}`;
};
const cardName = (card: { rank: number; suit: string }) => `${card.suit}${card.rank}`;

describe('pinned outcomes of fixed seed pairs', () => {
  it('dice', () => {
    expect(playDice(PAIR_A, 'UNDER', 100, 100)).toEqual({ roll: 73, win: true, multiplier: 990_000 });
    expect(playDice(PAIR_A, 'OVER', 73, 100)).toEqual({ roll: 73, win: false, multiplier: 0 });
    expect(playDice(PAIR_A, 'UNDER', 73, 100)).toEqual({ roll: 73, win: false, multiplier: 0 });
    expect(playDice(PAIR_B, 'UNDER', 4961, 100)).toEqual({ roll: 4960, win: true, multiplier: 19_955 });
    expect(playDice(PAIR_B, 'OVER', 4959, 500)).toEqual({ roll: 4960, win: true, multiplier: 18_845 });
  });

  it('limbo', () => {
    expect(playLimbo(PAIR_A, 13_414, 100)).toEqual({ result: 13_414, win: true, multiplier: 1_341_400 });
    expect(playLimbo(PAIR_A, 13_415, 100)).toEqual({ result: 13_414, win: false, multiplier: 0 });
    expect(playLimbo(PAIR_A, 200, 500)).toEqual({ result: 12_872, win: true, multiplier: 20_000 });
    expect(playLimbo(PAIR_B, 199, 100)).toEqual({ result: 199, win: true, multiplier: 19_900 });
    expect(playLimbo(PAIR_B, 199, 500)).toEqual({ result: 191, win: false, multiplier: 0 });
  });

  it('plinko', () => {
    expect(plinkoPath(PAIR_A, 16)).toEqual([0, 0, 0, 1, 1, 1, 1, 1, 0, 1, 0, 0, 1, 1, 1, 1]);
    expect(plinkoPath(PAIR_B, 16)).toEqual([0, 0, 0, 0, 1, 1, 1, 0, 0, 1, 0, 0, 1, 1, 1, 0]);
    expect(plinkoPath(PAIR_A, 8)).toEqual([0, 0, 0, 1, 1, 1, 1, 1]);
  });

  it('keno', () => {
    expect(kenoDraw(PAIR_A)).toEqual([1, 9, 15, 29, 23, 28, 38, 31, 12, 27]);
    expect(kenoDraw(PAIR_B)).toEqual([20, 2, 19, 10, 32, 33, 34, 12, 21, 25]);
  });

  it('mines', () => {
    expect(minePositions(PAIR_A, 3)).toEqual([0, 5, 9]);
    expect(minePositions(PAIR_A, 24)).toEqual([
      0, 5, 9, 18, 14, 17, 23, 19, 6, 16, 2, 3, 24, 12, 20, 15, 13, 1, 8, 7, 4, 22, 10, 11,
    ]);
    expect(minePositions(PAIR_B, 3)).toEqual([12, 0, 11]);
    expect(minePositions(PAIR_B, 24)).toEqual([
      12, 0, 11, 5, 19, 20, 21, 7, 13, 15, 4, 9, 18, 17, 22, 6, 23, 24, 8, 1, 3, 2, 16, 14,
    ]);
  });

  it('hi-lo', () => {
    expect(hiloCards(PAIR_A, 8).map(cardName)).toEqual(['S1', 'S10', 'H4', 'D11', 'D2', 'D9', 'C10', 'D13']);
    expect(hiloCards(PAIR_B, 8).map(cardName)).toEqual(['H13', 'S3', 'H11', 'S12', 'C1', 'C3', 'C4', 'H3']);
    expect(hiloCards(PAIR_A, 1)[0]).toEqual({ index: 0, rank: 1, suit: 'S' });
  });

  it('multipliers and payouts', () => {
    expect(diceMultiplier('OVER', 5050, 100)).toBe(20_000);
    expect(diceMultiplier('UNDER', 4950, 100)).toBe(20_000);
    expect(diceMultiplier('OVER', 5000, 100)).toBe(19_800);
    expect(diceMultiplier('UNDER', 1, 100)).toBe(99_000_000);
    expect(diceMultiplier('OVER', 9999, 250)).toBe(97_500_000);
    expect(minesMultiplier(1, 1, 100)).toBe(10_312);
    expect(minesMultiplier(3, 5, 100)).toBe(19_973);
    expect(minesMultiplier(24, 1, 500)).toBe(237_500);
    expect(minesMultiplier(5, 20, 100)).toBe(525_987_000);
    expect(minesMultiplier(7, 0, 100)).toBe(10_000);
    expect(hiloMultiplier([], 100)).toBe(10_000);
    expect(hiloMultiplier([12], 100)).toBe(10_725);
    expect(hiloMultiplier([12, 1], 100)).toBe(139_425);
    expect(hiloMultiplier([7, 7, 7], 500)).toBe(60_849);
    expect(payoutOf(1_000n, 19_800)).toBe(1_980n);
    expect(payoutOf(1n, 19_800)).toBe(1n);
    expect(payoutOf(3n, 3_333)).toBe(0n);
    expect(payoutOf(123_456_789_012_345n, 99_000_000)).toBe(1_222_222_211_222_215_500n);
  });
});

describe('each mapping matches the published one on many seed pairs', () => {
  it('dice: floor(float * 10001), OVER wins above the target and UNDER below', () => {
    for (const [i, pair] of PAIRS.entries()) {
      const k = uint32s(pair, 1)[0] as number;
      const roll = referenceRoll(k);
      const target = 1 + ((i * 37) % 9_800);
      for (const direction of ['OVER', 'UNDER'] as const) {
        const win = direction === 'OVER' ? roll > target : roll < target;
        const multiplier = win ? Math.floor(((10_000 - 100) * 10_000) / diceChance(direction, target)) : 0;
        expect(playDice(pair, direction, target, 100)).toEqual({ roll, win, multiplier });
      }
    }
  });

  it('limbo: floor((1 - edge) / float * 100) hundredths, at least 1.00x and at most the cap', () => {
    for (const [i, pair] of PAIRS.entries()) {
      const k = uint32s(pair, 1)[0] as number;
      for (const edge of [HOUSE_EDGE_BPS.min, 250, HOUSE_EDGE_BPS.max]) {
        const result = referenceLimbo(k, edge);
        const target = 101 + ((i * 7919) % 1_000);
        expect(playLimbo(pair, target, edge)).toEqual({
          result,
          win: result >= target,
          multiplier: result >= target ? target * 100 : 0,
        });
      }
    }
  });

  it('plinko, keno, mines and hi-lo', () => {
    for (const pair of PAIRS) {
      const ks = uint32s(pair, HILO_MAX_CARDS);
      expect(plinkoPath(pair, 16)).toEqual(ks.slice(0, 16).map((k) => indexOf(k, 2)));
      expect(kenoDraw(pair)).toEqual(referenceDraw(ks.slice(0, 10), 40).map((i) => i + 1));
      for (const mines of [1, 5, 24])
        expect(minePositions(pair, mines)).toEqual(referenceDraw(ks.slice(0, mines), 25));
      expect(hiloCards(pair, HILO_MAX_CARDS).map(cardName)).toEqual(ks.map(referenceCard));
    }
  });

  it('the mines and hi-lo multipliers are the fair odds less the edge, rounded down once', () => {
    for (const edge of [HOUSE_EDGE_BPS.min, 333, HOUSE_EDGE_BPS.max]) {
      for (let mines = MINES_COUNT.min; mines <= MINES_COUNT.max; mines += 1) {
        let all = 1n;
        let safe = 1n;
        for (let revealed = 1; revealed <= MINES_TILES - mines; revealed += 1) {
          all *= BigInt(MINES_TILES - revealed + 1);
          safe *= BigInt(MINES_TILES - mines - revealed + 1);
          expect(minesMultiplier(mines, revealed, edge)).toBe(Number((BigInt(10_000 - edge) * all) / safe));
        }
      }
      for (let rank = 1; rank <= 13; rank += 1) {
        for (const guess of ['HIGHER', 'LOWER'] as const) {
          const w = hiloWinningRanks(rank, guess);
          expect(hiloMultiplier([w], edge)).toBe(Math.floor(((10_000 - edge) * 13) / w));
          expect(hiloMultiplier([w, w], edge)).toBe(Math.floor(((10_000 - edge) * 169) / (w * w)));
        }
      }
    }
  });
});

describe('game invariants', () => {
  it('outcomes never depend on the stake: no outcome function takes one', () => {
    expectTypeOf(playDice).parameters.toEqualTypeOf<[SeedPair, DiceDirection, number, number]>();
    expectTypeOf(playDice).returns.toEqualTypeOf<DiceOutcome>();
    expectTypeOf(playLimbo).parameters.toEqualTypeOf<[SeedPair, number, number]>();
    expectTypeOf(playLimbo).returns.toEqualTypeOf<LimboOutcome>();
    expectTypeOf(plinkoPath).parameters.toEqualTypeOf<[SeedPair, number]>();
    expectTypeOf(kenoDraw).parameters.toEqualTypeOf<[SeedPair]>();
    expectTypeOf(minePositions).parameters.toEqualTypeOf<[SeedPair, number]>();
    expectTypeOf(hiloCards).parameters.toEqualTypeOf<[SeedPair, number]>();
    // At run time too: the arities are exactly those parameters, and the stake enters only payoutOf.
    expect(
      [playDice, playLimbo, plinkoPath, kenoDraw, minePositions, hiloCards].map((f) => f.length),
    ).toEqual([4, 3, 2, 1, 2, 2]);
    // One seed pair and nonce give exactly one outcome, however often it is asked for.
    expect(playDice(PAIR_B, 'OVER', 5000, 100)).toEqual(playDice({ ...PAIR_B }, 'OVER', 5000, 100));
    expect(minePositions(PAIR_B, 7)).toEqual(minePositions({ ...PAIR_B }, 7));
  });

  it('every dice roll 0.00 .. 100.00 is reachable, and OVER/UNDER limits give chances of 0.01% to 98%', () => {
    const unreachable: number[] = [];
    for (let roll = 0; roll <= DICE_MAX_ROLL; roll += 1) {
      // The first k of the roll's bucket: ceil(roll * 2^32 / 10001).
      const k = Number((BigInt(roll) * SPACE + 10_000n) / 10_001n);
      if (k >= 2 ** 32 || diceRoll(k) !== roll) unreachable.push(roll);
    }
    expect(unreachable).toEqual([]);
    expect(diceRoll(0)).toBe(0);
    expect(diceRoll(2 ** 32 - 1)).toBe(DICE_MAX_ROLL);
    expect(diceChance('OVER', 200)).toBe(DICE_CHANCE.max);
    expect(diceChance('OVER', 9_999)).toBe(DICE_CHANCE.min);
    expect(diceChance('UNDER', 1)).toBe(DICE_CHANCE.min);
    expect(diceChance('UNDER', 9_800)).toBe(DICE_CHANCE.max);
  });

  it('limbo results stay between 1.00x and the cap and fall as the float grows', () => {
    expect(limboResult(0, 100)).toBe(LIMBO_MAX);
    expect(limboResult(1, 100)).toBe(LIMBO_MAX);
    expect(limboResult(2 ** 32 - 1, 100)).toBe(100);
    expect(LIMBO_TARGET.max).toBe(LIMBO_MAX);
    let previous = limboResult(0, 100);
    for (let k = 1; k < 2 ** 32; k += 9_999_991) {
      const result = limboResult(k, 100);
      expect(result).toBeLessThanOrEqual(previous);
      expect(result).toBeGreaterThanOrEqual(100);
      expect(result).toBe(referenceLimbo(k, 100));
      previous = result;
    }
  });

  it('plinko paths are one 0/1 per row', () => {
    const wrong: string[] = [];
    for (const pair of PAIRS.slice(0, 50)) {
      for (let rows = PLINKO_ROWS.min; rows <= PLINKO_ROWS.max; rows += 1) {
        const path = plinkoPath(pair, rows);
        if (path.length !== rows || path.some((step) => step !== 0 && step !== 1))
          wrong.push(`${pair.nonce}/${rows}`);
      }
    }
    expect(wrong).toEqual([]);
    // Both directions at every row are reachable: the split is at k = 2^31.
    expect(indexOf(2 ** 31 - 1, 2)).toBe(0);
    expect(indexOf(2 ** 31, 2)).toBe(1);
  });

  it('mine positions are distinct tiles 0..24, for every mine count', () => {
    const wrong: string[] = [];
    for (const pair of PAIRS) {
      for (let mines = MINES_COUNT.min; mines <= MINES_COUNT.max; mines += 1) {
        const positions = minePositions(pair, mines);
        const valid = positions.every((tile) => Number.isInteger(tile) && tile >= 0 && tile < MINES_TILES);
        if (positions.length !== mines || new Set(positions).size !== mines || !valid) {
          wrong.push(`${pair.nonce}/${mines}: ${positions.join(',')}`);
        }
      }
    }
    expect(wrong).toEqual([]);
  });

  it('keno draws are 10 distinct squares 1..40, and every square is drawn', () => {
    const seen = new Set<number>();
    for (const pair of PAIRS) {
      const drawn = kenoDraw(pair);
      expect(drawn).toHaveLength(KENO_DRAWN);
      expect(new Set(drawn).size).toBe(KENO_DRAWN);
      for (const square of drawn) {
        expect(Number.isInteger(square)).toBe(true);
        expect(square).toBeGreaterThanOrEqual(1);
        expect(square).toBeLessThanOrEqual(KENO_SQUARES);
        seen.add(square);
      }
    }
    expect(seen.size).toBe(KENO_SQUARES);
  });

  it('cards: each of the 52 is reachable, with rank 1..13 and suits S, H, D, C in that order', () => {
    const names = new Set<string>();
    for (let index = 0; index < 52; index += 1) {
      const k = Number((BigInt(index) * SPACE + 51n) / 52n);
      const card = cardOf(k);
      expect(card.index).toBe(index);
      expect(cardOf(k - 1 < 0 ? 0 : k - 1).index).toBe(Math.max(0, index - 1));
      expect(card.rank).toBe((index % 13) + 1);
      expect(card.suit).toBe('SHDC'[Math.floor(index / 13)]);
      names.add(cardName(card));
    }
    expect(names.size).toBe(52);
    expect(cardOf(2 ** 32 - 1)).toEqual({ index: 51, rank: 13, suit: 'C' });
  });

  it('hi-lo: the winning-rank counts are the counts of ranks hiloWins accepts, and never 0 or 13', () => {
    for (let rank = 1; rank <= 13; rank += 1) {
      for (const guess of ['HIGHER', 'LOWER'] as HiloGuess[]) {
        let count = 0;
        for (let to = 1; to <= 13; to += 1) if (hiloWins(rank, to, guess)) count += 1;
        expect(hiloWinningRanks(rank, guess)).toBe(count);
        expect(count).toBeGreaterThanOrEqual(1);
        expect(count).toBeLessThanOrEqual(12);
      }
    }
    expect(hiloWins(1, 1, 'HIGHER')).toBe(false);
    expect(hiloWins(5, 5, 'HIGHER')).toBe(true);
    expect(hiloWins(13, 13, 'LOWER')).toBe(false);
    expect(hiloWins(5, 5, 'LOWER')).toBe(true);
  });

  it('multipliers are whole ten-thousandths', () => {
    expect(MULTIPLIER_SCALE).toBe(10_000);
    for (let target = 1; target < DICE_MAX_ROLL; target += 97) {
      expect(Number.isSafeInteger(diceMultiplier('UNDER', Math.min(target, 9_800), 100))).toBe(true);
    }
    for (let mines = 1; mines <= 24; mines += 1) {
      expect(Number.isSafeInteger(minesMultiplier(mines, MINES_TILES - mines, HOUSE_EDGE_BPS.min))).toBe(
        true,
      );
    }
  });
});
