/**
 * The cockfight ring (sabong): one shared fight every few minutes for every player, on a schedule
 * derived from the clock (betting open → betting closed → the fight → the result shown), so every
 * node and every page agrees on the round without asking anyone.
 *
 * Each fight has its own odds. Before betting opens, the ring draws how strong the meron (the
 * favourite's corner) is: out of 1000, the meron wins `meronWeight` (350 to 545), the wala
 * `895 − meronWeight`, and the fight is a draw 105 times. The odds shown (stake included) are
 * (0.95 − 0.105) / P(win) rounded down to the hundredth, so a meron or wala bet returns at most 95%
 * and at least 94.495% (a bet on the side that loses is lost; on a draw meron and wala bets are
 * refunded, as is customary). A draw bet pays 8 to 1 (9× the stake back): 94.5%.
 * cockfight.test.ts enumerates every weight and ticket.
 */

export type Side = 'meron' | 'wala' | 'draw';
export const SIDES: readonly Side[] = ['meron', 'wala', 'draw'];
export type FightResult = Side;

export const TICKETS = 1000;
export const DRAW_WEIGHT = 105;
export const MIN_MERON_WEIGHT = 350;
export const MAX_MERON_WEIGHT = TICKETS - DRAW_WEIGHT - MIN_MERON_WEIGHT; // 545
/** The return a meron or wala bet aims at, in thousandths. */
export const TARGET_RETURN = 950;
/** A draw bet's return, stake included. */
export const DRAW_PAYS = 9;

export interface Schedule {
  bettingMs: number;
  closedMs: number;
  fightMs: number;
  resultMs: number;
}

/** Three and a half minutes a fight. */
export const STANDARD_SCHEDULE: Schedule = {
  bettingMs: 150_000,
  closedMs: 10_000,
  fightMs: 30_000,
  resultMs: 20_000,
};
/** Development and end-to-end tests only (COCKFIGHT_FAST=1 outside production): 24 seconds a fight. */
export const FAST_SCHEDULE: Schedule = {
  bettingMs: 12_000,
  closedMs: 2_000,
  fightMs: 5_000,
  resultMs: 5_000,
};

export type Phase = 'betting' | 'closed' | 'fight' | 'result';

export function cycleMs(schedule: Schedule): number {
  return schedule.bettingMs + schedule.closedMs + schedule.fightMs + schedule.resultMs;
}

export interface RoundClock {
  /** The fight number: whole cycles since the epoch. */
  number: number;
  phase: Phase;
  opensAt: number;
  closesAt: number;
  fightAt: number;
  resultAt: number;
  endsAt: number;
}

/** Where the clock stands: which fight, which phase, and when each phase starts. */
export function roundAt(nowMs: number, schedule: Schedule): RoundClock {
  const cycle = cycleMs(schedule);
  const number = Math.floor(nowMs / cycle);
  return { number, phase: phaseOf(nowMs, number, schedule), ...timesOf(number, schedule) };
}

export function timesOf(number: number, schedule: Schedule): Omit<RoundClock, 'number' | 'phase'> {
  const opensAt = number * cycleMs(schedule);
  const closesAt = opensAt + schedule.bettingMs;
  const fightAt = closesAt + schedule.closedMs;
  const resultAt = fightAt + schedule.fightMs;
  return { opensAt, closesAt, fightAt, resultAt, endsAt: resultAt + schedule.resultMs };
}

function phaseOf(nowMs: number, number: number, schedule: Schedule): Phase {
  const times = timesOf(number, schedule);
  if (nowMs < times.closesAt) return 'betting';
  if (nowMs < times.fightAt) return 'closed';
  if (nowMs < times.resultAt) return 'fight';
  return 'result';
}

export interface Odds {
  /** Hundredths, stake included: 189 is 1.89. */
  meron: number;
  wala: number;
}

export function oddsFor(meronWeight: number): Odds {
  if (!Number.isInteger(meronWeight) || meronWeight < MIN_MERON_WEIGHT || meronWeight > MAX_MERON_WEIGHT) {
    throw new Error(`Meron weight ${meronWeight} is outside ${MIN_MERON_WEIGHT}..${MAX_MERON_WEIGHT}.`);
  }
  const walaWeight = TICKETS - DRAW_WEIGHT - meronWeight;
  const edge = (TARGET_RETURN - DRAW_WEIGHT) * 100;
  return { meron: Math.floor(edge / meronWeight), wala: Math.floor(edge / walaWeight) };
}

/** Before betting opens: how strong the meron is this fight. */
export function drawMeronWeight(randomInt: (max: number) => number): number {
  return MIN_MERON_WEIGHT + randomInt(MAX_MERON_WEIGHT - MIN_MERON_WEIGHT + 1);
}

/** When the fight starts: who wins, from a ticket 0..999. */
export function fightResult(meronWeight: number, ticket: number): FightResult {
  if (!Number.isInteger(ticket) || ticket < 0 || ticket >= TICKETS) {
    throw new Error(`Ticket ${ticket} is outside 0..${TICKETS - 1}.`);
  }
  if (ticket < meronWeight) return 'meron';
  if (ticket < TICKETS - DRAW_WEIGHT) return 'wala';
  return 'draw';
}

/** What a settled bet returns (stake included), rounded down to the currency's minor unit. */
export function betReturn(side: Side, stake: number, result: FightResult, odds: Odds, grain: number): number {
  if (side === 'draw') return result === 'draw' ? stake * DRAW_PAYS : 0;
  if (result === 'draw') return stake;
  if (result !== side) return 0;
  const paid = Math.floor((stake * odds[side]) / 100);
  return paid - (paid % grain);
}

/**
 * The lowest and highest return of a meron or wala bet over every possible weight, in units of
 * 1/100000 of the stake (exact: each weight's return is a whole number of them).
 */
export function sideReturnRange(): { low: number; high: number } {
  let low = Number.POSITIVE_INFINITY;
  let high = 0;
  for (let weight = MIN_MERON_WEIGHT; weight <= MAX_MERON_WEIGHT; weight += 1) {
    const odds = oddsFor(weight);
    // Per 1000 tickets: the win at the odds (hundredths), a draw's refund of the stake.
    const meron = weight * odds.meron + DRAW_WEIGHT * 100;
    const wala = (TICKETS - DRAW_WEIGHT - weight) * odds.wala + DRAW_WEIGHT * 100;
    low = Math.min(low, meron, wala);
    high = Math.max(high, meron, wala);
  }
  return { low, high };
}
