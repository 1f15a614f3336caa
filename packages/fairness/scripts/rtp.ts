/**
 * The exact return to player of every in-house game, by enumeration of the outcome space (the 2^32
 * values `k` of a float, or the 2^52 values `r` of a crash hash), in rational numbers (bigint), never
 * by simulation. `node packages/fairness/scripts/rtp.ts` prints RTP.md and `--write` rewrites it;
 * src/rtp.test.ts checks each count against the real game functions and that RTP.md is this output.
 */
import { writeFileSync } from 'node:fs';
import {
  DICE_CHANCE,
  DICE_MAX_ROLL,
  type DiceDirection,
  diceChance,
  diceMultiplier,
  type HiloGuess,
  HOUSE_EDGE_BPS,
  hiloMultiplier,
  hiloWinningRanks,
  hiloWins,
  KENO_DRAWN,
  KENO_SQUARES,
  KENO_TABLES,
  type KenoRisk,
  LIMBO_MAX,
  MINES_COUNT,
  MINES_TILES,
  MULTIPLIER_SCALE,
  minesMultiplier,
  PLINKO_TABLES,
  type PlinkoRisk,
} from '../src/index.ts';

// ---- Rational numbers -------------------------------------------------------------------------

export interface Ratio {
  num: bigint;
  den: bigint;
}

const gcd = (a: bigint, b: bigint): bigint => {
  let x = a < 0n ? -a : a;
  let y = b;
  while (y !== 0n) [x, y] = [y, x % y];
  return x;
};

export const ratio = (num: bigint, den: bigint): Ratio => {
  if (den <= 0n) throw new Error('denominator must be positive');
  const g = gcd(num, den) || 1n;
  return { num: num / g, den: den / g };
};
export const add = (a: Ratio, b: Ratio): Ratio => ratio(a.num * b.den + b.num * a.den, a.den * b.den);
export const sub = (a: Ratio, b: Ratio): Ratio => ratio(a.num * b.den - b.num * a.den, a.den * b.den);
export const mul = (a: Ratio, b: Ratio): Ratio => ratio(a.num * b.num, a.den * b.den);
/** -1, 0 or 1 as a is less than, equal to or greater than b. */
export const compare = (a: Ratio, b: Ratio): number => {
  const d = a.num * b.den - b.num * a.den;
  return d < 0n ? -1 : d > 0n ? 1 : 0;
};
export const minOf = (values: Ratio[]): Ratio => values.reduce((a, b) => (compare(a, b) <= 0 ? a : b));
export const maxOf = (values: Ratio[]): Ratio => values.reduce((a, b) => (compare(a, b) >= 0 ? a : b));

/** A ratio as a percentage rounded half up to `decimals` places ("98.9901010%"). */
export function percent(value: Ratio, decimals = 7): string {
  const scale = 10n ** BigInt(decimals);
  const negative = value.num < 0n;
  const abs = negative ? -value.num : value.num;
  const scaled = (abs * 100n * scale * 2n + value.den) / (value.den * 2n);
  const whole = scaled / scale;
  const fraction = (scaled % scale).toString().padStart(decimals, '0');
  return `${negative ? '-' : ''}${whole}.${fraction}%`;
}

/** A multiplier in ten-thousandths as "1.9800x". */
const times = (multiplier: number | bigint): string => {
  const m = BigInt(multiplier);
  return `${m / 10_000n}.${(m % 10_000n).toString().padStart(4, '0')}x`;
};
/** Hundredths as "2.00x". */
/** 1234567 as "1,234,567" (no locale data involved). */
const grouped = (n: number | bigint): string => String(n).replace(/\B(?=(\d{3})+$)/g, ',');
const hundredthsX = (h: number): string =>
  `${grouped(Math.floor(h / 100))}.${String(h % 100).padStart(2, '0')}x`;

export const SPACE_32 = 2n ** 32n;
export const SPACE_52 = 2n ** 52n;
const SCALE = BigInt(MULTIPLIER_SCALE);
/** 1 - edge. */
export const keep = (edgeBps: number): Ratio => ratio(BigInt(10_000 - edgeBps), 10_000n);

/**
 * How many of the 2^32 values k fall in each bucket `floor(k * size / 2^32)` (the mapping of a float to
 * one of `size` items): bucket i starts at ceil(i * 2^32 / size), so each holds floor or ceil of 2^32/size.
 */
export const bucketStart = (i: number, size: number): bigint =>
  (BigInt(i) * SPACE_32 + BigInt(size) - 1n) / BigInt(size);
export function bucketCounts(size: number): bigint[] {
  return Array.from({ length: size }, (_, i) => bucketStart(i + 1, size) - bucketStart(i, size));
}

// ---- Dice -------------------------------------------------------------------------------------

/** The values of k whose roll wins (the winning rolls are consecutive, so two bucket starts). */
export function diceWinCount(direction: DiceDirection, target: number): bigint {
  const rolls = DICE_MAX_ROLL + 1;
  return direction === 'OVER'
    ? SPACE_32 - bucketStart(target + 1, rolls)
    : bucketStart(target, rolls) - bucketStart(0, rolls);
}
export const diceReturn = (direction: DiceDirection, target: number, edgeBps: number): Ratio =>
  ratio(
    diceWinCount(direction, target) * BigInt(diceMultiplier(direction, target, edgeBps)),
    SPACE_32 * SCALE,
  );

/** Every valid bet: OVER 200..9999 and UNDER 1..9800 (a chance of 0.01% to 98%). */
export function diceBets(): { direction: DiceDirection; target: number }[] {
  const bets: { direction: DiceDirection; target: number }[] = [];
  for (let target = 1; target < DICE_MAX_ROLL; target += 1) {
    for (const direction of ['OVER', 'UNDER'] as const) {
      const chance = diceChance(direction, target);
      if (chance >= DICE_CHANCE.min && chance <= DICE_CHANCE.max) bets.push({ direction, target });
    }
  }
  return bets;
}

/**
 * With chance c (c of the 10001 rolls win) the ideal return is I = (1 - e) * 10000 / 10001; the
 * multiplier's rounding down costs less than c / (10001 * 10000) and the buckets' unevenness (the c
 * winning rolls hold c * 2^32 / 10001 values of k, give or take less than one) less than
 * (10000 - e) / (c * 2^32) either way.
 */
export function diceBounds(direction: DiceDirection, target: number, edgeBps: number) {
  const c = BigInt(diceChance(direction, target));
  const ideal = ratio(BigInt(10_000 - edgeBps), 10_001n);
  const buckets = ratio(BigInt(10_000 - edgeBps), c * SPACE_32);
  return {
    ideal,
    low: sub(sub(ideal, ratio(c, 10_001n * 10_000n)), buckets),
    high: add(ideal, buckets),
  };
}

// ---- Limbo ------------------------------------------------------------------------------------

/**
 * limboResult(k) = floor((10000 - e) * 2^32 / (100 k)) hundredths (k = 0 gives the cap), so a target
 * T <= the cap is reached exactly by k = 0 .. floor((10000 - e) * 2^32 / (100 T)).
 */
export function limboWinCount(target: number, edgeBps: number): bigint {
  if (target <= 100) return SPACE_32;
  if (target > LIMBO_MAX) return 0n;
  const last = (BigInt(10_000 - edgeBps) * SPACE_32) / (100n * BigInt(target));
  return last + 1n > SPACE_32 ? SPACE_32 : last + 1n;
}
/** A win pays the target: `target * 100` ten-thousandths. */
export const limboReturn = (target: number, edgeBps: number): Ratio =>
  ratio(limboWinCount(target, edgeBps) * BigInt(target), SPACE_32 * 100n);
/** (1 - e) < return <= (1 - e) + T / (100 * 2^32): the + 1 is k = 0 (the value whose point is infinite). */
export const limboBounds = (target: number, edgeBps: number) => ({
  low: keep(edgeBps),
  high: add(keep(edgeBps), ratio(BigInt(target), 100n * SPACE_32)),
});

// ---- Plinko -----------------------------------------------------------------------------------

export function choose(n: number, k: number): bigint {
  if (k < 0 || k > n) return 0n;
  let out = 1n;
  for (let i = 0; i < k; i += 1) out = (out * BigInt(n - i)) / BigInt(i + 1);
  return out;
}

/** Each row goes right for k >= 2^31: exactly half the values, so P(slot s) = C(rows, s) / 2^rows. */
export const plinkoSlotProbability = (rows: number, slot: number): Ratio =>
  ratio(choose(rows, slot), 2n ** BigInt(rows));
export function plinkoReturn(risk: PlinkoRisk, rows: number): Ratio {
  const table = PLINKO_TABLES[risk][rows as keyof (typeof PLINKO_TABLES)[PlinkoRisk]] as readonly number[];
  let sum = 0n;
  table.forEach((multiplier, slot) => {
    sum += choose(rows, slot) * BigInt(multiplier);
  });
  return ratio(sum, 2n ** BigInt(rows) * SCALE);
}
export const PLINKO_RISKS = ['LOW', 'MEDIUM', 'HIGH'] as const satisfies readonly PlinkoRisk[];
export const KENO_RISKS = ['LOW', 'MEDIUM', 'HIGH'] as const satisfies readonly KenoRisk[];
export const plinkoRowsOf = (risk: PlinkoRisk): number[] => Object.keys(PLINKO_TABLES[risk]).map(Number);
export const kenoPicksOf = (risk: KenoRisk): number[] => Object.keys(KENO_TABLES[risk]).map(Number);

// ---- Keno -------------------------------------------------------------------------------------

/** Hypergeometric: `hits` of the player's `picks` among the 10 of 40 drawn, for a uniform draw. */
export const kenoHitProbability = (picks: number, hits: number): Ratio =>
  ratio(
    choose(picks, hits) * choose(KENO_SQUARES - picks, KENO_DRAWN - hits),
    choose(KENO_SQUARES, KENO_DRAWN),
  );
export function kenoReturn(risk: KenoRisk, picks: number): Ratio {
  const table = KENO_TABLES[risk][picks as keyof (typeof KENO_TABLES)[KenoRisk]] as readonly number[];
  let sum = 0n;
  table.forEach((multiplier, hits) => {
    sum += choose(picks, hits) * choose(KENO_SQUARES - picks, KENO_DRAWN - hits) * BigInt(multiplier);
  });
  return ratio(sum, choose(KENO_SQUARES, KENO_DRAWN) * SCALE);
}

/**
 * A draw without replacement picks index i of the `left` items still there with probability
 * count_i / 2^32 instead of 1 / left; the probability of any sequence of picks (so of any event, and
 * any return) is the ideal one times the product of `count_i * left / 2^32` over the picks, which lies
 * between the products of each size's smallest and largest bucket (an exact bound).
 */
export function drawRatioBounds(sizes: number[]): { low: Ratio; high: Ratio } {
  let low = ratio(1n, 1n);
  let high = ratio(1n, 1n);
  for (const size of sizes) {
    const counts = bucketCounts(size);
    const smallest = counts.reduce((a, b) => (a < b ? a : b));
    const largest = counts.reduce((a, b) => (a > b ? a : b));
    low = mul(low, ratio(smallest * BigInt(size), SPACE_32));
    high = mul(high, ratio(largest * BigInt(size), SPACE_32));
  }
  return { low, high };
}
/** The largest relative change of any probability: max(high - 1, 1 - low). */
export function drawBias(sizes: number[]): Ratio {
  const { low, high } = drawRatioBounds(sizes);
  const one = ratio(1n, 1n);
  return maxOf([sub(high, one), sub(one, low)]);
}
/** The pick sizes of a keno draw (40, 39, ..., 31) and of `mines` mines (25, 24, ...). */
export const kenoDrawSizes = (): number[] => Array.from({ length: KENO_DRAWN }, (_, i) => KENO_SQUARES - i);
export const mineDrawSizes = (mines: number): number[] =>
  Array.from({ length: mines }, (_, i) => MINES_TILES - i);

// ---- Mines ------------------------------------------------------------------------------------

/** The chance that `revealed` chosen tiles hold none of `mines` uniformly placed mines. */
export const minesSurvival = (mines: number, revealed: number): Ratio =>
  ratio(choose(MINES_TILES - mines, revealed), choose(MINES_TILES, revealed));
export const minesReturn = (mines: number, revealed: number, edgeBps: number): Ratio =>
  mul(minesSurvival(mines, revealed), ratio(BigInt(minesMultiplier(mines, revealed, edgeBps)), SCALE));
/** (1 - e) - P(survive) / 10000 < return <= (1 - e): the multiplier is rounded down once. */
export const minesBounds = (mines: number, revealed: number, edgeBps: number) => ({
  low: sub(keep(edgeBps), mul(minesSurvival(mines, revealed), ratio(1n, SCALE))),
  high: keep(edgeBps),
});

// ---- Hi-Lo ------------------------------------------------------------------------------------

/** Values of k per rank 1..13 (index 0..12): the four cards of the rank, from cardOf's 52 buckets. */
export function rankCounts(): bigint[] {
  const cards = bucketCounts(52);
  return Array.from({ length: 13 }, (_, r) =>
    [0, 13, 26, 39].reduce((sum, s) => sum + (cards[r + s] as bigint), 0n),
  );
}
/** The ideal chance of a guess (`winning ranks / 13`) or the exact one over cardOf's buckets. */
export function hiloWinChance(rank: number, guess: HiloGuess, exact: boolean): Ratio {
  if (!exact) return ratio(BigInt(hiloWinningRanks(rank, guess)), 13n);
  const counts = rankCounts();
  let won = 0n;
  for (let to = 1; to <= 13; to += 1) if (hiloWins(rank, to, guess)) won += counts[to - 1] as bigint;
  return ratio(won, SPACE_32);
}
/** One guess then cash-out. */
export const hiloReturn = (rank: number, guess: HiloGuess, edgeBps: number, exact: boolean): Ratio =>
  mul(
    hiloWinChance(rank, guess, exact),
    ratio(BigInt(hiloMultiplier([hiloWinningRanks(rank, guess)], edgeBps)), SCALE),
  );
export const HILO_GUESSES = ['HIGHER', 'LOWER'] as const satisfies readonly HiloGuess[];

// ---- Crash ------------------------------------------------------------------------------------

/**
 * crashPoint = max(100, min(cap, floor((10000 - e) * 2^52 / (100 * s)))) with s = 2^52 - r in
 * 1 .. 2^52, so a cash-out at M (paid when the point is at least M) wins for s <= (10000 - e) * 2^52 / (100 M).
 */
export function crashWinCount(target: number, edgeBps: number): bigint {
  if (target <= 100) return SPACE_52;
  if (target > LIMBO_MAX) return 0n;
  const wins = (BigInt(10_000 - edgeBps) * SPACE_52) / (100n * BigInt(target));
  return wins > SPACE_52 ? SPACE_52 : wins;
}
export const crashReturn = (target: number, edgeBps: number): Ratio =>
  ratio(crashWinCount(target, edgeBps) * BigInt(target), SPACE_52 * 100n);
/** (1 - e) - M / (100 * 2^52) < return <= (1 - e). */
export const crashBounds = (target: number, edgeBps: number) => ({
  low: sub(keep(edgeBps), ratio(BigInt(target), 100n * SPACE_52)),
  high: keep(edgeBps),
});

// ---- The document -----------------------------------------------------------------------------

/** The edges the document shows: the default and the highest a brand may set. */
export const DOCUMENT_EDGES = [HOUSE_EDGE_BPS.min, HOUSE_EDGE_BPS.max] as const;
export const DICE_SAMPLES = [
  { direction: 'UNDER', target: 1 },
  { direction: 'UNDER', target: 100 },
  { direction: 'UNDER', target: 4950 },
  { direction: 'OVER', target: 5050 },
  { direction: 'OVER', target: 5000 },
  { direction: 'UNDER', target: 9800 },
  { direction: 'OVER', target: 200 },
  { direction: 'OVER', target: 9000 },
  { direction: 'OVER', target: 9999 },
] as const satisfies readonly { direction: DiceDirection; target: number }[];
export const TARGET_SAMPLES = [
  101, 110, 150, 200, 300, 500, 1_000, 10_000, 100_000, 1_000_000, 100_000_000,
] as const;

const row = (cells: (string | number)[]): string => `| ${cells.join(' | ')} |`;
const edgeName = (edgeBps: number): string => `${edgeBps / 100}%`;

export function report(): string {
  const [low, high] = DOCUMENT_EDGES;
  const lines: string[] = [];
  const out = (...more: string[]) => lines.push(...more);
  out(
    '# Return to player of the in-house games',
    '',
    '<!-- Generated by `node packages/fairness/scripts/rtp.ts --write`; src/rtp.test.ts fails when this file',
    '     differs from the script output. Do not edit by hand. -->',
    '',
    'Every figure here is exact, computed by enumeration and never by simulation. An outcome is a function',
    'of 32-bit numbers `k` (a float is `k / 2^32`, HMAC-SHA256 of the seed pair), or for crash of the 52 bits',
    '`r` of a round hash, so the probability of an outcome is a count of values over 2^32 (or 2^52) and a',
    'return to player is a rational number; the percentages below are those numbers rounded to 7 decimals.',
    'The tests (src/rtp.test.ts, src/tables.test.ts, src/crash.test.ts) check every count against the real game',
    'functions and every bound below for every bet, at the house edges shown and more. The house edge `e` is',
    `a brand setting in basis points, from ${HOUSE_EDGE_BPS.min} (${edgeName(HOUSE_EDGE_BPS.min)}) to ${HOUSE_EDGE_BPS.max} (${edgeName(HOUSE_EDGE_BPS.max)}); Plinko and Keno pay from fixed tables and do not use it.`,
    '',
  );

  // Dice
  out(
    '## Dice',
    '',
    '- Roll `floor(k * 10001 / 2^32)`, 0 to 10000 (0.00 to 100.00). OVER `t` wins on a roll above `t`, UNDER `t`',
    '  on a roll below `t`; the chance `c` is `10000 - t` (OVER) or `t` (UNDER) hundredths of a percent, from',
    `  ${DICE_CHANCE.min} to ${DICE_CHANCE.max}; the multiplier is \`floor((10000 - e) * 10000 / c)\` ten-thousandths.`,
    '- Roll `r` comes from the `ceil((r + 1) * 2^32 / 10001) - ceil(r * 2^32 / 10001)` values of `k` (429453 or',
    '  429454), so the `c` winning rolls hold `c * 2^32 / 10001` values, give or take less than one.',
    '- Return: `c` of the 10001 rolls win, so the ideal is `I = (1 - e) * 10000 / 10001` (the roll 100.00 or 0.00',
    '  that no bet wins on is part of the edge); exactly, for every bet,',
    '  `I - c / (10001 * 10000) - (10000 - e) / (c * 2^32) < RTP < I + (10000 - e) / (c * 2^32) < 1 - e`.',
    '- A bet must pay more than its stake (`isDiceBetAllowed`): at a high edge the largest chances are refused',
    '  (at 5%, chances above 94.99%; the 0.9693x rows below are such bets). The figures cover them anyway.',
    '',
    row([
      'Bet',
      'Chance',
      ...DOCUMENT_EDGES.flatMap((e) => [`Multiplier (${edgeName(e)})`, `RTP (${edgeName(e)})`]),
    ]),
    row(['---', '---:', ...DOCUMENT_EDGES.flatMap(() => ['---:', '---:'])]),
  );
  for (const { direction, target } of DICE_SAMPLES) {
    out(
      row([
        `${direction} ${(target / 100).toFixed(2)}`,
        `${(diceChance(direction, target) / 100).toFixed(2)}%`,
        ...DOCUMENT_EDGES.flatMap((e) => [
          times(diceMultiplier(direction, target, e)),
          percent(diceReturn(direction, target, e)),
        ]),
      ]),
    );
  }
  const bets = diceBets();
  out('', `Over all ${bets.length} valid bets (both directions, every target):`, '');
  for (const e of DOCUMENT_EDGES) {
    const returns = bets.map((b) => diceReturn(b.direction, b.target, e));
    out(
      `- edge ${edgeName(e)}: ideal ${percent(ratio(BigInt(10_000 - e), 10_001n))}, lowest ${percent(minOf(returns))}, highest ${percent(maxOf(returns))}.`,
    );
  }
  out('');

  // Limbo
  out(
    '## Limbo',
    '',
    '- Result `max(100, min(100000000, floor((10000 - e) * 2^32 / (100 * k))))` hundredths (`k = 0` gives the cap,',
    '  1,000,000x); a bet on target `T` (1.01x to 1,000,000x) wins `T` when the result is at least `T`.',
    '- The result falls as `k` grows, so `T` is reached by exactly `k = 0 .. floor((10000 - e) * 2^32 / (100 * T))`:',
    '  `RTP = (floor((10000 - e) * 2^32 / (100 * T)) + 1) * T / (100 * 2^32)`, and `1 - e < RTP <= 1 - e + T / (100 * 2^32)`',
    `  (the excess, from \`k = 0\`, is at most ${percent(ratio(100n * 100n, 100n * SPACE_32), 9)} up to 100x and ${percent(ratio(BigInt(LIMBO_MAX), 100n * SPACE_32), 4)} at 1,000,000x).`,
    '',
    row(['Target', ...DOCUMENT_EDGES.flatMap((e) => [`Winning k (${edgeName(e)})`, `RTP (${edgeName(e)})`])]),
    row(['---:', ...DOCUMENT_EDGES.flatMap(() => ['---:', '---:'])]),
  );
  for (const target of TARGET_SAMPLES) {
    out(
      row([
        hundredthsX(target),
        ...DOCUMENT_EDGES.flatMap((e) => [
          grouped(limboWinCount(target, e)),
          percent(limboReturn(target, e)),
        ]),
      ]),
    );
  }
  out('');

  // Plinko
  out(
    '## Plinko',
    '',
    '- One value per row: right when `k >= 2^31` (exactly half of the values), so the slot is the number of',
    '  rights and `P(slot s) = C(rows, s) / 2^rows`; `RTP = sum over s of C(rows, s) * table[s] / (2^rows * 10000)`.',
    '- Every table is symmetric. The house edge setting does not apply: the tables are fixed.',
    '',
    row(['Rows', ...PLINKO_RISKS.flatMap((risk) => [`${risk} RTP`, `${risk} top`])]),
    row(['---:', ...PLINKO_RISKS.flatMap(() => ['---:', '---:'])]),
  );
  for (const rows of plinkoRowsOf('LOW')) {
    out(
      row([
        rows,
        ...PLINKO_RISKS.flatMap((risk) => {
          const table = PLINKO_TABLES[risk][
            rows as keyof (typeof PLINKO_TABLES)[PlinkoRisk]
          ] as readonly number[];
          return [percent(plinkoReturn(risk, rows)), times(table[0] as number)];
        }),
      ]),
    );
  }
  const plinkoAll = PLINKO_RISKS.flatMap((risk) =>
    plinkoRowsOf(risk).map((rows) => plinkoReturn(risk, rows)),
  );
  out(
    '',
    `All ${plinkoAll.length} tables: from ${percent(minOf(plinkoAll))} to ${percent(maxOf(plinkoAll))}.`,
    '',
  );

  // Keno
  const kenoBias = drawBias(kenoDrawSizes());
  out(
    '## Keno',
    '',
    '- The draw: 10 of the squares 1..40 by Fisher-Yates on floats, `left[floor(k * left.length / 2^32)]`',
    '  with 40, 39, ..., 31 squares left. For a uniform draw, hits of `p` picks are hypergeometric:',
    '  `P(h) = C(p, h) * C(40 - p, 10 - h) / C(40, 10)` and `RTP = sum over h of P(h) * table[h] / 10000`.',
    '- The draw is uniform up to the buckets: with `n` squares left, each index is chosen by floor or ceil of',
    '  `2^32 / n` values of `k`, so the probability of any draw (and so of any return) is the uniform one times',
    '  a factor between the products of the smallest and the largest `count * n / 2^32`; for 40..31 that factor',
    `  is within ${percent(kenoBias, 9)} of 1, so the actual return is the figure below`,
    `  to within ${percent(mul(kenoBias, ratio(99n, 100n)), 9)} (below 1e-7).`,
    '- The house edge setting does not apply: the tables are fixed.',
    '',
    row(['Picks', ...KENO_RISKS.map((risk) => `${risk} RTP`)]),
    row(['---:', ...KENO_RISKS.map(() => '---:')]),
  );
  for (const picks of kenoPicksOf('LOW')) {
    out(row([picks, ...KENO_RISKS.map((risk) => percent(kenoReturn(risk, picks)))]));
  }
  const kenoAll = KENO_RISKS.flatMap((risk) => kenoPicksOf(risk).map((picks) => kenoReturn(risk, picks)));
  out('', `All ${kenoAll.length} tables: from ${percent(minOf(kenoAll))} to ${percent(maxOf(kenoAll))}.`, '');

  // Mines
  const minesBias = drawBias(mineDrawSizes(MINES_COUNT.max));
  out(
    '## Mines',
    '',
    '- Mine positions: Fisher-Yates over the 25 tiles, one float per mine (as Keno). After `n` safe tiles with',
    '  `m` mines the multiplier is `floor((10000 - e) * C(25, n) / C(25 - m, n))` ten-thousandths, and the chance',
    '  of `n` safe tiles in a row is `C(25 - m, n) / C(25, n)`, so a cash-out after `n` tiles returns',
    '  `(1 - e) - P(survive) / 10000 < RTP <= 1 - e` (one rounding down); a cash-out before any tile returns',
    '  the stake. Checked for every mine count 1..24 and every `n` from 1 to `25 - m`.',
    `- Bucket bias of the positions (25, 24, ..., 2 tiles left for 24 mines, less for fewer): within ${percent(minesBias, 9)} of`,
    '  the figures below.',
    '',
    row([
      'Mines',
      ...DOCUMENT_EDGES.flatMap((e) => [`Lowest RTP (${edgeName(e)})`, `Top multiplier (${edgeName(e)})`]),
    ]),
    row(['---:', ...DOCUMENT_EDGES.flatMap(() => ['---:', '---:'])]),
  );
  const minesAll = new Map<number, Ratio[]>(DOCUMENT_EDGES.map((e) => [e, []]));
  for (let mines = MINES_COUNT.min; mines <= MINES_COUNT.max; mines += 1) {
    const cells: string[] = [];
    for (const e of DOCUMENT_EDGES) {
      const returns = Array.from({ length: MINES_TILES - mines }, (_, i) => minesReturn(mines, i + 1, e));
      minesAll.get(e)?.push(...returns);
      cells.push(percent(minOf(returns)), times(minesMultiplier(mines, MINES_TILES - mines, e)));
    }
    out(row([mines, ...cells]));
  }
  out('');
  for (const e of DOCUMENT_EDGES) {
    const all = minesAll.get(e) ?? [];
    out(
      `- edge ${edgeName(e)}: all ${all.length} cash-outs from ${percent(minOf(all))} to ${percent(maxOf(all))} (at most ${percent(keep(e))}).`,
    );
  }
  out('');

  // Hi-Lo
  const ranks = rankCounts();
  const fewest = ranks.reduce((a, b) => (a < b ? a : b));
  const most = ranks.reduce((a, b) => (a > b ? a : b));
  out(
    '## Hi-Lo',
    '',
    '- Cards `floor(k * 52 / 2^32)` (with replacement), rank `index % 13 + 1`. HIGHER wins on the same rank or',
    '  higher and LOWER on the same or lower, except HIGHER from an ace and LOWER from a king (strictly); the',
    '  multiplier after guesses with `w1, w2, ...` winning ranks is `floor((10000 - e) * 13^n / (w1 * w2 * ...))`.',
    '- Ideal chance `w / 13`, so one guess then cash-out returns at most `1 - e` (one rounding down); a streak',
    '  of independent guesses returns at most `1 - e` too, as the edge is taken once.',
    `- Exact over the 52 card buckets: a rank is drawn by ${fewest} to ${most} of the 2^32 values (the ideal is`,
    `  2^32 / 13 = 330382099.69), which moves a return by at most ${percent(drawBias([52]), 9)} of itself; both are shown.`,
    '',
    row([
      'From',
      ...HILO_GUESSES.flatMap((g) => [
        `${g} ranks`,
        `${g} multiplier (${edgeName(low)})`,
        'RTP ideal',
        'RTP exact',
      ]),
    ]),
    row(['---', ...HILO_GUESSES.flatMap(() => ['---:', '---:', '---:', '---:'])]),
  );
  const rankNames = ['A', '2', '3', '4', '5', '6', '7', '8', '9', '10', 'J', 'Q', 'K'];
  for (let rank = 1; rank <= 13; rank += 1) {
    out(
      row([
        rankNames[rank - 1] as string,
        ...HILO_GUESSES.flatMap((g) => [
          hiloWinningRanks(rank, g),
          times(hiloMultiplier([hiloWinningRanks(rank, g)], low)),
          percent(hiloReturn(rank, g, low, false)),
          percent(hiloReturn(rank, g, low, true)),
        ]),
      ]),
    );
  }
  out('');
  for (const e of DOCUMENT_EDGES) {
    const ideal: Ratio[] = [];
    const exact: Ratio[] = [];
    for (let rank = 1; rank <= 13; rank += 1) {
      for (const g of HILO_GUESSES) {
        ideal.push(hiloReturn(rank, g, e, false));
        exact.push(hiloReturn(rank, g, e, true));
      }
    }
    out(
      `- edge ${edgeName(e)}: ideal from ${percent(minOf(ideal))} to ${percent(maxOf(ideal))}; exact from ${percent(minOf(exact))} to ${percent(maxOf(exact))}.`,
    );
  }
  out('');

  // Crash
  out(
    '## Crash',
    '',
    '- Crash point `max(100, min(100000000, floor((10000 - e) * 2^52 / (100 * (2^52 - r)))))` hundredths, with `r`',
    '  the first 52 bits of HMAC_SHA256(key = round hash, message = salt). A cash-out at `M` is paid when the',
    '  point is at least `M`, which holds for exactly `floor((10000 - e) * 2^52 / (100 * M))` of the 2^52 values of',
    '  `r`: `RTP = floor((10000 - e) * 2^52 / (100 * M)) * M / (100 * 2^52)`, and',
    '  `1 - e - M / (100 * 2^52) < RTP <= 1 - e` at every target.',
    '',
    row(['Cash-out at', ...DOCUMENT_EDGES.map((e) => `RTP (${edgeName(e)})`)]),
    row(['---:', ...DOCUMENT_EDGES.map(() => '---:')]),
  );
  for (const target of TARGET_SAMPLES) {
    out(row([hundredthsX(target), ...DOCUMENT_EDGES.map((e) => percent(crashReturn(target, e), 9))]));
  }
  out('', `Edges shown: ${edgeName(low)} (the default and lowest) and ${edgeName(high)} (the highest).`, '');
  return lines.join('\n');
}

if (import.meta.main) {
  const text = report();
  if (process.argv.includes('--write')) {
    writeFileSync(new URL('../RTP.md', import.meta.url), text);
    process.stdout.write('wrote packages/fairness/RTP.md\n');
  } else {
    process.stdout.write(text);
  }
}
