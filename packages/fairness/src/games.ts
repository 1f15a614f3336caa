import { drawWithoutReplacement, type SeedPair, uint32s } from './rng.ts';

/**
 * Outcomes of the in-house games. Multipliers are integers in ten-thousandths (`20000` is 2x) and
 * amounts are bigint minor units, so no floating point reaches money; a float only chooses an outcome.
 * The house edge is in basis points (100 = 1%), a brand setting within HOUSE_EDGE_BPS.
 */
export const MULTIPLIER_SCALE = 10_000;
export const HOUSE_EDGE_BPS = { min: 100, max: 500, default: 100 } as const;

/** Stake times multiplier, rounded down to the minor unit. */
export const payoutOf = (stake: bigint, multiplier: number): bigint =>
  (stake * BigInt(multiplier)) / BigInt(MULTIPLIER_SCALE);

// ---- Dice -------------------------------------------------------------------------------------

/** Rolls are hundredths: 0 (0.00) to 10000 (100.00), `floor(float * 10001)`. */
export const DICE_MAX_ROLL = 10_000;
export const diceRoll = (k: number): number => Math.floor((k * 10_001) / 2 ** 32);

export type DiceDirection = 'OVER' | 'UNDER';
/** Win chance in hundredths of a percent (roll over 50.50 wins on 49.50%: 4950). */
export function diceChance(direction: DiceDirection, target: number): number {
  return direction === 'OVER' ? DICE_MAX_ROLL - target : target;
}
/** Win chance between 0.01% and 98.00%. */
export const DICE_CHANCE = { min: 1, max: 9_800 } as const;

/**
 * Whether a dice bet may be placed: its chance within DICE_CHANCE, and a win paying more than the
 * stake (at a 5% edge a 98% chance would pay 0.9693x).
 */
export function isDiceBetAllowed(direction: DiceDirection, target: number, edgeBps: number): boolean {
  const chance = diceChance(direction, target);
  return (
    chance >= DICE_CHANCE.min &&
    chance <= DICE_CHANCE.max &&
    diceMultiplier(direction, target, edgeBps) > MULTIPLIER_SCALE
  );
}

export function diceMultiplier(direction: DiceDirection, target: number, edgeBps: number): number {
  return Math.floor(((10_000 - edgeBps) * MULTIPLIER_SCALE) / diceChance(direction, target));
}

export interface DiceOutcome {
  roll: number;
  win: boolean;
  multiplier: number;
}

export function playDice(
  pair: SeedPair,
  direction: DiceDirection,
  target: number,
  edgeBps: number,
): DiceOutcome {
  const roll = diceRoll(uint32s(pair, 1)[0] as number);
  const win = direction === 'OVER' ? roll > target : roll < target;
  return { roll, win, multiplier: win ? diceMultiplier(direction, target, edgeBps) : 0 };
}

// ---- Limbo ------------------------------------------------------------------------------------

/** Results and targets are hundredths (101 is 1.01x); a result is capped at 1,000,000x. */
export const LIMBO_MAX = 100_000_000;
export const LIMBO_TARGET = { min: 101, max: 100_000_000 } as const;

/**
 * `point = (1 - edge) / float`, `result = max(1, floor(point * 100) / 100)`, in integers:
 * `floor((10000 - edgeBps) * 2^32 / (100 * k))` hundredths. P(result >= M) is about (1 - edge) / M.
 */
export function limboResult(k: number, edgeBps: number): number {
  if (k === 0) return LIMBO_MAX;
  const hundredths = Math.floor(((10_000 - edgeBps) * 2 ** 32) / (100 * k));
  return Math.min(LIMBO_MAX, Math.max(100, hundredths));
}

export interface LimboOutcome {
  result: number;
  win: boolean;
  multiplier: number;
}

export function playLimbo(pair: SeedPair, target: number, edgeBps: number): LimboOutcome {
  const result = limboResult(uint32s(pair, 1)[0] as number, edgeBps);
  const win = result >= target;
  return { result, win, multiplier: win ? target * 100 : 0 };
}

// ---- Mines ------------------------------------------------------------------------------------

export const MINES_TILES = 25;
export const MINES_COUNT = { min: 1, max: 24 } as const;

/** Where the mines lie: tiles 0..24 (row by row), one float per mine. */
export function minePositions(pair: SeedPair, mines: number): number[] {
  return drawWithoutReplacement(uint32s(pair, mines), MINES_TILES);
}

function choose(n: number, k: number): bigint {
  if (k < 0 || k > n) return 0n;
  let out = 1n;
  for (let i = 0; i < k; i += 1) out = (out * BigInt(n - i)) / BigInt(i + 1);
  return out;
}

/**
 * The multiplier after `revealed` safe tiles: `(1 - edge) * C(25, revealed) / C(25 - mines, revealed)`
 * (fair odds of surviving that many picks, less the edge), rounded down.
 */
export function minesMultiplier(mines: number, revealed: number, edgeBps: number): number {
  if (revealed === 0) return MULTIPLIER_SCALE;
  const fair = choose(MINES_TILES, revealed);
  const ways = choose(MINES_TILES - mines, revealed);
  return Number((BigInt(10_000 - edgeBps) * fair * BigInt(MULTIPLIER_SCALE)) / (ways * 10_000n));
}

// ---- Plinko -----------------------------------------------------------------------------------

export const PLINKO_ROWS = { min: 8, max: 16 } as const;
export type PlinkoRisk = 'LOW' | 'MEDIUM' | 'HIGH';

/** One float per row: `floor(float * 2)` is 0 (left) or 1 (right); the slot is their sum. */
export function plinkoPath(pair: SeedPair, rows: number): number[] {
  return uint32s(pair, rows).map((k) => (k >= 2 ** 31 ? 1 : 0));
}

// ---- Keno -------------------------------------------------------------------------------------

export const KENO_SQUARES = 40;
export const KENO_DRAWN = 10;
export const KENO_PICKS = { min: 1, max: 10 } as const;
export type KenoRisk = 'LOW' | 'MEDIUM' | 'HIGH';

/** The 10 squares drawn, 1..40 in draw order. */
export function kenoDraw(pair: SeedPair): number[] {
  return drawWithoutReplacement(uint32s(pair, KENO_DRAWN), KENO_SQUARES).map((i) => i + 1);
}

// ---- Hi-Lo ------------------------------------------------------------------------------------

/** Cards: `floor(float * 52)` (with replacement, as published); rank 1 (ace) .. 13 (king). */
export interface Card {
  index: number;
  rank: number;
  suit: 'S' | 'H' | 'D' | 'C';
}
const SUITS = ['S', 'H', 'D', 'C'] as const;
export const cardOf = (k: number): Card => {
  const index = Math.floor((k * 52) / 2 ** 32);
  return { index, rank: (index % 13) + 1, suit: SUITS[Math.floor(index / 13)] as Card['suit'] };
};

/** The `count` first cards of a Hi-Lo round: card 0 is the start card, each guess or skip draws the next. */
export const hiloCards = (pair: SeedPair, count: number): Card[] => uint32s(pair, count).map(cardOf);

export type HiloGuess = 'HIGHER' | 'LOWER';
/** A Hi-Lo round allows this many cards (start, guesses and skips). */
export const HILO_MAX_CARDS = 52;

/**
 * Ranks (of 13) that win a guess from `rank`: higher means higher or the same, lower means lower or
 * the same, except from an ace (higher: strictly higher) and a king (lower: strictly lower), where
 * "or the same" would be a certainty.
 */
export function hiloWinningRanks(rank: number, guess: HiloGuess): number {
  if (guess === 'HIGHER') return rank === 1 ? 12 : 14 - rank;
  return rank === 13 ? 12 : rank;
}

export function hiloWins(from: number, to: number, guess: HiloGuess): boolean {
  if (guess === 'HIGHER') return from === 1 ? to > from : to >= from;
  return from === 13 ? to < from : to <= from;
}

/**
 * The multiplier after winning guesses with these winning-rank counts: the fair odds
 * `13^n / product(ranks)` times `(1 - edge)` once, however many guesses, rounded down.
 */
export function hiloMultiplier(winningRanks: number[], edgeBps: number): number {
  if (winningRanks.length === 0) return MULTIPLIER_SCALE;
  let odds = 1n;
  let ways = 1n;
  for (const w of winningRanks) {
    odds *= 13n;
    ways *= BigInt(w);
  }
  const multiplier = (BigInt(10_000 - edgeBps) * odds) / ways;
  return multiplier > BigInt(HILO_MAX_MULTIPLIER) ? HILO_MAX_MULTIPLIER : Number(multiplier);
}

/** A Hi-Lo round's multiplier stops at 1,000,000x (the round then cashes out by itself). */
export const HILO_MAX_MULTIPLIER = 1_000_000 * MULTIPLIER_SCALE;
