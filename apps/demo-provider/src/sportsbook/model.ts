/**
 * The odds model (ADR 0041): fair probabilities from the teams' ratings and the match state, then
 * prices with the book's margin. Decimal odds are integers in hundredths (1.85 is 185).
 */

/** The book's overround: the implied probabilities of a market's prices add up to about 106%. */
export const MARGIN = 0.06;
/**
 * Below this fair chance (or above 1 minus it), or when a price would fall under 1.01, a market
 * cannot be priced honestly: it is suspended.
 */
export const MIN_PRICEABLE = 0.02;
export const MIN_ODDS = 101;

/** Regulation minutes of a football match. */
export const MATCH_MINUTES = 90;
const GOAL_BASE = 1.3;
const HOME_EDGE = 0.1;
const GOAL_RATING_WEIGHT = 0.9;
const MAP_RATING_WEIGHT = 1.2;
const MAX_GOALS = 15;

/** Expected goals over a whole match for the home and the away side. */
export function goalRates(homeRating: number, awayRating: number): [number, number] {
  const diff = GOAL_RATING_WEIGHT * (homeRating - awayRating);
  return [GOAL_BASE * Math.exp(diff + HOME_EDGE), GOAL_BASE * Math.exp(-diff - HOME_EDGE)];
}

/** The chance that the home side wins one map (or set) of a series. */
export function mapChance(homeRating: number, awayRating: number): number {
  return 1 / (1 + Math.exp(-MAP_RATING_WEIGHT * (homeRating - awayRating)));
}

function poissonPmf(mean: number): number[] {
  const out: number[] = [];
  let p = Math.exp(-mean);
  for (let k = 0; k <= MAX_GOALS; k += 1) {
    out.push(p);
    p = (p * mean) / (k + 1);
  }
  return out;
}

export interface GoalsChances {
  home: number;
  draw: number;
  away: number;
  over: number;
  under: number;
}

/**
 * Chances of the final result given the score so far and the share of the match still to play:
 * the goals still to come are Poisson with the rates scaled to the time left.
 */
export function goalsChances(
  rates: [number, number],
  score: [number, number],
  remaining: number,
  totalLine = 2.5,
): GoalsChances {
  const home = poissonPmf(rates[0] * remaining);
  const away = poissonPmf(rates[1] * remaining);
  const out: GoalsChances = { home: 0, draw: 0, away: 0, over: 0, under: 0 };
  for (let x = 0; x <= MAX_GOALS; x += 1) {
    for (let y = 0; y <= MAX_GOALS; y += 1) {
      const p = (home[x] as number) * (away[y] as number);
      const h = score[0] + x;
      const a = score[1] + y;
      if (h > a) out.home += p;
      else if (h === a) out.draw += p;
      else out.away += p;
      if (h + a > totalLine) out.over += p;
      else out.under += p;
    }
  }
  // The tail beyond MAX_GOALS is negligible; normalise so each market sums to exactly 1.
  const result = out.home + out.draw + out.away;
  const total = out.over + out.under;
  return {
    home: out.home / result,
    draw: out.draw / result,
    away: out.away / result,
    over: out.over / total,
    under: out.under / total,
  };
}

export interface SeriesChances {
  /** Wins the best-of-three. */
  home: number;
  away: number;
  /** Home wins 2-0 (the -1.5 handicap). */
  homeClean: number;
  /** A third map (or set) is played. */
  decider: number;
}

/** Chances of a best-of-three from the games won so far, each game won by home with chance p. */
export function seriesChances(p: number, won: [number, number]): SeriesChances {
  const [h, a] = won;
  const win = (x: number, y: number): number => {
    if (x >= 2) return 1;
    if (y >= 2) return 0;
    return p * win(x + 1, y) + (1 - p) * win(x, y + 1);
  };
  const home = win(h, a);
  const homeClean = a > 0 ? 0 : h >= 2 ? 1 : h === 1 ? p : p * p;
  let decider: number;
  if (h === 1 && a === 1) decider = 1;
  else if (h >= 2 || a >= 2) decider = 0;
  else if (h === 1) decider = 1 - p;
  else if (a === 1) decider = p;
  else decider = 2 * p * (1 - p);
  return { home, away: 1 - home, homeClean, decider };
}

/**
 * Prices one market: each fair chance grossed up by the margin and rounded DOWN to the hundredth
 * (rounding only ever favours the book by less than a hundredth). Null when any selection is too
 * sure or too unlikely to price: the whole market is then suspended.
 */
export function priceMarket(chances: number[]): number[] | null {
  if (chances.some((p) => !(p >= MIN_PRICEABLE && p <= 1 - MIN_PRICEABLE))) return null;
  const odds = chances.map((p) => Math.floor(100 / (p * (1 + MARGIN))));
  // Below 1.01 there is no price to offer; lifting it would give away the margin.
  return odds.some((o) => o < MIN_ODDS) ? null : odds;
}
