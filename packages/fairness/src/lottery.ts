import { type SeedPair, uint32s } from './rng.ts';

/**
 * Lottery draws. Each draw has its own server seed, committed by its SHA-256 when the draw opens and
 * revealed when it is drawn; the client seed is the draw's public name (`gameCode:drawNo`) and the
 * nonce 0, so anyone can recompute the numbers. Each number takes one float: `floor(float * 10^digits)`.
 */

/** Vietnamese (northern) results: 27 numbers over eight prizes and the special prize. */
export const VN_PRIZES = [
  { prize: 'SPECIAL', count: 1, digits: 5 },
  { prize: 'FIRST', count: 1, digits: 5 },
  { prize: 'SECOND', count: 2, digits: 5 },
  { prize: 'THIRD', count: 6, digits: 5 },
  { prize: 'FOURTH', count: 4, digits: 4 },
  { prize: 'FIFTH', count: 6, digits: 4 },
  { prize: 'SIXTH', count: 3, digits: 3 },
  { prize: 'SEVENTH', count: 4, digits: 2 },
] as const;

/** South-East Asian 4D results: 23 four-digit numbers. */
export const SEA_PRIZES = [
  { prize: 'FIRST', count: 1, digits: 4 },
  { prize: 'SECOND', count: 1, digits: 4 },
  { prize: 'THIRD', count: 1, digits: 4 },
  { prize: 'STARTER', count: 10, digits: 4 },
  { prize: 'CONSOLATION', count: 10, digits: 4 },
] as const;

export type LotteryStyle = 'VN' | 'SEA';

export interface DrawnNumber {
  prize: string;
  /** Zero-padded to the prize's digits. */
  number: string;
}

export const lotteryClientSeed = (gameCode: string, drawNo: string): string => `${gameCode}:${drawNo}`;

export function drawLottery(
  style: LotteryStyle,
  serverSeed: string,
  gameCode: string,
  drawNo: string,
): DrawnNumber[] {
  const prizes = style === 'VN' ? VN_PRIZES : SEA_PRIZES;
  const total = prizes.reduce((sum, p) => sum + p.count, 0);
  const pair: SeedPair = { serverSeed, clientSeed: lotteryClientSeed(gameCode, drawNo), nonce: 0 };
  const values = uint32s(pair, total);
  const out: DrawnNumber[] = [];
  let i = 0;
  for (const p of prizes) {
    for (let n = 0; n < p.count; n += 1) {
      const k = values[i] as number;
      i += 1;
      const number = Math.floor((k * 10 ** p.digits) / 2 ** 32);
      out.push({ prize: p.prize, number: String(number).padStart(p.digits, '0') });
    }
  }
  return out;
}

// ---- Bets and their settlement ------------------------------------------------------------------

/**
 * Bet types. VN (northern results, the last two digits of each of the 27 numbers are "the 27"):
 * DE, the last two digits of the special prize; LO, a two-digit number paid once per time it is
 * among the 27; BA_CANG, the last three digits of the special prize; XIEN2 and XIEN3, two or three
 * different two-digit numbers that must all be among the 27. SEA (4D): BIG, a four-digit number
 * paid by each prize it matches; SMALL, the same on the top three prizes only, at higher odds;
 * 3D and 2D, the last three or two digits of the first prize.
 */
export const VN_BET_TYPES = ['DE', 'LO', 'BA_CANG', 'XIEN2', 'XIEN3'] as const;
export const SEA_BET_TYPES = ['BIG', 'SMALL', '3D', '2D'] as const;
export type VnBetType = (typeof VN_BET_TYPES)[number];
export type SeaBetType = (typeof SEA_BET_TYPES)[number];
export type LotteryBetType = VnBetType | SeaBetType;

/** What a line is paid for: a prize of the draw, or HIT (one occurrence among the 27). */
export type LotteryPayKey = 'SPECIAL' | 'FIRST' | 'SECOND' | 'THIRD' | 'STARTER' | 'CONSOLATION' | 'HIT';

export interface LotteryBetRule {
  style: LotteryStyle;
  /** Digits of each number of a line. */
  digits: 2 | 3 | 4;
  /** Numbers in one line (a combination for XIEN). */
  numbers: 1 | 2 | 3;
  /**
   * Multiplier of the stake in ten-thousandths (MULTIPLIER_SCALE of the in-house games: 980000 is
   * 98x), per time the line matches the key; the payout includes the stake.
   */
  odds: Partial<Record<LotteryPayKey, number>>;
  /**
   * The return to player, assuming every drawn number independent and uniform (lottery.test.ts
   * derives it exactly from the probabilities): a decimal fraction, rounded to 4 places.
   */
  rtp: string;
}

/**
 * The published table. RTPs: DE 98x on 1/100 is 98%; LO 3.6x times 27/100 expected hits is
 * 97.2%; BA_CANG 980x on 1/1000 is 98%; XIEN2 17.5x on P(two given numbers among the 27)
 * = 1 - 2(0.99^27) + 0.98^27 is 96.04%; XIEN3 78x on 1 - 3(0.99^27) + 3(0.98^27) - 0.97^27 is
 * 95.92%; BIG sums count x odds over the 23 prizes / 10000 = 94%; SMALL 93%; 3D and 2D 96%.
 */
export const LOTTERY_BET_RULES: Record<LotteryBetType, LotteryBetRule> = {
  DE: { style: 'VN', digits: 2, numbers: 1, odds: { SPECIAL: 980_000 }, rtp: '0.9800' },
  LO: { style: 'VN', digits: 2, numbers: 1, odds: { HIT: 36_000 }, rtp: '0.9720' },
  BA_CANG: { style: 'VN', digits: 3, numbers: 1, odds: { SPECIAL: 9_800_000 }, rtp: '0.9800' },
  XIEN2: { style: 'VN', digits: 2, numbers: 2, odds: { HIT: 175_000 }, rtp: '0.9604' },
  XIEN3: { style: 'VN', digits: 2, numbers: 3, odds: { HIT: 780_000 }, rtp: '0.9592' },
  BIG: {
    style: 'SEA',
    digits: 4,
    numbers: 1,
    odds: {
      FIRST: 33_000_000,
      SECOND: 16_000_000,
      THIRD: 8_000_000,
      STARTER: 2_500_000,
      CONSOLATION: 1_200_000,
    },
    rtp: '0.9400',
  },
  SMALL: {
    style: 'SEA',
    digits: 4,
    numbers: 1,
    odds: { FIRST: 50_000_000, SECOND: 25_000_000, THIRD: 18_000_000 },
    rtp: '0.9300',
  },
  '3D': { style: 'SEA', digits: 3, numbers: 1, odds: { FIRST: 9_600_000 }, rtp: '0.9600' },
  '2D': { style: 'SEA', digits: 2, numbers: 1, odds: { FIRST: 960_000 }, rtp: '0.9600' },
};

export const LOTTERY_ODDS_SCALE = 10_000;

export const betTypesOf = (style: LotteryStyle): readonly LotteryBetType[] =>
  style === 'VN' ? VN_BET_TYPES : SEA_BET_TYPES;

export const isLotteryBetType = (value: string): value is LotteryBetType =>
  Object.hasOwn(LOTTERY_BET_RULES, value);

/** Odds of a bet type per pay key, in ten-thousandths (a brand's table, or the published one). */
export type LotteryOdds = Partial<Record<LotteryPayKey, number>>;

/**
 * One line of a ticket: a bet type, its number(s), the stake in minor units, and the odds it was
 * sold at (a brand may change its odds, ADR 0031; a sold line keeps its own). Without odds, the
 * published table (LOTTERY_BET_RULES) applies: the odds of every ticket sold before odds were
 * settings.
 */
export interface LotteryLine {
  type: LotteryBetType;
  numbers: string[];
  stake: bigint;
  odds?: LotteryOdds;
}

/**
 * Why a line cannot be played in a style (null when it can): a bet type of the other style, the
 * wrong count of numbers, numbers that are not exactly `digits` decimal digits, or a XIEN
 * combination that repeats a number.
 */
export function lineProblem(style: LotteryStyle, type: string, numbers: readonly string[]): string | null {
  if (!isLotteryBetType(type)) return 'unknown bet type';
  const rule = LOTTERY_BET_RULES[type];
  if (rule.style !== style) return 'bet type of another style';
  if (numbers.length !== rule.numbers) return `needs ${rule.numbers} number(s)`;
  const pattern = new RegExp(`^[0-9]{${rule.digits}}$`);
  if (!numbers.every((n) => pattern.test(n))) return `numbers have ${rule.digits} digits`;
  if (new Set(numbers).size !== numbers.length) return 'numbers must differ';
  return null;
}

const tail = (number: string, digits: number) => number.slice(-digits);

/** How many times a line matched, per pay key (empty when it lost). */
export function lineMatches(
  type: LotteryBetType,
  numbers: readonly string[],
  results: readonly DrawnNumber[],
): Partial<Record<LotteryPayKey, number>> {
  const first = (prize: string) => results.find((r) => r.prize === prize)?.number ?? '';
  const pick = numbers[0] ?? '';
  const out: Partial<Record<LotteryPayKey, number>> = {};
  const add = (key: LotteryPayKey, n = 1) => {
    if (n > 0) out[key] = (out[key] ?? 0) + n;
  };
  switch (type) {
    case 'DE':
      if (tail(first('SPECIAL'), 2) === pick) add('SPECIAL');
      break;
    case 'BA_CANG':
      if (tail(first('SPECIAL'), 3) === pick) add('SPECIAL');
      break;
    case 'LO':
      add('HIT', results.filter((r) => tail(r.number, 2) === pick).length);
      break;
    case 'XIEN2':
    case 'XIEN3': {
      const seen = new Set(results.map((r) => tail(r.number, 2)));
      if (numbers.every((n) => seen.has(n))) add('HIT');
      break;
    }
    case 'BIG':
    case 'SMALL': {
      const odds = LOTTERY_BET_RULES[type].odds;
      for (const r of results) {
        if (r.number === pick && odds[r.prize as LotteryPayKey] !== undefined) add(r.prize as LotteryPayKey);
      }
      break;
    }
    case '3D':
      if (tail(first('FIRST'), 3) === pick) add('FIRST');
      break;
    case '2D':
      if (tail(first('FIRST'), 2) === pick) add('FIRST');
      break;
  }
  return out;
}

/** The line's multiplier (ten-thousandths): the sum of odds times matches. */
export function lineMultiplier(
  type: LotteryBetType,
  numbers: readonly string[],
  results: readonly DrawnNumber[],
  odds: LotteryOdds = LOTTERY_BET_RULES[type].odds,
): number {
  let total = 0;
  for (const [key, count] of Object.entries(lineMatches(type, numbers, results))) {
    total += (odds[key as LotteryPayKey] ?? 0) * (count as number);
  }
  return total;
}

export interface SettledTicket {
  /** Per line, in minor units: stake times multiplier, rounded down. */
  payouts: bigint[];
  multipliers: number[];
  total: bigint;
}

/**
 * What a ticket wins on a draw's results: pure, so the player's verifier recomputes it from the
 * revealed server seed (drawLottery) and the ticket's lines.
 */
export function settleLotteryTicket(
  lines: readonly LotteryLine[],
  results: readonly DrawnNumber[],
): SettledTicket {
  const multipliers = lines.map((l) => lineMultiplier(l.type, l.numbers, results, l.odds));
  const payouts = lines.map(
    (l, i) => (l.stake * BigInt(multipliers[i] as number)) / BigInt(LOTTERY_ODDS_SCALE),
  );
  return { payouts, multipliers, total: payouts.reduce((a, b) => a + b, 0n) };
}

// ---- Return to player of a bet type at given odds ---------------------------------------------

/** The pay keys of a bet type (what its odds are given for); a brand's odds name exactly these. */
export const lotteryPayKeys = (type: LotteryBetType): LotteryPayKey[] =>
  Object.keys(LOTTERY_BET_RULES[type].odds) as LotteryPayKey[];

/** An exact fraction. */
export interface Fraction {
  num: bigint;
  den: bigint;
}

const binomial = (n: number, r: number): bigint => {
  let v = 1n;
  for (let i = 0; i < r; i += 1) v = (v * BigInt(n - i)) / BigInt(i + 1);
  return v;
};

/** VN: the last two digits of each of the 27 numbers, each uniform over 100 and independent. */
const VN_NUMBERS = VN_PRIZES.reduce((sum, p) => sum + p.count, 0);

/**
 * P(k given different two-digit numbers are all among the 27 tails), by inclusion-exclusion:
 * sum over j of (-1)^j C(k, j) ((100 - j) / 100)^27.
 */
function allAmongTails(k: number): Fraction {
  let num = 0n;
  for (let j = 0; j <= k; j += 1) {
    const term = binomial(k, j) * BigInt(100 - j) ** BigInt(VN_NUMBERS);
    num += j % 2 === 0 ? term : -term;
  }
  return { num, den: 100n ** BigInt(VN_NUMBERS) };
}

/**
 * The expected number of times a line of the bet type matches the pay key on one draw (for a
 * single-match key, its probability), exactly, with every drawn number independent and uniform.
 */
export function expectedMatches(type: LotteryBetType, key: LotteryPayKey): Fraction {
  const none = { num: 0n, den: 1n };
  switch (type) {
    case 'DE':
    case '2D':
      return { num: 1n, den: 100n };
    case 'BA_CANG':
    case '3D':
      return { num: 1n, den: 1000n };
    case 'LO':
      return { num: BigInt(VN_NUMBERS), den: 100n };
    case 'XIEN2':
      return allAmongTails(2);
    case 'XIEN3':
      return allAmongTails(3);
    case 'BIG':
    case 'SMALL': {
      const prize = SEA_PRIZES.find((p) => p.prize === key);
      return prize ? { num: BigInt(prize.count), den: 10_000n } : none;
    }
  }
}

/**
 * The return to player of a bet type at the given odds, as an exact fraction of the stake: the sum
 * over its pay keys of odds (ten-thousandths) times the expected matches. LOTTERY_BET_RULES' `rtp`
 * is this for the published odds, rounded.
 */
export function lotteryReturn(type: LotteryBetType, odds: LotteryOdds): Fraction {
  let num = 0n;
  let den = 1n;
  for (const key of lotteryPayKeys(type)) {
    const e = expectedMatches(type, key);
    const term = { num: BigInt(odds[key] ?? 0) * e.num, den: e.den * BigInt(LOTTERY_ODDS_SCALE) };
    num = num * term.den + term.num * den;
    den *= term.den;
  }
  return { num, den };
}

/** A return as a decimal fraction with four places, rounded half up ("0.9800"). */
export function returnText(value: Fraction): string {
  const tenThousandths = (2n * value.num * 10_000n + value.den) / (2n * value.den);
  const whole = tenThousandths / 10_000n;
  return `${whole}.${String(tenThousandths % 10_000n).padStart(4, '0')}`;
}

/**
 * The returns a brand may set for a lottery bet type, in basis points of the stake (ADR 0031):
 * 90% to 99%. Below, the lottery is a poor bet next to the in-house games (95% to 99%); above,
 * the house keeps too little to carry a draw's swings.
 */
export const LOTTERY_RTP_BPS = { min: 9_000, max: 9_900 } as const;

/** Whether the return lies within LOTTERY_RTP_BPS, compared exactly. */
export function returnWithinBounds(value: Fraction): boolean {
  const bps = value.num * 10_000n;
  return bps >= BigInt(LOTTERY_RTP_BPS.min) * value.den && bps <= BigInt(LOTTERY_RTP_BPS.max) * value.den;
}
