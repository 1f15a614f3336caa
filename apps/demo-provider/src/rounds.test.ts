import type { FastifyInstance } from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import type { ProviderOptions } from './app.ts';
import { evaluateGrid, gridFor, REEL_STRIPS } from './games/slot.ts';
import { LUCKY_TABLE, WHEEL_SEGMENTS } from './games/wheel.ts';
import {
  type FakePortal,
  GAME,
  openSession,
  scriptedRandom,
  startFakePortal,
  TOKEN,
  testProvider,
  USER,
  VENDOR,
  waitFor,
} from './test-helpers.ts';
import type { WalletCall, WalletResult } from './wallet.ts';

const STAKE = 1_000_000; // 10.00, one of the slot's stakes
const START = 25_000 * 100_000;

const cleanups: Array<() => Promise<unknown>> = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

interface Settled {
  path: string;
  status: string;
  attempts: number;
}

async function setup(
  options: { random?: number[]; balance?: number; provider?: Partial<ProviderOptions> } = {},
) {
  const portal: FakePortal = await startFakePortal(
    options.balance === undefined ? {} : { balance: options.balance },
  );
  const settled: Settled[] = [];
  const app: FastifyInstance = testProvider(portal, {
    ...(options.random ? { randomInt: scriptedRandom(options.random) } : {}),
    onSettled: (call: WalletCall, result: WalletResult, attempts: number) => {
      settled.push({
        path: call.path,
        status: result.kind === 'answer' ? result.answer.status : result.reason,
        attempts,
      });
    },
    ...options.provider,
  });
  cleanups.push(portal.close, () => app.close());
  const session = await openSession(app, 'slot');
  const play = (body: Record<string, unknown>, id = session) =>
    app.inject({ method: 'POST', url: '/api/play', payload: { session: id, ...body } });
  return { portal, app, session, play, settled };
}

/** Stops whose middle row is all cherries: at least five of a kind on line 1. */
function winningStops(): number[] {
  return REEL_STRIPS.map((strip) =>
    [...strip].findIndex((_, stop) => strip[(stop + 1) % strip.length] === 'C'),
  );
}

/** The first stops (in a fixed search order) that pay nothing. */
function losingStops(): number[] {
  for (let n = 0; ; n += 1) {
    const stops = REEL_STRIPS.map((strip, reel) => (n * (reel + 3) + reel * 7) % strip.length);
    if (evaluateGrid(gridFor(stops), STAKE).win === 0) return stops;
  }
}

function ticketOf(number: number | null, multiplier: number): number {
  let ticket = 0;
  for (const entry of LUCKY_TABLE) {
    if (entry.number === number && entry.multiplier === multiplier) return ticket;
    ticket += entry.weight;
  }
  throw new Error('no such lucky entry');
}

describe('a slot round', () => {
  it('bets, draws, and closes the round with a signed win; the balance follows the wallet', async () => {
    const stops = winningStops();
    const expected = evaluateGrid(gridFor(stops), STAKE);
    expect(expected.win).toBeGreaterThan(0);
    const { portal, play } = await setup({ random: stops });

    const response = await play({ stake: STAKE });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    const result = response.json();
    expect(result).toMatchObject({
      engine: 'slot',
      stake: STAKE,
      win: expected.win,
      balance: START - STAKE + expected.win,
      currency: 'BDT',
      settlement: 'paid',
      outcome: { stops, grid: gridFor(stops), lines: expected.lines, scatter: expected.scatter },
    });

    const [bet] = portal.callsTo('transaction/bet');
    const [win] = portal.callsTo('transaction/win');
    expect(bet?.body).toEqual({
      request_uuid: expect.any(String),
      user: USER,
      token: TOKEN,
      game_code: GAME,
      currency: 'BDT',
      round: result.round,
      round_closed: false,
      transaction_uuid: expect.any(String),
      supplier_transaction_id: expect.any(String),
      amount: STAKE,
      is_free: false,
      bet: 'slot 10 lines',
    });
    expect(win?.body).toEqual({
      request_uuid: expect.any(String),
      user: USER,
      token: TOKEN,
      game_code: GAME,
      currency: 'BDT',
      round: result.round,
      round_closed: true,
      transaction_uuid: expect.any(String),
      supplier_transaction_id: expect.any(String),
      reference_transaction_uuid: bet?.body.transaction_uuid,
      amount: expected.win,
      is_free: false,
    });
    expect(win?.body.transaction_uuid).not.toBe(bet?.body.transaction_uuid);
    // Every call went to the vendor's path and carried a signature the portal accepted.
    for (const call of portal.calls) {
      expect(call.signatureOk).toBe(true);
      expect(call.vendor).toBe(VENDOR);
    }
    expect(portal.callsTo('transaction/rollback')).toHaveLength(0);
    expect(portal.state.balance).toBe(START - STAKE + expected.win);
  });

  it('closes a losing round with a win of 0', async () => {
    const { portal, play } = await setup({ random: losingStops() });
    const response = await play({ stake: STAKE });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ win: 0, balance: START - STAKE, settlement: 'paid' });
    const wins = portal.callsTo('transaction/win');
    expect(wins).toHaveLength(1);
    expect(wins[0]?.body).toMatchObject({ amount: 0, round_closed: true });
  });

  it('tells the player about RS_ERROR_NOT_ENOUGH_MONEY, with the balance, and plays no round', async () => {
    const { portal, play } = await setup({ balance: 500_000, random: winningStops() });
    const response = await play({ stake: STAKE });
    expect(response.statusCode).toBe(402);
    expect(response.json()).toEqual({
      error: 'insufficient_funds',
      message: expect.any(String),
      balance: 500_000,
    });
    expect(portal.callsTo('transaction/win')).toHaveLength(0);
    expect(portal.callsTo('transaction/rollback')).toHaveLength(0);
    expect(portal.state.balance).toBe(500_000);
  });

  it('ends the session on an expired or unknown token', async () => {
    const { portal, play } = await setup();
    portal.state.expired.add(TOKEN);
    const expired = await play({ stake: STAKE });
    expect(expired.statusCode).toBe(401);
    expect(expired.json().error).toBe('session_ended');

    portal.state.expired.clear();
    portal.script('transaction/bet', [{ status: 'RS_ERROR_INVALID_TOKEN' }]);
    const invalid = await play({ stake: STAKE });
    expect(invalid.json().error).toBe('session_ended');
    expect(portal.callsTo('transaction/rollback')).toHaveLength(0);
  });

  it('maps the limit and a disabled account to their own messages', async () => {
    const { portal, play } = await setup();
    portal.script('transaction/bet', [
      { status: 'RS_ERROR_LIMIT_REACHED' },
      { status: 'RS_ERROR_USER_DISABLED' },
    ]);
    expect((await play({ stake: STAKE })).json().error).toBe('limit_reached');
    expect((await play({ stake: STAKE })).json().error).toBe('account_disabled');
  });
});

describe('faults', () => {
  it('rolls back a bet that got no answer, retrying the rollback until the portal answers', async () => {
    const { portal, play, settled } = await setup({ random: winningStops() });
    // The bet reaches the portal and moves money, but the connection drops before the answer.
    portal.script('transaction/bet', ['lost']);
    portal.script('transaction/rollback', ['drop', 'http500']);

    const response = await play({ stake: STAKE });
    expect(response.statusCode).toBe(502);
    expect(response.json()).toEqual({ error: 'bet_failed', message: expect.any(String) });
    expect(portal.callsTo('transaction/win')).toHaveLength(0);

    await waitFor(() => settled.some((s) => s.path === 'transaction/rollback'));
    const [bet] = portal.callsTo('transaction/bet');
    const rollbacks = portal.callsTo('transaction/rollback');
    expect(rollbacks).toHaveLength(3);
    expect(settled).toContainEqual({ path: 'transaction/rollback', status: 'RS_OK', attempts: 3 });
    for (const rollback of rollbacks) {
      // The same call each time: same ids, same bytes.
      expect(rollback.raw).toBe(rollbacks[0]?.raw);
      expect(rollback.body).toEqual({
        request_uuid: expect.any(String),
        user: USER,
        token: TOKEN,
        game_code: GAME,
        round: bet?.body.round,
        round_closed: true,
        transaction_uuid: expect.any(String),
        supplier_transaction_id: expect.any(String),
        reference_transaction_uuid: bet?.body.transaction_uuid,
      });
    }
    // The stake came back.
    expect(portal.state.balance).toBe(START);
  });

  it('rolls back a bet the connection dropped, and says the balance when the rollback answers at once', async () => {
    const { portal, play } = await setup();
    portal.script('transaction/bet', ['drop']);
    const response = await play({ stake: STAKE });
    expect(response.statusCode).toBe(502);
    expect(response.json()).toEqual({ error: 'bet_failed', message: expect.any(String), balance: START });
    expect(portal.callsTo('transaction/rollback')).toHaveLength(1);
  });

  it.each([
    ['RS_ERROR_UNKNOWN', 'unknown' as const],
    ['a bad signature on the answer', 'badsig' as const],
    ['HTTP 500', 'http500' as const],
  ])('rolls back a bet answered with %s', async (_name, behaviour) => {
    const { portal, play } = await setup();
    portal.script('transaction/bet', [behaviour]);
    const response = await play({ stake: STAKE });
    expect(response.json().error).toBe('bet_failed');
    const [bet] = portal.callsTo('transaction/bet');
    const [rollback] = portal.callsTo('transaction/rollback');
    expect(rollback?.body.reference_transaction_uuid).toBe(bet?.body.transaction_uuid);
    expect(portal.callsTo('transaction/win')).toHaveLength(0);
    expect(portal.state.balance).toBe(START);
  });

  it('retries a win with the same bytes until the portal gives a definite answer', async () => {
    const stops = winningStops();
    const { win } = evaluateGrid(gridFor(stops), STAKE);
    const { portal, play, settled } = await setup({ random: stops });
    // No answer, then an unknown error, then an answer lost after the money moved, then OK (a replay).
    portal.script('transaction/win', ['drop', 'unknown', 'lost']);

    const response = await play({ stake: STAKE });
    expect(response.statusCode).toBe(200);
    // The player sees the outcome now; the win is on its way.
    expect(response.json()).toMatchObject({ win, settlement: 'pending', balance: START - STAKE });

    await waitFor(() => settled.some((s) => s.path === 'transaction/win'));
    expect(settled).toContainEqual({ path: 'transaction/win', status: 'RS_OK', attempts: 4 });
    const wins = portal.callsTo('transaction/win');
    expect(wins).toHaveLength(4);
    expect(new Set(wins.map((call) => call.raw)).size).toBe(1);
    // Paid exactly once, although it arrived twice.
    expect(portal.state.balance).toBe(START - STAKE + win);
  });

  it('stops retrying a win at a definite refusal and tells the player', async () => {
    const { portal, play, settled } = await setup({ random: winningStops() });
    portal.script('transaction/win', [{ status: 'RS_ERROR_TRANSACTION_ROLLED_BACK' }]);
    const errors: unknown[] = [];
    const original = console.error;
    console.error = (...args: unknown[]) => errors.push(args);
    try {
      const response = await play({ stake: STAKE });
      expect(response.json()).toMatchObject({ settlement: 'refused' });
    } finally {
      console.error = original;
    }
    expect(portal.callsTo('transaction/win')).toHaveLength(1);
    expect(settled).toEqual([
      { path: 'transaction/win', status: 'RS_ERROR_TRANSACTION_ROLLED_BACK', attempts: 1 },
    ]);
    expect(errors.length).toBeGreaterThan(0);
  });

  it('plays one round at a time in a window', async () => {
    const { portal, play } = await setup();
    portal.script('transaction/bet', [{ delayMs: 150 }]);
    const [first, second] = await Promise.all([
      play({ stake: STAKE }),
      new Promise((resolve) => setTimeout(resolve, 30)).then(() => play({ stake: STAKE })),
    ]);
    expect(first.statusCode).toBe(200);
    expect(second.statusCode).toBe(409);
    expect(second.json().error).toBe('round_in_progress');
    expect(portal.callsTo('transaction/bet')).toHaveLength(1);
  });
});

describe('a wheel round', () => {
  it('stakes several numbers in one bet and pays the landed number, multiplied when it is lit', async () => {
    const segment = WHEEL_SEGMENTS.indexOf(5);
    const portal = await startFakePortal();
    const app = testProvider(portal, { randomInt: scriptedRandom([segment, ticketOf(5, 3)]) });
    cleanups.push(portal.close, () => app.close());
    const session = await openSession(app, 'wheel');

    const response = await app.inject({
      method: 'POST',
      url: '/api/play',
      payload: { session, stakes: { '5': 100_000, '1': 200_000, '40': 0 } },
    });
    expect(response.statusCode).toBe(200);
    const paid = 100_000 + 100_000 * 5 * 3;
    expect(response.json()).toMatchObject({
      engine: 'wheel',
      stake: 300_000,
      win: paid,
      balance: START - 300_000 + paid,
      outcome: { segment, number: 5, lucky: { number: 5, multiplier: 3 }, wins: { 5: paid }, win: paid },
    });
    const [bet] = portal.callsTo('transaction/bet');
    expect(bet?.body).toMatchObject({ amount: 300_000, bet: 'wheel 1:200000 5:100000' });
    expect(portal.callsTo('transaction/win')[0]?.body).toMatchObject({ amount: paid, round_closed: true });
  });

  it.each([
    ['no stake at all', {}],
    ['only zero stakes', { '2': 0 }],
    ['a number not on the wheel', { '3': 100_000 }],
    ['a stake that is not a whole chip step', { '2': 150_000 }],
    ['a stake above the most one number takes', { '2': 501 * 100_000 }],
  ])('refuses %s before any wallet call', async (_name, stakes) => {
    const portal = await startFakePortal();
    const app = testProvider(portal);
    cleanups.push(portal.close, () => app.close());
    const session = await openSession(app, 'wheel');
    const before = portal.calls.length;
    const response = await app.inject({ method: 'POST', url: '/api/play', payload: { session, stakes } });
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toBe('invalid_request');
    expect(portal.calls.length).toBe(before);
  });
});

describe('the page API', () => {
  it.each([
    ['a stake not offered', { stake: 1_234_000 }],
    ['a stake as text', { stake: 'ten' }],
    ['no stake', {}],
    ['an unknown field', { stake: STAKE, bonus: true }],
  ])('refuses %s on the slot', async (_name, body) => {
    const { portal, play } = await setup();
    const before = portal.calls.length;
    const response = await play(body);
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toBe('invalid_request');
    expect(portal.calls.length).toBe(before);
  });

  it('answers session_not_found for an unknown session, and reads the balance of a known one', async () => {
    const { portal, app, play, session } = await setup();
    const unknown = await play({ stake: STAKE }, 'no-such-session');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().error).toBe('session_not_found');

    portal.state.balance = 12_345_000;
    const balance = await app.inject({ method: 'POST', url: '/api/balance', payload: { session } });
    expect(balance.json()).toEqual({ balance: 12_345_000, currency: 'BDT' });
  });

  it('opens a session with the balance, currency and display name from the wallet', async () => {
    const portal = await startFakePortal({ currency: 'PHP', balance: 2_000_000_000 });
    const app = testProvider(portal);
    cleanups.push(portal.close, () => app.close());
    const response = await app.inject({
      method: 'POST',
      url: '/api/session',
      payload: { token: TOKEN, user: USER, game: GAME, vendor: VENDOR, engine: 'wheel' },
    });
    expect(response.json()).toEqual({
      session: expect.stringMatching(/^[A-Za-z0-9_-]{32}$/),
      balance: 2_000_000_000,
      currency: 'PHP',
      displayName: 'Rahim',
    });
    expect(portal.callsTo('user/balance')[0]?.body).toEqual({
      request_uuid: expect.any(String),
      user: USER,
      token: TOKEN,
      game_code: GAME,
    });
    expect(portal.callsTo('user/info')[0]?.body).toEqual({ request_uuid: expect.any(String), user: USER });
  });

  it('refuses to open a session the wallet does not confirm', async () => {
    const portal = await startFakePortal();
    const app = testProvider(portal);
    cleanups.push(portal.close, () => app.close());
    const open = (token: string) =>
      app.inject({
        method: 'POST',
        url: '/api/session',
        payload: { token, user: USER, game: GAME, vendor: VENDOR, engine: 'slot' },
      });
    expect((await open('someone-elses-token')).json().error).toBe('session_ended');
    portal.script('user/balance', ['badsig']);
    const unsigned = await open(TOKEN);
    expect(unsigned.statusCode).toBe(502);
    expect(unsigned.json().error).toBe('wallet_unavailable');
  });
});
