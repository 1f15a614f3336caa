import { describe, expect, it } from 'vitest';
import { LEAGUES } from './catalogue.ts';
import { Schedule } from './fixtures.ts';
import { goalRates, goalsChances, MARGIN, priceMarket, seriesChances } from './model.ts';
import { combinedOdds, potentialReturn, settlementAmount } from './slip.ts';

const MATCH_MS = 60_000;

describe('odds model', () => {
  it('prices every market with the margin: implied chances add up to 106% (a little more from rounding down)', () => {
    const schedule = new Schedule({ seed: 'margin-seed', matchMs: MATCH_MS });
    let markets = 0;
    for (let now = 0; now < 20 * MATCH_MS; now += 7_000) {
      for (const book of ['sports', 'esports'] as const) {
        for (const fixture of schedule.list(book, now)) {
          for (const market of fixture.markets) {
            if (!market.odds) continue;
            markets += 1;
            const implied = market.odds.reduce((sum, odds) => sum + 100 / odds, 0);
            expect(implied).toBeGreaterThanOrEqual(1 + MARGIN - 1e-9);
            // Each price is rounded down by less than 0.01: the book never takes much more.
            expect(implied).toBeLessThan(1 + MARGIN + 0.03);
            for (const odds of market.odds) expect(Number.isInteger(odds) && odds >= 101).toBe(true);
          }
        }
      }
    }
    expect(markets).toBeGreaterThan(500);
  });

  it('suspends a market it cannot price honestly (a near-certain selection)', () => {
    expect(priceMarket([0.99, 0.01])).toBeNull();
    expect(priceMarket([0.5, 0.5])).toEqual([188, 188]);
  });

  it('gives football chances that add up and favour the stronger side and the side ahead', () => {
    const rates = goalRates(0.3, -0.3);
    const start = goalsChances(rates, [0, 0], 1);
    expect(start.home + start.draw + start.away).toBeCloseTo(1, 12);
    expect(start.over + start.under).toBeCloseTo(1, 12);
    expect(start.home).toBeGreaterThan(start.away);
    const late = goalsChances(rates, [0, 1], 0.1);
    expect(late.away).toBeGreaterThan(0.75);
    // Three goals already: the total is decided.
    expect(goalsChances(rates, [2, 1], 0.5).over).toBe(1);
  });

  it('computes best-of-three chances exactly', () => {
    expect(seriesChances(0.5, [0, 0])).toEqual({ home: 0.5, away: 0.5, homeClean: 0.25, decider: 0.5 });
    const p = 0.7;
    const fresh = seriesChances(p, [0, 0]);
    expect(fresh.home).toBeCloseTo(p * p + 2 * p * p * (1 - p), 12);
    expect(seriesChances(p, [1, 1])).toMatchObject({ home: p, decider: 1, homeClean: 0 });
    expect(seriesChances(p, [1, 0])).toMatchObject({ homeClean: p, decider: 1 - p });
  });
});

describe('slip arithmetic', () => {
  it('multiplies in integers and rounds the return down to the minor unit', () => {
    // 10.00 at 1.85 × 2.10 × 1.50 = 58.275 → 58.27.
    expect(potentialReturn(1_000_000, [185, 210, 150], 'BDT')).toBe(5_827_000);
    expect(combinedOdds([185, 210, 150])).toBe(582);
    // A currency without minor units rounds to the whole unit: 10 × 1.85 = 18.5 → 18.
    expect(potentialReturn(1_000_000, [185], 'JPY')).toBe(1_800_000);
    // A three-decimal currency keeps the third decimal: 1.234 × 1.01 = 1.24634 → 1.246.
    expect(potentialReturn(123_400, [101], 'KWD')).toBe(124_600);
  });

  it('settles: any lost leg loses, void legs count at 1.00, all void is refunded (null)', () => {
    const stake = 1_000_000;
    expect(
      settlementAmount(
        stake,
        [
          { odds: 185, result: 'won' },
          { odds: 300, result: 'lost' },
        ],
        'BDT',
      ),
    ).toBe(0);
    expect(
      settlementAmount(
        stake,
        [
          { odds: 185, result: 'won' },
          { odds: 300, result: 'void' },
        ],
        'BDT',
      ),
    ).toBe(1_850_000);
    expect(
      settlementAmount(
        stake,
        [
          { odds: 185, result: 'void' },
          { odds: 300, result: 'void' },
        ],
        'BDT',
      ),
    ).toBeNull();
  });
});

describe('schedule', () => {
  it('is decided by the seed: the same seed lists the same matches, another seed other ones', () => {
    const a = new Schedule({ seed: 's1', matchMs: MATCH_MS }).list('sports', 1_000_000);
    const b = new Schedule({ seed: 's1', matchMs: MATCH_MS }).list('sports', 1_000_000);
    const c = new Schedule({ seed: 's2', matchMs: MATCH_MS }).list('sports', 1_000_000);
    expect(a).toEqual(b);
    expect(a.map((f) => `${f.home}-${f.away}`)).not.toEqual(c.map((f) => `${f.home}-${f.away}`));
  });

  it('lists only its book, moves fixtures from pre-match to live to ended, and knows results only at the end', () => {
    const schedule = new Schedule({ seed: 'flow', matchMs: MATCH_MS });
    const now = 50 * MATCH_MS;
    const sports = schedule.list('sports', now);
    const sportLeagues = new Set(LEAGUES.filter((l) => l.book === 'sports').map((l) => l.code));
    expect(sports.every((f) => sportLeagues.has(f.league))).toBe(true);
    expect(schedule.list('esports', now).every((f) => !sportLeagues.has(f.league))).toBe(true);
    const pre = sports.find((f) => f.status === 'pre' && f.league === 'BPL');
    expect(pre).toBeDefined();
    const id = (pre as NonNullable<typeof pre>).id;
    expect(schedule.result(id, '1x2', 'home', now)).toBeNull();
    const kickoff = (pre as NonNullable<typeof pre>).kickoff;
    const live = schedule.get(id, kickoff + MATCH_MS / 2);
    expect(live?.status === 'live' || live?.status === 'void').toBe(true);
    const end = schedule.get(id, kickoff + MATCH_MS);
    expect(['ended', 'void']).toContain(end?.status);
    const results = (['home', 'draw', 'away'] as const).map((s) =>
      schedule.result(id, '1x2', s, kickoff + MATCH_MS),
    );
    if (end?.status === 'ended') expect(results.filter((r) => r === 'won')).toHaveLength(1);
    else expect(results).toEqual(['void', 'void', 'void']);
  });

  it('abandons about 2% of fixtures, and every selection of one is void', () => {
    const schedule = new Schedule({ seed: 'voids', matchMs: MATCH_MS });
    let voided = 0;
    let total = 0;
    for (let slot = 0; slot < 2_000; slot += 1) {
      for (const league of ['BPL', 'OPS', 'APL']) {
        total += 1;
        const id = `${league}-${slot}`;
        const view = schedule.get(id, slot * (MATCH_MS / 2) + 10 * MATCH_MS);
        if (view?.status === 'void') {
          voided += 1;
          const market = view.markets[0];
          expect(schedule.result(id, market?.code ?? 'winner', 'home', Number.MAX_SAFE_INTEGER)).toBe('void');
        }
      }
    }
    expect(voided / total).toBeGreaterThan(0.01);
    expect(voided / total).toBeLessThan(0.03);
  });

  it('refuses ids that name no fixture', () => {
    const schedule = new Schedule({ seed: 'x', matchMs: MATCH_MS });
    expect(schedule.get('XXX-1', 0)).toBeUndefined();
    expect(schedule.get('BPL-abc', 0)).toBeUndefined();
    expect(schedule.isListed(`BPL-${10 ** 9}`, 0)).toBe(false);
  });
});

describe('schedule pairings', () => {
  it('never has a team in two fixtures at once', () => {
    const schedule = new Schedule({ seed: 'pairs', matchMs: MATCH_MS });
    for (const league of LEAGUES) {
      let previous: string[] = [];
      for (let slot = -50; slot < 400; slot += 1) {
        const view = schedule.get(`${league.code}-${slot}`, 0) as NonNullable<ReturnType<Schedule['get']>>;
        expect(view.home).not.toBe(view.away);
        expect(previous).not.toContain(view.home);
        expect(previous).not.toContain(view.away);
        previous = [view.home, view.away];
      }
    }
  });
});
