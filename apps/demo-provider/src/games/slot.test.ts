import { describe, expect, it } from 'vitest';
import {
  evaluateGrid,
  evaluateLine,
  gridFor,
  LINE_COUNT,
  PAYLINES,
  REEL_STRIPS,
  SCATTER_PAYS,
  type SlotGrid,
  type SlotSymbol,
  slotReturn,
  spinSlot,
} from './slot.ts';

const symbols = (text: string) => [...text] as SlotSymbol[];

describe('the reel strips', () => {
  it('are five strips of 30 stops, one scatter each, wilds on the middle three reels only', () => {
    expect(REEL_STRIPS).toHaveLength(5);
    REEL_STRIPS.forEach((strip, reel) => {
      expect(strip).toHaveLength(30);
      expect([...strip].filter((s) => s === 'S')).toHaveLength(1);
      const wilds = [...strip].filter((s) => s === 'W').length;
      expect(wilds > 0).toBe(reel >= 1 && reel <= 3);
      expect(strip).toMatch(/^[WS7BLMGPOEC]+$/);
    });
  });

  it('has ten paylines over the five reels and three rows, all different', () => {
    expect(PAYLINES).toHaveLength(LINE_COUNT);
    expect(new Set(PAYLINES.map((line) => line.join(''))).size).toBe(10);
    for (const line of PAYLINES) {
      expect(line).toHaveLength(5);
      for (const row of line) expect([0, 1, 2]).toContain(row);
    }
  });
});

describe('evaluateLine', () => {
  it('pays 3, 4 and 5 of a kind from the leftmost reel only', () => {
    expect(evaluateLine(symbols('CCCEO'))).toEqual({ symbol: 'C', count: 3, pay: 4 });
    expect(evaluateLine(symbols('CCCCO'))).toEqual({ symbol: 'C', count: 4, pay: 12 });
    expect(evaluateLine(symbols('77777'))).toEqual({ symbol: '7', count: 5, pay: 500 });
    expect(evaluateLine(symbols('CCEOC'))).toBeNull();
    expect(evaluateLine(symbols('ECCCC'))).toBeNull();
  });

  it('lets the wild stand in for any symbol but the scatter', () => {
    expect(evaluateLine(symbols('CWCEO'))).toEqual({ symbol: 'C', count: 3, pay: 4 });
    expect(evaluateLine(symbols('BWWBO'))).toEqual({ symbol: 'B', count: 4, pay: 100 });
    expect(evaluateLine(symbols('CWSCC'))).toBeNull();
    expect(evaluateLine(symbols('SSSSS'))).toBeNull();
  });

  it('pays the better reading of a line that starts with wilds', () => {
    // Three wilds (50) beat three cherries (4) and four cherries (12).
    expect(evaluateLine(symbols('WWWCE'))).toEqual({ symbol: 'W', count: 3, pay: 50 });
    // Five sevens (500) beat three wilds (50).
    expect(evaluateLine(symbols('WWW77'))).toEqual({ symbol: '7', count: 5, pay: 500 });
    expect(evaluateLine(symbols('WWWWW'))).toEqual({ symbol: 'W', count: 5, pay: 1000 });
  });
});

describe('evaluateGrid', () => {
  const grid = (rows: [string, string, string]): SlotGrid =>
    [0, 1, 2, 3, 4].map((reel) => rows.map((row) => row[reel] as SlotSymbol));

  it('adds every paying line, times the bet per line (a tenth of the stake)', () => {
    // Middle row five cherries (line 1), top row three lemons (line 2); nothing else pays.
    const result = evaluateGrid(grid(['EEEOP', 'CCCCC', 'OPBGM']), 1_000_000);
    expect(result.lines).toEqual([
      { line: 0, symbol: 'C', count: 5, amount: 50 * 100_000 },
      { line: 1, symbol: 'E', count: 3, amount: 5 * 100_000 },
    ]);
    expect(result.scatter).toEqual({ count: 0, amount: 0 });
    expect(result.win).toBe(55 * 100_000);
  });

  it('pays scatters anywhere, times the total stake, on top of line wins', () => {
    const result = evaluateGrid(grid(['SOPBS', 'EGSMO', 'PBGEC']), 1_000_000);
    expect(result.lines).toEqual([]);
    expect(result.scatter).toEqual({ count: 3, amount: SCATTER_PAYS[3]! * 1_000_000 });
    expect(result.win).toBe(2_000_000);
  });

  it('refuses a stake that does not split over the lines', () => {
    expect(() => evaluateGrid(grid(['CCCCC', 'CCCCC', 'CCCCC']), 1_000_005)).toThrow(/does not split/);
  });

  it('shows the three stops from each reel stop down, wrapping around the strip', () => {
    const stops = [0, 1, 28, 29, 15];
    const shown = gridFor(stops);
    shown.forEach((column, reel) => {
      const strip = REEL_STRIPS[reel]!;
      expect(column).toEqual([0, 1, 2].map((row) => strip[(stops[reel]! + row) % strip.length]));
    });
    const spun = spinSlot(
      100_000,
      (
        (values) => () =>
          values.shift()!
      )([...stops]),
    );
    expect(spun.stops).toEqual(stops);
    expect(spun.grid).toEqual(shown);
  });
});

describe('return to player', () => {
  /**
   * Enumerated over every stop of every reel. A payline reads one row per reel; whatever the row,
   * the symbol it shows is the strip symbol at a uniform stop, so one line's pays over all
   * 30^5 stop combinations are every line's, and lines pay LINE_COUNT x pay x stake / LINE_COUNT.
   */
  function exactReturn(): { numerator: bigint; denominator: bigint } {
    const strips = REEL_STRIPS.map((strip) => symbols(strip));
    let linePays = 0;
    const line: SlotSymbol[] = ['C', 'C', 'C', 'C', 'C'];
    for (const a of strips[0]!) {
      line[0] = a;
      for (const b of strips[1]!) {
        line[1] = b;
        for (const c of strips[2]!) {
          line[2] = c;
          for (const d of strips[3]!) {
            line[3] = d;
            for (const e of strips[4]!) {
              line[4] = e;
              linePays += evaluateLine(line)?.pay ?? 0;
            }
          }
        }
      }
    }
    // Scatters: the count on screen for every combination of stops, from each reel's three rows.
    const perStop = REEL_STRIPS.map((strip) =>
      [...strip].map(
        (_, stop) => [0, 1, 2].filter((row) => strip[(stop + row) % strip.length] === 'S').length,
      ),
    );
    let scatterPays = 0;
    for (const a of perStop[0]!)
      for (const b of perStop[1]!)
        for (const c of perStop[2]!)
          for (const d of perStop[3]!)
            for (const e of perStop[4]!) scatterPays += SCATTER_PAYS[a + b + c + d + e] ?? 0;
    const combinations = REEL_STRIPS.reduce((n, strip) => n * BigInt(strip.length), 1n);
    return { numerator: BigInt(linePays) + BigInt(scatterPays), denominator: combinations };
  }

  it('is between 94% and 97%, enumerated exactly, and matches the published figure', () => {
    const exact = exactReturn();
    const rtp = Number((exact.numerator * 1_000_000n) / exact.denominator) / 1_000_000;
    expect(rtp).toBeGreaterThanOrEqual(0.94);
    expect(rtp).toBeLessThanOrEqual(0.97);
    // The figure the info panel shows comes from slotReturn(): the same fraction.
    const published = slotReturn();
    expect(exact.numerator * published.denominator).toBe(published.numerator * exact.denominator);
    expect(rtp).toBeCloseTo(0.955473, 6);
  });
});
