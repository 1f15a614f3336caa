import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import type { ProviderOptions } from './app.ts';
import { cycleMs, FAST_SCHEDULE, MIN_MERON_WEIGHT, oddsFor } from './games/cockfight.ts';
import { FISH_VALUES } from './games/fish.ts';
import type { Engine } from './sessions.ts';
import { fishShots, tableChips } from './table-rounds.ts';
import {
  type FakePortal,
  GAME,
  startFakePortal,
  TOKEN,
  testProvider,
  USER,
  VENDOR,
  waitFor,
} from './test-helpers.ts';

const START = 25_000 * 100_000;
const CHIP = 1_000_000; // 10.00

const cleanups: Array<() => Promise<unknown>> = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

/**
 * A random source routed by range, so the ring's own draws never eat a card: cards come as
 * index 0 of what is left (A, 2, 3, 4, 5 of spades: the player wins 9 to 6), a fish ticket and a
 * fight ticket as set, the meron weight at its lowest (odds 2.41 / 1.55).
 */
function tableRandom(options: { fishTicket?: number; fightTicket?: number } = {}) {
  return (max: number) => {
    if (max === 196) return 0; // meron weight: 350
    if (max === 1000 && options.fightTicket !== undefined) return options.fightTicket;
    if (max <= 416 && max > 400) return 0; // a card
    return options.fishTicket ?? 0;
  };
}

async function setup(
  engine: Engine,
  options: { provider?: Partial<ProviderOptions>; balance?: number; random?: (max: number) => number } = {},
) {
  const portal: FakePortal = await startFakePortal(
    options.balance === undefined ? {} : { balance: options.balance },
  );
  const app: FastifyInstance = testProvider(portal, {
    randomInt: options.random ?? tableRandom(),
    ...options.provider,
  });
  cleanups.push(portal.close, () => app.close());
  const opened = await app.inject({
    method: 'POST',
    url: '/api/session',
    payload: { token: TOKEN, user: USER, game: GAME, vendor: VENDOR, engine },
  });
  expect(opened.statusCode).toBe(200);
  const session = (opened.json() as { session: string }).session;
  const post = (url: string, body: Record<string, unknown>) =>
    app.inject({ method: 'POST', url, payload: { session, ...body } });
  return { portal, app, session, post };
}

describe('baccarat rounds', () => {
  it('bets the total, deals after the bet, pays the win and closes the round', async () => {
    const { portal, post } = await setup('baccarat');
    const response = await post('/api/baccarat/play', { stakes: { player: CHIP, tie: CHIP } });
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body).toMatchObject({
      engine: 'baccarat',
      stake: 2 * CHIP,
      win: 2 * CHIP,
      balance: START,
      settlement: 'paid',
      outcome: { hand: { winner: 'player', playerTotal: 9, bankerTotal: 6 }, returns: { player: 2 * CHIP } },
    });
    const [bet] = portal.callsTo('transaction/bet');
    const [win] = portal.callsTo('transaction/win');
    expect(bet?.body).toMatchObject({ amount: 2 * CHIP, round_closed: false, round: body.round });
    expect(String(bet?.body.bet)).toBe(`baccarat player:${CHIP} tie:${CHIP}`);
    expect(win?.body).toMatchObject({
      amount: 2 * CHIP,
      round_closed: true,
      round: body.round,
      reference_transaction_uuid: bet?.body.transaction_uuid,
    });
    expect(portal.state.balance).toBe(START);
  });

  it('refuses spots, amounts and windows that are not this table', async () => {
    const { post, portal } = await setup('baccarat');
    for (const stakes of [
      { dragon: CHIP },
      { player: CHIP + 1 },
      { player: 501 * 100_000 },
      { player: 0 },
      {},
    ]) {
      const response = await post('/api/baccarat/play', { stakes });
      expect(response.statusCode, JSON.stringify(stakes)).toBe(400);
    }
    expect((await post('/api/play', { stakes: { 1: CHIP } })).statusCode).toBe(400);
    expect((await post('/api/dragon-tiger/play', { stakes: { dragon: CHIP } })).statusCode).toBe(400);
    expect((await post('/api/fish/shoot', { fish: 'shark', stake: CHIP })).statusCode).toBe(400);
    expect(portal.callsTo('transaction/bet')).toHaveLength(0);
  });

  it('plays dragon tiger with one card a side', async () => {
    const { post } = await setup('dragon-tiger');
    const response = await post('/api/dragon-tiger/play', { stakes: { tiger: CHIP, dragon: CHIP } });
    expect(response.json()).toMatchObject({
      stake: 2 * CHIP,
      win: 2 * CHIP,
      outcome: { hand: { winner: 'tiger', dragon: { rank: 1 }, tiger: { rank: 2 } } },
    });
  });

  it('tells the player about a refused bet and sends no win', async () => {
    const { post, portal } = await setup('baccarat', { balance: 5 * 100_000 });
    const response = await post('/api/baccarat/play', { stakes: { banker: CHIP } });
    expect(response.statusCode).toBe(402);
    expect(response.json()).toMatchObject({ error: 'insufficient_funds', balance: 5 * 100_000 });
    expect(portal.callsTo('transaction/win')).toHaveLength(0);
  });

  it('rolls back a bet whose answer is lost, and deals nothing', async () => {
    const { post, portal } = await setup('baccarat');
    portal.script('transaction/bet', ['lost']);
    const response = await post('/api/baccarat/play', { stakes: { player: CHIP } });
    expect(response.statusCode).toBe(502);
    expect(response.json()).toMatchObject({ error: 'bet_failed', balance: START });
    expect(portal.callsTo('transaction/rollback')).toHaveLength(1);
    expect(portal.callsTo('transaction/win')).toHaveLength(0);
    expect(portal.state.balance).toBe(START);
  });
});

describe('fish shots', () => {
  it('pays the fish value times the shot on a catch', async () => {
    const { post, portal } = await setup('fish', { random: tableRandom({ fishTicket: 0 }) });
    const stake = fishShots('BDT')[0] as number;
    const response = await post('/api/fish/shoot', { fish: 'shark', stake });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      engine: 'fish',
      stake,
      win: stake * FISH_VALUES.shark,
      outcome: { fish: 'shark', caught: true, value: 50 },
      settlement: 'paid',
    });
    expect(portal.state.balance).toBe(START - stake + stake * 50);
  });

  it('closes a missed shot with a win of 0', async () => {
    const { post, portal } = await setup('fish', { random: tableRandom({ fishTicket: 96 }) });
    const response = await post('/api/fish/shoot', { fish: 'clownfish', stake: 100_000 });
    expect(response.json()).toMatchObject({ win: 0, outcome: { caught: false } });
    expect(portal.callsTo('transaction/win')[0]?.body).toMatchObject({ amount: 0, round_closed: true });
    expect(portal.state.balance).toBe(START - 100_000);
  });

  it('refuses a shot cost off the list and an unknown fish', async () => {
    const { post } = await setup('fish');
    expect((await post('/api/fish/shoot', { fish: 'shark', stake: 123 })).statusCode).toBe(400);
    expect((await post('/api/fish/shoot', { fish: 'kraken', stake: 100_000 })).statusCode).toBe(400);
    expect(fishShots('BDT')).toEqual([10_000, 20_000, 50_000, 100_000, 200_000, 500_000, 1_000_000]);
    // A currency without minor units shoots in whole units.
    expect(fishShots('JPY').every((units) => units % 100_000 === 0)).toBe(true);
  });

  it('sends a win whose answer is lost again with the same id until it is paid, once', async () => {
    const { post, portal } = await setup('fish', { random: tableRandom({ fishTicket: 0 }) });
    portal.script('transaction/win', ['drop', 'unknown']);
    const response = await post('/api/fish/shoot', { fish: 'turtle', stake: 100_000 });
    expect(response.json()).toMatchObject({ settlement: 'pending', win: 800_000 });
    await waitFor(() => portal.callsTo('transaction/win').length === 3);
    const ids = new Set(portal.callsTo('transaction/win').map((call) => call.body.transaction_uuid));
    expect(ids.size).toBe(1);
    expect(portal.state.balance).toBe(START - 100_000 + 800_000);
  });
});

describe('the cockfight ring', () => {
  const cycle = cycleMs(FAST_SCHEDULE);
  const odds = oddsFor(MIN_MERON_WEIGHT); // meron 2.41, wala 1.55

  async function ring(fightTicket: number, balance?: number) {
    const clock = { now: 1_000 * cycle + 1_000 };
    const context = await setup('cockfight', {
      random: tableRandom({ fightTicket }),
      provider: { now: () => clock.now, cockfightSchedule: FAST_SCHEDULE },
      ...(balance === undefined ? {} : { balance }),
    });
    const state = async () => (await context.post('/api/cockfight/state', {})).json();
    return { ...context, clock, state };
  }

  it('takes bets while betting is open and settles each exactly once at the result', async () => {
    const { post, portal, clock, state } = await ring(0); // ticket 0: meron wins
    const before = await state();
    expect(before.fight).toMatchObject({ number: 1_000, phase: 'betting', odds, result: null });
    expect((await post('/api/cockfight/bet', { side: 'meron', stake: CHIP })).statusCode).toBe(200);
    expect((await post('/api/cockfight/bet', { side: 'wala', stake: CHIP })).statusCode).toBe(200);
    expect(portal.state.balance).toBe(START - 2 * CHIP);
    expect((await state()).bets.map((bet: { status: string }) => bet.status)).toEqual(['open', 'open']);

    // Betting closes: no more bets; the fight's result stays hidden while it is fought.
    clock.now += FAST_SCHEDULE.bettingMs;
    const closed = await post('/api/cockfight/bet', { side: 'draw', stake: CHIP });
    expect(closed.statusCode).toBe(409);
    expect(closed.json()).toMatchObject({ error: 'betting_closed' });
    clock.now += FAST_SCHEDULE.closedMs;
    expect((await state()).fight).toMatchObject({ phase: 'fight', result: null });
    expect(portal.callsTo('transaction/win')).toHaveLength(0);

    clock.now += FAST_SCHEDULE.fightMs;
    const after = await state();
    expect(after.fight).toMatchObject({ phase: 'result', result: 'meron' });
    await waitFor(() => portal.callsTo('transaction/win').length === 2);
    const amounts = portal
      .callsTo('transaction/win')
      .map((call) => call.body.amount)
      .sort();
    expect(amounts).toEqual([0, (CHIP * odds.meron) / 100].sort());
    // Asking again, and the next fights, never pay a bet twice.
    await state();
    clock.now += cycle;
    const next = await state();
    expect(portal.callsTo('transaction/win')).toHaveLength(2);
    expect(next.history).toContainEqual({ number: 1_000, result: 'meron' });
    expect(next.bets.map((bet: { status: string }) => bet.status).sort()).toEqual(['lost', 'won']);
    expect(portal.state.balance).toBe(START - 2 * CHIP + (CHIP * odds.meron) / 100);
  });

  it('refunds meron and wala on a draw and pays a draw bet 8 to 1', async () => {
    const { post, portal, clock, state } = await ring(999); // the last ticket: a draw
    await post('/api/cockfight/bet', { side: 'meron', stake: CHIP });
    await post('/api/cockfight/bet', { side: 'draw', stake: CHIP });
    clock.now += FAST_SCHEDULE.bettingMs + FAST_SCHEDULE.closedMs + FAST_SCHEDULE.fightMs;
    await state();
    await waitFor(() => portal.callsTo('transaction/win').length === 2);
    const amounts = portal.callsTo('transaction/win').map((call) => call.body.amount);
    expect(amounts.sort()).toEqual([CHIP, 9 * CHIP].sort());
    expect((await state()).bets.map((bet: { status: string }) => bet.status).sort()).toEqual([
      'refunded',
      'won',
    ]);
    expect(portal.state.balance).toBe(START + 8 * CHIP);
  });

  it('keeps no bet the wallet refused, and refuses bad sides and stakes', async () => {
    const { post, portal, state } = await ring(0, 5 * 100_000);
    const refused = await post('/api/cockfight/bet', { side: 'wala', stake: CHIP });
    expect(refused.statusCode).toBe(402);
    expect((await state()).bets).toEqual([]);
    expect((await post('/api/cockfight/bet', { side: 'both', stake: CHIP })).statusCode).toBe(400);
    expect((await post('/api/cockfight/bet', { side: 'meron', stake: 150_000 })).statusCode).toBe(400);
    expect(portal.callsTo('transaction/bet')).toHaveLength(1);
  });

  it('rolls back the bets still open when the provider stops', async () => {
    const { post, portal, app } = await ring(0);
    await post('/api/cockfight/bet', { side: 'meron', stake: CHIP });
    expect(portal.state.balance).toBe(START - CHIP);
    await app.close();
    expect(portal.callsTo('transaction/rollback')).toHaveLength(1);
    expect(portal.callsTo('transaction/win')).toHaveLength(0);
    expect(portal.state.balance).toBe(START);
  });

  it('keeps open bets on disk across a restart and settles them with the fight as drawn', async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'cockfight-'));
    cleanups.push(async () => rmSync(dataDir, { recursive: true, force: true }));
    const clock = { now: 2_000 * cycle + 1_000 };
    const provider = { now: () => clock.now, cockfightSchedule: FAST_SCHEDULE, cockfightDataDir: dataDir };
    const first = await setup('cockfight', { random: tableRandom({ fightTicket: 0 }), provider });
    expect((await first.post('/api/cockfight/bet', { side: 'wala', stake: CHIP })).statusCode).toBe(200);
    await first.app.close();
    // Kept, not rolled back: the stake is still out.
    expect(first.portal.callsTo('transaction/rollback')).toHaveLength(0);
    const saved = JSON.parse(readFileSync(path.join(dataDir, 'cockfight.json'), 'utf8'));
    expect(saved.bets).toHaveLength(1);
    expect(saved.bets[0].session.wallet).toBeUndefined();

    // The next run, after the fight: the bet is settled once through the same portal.
    clock.now += cycle;
    const second = testProvider(first.portal, { randomInt: tableRandom({ fightTicket: 999 }), ...provider });
    cleanups.push(() => second.close());
    await waitFor(() => first.portal.callsTo('transaction/win').length === 1, 4_000);
    // The fight was not fought before the stop: the restart draws it (ticket 999, a draw), which refunds wala.
    expect(first.portal.callsTo('transaction/win')[0]?.body).toMatchObject({
      amount: CHIP,
      round_closed: true,
    });
    expect(first.portal.state.balance).toBe(START);
    await waitFor(
      () => JSON.parse(readFileSync(path.join(dataDir, 'cockfight.json'), 'utf8')).bets.length === 0,
    );
  });

  it('offers the chips of the table', () => {
    expect(tableChips('BDT')).toEqual([100_000, 500_000, 1_000_000, 5_000_000, 10_000_000]);
  });
});
