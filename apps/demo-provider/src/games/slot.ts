/**
 * The video slot: five reels, three rows, ten fixed paylines. The reel strips below are the whole
 * game: a spin picks one stop per reel uniformly (crypto.randomInt), the three symbols from the
 * stop down are what the player sees, and the paytable pays each line and the scatters. The
 * theoretical return is exact (slot.test.ts enumerates it) and published in the game's info panel.
 */

/** W wild, S scatter, then by value: seven, bar, bell, melon, grapes, plum, orange, lemon, cherry. */
export const SLOT_SYMBOLS = ['W', 'S', '7', 'B', 'L', 'M', 'G', 'P', 'O', 'E', 'C'] as const;
export type SlotSymbol = (typeof SLOT_SYMBOLS)[number];

export const REEL_COUNT = 5;
export const ROW_COUNT = 3;

/** One character per stop. Wilds only on the middle three reels; one scatter per reel. */
export const REEL_STRIPS: readonly string[] = [
  'CESLCECECEBCEBE7OCEC7CEMECGLCP',
  'COEB7ECECPGWLCMCEWGCEPOCESCOCO',
  'PMECEC7CELCEPWESOCEOCGB7ECECEW',
  'CWCMEC7ECOBCWGCBELCOCPCESLOCEP',
  'EMLCMCBCECEGCPECOCECOSPCEC7CGC',
];

/** Rows (0 top, 2 bottom) per reel, left to right; numbered 1 to 10 for players. */
export const PAYLINES: readonly (readonly number[])[] = [
  [1, 1, 1, 1, 1],
  [0, 0, 0, 0, 0],
  [2, 2, 2, 2, 2],
  [0, 1, 2, 1, 0],
  [2, 1, 0, 1, 2],
  [0, 0, 1, 2, 2],
  [2, 2, 1, 0, 0],
  [1, 0, 0, 0, 1],
  [1, 2, 2, 2, 1],
  [1, 0, 1, 2, 1],
];
export const LINE_COUNT = PAYLINES.length;

/**
 * Line pays in line bets for 3, 4 and 5 of a kind from the leftmost reel. The wild stands for any
 * symbol but the scatter and pays on its own too; a line pays its best reading only.
 */
export const LINE_PAYS: Readonly<Record<Exclude<SlotSymbol, 'S'>, readonly [number, number, number]>> = {
  W: [50, 250, 1000],
  '7': [40, 150, 500],
  B: [25, 100, 300],
  L: [20, 75, 250],
  M: [15, 50, 150],
  G: [10, 40, 120],
  P: [10, 30, 100],
  O: [5, 20, 75],
  E: [5, 15, 60],
  C: [4, 12, 50],
};

/** Scatters pay anywhere on the screen, in total stakes, added to line wins. */
export const SCATTER_PAYS: Readonly<Record<number, number>> = { 3: 2, 4: 10, 5: 50 };

/** The visible symbols per reel, top to bottom. */
export type SlotGrid = SlotSymbol[][];

export interface LineWin {
  /** 0-based index into PAYLINES. */
  line: number;
  symbol: Exclude<SlotSymbol, 'S'>;
  count: number;
  /** Units of 1/100000. */
  amount: number;
}

export interface SlotOutcome {
  stops: number[];
  grid: SlotGrid;
  lines: LineWin[];
  scatter: { count: number; amount: number };
  win: number;
}

function symbolAt(reel: number, index: number): SlotSymbol {
  const strip = REEL_STRIPS[reel]!;
  return strip[index % strip.length] as SlotSymbol;
}

/** The three symbols of each reel from its stop down (strips wrap around). */
export function gridFor(stops: readonly number[]): SlotGrid {
  return stops.map((stop, reel) => Array.from({ length: ROW_COUNT }, (_, row) => symbolAt(reel, stop + row)));
}

export interface LinePay {
  symbol: Exclude<SlotSymbol, 'S'>;
  count: number;
  pay: number;
}

/** The pay of one line in line bets, with what paid it; null for none. */
export function evaluateLine(symbols: readonly SlotSymbol[]): LinePay | null {
  let wilds = 0;
  while (wilds < symbols.length && symbols[wilds] === 'W') wilds += 1;
  const wildPay = wilds >= 3 ? LINE_PAYS.W[wilds - 3]! : 0;
  let best: LinePay | null = wildPay > 0 ? { symbol: 'W', count: wilds, pay: wildPay } : null;

  const target = symbols[wilds];
  if (target !== undefined && target !== 'S' && target !== 'W') {
    let count = wilds;
    while (count < symbols.length && (symbols[count] === target || symbols[count] === 'W')) count += 1;
    const pay = count >= 3 ? LINE_PAYS[target][count - 3]! : 0;
    if (pay > (best?.pay ?? 0)) best = { symbol: target, count, pay };
  }
  return best;
}

/** Every line and scatter win of a screen for a total stake (in units; a multiple of LINE_COUNT). */
export function evaluateGrid(grid: SlotGrid, stake: number): Omit<SlotOutcome, 'stops' | 'grid'> {
  const lineBet = stake / LINE_COUNT;
  if (!Number.isSafeInteger(lineBet))
    throw new Error(`A stake of ${stake} does not split over ${LINE_COUNT} lines.`);
  const lines: LineWin[] = [];
  PAYLINES.forEach((rows, line) => {
    const result = evaluateLine(rows.map((row, reel) => grid[reel]![row]!));
    if (result)
      lines.push({ line, symbol: result.symbol, count: result.count, amount: result.pay * lineBet });
  });
  const scatterCount = grid.flat().filter((symbol) => symbol === 'S').length;
  const scatter = { count: scatterCount, amount: (SCATTER_PAYS[scatterCount] ?? 0) * stake };
  const win = lines.reduce((sum, l) => sum + l.amount, 0) + scatter.amount;
  return { lines, scatter, win };
}

/** One spin: a stop per reel from the random source (crypto.randomInt in production). */
export function spinSlot(stake: number, randomInt: (max: number) => number): SlotOutcome {
  const stops = REEL_STRIPS.map((strip) => randomInt(strip.length));
  const grid = gridFor(stops);
  return { stops, grid, ...evaluateGrid(grid, stake) };
}

/**
 * The exact theoretical return as a fraction of the stake. Any single position of a reel shows each
 * symbol with its frequency on the strip, independently of the other reels, so one line's expected
 * pay is an enumeration over symbol counts and every line has the same; scatters are counted over
 * each reel's stops. Numerator and denominator are exact integers.
 */
export function slotReturn(): { numerator: bigint; denominator: bigint } {
  const counts = REEL_STRIPS.map((strip) => {
    const map = new Map<SlotSymbol, number>();
    for (const symbol of strip) map.set(symbol as SlotSymbol, (map.get(symbol as SlotSymbol) ?? 0) + 1);
    return [...map.entries()];
  });
  const combinations = REEL_STRIPS.reduce((product, strip) => product * BigInt(strip.length), 1n);

  // Expected line pay in line bets, times the number of combinations.
  let linePays = 0n;
  const walk = (reel: number, symbols: SlotSymbol[], weight: bigint): void => {
    if (reel === REEL_COUNT) {
      const result = evaluateLine(symbols);
      if (result) linePays += weight * BigInt(result.pay);
      return;
    }
    for (const [symbol, count] of counts[reel]!) walk(reel + 1, [...symbols, symbol], weight * BigInt(count));
  };
  walk(0, [], 1n);

  // Scatter count distribution: per reel, how many stops show 0, 1, 2 or 3 scatters; convolved.
  let distribution = [1n];
  REEL_STRIPS.forEach((strip, reel) => {
    const perReel = [0n, 0n, 0n, 0n];
    for (let stop = 0; stop < strip.length; stop += 1) {
      let n = 0;
      for (let row = 0; row < ROW_COUNT; row += 1) if (symbolAt(reel, stop + row) === 'S') n += 1;
      perReel[n]! += 1n;
    }
    const next = new Array<bigint>(distribution.length + ROW_COUNT).fill(0n);
    distribution.forEach((ways, have) => {
      perReel.forEach((reelWays, add) => {
        next[have + add]! += ways * reelWays;
      });
    });
    distribution = next;
  });
  let scatterPays = 0n;
  distribution.forEach((ways, n) => {
    scatterPays += ways * BigInt(SCATTER_PAYS[n] ?? 0);
  });

  // Per unit of total stake: lines pay LINE_COUNT x (line pays / LINE_COUNT), scatters pay in stakes.
  return { numerator: linePays + scatterPays, denominator: combinations };
}
