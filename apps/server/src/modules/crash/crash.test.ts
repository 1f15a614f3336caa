import { CRASH_ROUTES, type TCrashBet, type TCrashState } from '@portal/contracts';
import { crashElapsedFor, crashMultiplierAt, crashPoint, nextChainHash } from '@portal/fairness';
import { sql } from 'kysely';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { expectLedgerHealthy, rid, type TestMember, walletMember } from '../../test/wallet.ts';
import type { Brand } from '../brands/brand.ts';
import { CrashEngine } from './crash.engine.ts';
import type { RoundRow } from './crash.repository.ts';
import { crashChannel, DEFAULT_TIMING } from './crash.service.ts';

let t: TestApp;
let tiger: Brand;
let engine: CrashEngine;
let nowMs = new Date('2026-11-22T10:00:00Z').getTime();
const advance = (ms: number) => {
  nowMs += ms;
};
/** Every crash event published for TIGER, in order. */
const events: { type: string; [key: string]: unknown }[] = [];

beforeAll(async () => {
  t = await createTestApp({ now: () => new Date(nowMs) });
  tiger = (await t.app.services.brands.findByCode('TIGER')) as Brand;
  engine = t.app.services.crashEngine;
  await t.app.services.events.subscribe(crashChannel(tiger.id), (e) => events.push(e as (typeof events)[0]));
});
afterAll(() => t.close());
afterEach(() => expectLedgerHealthy(t));

const latest = async (): Promise<RoundRow> => {
  const round = await t.app.services.crash.latestRound(tiger);
  if (!round) throw new Error('no round');
  return round;
};

/** Plays out whatever is in play, then opens the next round (its crash point set when given). */
async function freshRound(point?: number): Promise<RoundRow> {
  await engine.runOnce();
  let round = await latest();
  if (round.status === 'BETTING') {
    advance(round.betting_ends_at.getTime() - nowMs);
    await engine.runOnce();
    round = await latest();
  }
  if (round.status === 'RUNNING' && round.started_at) {
    advance(round.started_at.getTime() + crashElapsedFor(round.crash_point) - nowMs);
    await engine.runOnce();
    round = await latest();
  }
  expect(['CRASHED', 'VOID']).toContain(round.status);
  advance(DEFAULT_TIMING.pauseMs);
  await engine.runOnce();
  round = await latest();
  expect(round.status).toBe('BETTING');
  if (point !== undefined) {
    // Tests fix the point to reach exact moments of the curve; fairness is checked on untouched rounds.
    await t.db.updateTable('crash_rounds').set({ crash_point: point }).where('id', '=', round.id).execute();
    round = { ...round, crash_point: point };
  }
  return round;
}

/** Betting closes and the curve starts; returns the round as running. */
async function start(round: RoundRow): Promise<RoundRow & { started_at: Date }> {
  advance(round.betting_ends_at.getTime() - nowMs);
  await engine.runOnce();
  const running = await latest();
  expect(running.status).toBe('RUNNING');
  return running as RoundRow & { started_at: Date };
}

/** Moves the clock to `ms` after the start of the curve. */
const at = (round: { started_at: Date }, ms: number) => advance(round.started_at.getTime() + ms - nowMs);

const post = (m: TestMember, url: string, payload: object) =>
  t.app.inject({ method: 'POST', url, headers: m.headers, payload });
const bet = (m: TestMember, amount: string, extra: { requestId?: string; autoCashout?: number } = {}) =>
  post(m, CRASH_ROUTES.bet.path, { requestId: extra.requestId ?? rid(), amount, ...extra });
const cashout = (m: TestMember, roundId: bigint) =>
  post(m, CRASH_ROUTES.cashout.path, { roundId: String(roundId) });
const state = async (m?: TestMember): Promise<TCrashState> =>
  (
    await t.app.inject({ url: CRASH_ROUTES.state.path, headers: m?.headers ?? { 'x-merchant': 'TIGER' } })
  ).json().value;
const mainOf = async (m: TestMember) => (await t.app.services.wallet.balance(tiger, m.id)).main;

describe('crash rounds', () => {
  it('runs BETTING, RUNNING, CRASHED and the next round, revealing hashes along the chain', async () => {
    events.length = 0;
    await engine.runOnce();
    const first = await latest();
    expect(first.status).toBe('BETTING');
    expect(first.betting_ends_at.getTime() - nowMs).toBe(DEFAULT_TIMING.bettingMs);
    // Neither the hash nor the point shows before the round ends.
    const open = await t.app.inject({ url: CRASH_ROUTES.state.path, headers: { 'x-merchant': 'TIGER' } });
    expect(open.body).not.toContain(first.hash);
    expect(open.json().value).toMatchObject({
      phase: 'BETTING',
      roundId: String(first.id),
      crashPoint: null,
    });
    const hidden = await t.app.inject({
      url: CRASH_ROUTES.round.path.replace(':roundId', String(first.id)),
      headers: { 'x-merchant': 'TIGER' },
    });
    expect(hidden.json().code).toBe('NOT_FOUND');

    // Still betting a millisecond before the end.
    advance(DEFAULT_TIMING.bettingMs - 1);
    await engine.runOnce();
    expect((await latest()).status).toBe('BETTING');
    advance(1);
    await engine.runOnce();
    const running = await latest();
    // The chain is random: a round whose point is 1.00x (about 1 in 100) ends as it starts.
    expect(running.status).toBe(running.crash_point > 100 ? 'RUNNING' : 'CRASHED');
    expect(running.started_at?.getTime()).toBe(nowMs);
    const third = running.crash_point > 100 ? 'crash.tick' : 'crash.crashed';
    expect(events.map((e) => e.type)).toEqual(['crash.round', 'crash.round', third]);

    advance(500);
    await engine.runOnce();
    // A point at or below the curve's 500 ms value (about 1 round in 25) has crashed by then.
    if (running.crash_point > crashMultiplierAt(500)) {
      expect(events.at(-1)).toMatchObject({
        type: 'crash.tick',
        elapsedMs: 500,
        multiplier: crashMultiplierAt(500),
      });
    } else {
      expect(events.map((e) => e.type)).toContain('crash.crashed');
    }
    expect((await state()).phase).toBe(running.crash_point <= crashMultiplierAt(500) ? 'CRASHED' : 'RUNNING');

    await freshRound();
    const crashed = await t.db
      .selectFrom('crash_rounds')
      .selectAll()
      .where('id', '=', first.id)
      .executeTakeFirstOrThrow();
    expect(crashed.status).toBe('CRASHED');
    const crashEvent = events.find((e) => e.type === 'crash.crashed');
    expect(crashEvent).toMatchObject({
      roundId: String(first.id),
      crashPoint: first.crash_point,
      hash: first.hash,
    });

    // The chain: the first game's hash hashes to the published terminal hash, the next to the first.
    const s = await state();
    const chain = s.chain;
    expect(chain).not.toBeNull();
    expect(nextChainHash(first.hash)).toBe(chain?.terminalHash);
    expect(crashPoint(first.hash, chain?.salt as string, first.edge_bps)).toBe(first.crash_point);
    expect(first.edge_bps).toBe(100);
    const second = await latest();
    expect(second.game_index).toBe(first.game_index + 1);
    await freshRound();
    const details = await t.app.inject({
      url: CRASH_ROUTES.round.path.replace(':roundId', String(second.id)),
      headers: { 'x-merchant': 'TIGER' },
    });
    const d = details.json().value;
    expect(nextChainHash(d.hash)).toBe(first.hash);
    // The details name what the hash must hash to, so the verifier can check the link.
    expect(d.previousHash).toBe(first.hash);
    expect(crashPoint(d.hash, d.salt, d.edgeBps)).toBe(d.crashPoint);
    expect((await state()).history.slice(0, 2).map((h) => h.roundId)).toEqual([
      String(second.id),
      String(first.id),
    ]);
  });

  it('refuses bets outside BETTING, outside the limits, and a second bet on one round', async () => {
    const m = await walletMember(t, { balance: '50000.00' });
    const round = await freshRound(500);
    const low = await bet(m, '0.50');
    expect(low.json()).toMatchObject({ code: 'BET_OUT_OF_RANGE' });
    expect(low.json().message).toContain('1.00');
    expect(low.json().message).toContain('10000.00');
    expect((await bet(m, '10000.01')).json().code).toBe('BET_OUT_OF_RANGE');
    expect((await bet(m, '1.001')).json().code).toBe('AMOUNT_INVALID');
    expect((await bet(m, '100.00', { autoCashout: 100 })).json().code).toBe('VALIDATION_ERROR');
    expect((await bet(m, '60000.00')).json().code).toBe('BET_OUT_OF_RANGE');
    expect((await bet(m, '10000.00')).json().success).toBe(true);
    expect((await bet(m, '5.00')).json().code).toBe('ROUND_OPEN');

    // Betting closes at its end, even before the engine moves the round on.
    const late = await walletMember(t, { balance: '100.00' });
    advance(round.betting_ends_at.getTime() - nowMs);
    expect((await bet(late, '10.00')).json().code).toBe('BETTING_CLOSED');
    await start(round);
    expect((await bet(late, '10.00')).json().code).toBe('BETTING_CLOSED');
    expect(await mainOf(late)).toBe('100.00');
    expect(await mainOf(m)).toBe('40000.00');
  });

  it('replays a repeated requestId and refuses it with other content', async () => {
    const m = await walletMember(t, { balance: '100.00' });
    await freshRound();
    const requestId = rid();
    const first = await bet(m, '10.00', { requestId, autoCashout: 200 });
    expect(first.json().success).toBe(true);
    const again = await bet(m, '10.00', { requestId, autoCashout: 200 });
    expect(again.json().value).toEqual(first.json().value);
    expect(await mainOf(m)).toBe('90.00');
    expect((await bet(m, '11.00', { requestId })).json().code).toBe('IDEMPOTENCY_CONFLICT');
    const racing = await Promise.all([1, 2, 3].map(() => bet(m, '10.00', { requestId, autoCashout: 200 })));
    for (const r of racing) expect(r.json().value.betId).toBe(first.json().value.betId);
    expect(await mainOf(m)).toBe('90.00');
  });

  it('refuses a bet the wallet cannot cover and leaves nothing behind', async () => {
    const m = await walletMember(t, { balance: '5.00' });
    const round = await freshRound();
    expect((await bet(m, '6.00')).json().code).toBe('INSUFFICIENT_FUNDS');
    const rows = await t.db.selectFrom('crash_bets').select('id').where('member_id', '=', m.id).execute();
    expect(rows).toEqual([]);
    expect((await bet(m, '5.00')).json().success).toBe(true);
    expect((await state(m)).myBet).toMatchObject({ roundId: String(round.id), amount: '5.00' });
  });
});

describe('cash-out', () => {
  it('pays at the multiplier of the moment, and is too late exactly at the crash point', async () => {
    const a = await walletMember(t, { balance: '100.00' });
    const b = await walletMember(t, { balance: '100.00' });
    const c = await walletMember(t, { balance: '100.00' });
    const round = await freshRound(200);
    for (const m of [a, b, c]) expect((await bet(m, '10.00')).json().success).toBe(true);
    expect((await cashout(a, round.id)).json().code).toBe('INVALID_STATE');
    const running = await start(round);

    at(running, crashElapsedFor(200) - 1);
    const paid = await cashout(a, round.id);
    const view = paid.json().value as TCrashBet;
    expect(view).toMatchObject({ status: 'CASHED_OUT', cashoutMultiplier: 199, payout: '19.90' });
    expect(await mainOf(a)).toBe('109.90');
    expect((await cashout(a, round.id)).json().code).toBe('ROUND_CLOSED');

    // The engine has not crashed the round yet; the crash point decides, not the engine.
    at(running, crashElapsedFor(200));
    const tooLate = await cashout(b, round.id);
    expect(tooLate.json().code).toBe('CASHOUT_TOO_LATE');
    expect(tooLate.statusCode).toBe(409);
    await engine.runOnce();
    expect((await latest()).status).toBe('CRASHED');
    expect((await cashout(c, round.id)).json().code).toBe('CASHOUT_TOO_LATE');
    expect(await mainOf(b)).toBe('90.00');

    // The betting record shows every bet, settled.
    const records = await t.db
      .selectFrom('bets')
      .select(['member_id', 'vendor_code', 'game_code', 'stake', 'payout', 'valid_bet', 'status'])
      .where('external_id', 'like', `crash:${round.id}:%`)
      .orderBy('member_id')
      .execute();
    expect(records).toEqual([
      {
        member_id: a.id,
        vendor_code: 'BGS',
        game_code: 'CRASH',
        stake: 1000n,
        payout: 1990n,
        valid_bet: 1000n,
        status: 'SETTLED',
      },
      {
        member_id: b.id,
        vendor_code: 'BGS',
        game_code: 'CRASH',
        stake: 1000n,
        payout: 0n,
        valid_bet: 1000n,
        status: 'SETTLED',
      },
      {
        member_id: c.id,
        vendor_code: 'BGS',
        game_code: 'CRASH',
        stake: 1000n,
        payout: 0n,
        valid_bet: 1000n,
        status: 'SETTLED',
      },
    ]);
    const mine = (
      await t.app.inject({ url: `${CRASH_ROUTES.myBets.path}?pageSize=5`, headers: b.headers })
    ).json().value;
    expect(mine).toMatchObject({
      totalElements: 1,
      content: [{ status: 'LOST', crashPoint: 200, payout: '0.00' }],
    });
  });

  it('pays auto cash-outs at exactly their target, however late the engine looks', async () => {
    const a = await walletMember(t, { balance: '100.00' });
    const b = await walletMember(t, { balance: '100.00' });
    const c = await walletMember(t, { balance: '100.00' });
    const d = await walletMember(t, { balance: '100.00' });
    const round = await freshRound(300);
    await bet(a, '10.00', { autoCashout: 150 });
    await bet(b, '10.00', { autoCashout: 300 });
    await bet(c, '10.00', { autoCashout: 101 });
    await bet(d, '10.00', { autoCashout: 250 });
    const running = await start(round);
    events.length = 0;

    at(running, crashElapsedFor(150) - 1);
    await engine.runOnce();
    expect(await mainOf(a)).toBe('90.00');
    // The engine looks long after the curve passed 1.50x: still paid 1.50x.
    at(running, crashElapsedFor(180));
    await engine.runOnce();
    expect(await mainOf(a)).toBe('105.00');
    expect(await mainOf(c)).toBe('100.10');
    expect(events.filter((e) => e.type === 'crash.cashout').map((e) => e.multiplier)).toEqual([101, 150]);

    // A manual cash-out after the target passed gets the target, not more.
    at(running, crashElapsedFor(260));
    expect((await cashout(d, round.id)).json().value).toMatchObject({
      cashoutMultiplier: 250,
      payout: '25.00',
    });

    // A target equal to the crash point is reached, as the published return assumes
    // (P(point >= M) = (1 - edge) / M); a manual cash-out at that instant is too late.
    at(running, crashElapsedFor(300));
    await engine.runOnce();
    expect((await latest()).status).toBe('CRASHED');
    expect(await mainOf(b)).toBe('120.00');
  });

  it('pays due auto cash-outs when the round crashes before the engine ticked past them', async () => {
    const a = await walletMember(t, { balance: '100.00' });
    const round = await freshRound(400);
    await bet(a, '3.33', { autoCashout: 333 });
    const running = await start(round);
    at(running, crashElapsedFor(400) + 5_000);
    await engine.runOnce();
    expect((await latest()).status).toBe('CRASHED');
    // 3.33 × 3.33 = 11.0889, rounded down.
    expect(await mainOf(a)).toBe(String((10_000 - 333 + 1108) / 100));
    const record = await t.db
      .selectFrom('crash_bets')
      .select(['status', 'payout', 'cashout_multiplier'])
      .where('member_id', '=', a.id)
      .executeTakeFirstOrThrow();
    expect(record).toEqual({ status: 'CASHED_OUT', payout: 1108n, cashout_multiplier: 333 });
  });

  it('never lets a cash-out in a crashed instant round', async () => {
    const a = await walletMember(t, { balance: '10.00' });
    const round = await freshRound(100);
    await bet(a, '10.00', { autoCashout: 101 });
    advance(round.betting_ends_at.getTime() - nowMs);
    await engine.runOnce();
    // It starts and crashes at once: 1.00x is already the crash point.
    expect((await latest()).status).toBe('CRASHED');
    expect((await cashout(a, round.id)).json().code).toBe('CASHOUT_TOO_LATE');
    expect(await mainOf(a)).toBe('0.00');
  });
});

describe('restart', () => {
  it('voids the round in play and refunds its active bets exactly once; cash-outs stand', async () => {
    const a = await walletMember(t, { balance: '100.00' });
    const b = await walletMember(t, { balance: '100.00' });
    const houseBefore = await houseTotal();
    const round = await freshRound(1_000);
    await bet(a, '10.00');
    await bet(b, '20.00', { autoCashout: 500 });
    const running = await start(round);
    at(running, crashElapsedFor(120));
    expect((await cashout(a, round.id)).json().value.payout).toBe('12.00');

    // The node dies; another takes the lease once it has run out.
    advance(11_000);
    const other = new CrashEngine({
      db: t.db,
      service: t.app.services.crash,
      findBrand: (id) => t.app.services.brands.findById(id),
      now: () => new Date(nowMs),
      holder: 'node-b',
    });
    await other.runOnce();
    const voided = await t.db
      .selectFrom('crash_rounds')
      .select('status')
      .where('id', '=', round.id)
      .executeTakeFirstOrThrow();
    expect(voided.status).toBe('VOID');
    expect(await mainOf(a)).toBe('102.00');
    expect(await mainOf(b)).toBe('100.00');
    // Recovery again (another restart) refunds nothing more.
    expect(await t.app.services.crash.recover(tiger)).toBe(0);
    expect(await t.app.services.crash.voidRound(tiger, round.id)).toBe(0);
    const refunds = await sql<{ n: string }>`
      select count(*)::text as n from ledger_transactions
      where kind = 'GAME_REFUND' and idempotency_key like ${`crash:refund:%`}
        and metadata->>'round' = ${String(round.id)}`.execute(t.db);
    expect(refunds.rows[0]?.n).toBe('1');
    expect(await mainOf(b)).toBe('100.00');
    expect((await cashout(b, round.id)).json().code).toBe('ROUND_CLOSED');
    const record = await t.db
      .selectFrom('bets')
      .select(['status', 'valid_bet'])
      .where('external_id', '=', `crash:${round.id}:${b.id}`)
      .executeTakeFirstOrThrow();
    expect(record).toEqual({ status: 'CANCELLED', valid_bet: 0n });
    // Money is conserved: what the members gained the house lost.
    expect((await houseTotal()) - houseBefore).toBe(-200n);

    // The new node runs the game from here; the old one, if it came back, finds the lease taken.
    await other.runOnce();
    advance(DEFAULT_TIMING.pauseMs);
    await other.runOnce();
    expect((await latest()).status).toBe('BETTING');
    await engine.runOnce();
    expect((await latest()).status).toBe('BETTING');
    await other.stop();
  });
});

async function houseTotal(): Promise<bigint> {
  const row = await sql<{ total: string }>`
    select coalesce(sum(balance), 0)::text as total from ledger_accounts
    where merchant_id = ${tiger.id} and kind = 'HOUSE' and member_id is not null`.execute(t.db);
  return BigInt(row.rows[0]?.total ?? 0);
}
