/**
 * The money wheel (Big Six style): 54 equal segments showing 1, 2, 5, 10, 20 or 40; a stake on a
 * number pays that many to one when the wheel stops on it. A plain wheel cannot return 94% or more
 * on every number (the six stakes together would need more than the whole wheel: the sum of
 * 0.94 / (N + 1) over the numbers is above 1), so each spin also draws a Lucky Multiplier: about
 * half the spins light one number with x2 to x10, multiplying that number's winnings. Both draws
 * are independent and uniform over the published weights; wheel.test.ts enumerates the return.
 */

export const WHEEL_NUMBERS = [1, 2, 5, 10, 20, 40] as const;
export type WheelNumber = (typeof WHEEL_NUMBERS)[number];

/** Clockwise from the pointer at rest. 24 x 1, 15 x 2, 8 x 5, 4 x 10, 2 x 20, 1 x 40. */
export const WHEEL_SEGMENTS: readonly WheelNumber[] = [
  40, 2, 1, 5, 1, 2, 1, 10, 2, 1, 5, 1, 2, 20, 1, 2, 1, 5, 1, 2, 1, 10, 1, 5, 2, 1, 2, 1, 5, 1, 5, 2, 1, 2,
  10, 1, 1, 5, 2, 1, 20, 2, 1, 1, 5, 2, 1, 1, 10, 2, 1, 2, 1, 1,
];

export interface LuckyEntry {
  /** The lit number, or null for a spin without a Lucky Multiplier. */
  number: WheelNumber | null;
  multiplier: number;
  weight: number;
}

/** Out of LUCKY_TOTAL_WEIGHT; the rest of the weight is "no multiplier". */
export const LUCKY_TABLE: readonly LuckyEntry[] = [
  { number: 1, multiplier: 2, weight: 149 },
  { number: 2, multiplier: 2, weight: 109 },
  { number: 2, multiplier: 3, weight: 55 },
  { number: 5, multiplier: 2, weight: 49 },
  { number: 5, multiplier: 3, weight: 20 },
  { number: 10, multiplier: 3, weight: 45 },
  { number: 10, multiplier: 5, weight: 25 },
  { number: 20, multiplier: 5, weight: 35 },
  { number: 20, multiplier: 10, weight: 11 },
  { number: 40, multiplier: 5, weight: 30 },
  { number: 40, multiplier: 10, weight: 16 },
  { number: null, multiplier: 1, weight: 456 },
];
export const LUCKY_TOTAL_WEIGHT = LUCKY_TABLE.reduce((sum, entry) => sum + entry.weight, 0);

/** Units staked per number; numbers without a stake are absent. */
export type WheelStakes = Partial<Record<WheelNumber, number>>;

export interface WheelOutcome {
  segment: number;
  number: WheelNumber;
  lucky: { number: WheelNumber; multiplier: number } | null;
  /** Units paid per staked number that won (stake included). */
  wins: Partial<Record<WheelNumber, number>>;
  win: number;
}

export function isWheelNumber(value: unknown): value is WheelNumber {
  return typeof value === 'number' && (WHEEL_NUMBERS as readonly number[]).includes(value);
}

function luckyFor(ticket: number): LuckyEntry {
  let rest = ticket;
  for (const entry of LUCKY_TABLE) {
    if (rest < entry.weight) return entry;
    rest -= entry.weight;
  }
  throw new Error(`Lucky ticket ${ticket} is outside 0..${LUCKY_TOTAL_WEIGHT - 1}.`);
}

/** The winnings of every staked number for a segment and a lucky draw. */
export function settleWheel(stakes: WheelStakes, segment: number, ticket: number): WheelOutcome {
  const number = WHEEL_SEGMENTS[segment];
  if (number === undefined) throw new Error(`No segment ${segment}.`);
  const entry = luckyFor(ticket);
  const lucky = entry.number === null ? null : { number: entry.number, multiplier: entry.multiplier };
  const wins: WheelOutcome['wins'] = {};
  let win = 0;
  const stake = stakes[number];
  if (stake) {
    const multiplier = lucky?.number === number ? lucky.multiplier : 1;
    // N to 1: the stake back plus N times it, the N part multiplied when the number is lit.
    const paid = stake + stake * number * multiplier;
    wins[number] = paid;
    win = paid;
  }
  return { segment, number, lucky, wins, win };
}

/** One spin: a segment and a lucky ticket from the random source (crypto.randomInt in production). */
export function spinWheel(stakes: WheelStakes, randomInt: (max: number) => number): WheelOutcome {
  return settleWheel(stakes, randomInt(WHEEL_SEGMENTS.length), randomInt(LUCKY_TOTAL_WEIGHT));
}

/** The exact return of a stake on one number, as a fraction (every segment and ticket enumerated). */
export function wheelReturn(number: WheelNumber): { numerator: number; denominator: number } {
  let numerator = 0;
  for (let segment = 0; segment < WHEEL_SEGMENTS.length; segment += 1) {
    for (const entry of LUCKY_TABLE) {
      // A stake of 1; each (segment, ticket) pair is equally likely, `weight` tickets per entry.
      const paid = settleWheel({ [number]: 1 }, segment, firstTicket(entry)).win;
      numerator += paid * entry.weight;
    }
  }
  return { numerator, denominator: WHEEL_SEGMENTS.length * LUCKY_TOTAL_WEIGHT };
}

function firstTicket(entry: LuckyEntry): number {
  let ticket = 0;
  for (const other of LUCKY_TABLE) {
    if (other === entry) return ticket;
    ticket += other.weight;
  }
  return ticket;
}
