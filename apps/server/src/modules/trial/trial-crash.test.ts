import { randomUUID } from 'node:crypto';
import { CRASH_ROUTES, type TCrashState, TRIAL_ROUTES } from '@portal/contracts';
import { crashElapsedFor } from '@portal/fairness';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { expectLedgerHealthy, rid, type TestMember, walletMember } from '../../test/wallet.ts';
import type { Brand } from '../brands/brand.ts';
import type { RoundRow } from '../crash/crash.repository.ts';
import { DEFAULT_TIMING } from '../crash/crash.service.ts';

/** Crash with play money (ADR 0044): bet, cash-out, auto cash-out, loss and void, nothing real. */

let t: TestApp;
let tiger: Brand;
let nowMs = new Date('2026-11-22T10:00:00Z').getTime();
const advance = (ms: number) => {
  nowMs += ms;
};
beforeAll(async () => {
  t = await createTestApp({ now: () => new Date(nowMs), env: { LOG_LEVEL: 'silent' } });
  tiger = (await t.app.services.brands.findByCode('TIGER')) as Brand;
});
afterAll(() => t.close());
afterEach(() => expectLedgerHealthy(t));

const engine = () => t.app.services.crashEngine;
const latest = async (): Promise<RoundRow> => {
  const round = await t.app.services.crash.latestRound(tiger);
  if (!round) throw new Error('no round');
  return round;
};
async function freshRound(point: number): Promise<RoundRow> {
  await engine().runOnce();
  let round = await latest();
  if (round.status === 'BETTING') {
    advance(round.betting_ends_at.getTime() - nowMs);
    await engine().runOnce();
    round = await latest();
  }
  if (round.status === 'RUNNING' && round.started_at) {
    advance(round.started_at.getTime() + crashElapsedFor(round.crash_point) - nowMs);
    await engine().runOnce();
    round = await latest();
  }
  advance(DEFAULT_TIMING.pauseMs);
  await engine().runOnce();
  round = await latest();
  expect(round.status).toBe('BETTING');
  await t.db.updateTable('crash_rounds').set({ crash_point: point }).where('id', '=', round.id).execute();
  return { ...round, crash_point: point };
}
async function start(round: RoundRow): Promise<RoundRow & { started_at: Date }> {
  advance(round.betting_ends_at.getTime() - nowMs);
  await engine().runOnce();
  const running = await latest();
  expect(running.status).toBe('RUNNING');
  return running as RoundRow & { started_at: Date };
}
const at = (round: { started_at: Date }, ms: number) => advance(round.started_at.getTime() + ms - nowMs);

async function trialMember(): Promise<TestMember> {
  const row = await t.db
    .insertInto('members')
    .values({
      merchant_id: tiger.id,
      account: `trial${randomUUID().slice(0, 8)}`,
      type: 4,
      password_hash: 'unused',
      referral_code: `R${randomUUID().slice(0, 10).toUpperCase()}`,
      register_method: 'FREEPLAY',
    })
    .returning(['id', 'account'])
    .executeTakeFirstOrThrow();
  const { token } = await t.app.services.sessions.create(tiger, row.id, {
    ip: '127.0.0.1',
    userAgent: 'test',
  });
  return {
    id: row.id,
    account: row.account,
    token,
    headers: { authorization: `Bearer ${token}`, 'x-merchant': 'TIGER' },
  };
}
const post = (m: TestMember, url: string, payload: object) =>
  t.app.inject({ method: 'POST', url, headers: m.headers, payload });
const bet = (m: TestMember, amount: string, extra: { autoCashout?: number } = {}) =>
  post(m, CRASH_ROUTES.bet.path, { requestId: rid(), amount, ...extra });
const playMoney = async (m: TestMember) =>
  (await t.app.inject({ url: TRIAL_ROUTES.wallet.path, headers: m.headers })).json().value.balance as string;
const journalSize = async () =>
  Number(
    (
      await t.db
        .selectFrom('ledger_transactions')
        .select((eb) => eb.fn.countAll<string>().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );

describe('crash with play money', () => {
  it('bets, cashes out, pays an auto target and loses with play money, shown only to the player', async () => {
    const a = await trialMember();
    const b = await trialMember();
    const c = await trialMember();
    const real = await walletMember(t, { balance: '100.00' });
    const round = await freshRound(200);
    const journal = await journalSize();
    const placed = await bet(a, '100.00');
    expect(placed.json().value, placed.body).toMatchObject({
      balanceBefore: '10000.00',
      balanceAfter: '9900.00',
    });
    expect((await bet(b, '50.00')).json().success).toBe(true);
    expect((await bet(c, '30.00', { autoCashout: 150 })).json().success).toBe(true);
    expect((await bet(real, '10.00')).json().success).toBe(true);
    // The round's public list shows the real bet only; each trial sees its own bet.
    const seen = (await t.app.inject({ url: CRASH_ROUTES.state.path, headers: a.headers })).json()
      .value as TCrashState;
    expect(seen.bets.map((x) => x.amount)).toEqual(['10.00']);
    expect(seen.myBet?.amount).toBe('100.00');

    const running = await start(round);
    at(running, crashElapsedFor(199));
    const paid = (await post(a, CRASH_ROUTES.cashout.path, { roundId: String(round.id) })).json().value;
    expect(paid).toMatchObject({ status: 'CASHED_OUT', payout: '199.00' });
    expect(await playMoney(a)).toBe('10099.00');
    at(running, crashElapsedFor(200));
    await engine().runOnce();
    expect((await latest()).status).toBe('CRASHED');
    expect(await playMoney(b)).toBe('9950.00');
    expect(await playMoney(c)).toBe('10015.00');
    // Nothing real: no journal row but the real member's bet, no betting record for the trials.
    expect(await journalSize()).toBe(journal + 1);
    const records = await t.db
      .selectFrom('bets')
      .select('member_id')
      .where('member_id', 'in', [a.id, b.id, c.id])
      .execute();
    expect(records).toEqual([]);
    const mine = (await t.app.inject({ url: CRASH_ROUTES.myBets.path, headers: c.headers })).json().value;
    expect(mine.content[0]).toMatchObject({ status: 'CASHED_OUT', payout: '45.00' });
  });

  it('refunds a play-money bet of a voided round once', async () => {
    const d = await trialMember();
    const round = await freshRound(1_000);
    expect((await bet(d, '10.00')).json().success).toBe(true);
    expect(await playMoney(d)).toBe('9990.00');
    expect(await t.app.services.crash.voidRound(tiger, round.id)).toBeGreaterThanOrEqual(1);
    expect(await playMoney(d)).toBe('10000.00');
    expect(await t.app.services.crash.voidRound(tiger, round.id)).toBe(0);
    expect(await playMoney(d)).toBe('10000.00');
  });
});
