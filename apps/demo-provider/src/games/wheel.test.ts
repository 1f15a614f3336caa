import { describe, expect, it } from 'vitest';
import {
  LUCKY_TABLE,
  LUCKY_TOTAL_WEIGHT,
  settleWheel,
  spinWheel,
  WHEEL_NUMBERS,
  WHEEL_SEGMENTS,
  wheelReturn,
} from './wheel.ts';

/** The first lucky ticket of an entry (tickets are numbered through the table in order). */
function ticketOf(number: number | null, multiplier: number): number {
  let ticket = 0;
  for (const entry of LUCKY_TABLE) {
    if (entry.number === number && entry.multiplier === multiplier) return ticket;
    ticket += entry.weight;
  }
  throw new Error(`No lucky entry ${number} x${multiplier}`);
}
const NO_LUCKY = ticketOf(null, 1);
const segmentOf = (number: number) => WHEEL_SEGMENTS.indexOf(number as (typeof WHEEL_SEGMENTS)[number]);

describe('the wheel', () => {
  it('has 54 equal segments: 24 x 1, 15 x 2, 8 x 5, 4 x 10, 2 x 20 and 1 x 40', () => {
    expect(WHEEL_SEGMENTS).toHaveLength(54);
    const counts = Object.fromEntries(
      WHEEL_NUMBERS.map((n) => [n, WHEEL_SEGMENTS.filter((s) => s === n).length]),
    );
    expect(counts).toEqual({ 1: 24, 2: 15, 5: 8, 10: 4, 20: 2, 40: 1 });
    expect(LUCKY_TOTAL_WEIGHT).toBe(1000);
  });

  it('pays N to 1 with the stake back on the number it stops on, nothing on the others', () => {
    const result = settleWheel({ 5: 100_000, 1: 200_000 }, segmentOf(5), NO_LUCKY);
    expect(result).toEqual({
      segment: segmentOf(5),
      number: 5,
      lucky: null,
      wins: { 5: 600_000 },
      win: 600_000,
    });
    expect(settleWheel({ 5: 100_000 }, segmentOf(40), NO_LUCKY).win).toBe(0);
    expect(settleWheel({ 40: 100_000 }, segmentOf(40), NO_LUCKY).win).toBe(4_100_000);
  });

  it('multiplies the winnings (not the stake) of the number the Lucky Multiplier lights', () => {
    const lucky = settleWheel({ 20: 100_000 }, segmentOf(20), ticketOf(20, 10));
    expect(lucky.lucky).toEqual({ number: 20, multiplier: 10 });
    expect(lucky.win).toBe(100_000 + 100_000 * 20 * 10);
    // Lit on another number: the plain pay.
    const other = settleWheel({ 2: 100_000 }, segmentOf(2), ticketOf(40, 5));
    expect(other.lucky).toEqual({ number: 40, multiplier: 5 });
    expect(other.win).toBe(300_000);
  });

  it('draws the segment, then the lucky ticket, from the random source', () => {
    const draws: number[] = [];
    const result = spinWheel({ 1: 100_000 }, (max) => {
      draws.push(max);
      return max === 54 ? segmentOf(1) : ticketOf(1, 2);
    });
    expect(draws).toEqual([54, 1000]);
    expect(result.win).toBe(100_000 + 100_000 * 2);
  });

  it('returns between 94% and 97% on every number, enumerated over every segment and ticket', () => {
    for (const number of WHEEL_NUMBERS) {
      let paid = 0;
      for (let segment = 0; segment < WHEEL_SEGMENTS.length; segment += 1) {
        for (let ticket = 0; ticket < LUCKY_TOTAL_WEIGHT; ticket += 1) {
          paid += settleWheel({ [number]: 1 }, segment, ticket).win;
        }
      }
      const combinations = WHEEL_SEGMENTS.length * LUCKY_TOTAL_WEIGHT;
      const rtp = paid / combinations;
      expect(rtp, `RTP on ${number}`).toBeGreaterThanOrEqual(0.94);
      expect(rtp, `RTP on ${number}`).toBeLessThanOrEqual(0.97);
      // The published figure is the same fraction.
      const published = wheelReturn(number);
      expect(paid * published.denominator).toBe(published.numerator * combinations);
    }
  });

  it('could not reach 94% on every number without the Lucky Multiplier', () => {
    // A plain wheel returns (N + 1) x segments / 54 on N; the 40 and 20 fall far short.
    const plain = (n: number) =>
      ((n + 1) * WHEEL_SEGMENTS.filter((s) => s === n).length) / WHEEL_SEGMENTS.length;
    expect(Math.min(...WHEEL_NUMBERS.map(plain))).toBeLessThan(0.8);
  });
});
