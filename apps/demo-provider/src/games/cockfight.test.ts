import { describe, expect, it } from 'vitest';
import {
  betReturn,
  cycleMs,
  DRAW_WEIGHT,
  drawMeronWeight,
  FAST_SCHEDULE,
  fightResult,
  MAX_MERON_WEIGHT,
  MIN_MERON_WEIGHT,
  oddsFor,
  roundAt,
  STANDARD_SCHEDULE,
  sideReturnRange,
  TICKETS,
} from './cockfight.ts';

const GRAIN = 1_000;
const STAKE = 1_000_000;

describe('the ring clock', () => {
  it('runs betting, closed, fight and result back to back, every few minutes', () => {
    const cycle = cycleMs(STANDARD_SCHEDULE);
    expect(cycle).toBe(210_000);
    const start = 1_000 * cycle;
    expect(roundAt(start, STANDARD_SCHEDULE)).toMatchObject({
      number: 1_000,
      phase: 'betting',
      opensAt: start,
    });
    expect(roundAt(start + 149_999, STANDARD_SCHEDULE).phase).toBe('betting');
    expect(roundAt(start + 150_000, STANDARD_SCHEDULE).phase).toBe('closed');
    expect(roundAt(start + 160_000, STANDARD_SCHEDULE).phase).toBe('fight');
    expect(roundAt(start + 190_000, STANDARD_SCHEDULE)).toMatchObject({
      phase: 'result',
      resultAt: start + 190_000,
    });
    expect(roundAt(start + cycle, STANDARD_SCHEDULE)).toMatchObject({ number: 1_001, phase: 'betting' });
    expect(cycleMs(FAST_SCHEDULE)).toBe(24_000);
  });
});

describe('the fight odds', () => {
  it('returns between 94.495% and 95% on meron and wala and 94.5% on the draw for every weight', () => {
    for (let weight = MIN_MERON_WEIGHT; weight <= MAX_MERON_WEIGHT; weight += 1) {
      const odds = oddsFor(weight);
      const totals = { meron: 0, wala: 0, draw: 0 };
      for (let ticket = 0; ticket < TICKETS; ticket += 1) {
        const result = fightResult(weight, ticket);
        for (const side of ['meron', 'wala', 'draw'] as const) {
          totals[side] += betReturn(side, 100, result, odds, 1);
        }
      }
      for (const side of ['meron', 'wala'] as const) {
        const rtp = totals[side] / (100 * TICKETS);
        expect(rtp, `${side} at ${weight}`).toBeGreaterThanOrEqual(0.94495);
        expect(rtp, `${side} at ${weight}`).toBeLessThanOrEqual(0.95);
      }
      expect(totals.draw / (100 * TICKETS)).toBe(0.945);
    }
  });

  it('publishes the exact lowest and highest return of a side bet', () => {
    expect(sideReturnRange()).toEqual({ low: 94_495, high: 95_000 });
  });

  it('shows odds between 1.55 and 2.41, the favourite shorter', () => {
    expect(oddsFor(MIN_MERON_WEIGHT)).toEqual({ meron: 241, wala: 155 });
    expect(oddsFor(MAX_MERON_WEIGHT)).toEqual({ meron: 155, wala: 241 });
    expect(oddsFor(447)).toEqual({ meron: 189, wala: 188 });
    expect(() => oddsFor(MAX_MERON_WEIGHT + 1)).toThrow('outside');
  });

  it('draws the weight and the result from the random source', () => {
    expect(drawMeronWeight(() => 0)).toBe(MIN_MERON_WEIGHT);
    expect(drawMeronWeight((max) => max - 1)).toBe(MAX_MERON_WEIGHT);
    expect(fightResult(400, 399)).toBe('meron');
    expect(fightResult(400, 400)).toBe('wala');
    expect(fightResult(400, TICKETS - DRAW_WEIGHT)).toBe('draw');
    expect(() => fightResult(400, TICKETS)).toThrow('outside');
  });
});

describe('cockfight payouts', () => {
  const odds = { meron: 189, wala: 188 };
  it('pays the winning side at its odds, stake included, and nothing to the other', () => {
    expect(betReturn('meron', STAKE, 'meron', odds, GRAIN)).toBe(1_890_000);
    expect(betReturn('wala', STAKE, 'meron', odds, GRAIN)).toBe(0);
    expect(betReturn('wala', STAKE, 'wala', odds, GRAIN)).toBe(1_880_000);
  });

  it('refunds meron and wala on a draw and pays a draw bet 8 to 1', () => {
    expect(betReturn('meron', STAKE, 'draw', odds, GRAIN)).toBe(STAKE);
    expect(betReturn('wala', STAKE, 'draw', odds, GRAIN)).toBe(STAKE);
    expect(betReturn('draw', STAKE, 'draw', odds, GRAIN)).toBe(9 * STAKE);
    expect(betReturn('draw', STAKE, 'wala', odds, GRAIN)).toBe(0);
  });

  it('rounds down to the minor unit', () => {
    // 10 in a currency without minor units at 1.89: 18.9 → 18.
    expect(betReturn('meron', 1_000_000, 'meron', odds, 100_000)).toBe(1_800_000);
  });
});
