import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import type { ProviderOptions } from '../app.ts';
import {
  type FakePortal,
  GAME,
  launchQuery,
  startFakePortal,
  TOKEN,
  testProvider,
  USER,
  VENDOR,
  waitFor,
} from '../test-helpers.ts';
import type { BetView } from './bets.ts';
import type { FixtureView } from './fixtures.ts';

const MATCH_MS = 60_000;
const START = 25_000 * 100_000;
const STAKE = 1_000_000; // 10.00

const cleanups: Array<() => Promise<unknown> | unknown> = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

/** A provider on a clock the test moves, with a book of one-minute matches. */
async function setup(
  options: { portal?: FakePortal; dataDir?: string; seed?: string; provider?: Partial<ProviderOptions> } = {},
) {
  const portal = options.portal ?? (await startFakePortal());
  const clock = { now: 1_000 * MATCH_MS + 1 };
  const app: FastifyInstance = testProvider(portal, {
    now: () => clock.now,
    sportsbook: {
      seed: options.seed ?? 'book-test-seed',
      matchMs: MATCH_MS,
      dataDir: options.dataDir ?? null,
    },
    ...options.provider,
  });
  if (!options.portal) cleanups.push(portal.close);
  cleanups.push(() => app.close());
  const opened = await app.inject({
    method: 'POST',
    url: '/api/session',
    payload: { token: TOKEN, user: USER, game: GAME, vendor: VENDOR, engine: 'sportsbook' },
  });
  expect(opened.statusCode).toBe(200);
  const session = (opened.json() as { session: string }).session;
  const post = (url: string, body: Record<string, unknown> = {}) =>
    app.inject({ method: 'POST', url, payload: { session, ...body } });
  const fixtures = async (): Promise<FixtureView[]> =>
    ((await post('/api/book/fixtures')).json() as { fixtures: FixtureView[] }).fixtures;
  const bets = async (): Promise<BetView[]> =>
    ((await post('/api/book/bets')).json() as { bets: BetView[] }).bets;
  return { portal, app, clock, session, post, fixtures, bets };
}

/** Pre-match legs of different fixtures, each the first selection of its first market. */
function preMatchLegs(fixtures: FixtureView[], count: number) {
  const open = fixtures.filter((f) => f.status === 'pre' && f.markets[0]?.odds);
  expect(open.length).toBeGreaterThanOrEqual(count);
  return open.slice(0, count).map((f) => {
    const market = f.markets[0] as FixtureView['markets'][number];
    return {
      fixture: f.id,
      market: market.code,
      selection: market.selections[0] as string,
      odds: (market.odds as number[])[0] as number,
    };
  });
}

/** Asks until the answer satisfies the condition (closing calls are sent in the background). */
async function until<T>(ask: () => Promise<T>, done: (value: T) => boolean, timeoutMs = 3_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await ask();
    if (done(value)) return value;
    if (Date.now() > deadline) throw new Error('until: not reached in time');
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

let slipCounter = 0;
const slipId = () => {
  slipCounter += 1;
  return `slip-${Date.now()}-${slipCounter}`;
};

describe('sportsbook: placing and settling through the wallet', () => {
  it('launches the book page for the sportsbook and esports engines', async () => {
    const { app } = await setup();
    for (const engine of ['sportsbook', 'esports']) {
      const response = await app.inject({ method: 'GET', url: launchQuery({ engine, name: 'Book' }) });
      expect(response.statusCode).toBe(200);
      expect(response.body).toContain(`class="book book-${engine === 'sportsbook' ? 'sports' : 'esports'}"`);
      expect(response.headers['content-security-policy']).toContain("script-src 'sha256-");
      expect(response.body).toContain('id="balance-label">Balance<');
    }
    // A trial account's play money says so (ADR 0044).
    const play = await app.inject({ method: 'GET', url: launchQuery({ engine: 'sportsbook', play: '1' }) });
    expect(play.body).toContain('id="balance-label">Play money<');
  });

  it('places an accumulator as one open round and settles it exactly once when every match has ended', async () => {
    const { portal, clock, post, fixtures, bets } = await setup();
    const legs = preMatchLegs(await fixtures(), 3);
    const placed = await post('/api/book/place', { slipId: slipId(), stake: STAKE, legs });
    expect(placed.statusCode).toBe(200);
    const { bet, balance } = placed.json() as { bet: BetView; balance: number };
    expect(balance).toBe(START - STAKE);
    expect(bet).toMatchObject({ kind: 'accumulator', state: 'open', stake: STAKE });
    const [betCall] = portal.callsTo('transaction/bet');
    expect(betCall?.body).toMatchObject({ amount: STAKE, round_closed: false, round: bet.id });
    expect(betCall?.signatureOk).toBe(true);

    // Nothing settles while a match is still to be played.
    clock.now += MATCH_MS / 2;
    expect((await bets())[0]?.state).toBe('open');
    expect(portal.callsTo('transaction/win')).toHaveLength(0);

    clock.now += 10 * MATCH_MS;
    await bets();
    await bets();
    await waitFor(
      () => portal.callsTo('transaction/win').length + portal.callsTo('transaction/rollback').length > 0,
    );
    const [settled] = await bets();
    const closing = [...portal.callsTo('transaction/win'), ...portal.callsTo('transaction/rollback')];
    expect(closing).toHaveLength(1);
    expect(settled?.legs.every((leg) => leg.result !== null)).toBe(true);
    if (settled?.state === 'cancelled') {
      expect(closing[0]?.path).toBe('transaction/rollback');
    } else {
      const won = settled?.legs.every((leg) => leg.result !== 'lost');
      expect(settled?.outcome).toBe(won ? 'won' : 'lost');
      expect(closing[0]?.body).toMatchObject({
        round: bet.id,
        round_closed: true,
        amount: settled?.payout,
        reference_transaction_uuid: betCall?.body.transaction_uuid,
      });
      if (!won) expect(settled?.payout).toBe(0);
    }
    expect(settled?.delivery).toBe('paid');
  });

  it('pays a winning single its stake times the odds, rounded down to the paisa', async () => {
    // A single on every selection of one market: exactly one of them wins.
    const { portal, clock, post, fixtures, bets } = await setup();
    const fixture = (await fixtures()).find((f) => f.status === 'pre' && f.markets[0]?.odds) as FixtureView;
    const market = fixture.markets[0] as FixtureView['markets'][number];
    for (const [i, selection] of market.selections.entries()) {
      const response = await post('/api/book/place', {
        slipId: slipId(),
        stake: 1_234_500, // 12.345 is not a stake; 12.34 is
        legs: [{ fixture: fixture.id, market: market.code, selection, odds: (market.odds as number[])[i] }],
      });
      expect(response.statusCode).toBe(400);
      const ok = await post('/api/book/place', {
        slipId: slipId(),
        stake: 1_234_000,
        legs: [{ fixture: fixture.id, market: market.code, selection, odds: (market.odds as number[])[i] }],
      });
      expect(ok.statusCode).toBe(200);
    }
    clock.now += 10 * MATCH_MS;
    const settled = await until(bets, (list) => list.every((b) => b.delivery === 'paid'));
    const winners = settled.filter((b) => b.outcome === 'won');
    const voided = settled.filter((b) => b.outcome === 'void');
    // One result of a market wins (or the match was abandoned and all are void).
    expect(winners.length === 1 || voided.length === market.selections.length).toBe(true);
    for (const winner of winners) {
      const odds = winner.legs[0]?.odds as number;
      expect(winner.payout).toBe(Math.floor((1_234_000 * odds) / 100 / 1_000) * 1_000);
    }
    const paid = portal
      .callsTo('transaction/win')
      .reduce((sum, call) => sum + (call.body.amount as number), 0);
    expect(portal.state.balance).toBe(
      START - 1_234_000 * market.selections.length + paid + voided.length * 1_234_000,
    );
  });

  it('refuses a slip with changed odds unless told to accept them, and a suspended or foreign selection', async () => {
    const { portal, post, fixtures } = await setup();
    const list = await fixtures();
    const [leg] = preMatchLegs(list, 1);
    const changed = await post('/api/book/place', {
      slipId: slipId(),
      stake: STAKE,
      legs: [{ ...leg, odds: (leg?.odds as number) + 7 }],
    });
    expect(changed.statusCode).toBe(409);
    expect(changed.json()).toMatchObject({
      error: 'odds_changed',
      changed: [{ fixture: leg?.fixture, odds: leg?.odds }],
    });
    expect(portal.callsTo('transaction/bet')).toHaveLength(0);
    const accepted = await post('/api/book/place', {
      slipId: slipId(),
      stake: STAKE,
      acceptOddsChanges: true,
      legs: [{ ...leg, odds: (leg?.odds as number) + 7 }],
    });
    expect(accepted.statusCode).toBe(200);
    expect((accepted.json() as { bet: BetView }).bet.legs[0]?.odds).toBe(leg?.odds);

    // Two selections of one fixture are not an accumulator.
    const twice = await post('/api/book/place', { slipId: slipId(), stake: STAKE, legs: [leg, leg] });
    expect(twice.statusCode).toBe(400);
    // An e-sports fixture is not in the sports book.
    const esports = await post('/api/book/place', {
      slipId: slipId(),
      stake: STAKE,
      legs: [{ fixture: 'APL-2000', market: 'winner', selection: 'home', odds: 150 }],
    });
    expect(esports.statusCode).toBe(400);
    // A finished fixture is suspended.
    const ended = list.find((f) => f.status === 'ended' || f.status === 'void');
    if (ended) {
      const gone = await post('/api/book/place', {
        slipId: slipId(),
        stake: STAKE,
        legs: [{ fixture: ended.id, market: ended.markets[0]?.code, selection: 'home', odds: 200 }],
      });
      expect(gone.statusCode).toBe(409);
      expect(gone.json()).toMatchObject({ error: 'selection_suspended' });
    }
    // Stakes outside 1.00 to 5,000.00.
    for (const stake of [99_999, 500_100_000]) {
      expect((await post('/api/book/place', { slipId: slipId(), stake, legs: [leg] })).statusCode).toBe(400);
    }
    expect(portal.callsTo('transaction/bet')).toHaveLength(1);
  });

  it('takes the same slip once, however often it is sent', async () => {
    const { portal, post, fixtures, bets } = await setup();
    const legs = preMatchLegs(await fixtures(), 2);
    const id = slipId();
    const [a, b] = await Promise.all([
      post('/api/book/place', { slipId: id, stake: STAKE, legs }),
      post('/api/book/place', { slipId: id, stake: STAKE, legs }),
    ]);
    expect([a.statusCode, b.statusCode].sort()).toEqual([200, 409]);
    const again = await post('/api/book/place', { slipId: id, stake: STAKE, legs });
    expect(again.statusCode).toBe(200);
    expect(portal.callsTo('transaction/bet')).toHaveLength(1);
    expect(await bets()).toHaveLength(1);
  });

  it('leaves nothing open when the wallet refuses the bet, and rolls back a bet it could not confirm', async () => {
    const { portal, post, fixtures, bets } = await setup();
    const legs = preMatchLegs(await fixtures(), 2);
    portal.script('transaction/bet', [{ status: 'RS_ERROR_NOT_ENOUGH_MONEY' }]);
    const refused = await post('/api/book/place', { slipId: slipId(), stake: STAKE, legs });
    expect(refused.statusCode).toBe(402);
    expect(refused.json()).toMatchObject({ error: 'insufficient_funds' });
    expect(portal.callsTo('transaction/rollback')).toHaveLength(0);
    expect(await bets()).toHaveLength(0);

    portal.script('transaction/bet', ['lost']);
    const lost = await post('/api/book/place', { slipId: slipId(), stake: STAKE, legs });
    expect(lost.statusCode).toBe(502);
    expect(lost.json()).toMatchObject({ error: 'bet_failed', balance: START });
    expect(portal.callsTo('transaction/rollback')).toHaveLength(1);
    expect(await bets()).toHaveLength(0);
    expect(portal.state.balance).toBe(START);
  });

  it('retries a win the portal did not answer until it is paid, once', async () => {
    const { portal, clock, post, fixtures, bets } = await setup();
    const legs = preMatchLegs(await fixtures(), 1);
    expect((await post('/api/book/place', { slipId: slipId(), stake: STAKE, legs })).statusCode).toBe(200);
    portal.script('transaction/win', ['drop', 'lost']);
    portal.script('transaction/rollback', ['drop', 'lost']);
    clock.now += 10 * MATCH_MS;
    const [pending] = await bets();
    expect(pending?.delivery).toBe('pending');
    await waitFor(() => portal.calls.filter((c) => c.path.startsWith('transaction/')).length >= 4);
    const closing = portal.calls.filter(
      (c) => c.path === 'transaction/win' || c.path === 'transaction/rollback',
    );
    // The same bytes each time: one transaction id.
    expect(new Set(closing.map((c) => c.raw)).size).toBe(1);
    const [paid] = await until(bets, (list) => list[0]?.delivery === 'paid');
    expect(paid?.delivery).toBe('paid');
    const expected = START - STAKE + (paid?.outcome === 'void' ? STAKE : (paid?.payout ?? 0));
    expect(portal.state.balance).toBe(expected);
  });
});

describe('sportsbook: open bets across a restart', () => {
  it('keeps open bets in the data directory and settles them after the restart', async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'sportsbook-'));
    cleanups.push(() => rmSync(dataDir, { recursive: true, force: true }));
    const portal = await startFakePortal();
    cleanups.push(portal.close);
    const first = await setup({ portal, dataDir, seed: 'restart-seed' });
    const legs = preMatchLegs(await first.fixtures(), 2);
    const placed = await first.post('/api/book/place', { slipId: slipId(), stake: STAKE, legs });
    expect(placed.statusCode).toBe(200);
    await first.app.close();
    // Kept, not rolled back.
    expect(portal.callsTo('transaction/rollback')).toHaveLength(0);

    // The seed is the stored one whatever the settings say.
    const second = await setup({ portal, dataDir, seed: undefined });
    const [kept] = await second.bets();
    expect(kept).toMatchObject({ id: (placed.json() as { bet: BetView }).bet.id, state: 'open' });
    second.clock.now += 10 * MATCH_MS;
    const [settled] = await until(second.bets, (list) => list[0]?.delivery === 'paid');
    expect(settled?.state === 'settled' || settled?.state === 'cancelled').toBe(true);
    expect(portal.callsTo('transaction/win').length + portal.callsTo('transaction/rollback').length).toBe(1);
  });

  it('without a data directory, rolls back open bets at shutdown instead of forgetting them', async () => {
    const { portal, app, post, fixtures } = await setup();
    const legs = preMatchLegs(await fixtures(), 2);
    const placed = await post('/api/book/place', { slipId: slipId(), stake: STAKE, legs });
    expect(placed.statusCode).toBe(200);
    await app.close();
    const [rollback] = portal.callsTo('transaction/rollback');
    expect(rollback?.body).toMatchObject({
      round: (placed.json() as { bet: BetView }).bet.id,
      round_closed: true,
    });
    expect(portal.state.balance).toBe(START);
  });
});
