import { type BookKind, LEAGUES, type League, leagueByCode, type SportCode } from './catalogue.ts';
import { goalRates, goalsChances, MATCH_MINUTES, mapChance, priceMarket, seriesChances } from './model.ts';
import { pick, poisson, seededUniform } from './random.ts';

/**
 * The schedule (ADR 0041). Time is cut into slots of half a match; every league kicks off one
 * fixture per slot. A fixture is fully decided by the book's secret seed and its id
 * (`<league>-<slot>`): the teams, and the whole match (goal minutes, map winners, an abandonment).
 * What anyone sees of it is only what has happened by the clock's time, and the odds come from the
 * model given that state, never from the future.
 */

export type FixtureStatus = 'pre' | 'live' | 'ended' | 'void';
export type MarketCode = '1x2' | 'winner' | 'handicap' | 'total';
export type SelectionCode = 'home' | 'draw' | 'away' | 'over' | 'under';
export type LegResult = 'won' | 'lost' | 'void';

export const MARKET_SELECTIONS: Record<MarketCode, SelectionCode[]> = {
  '1x2': ['home', 'draw', 'away'],
  winner: ['home', 'away'],
  handicap: ['home', 'away'],
  total: ['over', 'under'],
};

/** A chance of a match being abandoned (football) or forfeited (series): its bets are void. */
const VOID_CHANCE = 0.02;
/** How many slots ahead fixtures are listed for pre-match betting. */
export const SLOTS_AHEAD = 4;
/** In-play football odds move in steps of this many minutes. */
const ODDS_STEP_MINUTES = 5;
/** Suspended for this many match minutes after a goal, and from this minute on. */
const GOAL_SUSPENSION_MINUTES = 2;
const LAST_CALL_MINUTE = 85;
/** A map's (or set's) odds are suspended over its last share, while its result is imminent. */
const MAP_SUSPENSION_SHARE = 0.15;

export interface ScheduleOptions {
  seed: string;
  /** Real time of a football match, and of three maps or sets of a series. */
  matchMs: number;
}

interface Plan {
  id: string;
  league: League;
  home: string;
  away: string;
  homeRating: number;
  awayRating: number;
  kickoff: number;
  end: number;
  /** When the match was abandoned (real time), if it is. */
  voidAt: number | null;
  /** Goals: [real time, side] in order. Series: the winner of each game, ending at those times. */
  events: { at: number; side: 0 | 1 }[];
}

export interface MarketView {
  code: MarketCode;
  /** The total's line (2.5), or the home side's handicap (-1.5). */
  line: number | null;
  /** Decimal odds in hundredths per selection, or null when the market is suspended. */
  odds: number[] | null;
  selections: SelectionCode[];
}

export interface FixtureView {
  id: string;
  league: string;
  leagueName: string;
  sport: SportCode;
  home: string;
  away: string;
  kickoff: number;
  status: FixtureStatus;
  score: [number, number];
  /** Football: the match minute; series: the game being played (1-based). Null before and after. */
  minute: number | null;
  game: number | null;
  markets: MarketView[];
}

export class Schedule {
  readonly #seed: string;
  readonly matchMs: number;
  readonly slotMs: number;
  readonly #plans = new Map<string, Plan>();

  constructor(options: ScheduleOptions) {
    this.#seed = options.seed;
    this.matchMs = options.matchMs;
    this.slotMs = Math.round(options.matchMs / 2);
  }

  /** Fixtures of a book around `now`: just finished, live, and the next few slots. */
  list(book: BookKind, now: number): FixtureView[] {
    const first = Math.floor((now - this.matchMs) / this.slotMs) - 1;
    const last = Math.floor(now / this.slotMs) + SLOTS_AHEAD;
    const out: FixtureView[] = [];
    for (const league of LEAGUES) {
      if (league.book !== book) continue;
      for (let slot = first; slot <= last; slot += 1) {
        const plan = this.#plan(league, slot);
        // Ended fixtures stay listed for one slot, so a player sees the result they bet on.
        if (plan.end + this.slotMs < now && (plan.voidAt ?? Infinity) + this.slotMs < now) continue;
        if (plan.kickoff > now + SLOTS_AHEAD * this.slotMs) continue;
        out.push(this.#view(plan, now));
      }
    }
    return out.sort((a, b) => a.kickoff - b.kickoff || a.league.localeCompare(b.league));
  }

  /** One fixture by id as of `now`; undefined for an id that names no fixture. */
  get(id: string, now: number): FixtureView | undefined {
    const plan = this.#planById(id);
    return plan ? this.#view(plan, now) : undefined;
  }

  /** Whether the fixture can still be offered at all (not too far ahead to exist yet). */
  isListed(id: string, now: number): boolean {
    const plan = this.#planById(id);
    return !!plan && plan.kickoff <= now + SLOTS_AHEAD * this.slotMs;
  }

  /** A selection's result once the fixture is over; null while it is not. */
  result(id: string, market: MarketCode, selection: SelectionCode, now: number): LegResult | null {
    const plan = this.#planById(id);
    if (!plan) return 'void';
    const view = this.#view(plan, now);
    if (view.status === 'void') return 'void';
    if (view.status !== 'ended') return null;
    const [h, a] = view.score;
    const won = (() => {
      switch (market) {
        case '1x2':
        case 'winner':
          return selection === 'home' ? h > a : selection === 'away' ? a > h : h === a;
        case 'handicap':
          // Home -1.5 / away +1.5 over games of a best of three.
          return selection === 'home' ? h - a > 1.5 : a - h > -1.5;
        case 'total':
          return selection === 'over' ? h + a > 2.5 : h + a < 2.5;
      }
    })();
    return won ? 'won' : 'lost';
  }

  /** When the fixture is decided (ended or abandoned), in real time. */
  decidedAt(id: string): number | undefined {
    const plan = this.#planById(id);
    if (!plan) return undefined;
    return Math.min(plan.end, plan.voidAt ?? Infinity);
  }

  #planById(id: string): Plan | undefined {
    const match = /^([A-Z]{3})-(-?\d{1,15})$/.exec(id);
    if (!match) return undefined;
    const league = leagueByCode(match[1] as string);
    if (!league) return undefined;
    return this.#plan(league, Number(match[2]));
  }

  #plan(league: League, slot: number): Plan {
    const id = `${league.code}-${slot}`;
    const cached = this.#plans.get(id);
    if (cached) return cached;
    const uniform = seededUniform(this.#seed, id);
    // A fixture overlaps the slots before and after it: no team may play in two at once.
    const perBlock = Math.floor(league.teams.length / 2);
    const block = Math.floor(slot / perBlock);
    const order = this.#blockOrder(league, block);
    const j = slot - block * perBlock;
    const pair = [order[2 * j] as number, order[2 * j + 1] as number];
    if (uniform() < 0.5) pair.reverse();
    const home = league.teams[pair[0] as number] as (typeof league.teams)[number];
    const away = league.teams[pair[1] as number] as (typeof league.teams)[number];
    const kickoff = slot * this.slotMs;
    const events: Plan['events'] = [];
    let end: number;
    if (league.model === 'goals') {
      const rates = goalRates(home.rating, away.rating);
      for (const side of [0, 1] as const) {
        const goals = poisson(uniform, rates[side]);
        for (let g = 0; g < goals; g += 1) {
          events.push({ at: kickoff + Math.floor(uniform() * this.matchMs), side });
        }
      }
      events.sort((x, y) => x.at - y.at);
      end = kickoff + this.matchMs;
    } else {
      const p = mapChance(home.rating, away.rating);
      const gameMs = this.matchMs / 3;
      const won = [0, 0];
      while ((won[0] as number) < 2 && (won[1] as number) < 2) {
        const side = uniform() < p ? 0 : 1;
        won[side] = (won[side] as number) + 1;
        events.push({ at: kickoff + Math.round(gameMs * (events.length + 1)), side });
      }
      end = (events.at(-1) as Plan['events'][number]).at;
    }
    const voidRoll = uniform();
    const voidPoint = uniform();
    const voidAt =
      voidRoll < VOID_CHANCE ? kickoff + Math.floor((0.2 + 0.6 * voidPoint) * (end - kickoff)) : null;
    const plan: Plan = {
      id,
      league,
      home: home.name,
      away: away.name,
      homeRating: home.rating,
      awayRating: away.rating,
      kickoff,
      end,
      voidAt,
      events,
    };
    this.#plans.set(id, plan);
    // Plans are cheap to remake; keep the cache from growing without end.
    if (this.#plans.size > 5_000) {
      const oldest = this.#plans.keys().next().value;
      if (oldest !== undefined) this.#plans.delete(oldest);
    }
    return plan;
  }

  /**
   * The league's teams in pairs for a block of slots (one pair a slot), so the fixtures of a block
   * never share a team. The first pair also avoids the last pair of the block before, which it
   * overlaps; only the first pairs are ever swapped, so that last pair is the raw one.
   */
  #blockOrder(league: League, block: number): number[] {
    const raw = (b: number) => {
      const uniform = seededUniform(this.#seed, `${league.code}-block-${b}`);
      const order = league.teams.map((_, i) => i);
      for (let i = order.length - 1; i > 0; i -= 1) {
        const k = pick(uniform, i + 1);
        [order[i], order[k]] = [order[k] as number, order[i] as number];
      }
      return order;
    };
    const order = raw(block);
    const previous = raw(block - 1);
    const forbidden = new Set(previous.slice(2 * (Math.floor(league.teams.length / 2) - 1)));
    for (const i of [0, 1]) {
      if (!forbidden.has(order[i] as number)) continue;
      for (let p = 2; p < order.length - 2; p += 1) {
        if (!forbidden.has(order[p] as number)) {
          [order[i], order[p]] = [order[p] as number, order[i] as number];
          break;
        }
      }
    }
    return order;
  }

  #view(plan: Plan, now: number): FixtureView {
    const status: FixtureStatus =
      plan.voidAt !== null && now >= plan.voidAt
        ? 'void'
        : now < plan.kickoff
          ? 'pre'
          : now >= plan.end
            ? 'ended'
            : 'live';
    const cutoff = status === 'void' ? (plan.voidAt as number) : now;
    const score: [number, number] = [0, 0];
    for (const event of plan.events) if (event.at <= cutoff) score[event.side] += 1;
    const base = {
      id: plan.id,
      league: plan.league.code,
      leagueName: plan.league.name,
      sport: plan.league.sport,
      home: plan.home,
      away: plan.away,
      kickoff: plan.kickoff,
      status,
      score,
    };
    const open = status === 'pre' || status === 'live';
    if (plan.league.model === 'goals') {
      const minute =
        status === 'live' ? Math.floor(((now - plan.kickoff) / this.matchMs) * MATCH_MINUTES) : null;
      let markets: MarketView[] = [
        { code: '1x2', line: null, odds: null, selections: MARKET_SELECTIONS['1x2'] },
        { code: 'total', line: 2.5, odds: null, selections: MARKET_SELECTIONS.total },
      ];
      const goalJustScored = plan.events.some(
        (e) => e.at <= now && now - e.at < (GOAL_SUSPENSION_MINUTES / MATCH_MINUTES) * this.matchMs,
      );
      if (open && !(minute !== null && (minute >= LAST_CALL_MINUTE || goalJustScored))) {
        const step = minute === null ? 0 : Math.floor(minute / ODDS_STEP_MINUTES) * ODDS_STEP_MINUTES;
        const chances = goalsChances(
          goalRates(plan.homeRating, plan.awayRating),
          score,
          (MATCH_MINUTES - step) / MATCH_MINUTES,
        );
        markets = [
          { ...(markets[0] as MarketView), odds: priceMarket([chances.home, chances.draw, chances.away]) },
          { ...(markets[1] as MarketView), odds: priceMarket([chances.over, chances.under]) },
        ];
      }
      return { ...base, minute, game: null, markets };
    }
    const gameMs = this.matchMs / 3;
    const elapsed = now - plan.kickoff;
    const game = status === 'live' ? Math.min(3, Math.floor(elapsed / gameMs) + 1) : null;
    const intoGame = status === 'live' ? (elapsed % gameMs) / gameMs : 0;
    let odds: (number[] | null)[] = [null, null, null];
    if (open && intoGame < 1 - MAP_SUSPENSION_SHARE) {
      const chances = seriesChances(mapChance(plan.homeRating, plan.awayRating), score);
      odds = [
        priceMarket([chances.home, chances.away]),
        priceMarket([chances.homeClean, 1 - chances.homeClean]),
        priceMarket([chances.decider, 1 - chances.decider]),
      ];
    }
    return {
      ...base,
      minute: null,
      game,
      markets: [
        { code: 'winner', line: null, odds: odds[0] ?? null, selections: MARKET_SELECTIONS.winner },
        { code: 'handicap', line: -1.5, odds: odds[1] ?? null, selections: MARKET_SELECTIONS.handicap },
        { code: 'total', line: 2.5, odds: odds[2] ?? null, selections: MARKET_SELECTIONS.total },
      ],
    };
  }
}
