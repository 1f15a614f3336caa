import {
  adminMissionEndpoints as a,
  missionEndpoints as e,
  type TLeaderboardAnswer,
  type TLeaderboardInput,
  type TMissionCard,
  type TMissionInput,
  type TMissionSummary,
} from '@portal/contracts/endpoints';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { memberChannel } from '../../platform/events.ts';
import type { DeliveredEvent } from '../../platform/outbox/index.ts';
import { createPeriodRunner } from '../../platform/period-jobs/index.ts';
import { testClock } from '../../test/accounts.ts';
import { eventsOf } from '../../test/events.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import {
  expectLedgerHealthy,
  operatorSession,
  rid,
  type TestMember,
  walletMember,
} from '../../test/wallet.ts';
import { maskAccount } from '../games/catalogue.service.ts';
import * as repo from './missions.repository.ts';
import { closePeriodJobs } from './missions.subscribers.ts';

/** Missions and leaderboards (issue 19; ADR 0040): progress, claims, boards, the console. */

const clock = testClock(new Date('2026-11-25T06:00:00Z')); // Wednesday 12:00 in GMT+6
const DAY = 86_400_000;
let t: TestApp;
let owner: Record<string, string>;
let readOnly: Record<string, string>;
let betSeq = 900_000_000;

beforeAll(async () => {
  t = await createTestApp({ now: clock.now, env: { RATE_LIMIT_PER_MINUTE: '1000000' } });
  owner = await operatorSession(t, 'TIGER', 'owner');
  readOnly = await operatorSession(t, 'TIGER', 'read-only');
});
afterAll(() => t.close());

const brand = async () => {
  const b = await t.app.services.brands.findByCode('TIGER');
  if (!b) throw new Error('no TIGER');
  return b;
};

const send = (
  headers: Record<string, string>,
  method: InjectOptions['method'],
  url: string,
  payload?: object,
) =>
  t.app.inject({
    method,
    url,
    headers: { 'x-merchant': 'TIGER', ...headers },
    ...(payload ? { payload } : {}),
  });

async function ok<T>(res: Awaited<ReturnType<typeof send>>): Promise<T> {
  const body = res.json();
  if (!body.success) throw new Error(`${res.statusCode} ${res.body}`);
  return body.value as T;
}
const refusal = (res: Awaited<ReturnType<typeof send>>) => ({
  status: res.statusCode,
  code: res.json().code as string,
});

function missionInput(over: Partial<TMissionInput> = {}): TMissionInput {
  return {
    content: {
      en: { title: 'Test mission', description: 'Do it' },
      bn: { title: 'পরীক্ষা মিশন', description: 'করুন' },
    },
    kind: 'BETS',
    target: '3',
    category: null,
    field: null,
    period: 'DAILY',
    reward: { kind: 'CASH', amount: '10', wagerMultiple: 0 },
    startsAt: new Date(clock.now().getTime() - DAY).toISOString(),
    endsAt: null,
    sortOrder: 0,
    ...over,
  };
}

/** Writes and activates a mission through the console; answers its id. */
async function activeMission(over: Partial<TMissionInput> = {}): Promise<string> {
  const created = await ok<{ id: string }>(await send(owner, 'POST', a.create.path, missionInput(over)));
  await ok(await send(owner, 'POST', a.setStatus.path.replace(':id', created.id), { status: 'ACTIVE' }));
  return created.id;
}

/** Archives every mission and board left by earlier tests (each test sees only its own). */
async function clearDefinitions() {
  await t.db.updateTable('missions').set({ status: 'ARCHIVED' }).execute();
  await t.db.updateTable('leaderboards').set({ status: 'ARCHIVED' }).execute();
}

const summary = (m: TestMember) => send(m.headers, 'GET', e.summary.path).then((r) => ok<TMissionSummary>(r));
const cardOf = async (m: TestMember, id: string) => {
  const card = (await summary(m)).missions.find((c) => c.id === id);
  if (!card) throw new Error(`mission ${id} not shown`);
  return card;
};
const claim = (m: TestMember, id: string, requestId = rid()) =>
  send(m.headers, 'POST', e.claim.path.replace(':id', id), { requestId });

async function wager(
  m: TestMember,
  over: {
    betId?: number;
    category?: string;
    gameCode?: string;
    stake?: bigint;
    validBet?: bigint;
    payout?: bigint;
    outcome?: 'SETTLED' | 'CANCELLED';
    at?: Date;
  } = {},
) {
  const b = await brand();
  const stake = over.stake ?? 10_000n;
  const payout = over.payout ?? 0n;
  const at = (over.at ?? clock.now()).toISOString();
  const event = {
    id: 1n,
    type: 'wager.settled',
    aggregate: 'member',
    aggregateId: String(m.id),
    merchantId: b.id,
    createdAt: new Date(at),
    payload: {
      memberId: String(m.id),
      betId: String(over.betId ?? ++betSeq),
      vendorCode: 'DEMO',
      gameCode: over.gameCode ?? 'slot-1',
      category: over.category ?? 'RNG',
      currency: 'BDT',
      stake: String(stake),
      validBet: String(over.validBet ?? stake),
      payout: String(payout),
      winLoss: String(payout - stake),
      outcome: over.outcome ?? 'SETTLED',
      placedAt: at,
      settledAt: at,
    },
  } as unknown as DeliveredEvent<'wager.settled'>;
  await t.db.transaction().execute(async (trx) => {
    await t.app.services.missions.onWager(trx, event);
    await t.app.services.missions.onBoardWager(trx, event);
  });
  return event;
}

async function deposit(m: TestMember, depositId: string, amount: bigint) {
  const b = await brand();
  const event = {
    id: 1n,
    type: 'deposit.credited',
    aggregate: 'member',
    aggregateId: String(m.id),
    merchantId: b.id,
    createdAt: clock.now(),
    payload: {
      memberId: String(m.id),
      depositId,
      amount: String(amount),
      currency: 'BDT',
      creditedAt: clock.now().toISOString(),
    },
  } as unknown as DeliveredEvent<'deposit.credited'>;
  await t.db.transaction().execute((trx) => t.app.services.missions.onDeposit(trx, event));
}

/** The leaderboards' close jobs on a runner that reads the test clock (the app's reads the real one). */
const closeRunner = () =>
  createPeriodRunner({
    db: t.db,
    jobs: closePeriodJobs({
      db: t.db,
      now: clock.now,
      brands: t.app.services.brands,
      missions: t.app.services.missions,
    }),
    clock: clock.now,
  });

async function drain() {
  for (let i = 0; i < 20; i += 1) if (!(await t.app.services.outbox.runOnce()).more) break;
}

const mainBalance = async (m: TestMember) => {
  const b = await brand();
  const row = await t.db
    .selectFrom('ledger_accounts')
    .select('balance')
    .where('merchant_id', '=', b.id)
    .where('member_id', '=', m.id)
    .where('kind', '=', 'MAIN')
    .executeTakeFirst();
  return row?.balance ?? 0n;
};

describe('the console', () => {
  it('checks the rules per kind and audits every write', async () => {
    const bad = [
      missionInput({ kind: 'PROFILE_FIELD', target: '1' }),
      missionInput({ kind: 'PROFILE_FIELD', field: 'zalo', target: '2' }),
      missionInput({ kind: 'BETS', field: 'zalo' }),
      missionInput({ kind: 'DEPOSITS', category: 'RNG' }),
      missionInput({ kind: 'BETS', target: '2.5' }),
      missionInput({ kind: 'VALID_BET', target: 'abc' }),
      missionInput({ reward: { kind: 'BONUS', amount: '10', wagerMultiple: 0 } }),
      missionInput({ reward: { kind: 'POINTS', amount: '1.5', wagerMultiple: 0 } }),
      missionInput({ reward: { kind: 'CASH', amount: '0', wagerMultiple: 0 } }),
      missionInput({ content: { bn: { title: 'শুধু বাংলা', description: '' } } }),
    ];
    for (const body of bad)
      expect(refusal(await send(owner, 'POST', a.create.path, body))).toEqual({
        status: 400,
        code: 'MISSION_INVALID',
      });
    // Malformed input is a 400 with a message, never a 500.
    const malformed = await send(owner, 'POST', a.create.path, { ...missionInput(), kind: 'NOPE' });
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().message).toBeTruthy();

    const created = await ok<{ id: string; status: string; target: string }>(
      await send(owner, 'POST', a.create.path, missionInput({ kind: 'VALID_BET', target: '500' })),
    );
    expect(created).toMatchObject({ status: 'DRAFT', target: '500.00' });
    await ok(await send(owner, 'POST', a.setStatus.path.replace(':id', created.id), { status: 'ACTIVE' }));
    // A running mission keeps its target.
    expect(
      refusal(
        await send(
          owner,
          'PUT',
          a.update.path.replace(':id', created.id),
          missionInput({ kind: 'VALID_BET', target: '600' }),
        ),
      ),
    ).toEqual({ status: 400, code: 'MISSION_INVALID' });
    await ok(
      await send(
        owner,
        'PUT',
        a.update.path.replace(':id', created.id),
        missionInput({
          kind: 'VALID_BET',
          target: '500',
          content: { en: { title: 'Renamed', description: '' } },
        }),
      ),
    );
    await ok(await send(owner, 'POST', a.setStatus.path.replace(':id', created.id), { status: 'ARCHIVED' }));
    expect(
      refusal(await send(owner, 'POST', a.setStatus.path.replace(':id', created.id), { status: 'ACTIVE' })),
    ).toEqual({ status: 400, code: 'MISSION_INVALID' });
    const audits = await t.db
      .selectFrom('audit_log')
      .select('action')
      .where('target', '=', `mission:${created.id}`)
      .orderBy('id')
      .execute();
    expect(audits.map((x) => x.action)).toEqual([
      'missions.create',
      'missions.status',
      'missions.update',
      'missions.status',
    ]);
  });

  it('pays points only where the brand offers them (PTSYS3)', async () => {
    const jade = await operatorSession(t, 'JADE', 'owner');
    const points = missionInput({ reward: { kind: 'POINTS', amount: '500', wagerMultiple: 0 } });
    expect(refusal(await send({ ...jade, 'x-merchant': 'JADE' }, 'POST', a.create.path, points))).toEqual({
      status: 400,
      code: 'MISSION_INVALID',
    });
    expect((await send(owner, 'POST', a.create.path, points)).statusCode).toBe(200);
  });

  it('lets loyalty.view read and only loyalty.manage write; members get neither', async () => {
    expect((await send(readOnly, 'GET', a.list.path)).statusCode).toBe(200);
    expect((await send(readOnly, 'GET', a.boards.path)).statusCode).toBe(200);
    expect((await send(readOnly, 'POST', a.create.path, missionInput())).statusCode).toBe(403);
    const m = await walletMember(t);
    expect((await send(m.headers, 'GET', a.list.path)).statusCode).toBe(401);
    // The member's calls need a session.
    expect((await send({}, 'GET', e.summary.path)).statusCode).toBe(401);
    expect((await send({}, 'POST', e.claim.path.replace(':id', '1'), { requestId: rid() })).statusCode).toBe(
      401,
    );
  });
});

describe('progress', () => {
  it('BETS: counts settled bets of the category once each, a round settled again or delivered twice once', async () => {
    await clearDefinitions();
    const id = await activeMission({ kind: 'BETS', target: '3', category: 'RNG' });
    const m = await walletMember(t);
    const heard: { type: string; missionId?: string; progress?: string; state?: string }[] = [];
    const stop = await t.app.services.events.subscribe(memberChannel((await brand()).id, m.id), (event) => {
      heard.push(event as (typeof heard)[number]);
    });
    const first = await wager(m);
    await new Promise((resolve) => setTimeout(resolve, 50));
    // Progress is told live as it happens.
    expect(heard).toContainEqual(
      expect.objectContaining({ type: 'mission', missionId: id, state: 'IN_PROGRESS', progress: '1' }),
    );
    await stop();
    // The same round settled again, and the same event delivered twice: still one.
    await wager(m, { betId: Number(first.payload.betId), payout: 5_000n });
    await t.db.transaction().execute((trx) => t.app.services.missions.onWager(trx, first));
    // Another category counts nothing.
    await wager(m, { category: 'LIVE' });
    let card = await cardOf(m, id);
    expect(card).toMatchObject({ state: 'IN_PROGRESS', progress: '1', target: '3', progressBps: 3333 });
    // A voided bet takes its count back.
    const voided = await wager(m);
    await wager(m, { betId: Number(voided.payload.betId), outcome: 'CANCELLED', validBet: 0n });
    expect((await cardOf(m, id)).progress).toBe('1');
    await wager(m);
    await wager(m);
    card = await cardOf(m, id);
    expect(card).toMatchObject({ state: 'COMPLETED', progress: '3', progressBps: 10_000 });
    expect(await eventsOf(t.db, 'mission.completed', m.id)).toHaveLength(1);
    expect((await summary(m)).unclaimed).toBe(1);
    expect(await t.app.services.missions.completedUnclaimed(t.db, (await brand()).id, m.id)).toBe(1);
  });

  it('VALID_BET: a round settled again moves only the difference', async () => {
    await clearDefinitions();
    const id = await activeMission({ kind: 'VALID_BET', target: '1000' });
    const m = await walletMember(t);
    const bet = await wager(m, { stake: 30_000n });
    await wager(m, { betId: Number(bet.payload.betId), stake: 50_000n });
    expect((await cardOf(m, id)).progress).toBe('500.00');
    await wager(m, { stake: 60_000n });
    expect((await cardOf(m, id)).state).toBe('COMPLETED');
  });

  it('WIN_DIFFERENT_GAMES: wins on distinct games, each game once', async () => {
    await clearDefinitions();
    const id = await activeMission({ kind: 'WIN_DIFFERENT_GAMES', target: '3' });
    const m = await walletMember(t);
    await wager(m, { gameCode: 'g1', payout: 20_000n });
    await wager(m, { gameCode: 'g1', payout: 20_000n });
    await wager(m, { gameCode: 'g2', payout: 0n }); // a loss
    await wager(m, { gameCode: 'g2', payout: 10_000n }); // pushed: no win
    expect((await cardOf(m, id)).progress).toBe('1');
    await wager(m, { gameCode: 'g2', payout: 30_000n });
    await wager(m, { gameCode: 'g3', payout: 30_000n });
    expect((await cardOf(m, id)).state).toBe('COMPLETED');
  });

  it('DEPOSITS and DEPOSIT_AMOUNT: per deposit id once; a week rolls over in the brand clock', async () => {
    await clearDefinitions();
    const count = await activeMission({ kind: 'DEPOSITS', target: '2', period: 'WEEKLY' });
    const amount = await activeMission({ kind: 'DEPOSIT_AMOUNT', target: '1000', period: 'WEEKLY' });
    const m = await walletMember(t);
    await deposit(m, '7001', 60_000n);
    await deposit(m, '7001', 60_000n);
    expect(await cardOf(m, count)).toMatchObject({ progress: '1', periodKey: '2026-W48' });
    expect((await cardOf(m, amount)).progress).toBe('600.00');
    await deposit(m, '7002', 50_000n);
    expect((await cardOf(m, count)).state).toBe('COMPLETED');
    expect((await cardOf(m, amount)).state).toBe('COMPLETED');
    // Monday 00:00 GMT+6 is Sunday 18:00 UTC: a new week, a new period.
    const saved = clock.now().getTime();
    clock.advance(new Date('2026-11-29T18:00:00Z').getTime() - saved);
    // (Read through the service: sessions do not live through a jump of days.)
    const later = await t.app.services.missions.summary(await brand(), 'en', m.id);
    expect(later.missions.find((c) => c.id === count)).toMatchObject({
      state: 'IN_PROGRESS',
      progress: '0',
      periodKey: '2026-W49',
    });
    await expect(
      t.app.services.missions.claim(await brand(), 'en', m.id, BigInt(count), rid()),
    ).rejects.toMatchObject({ code: 'MISSION_NOT_COMPLETED' });
    clock.advance(saved - clock.now().getTime());
  });

  it('PROFILE_FIELD: adding the Zalo handle in the security centre completes it; the claim pays once', async () => {
    await clearDefinitions();
    const id = await activeMission({
      kind: 'PROFILE_FIELD',
      field: 'zalo',
      target: '1',
      period: 'ONCE',
      reward: { kind: 'CASH', amount: '131', wagerMultiple: 0 },
    });
    const m = await walletMember(t);
    expect(refusal(await claim(m, id))).toEqual({ status: 409, code: 'MISSION_NOT_COMPLETED' });
    await ok(await send(m.headers, 'PUT', '/wps/member/profile', { telegram: '@x' }));
    await drain();
    expect((await cardOf(m, id)).state).toBe('IN_PROGRESS');
    await ok(await send(m.headers, 'PUT', '/wps/member/profile', { zalo: '0901234567' }));
    await drain();
    expect(await cardOf(m, id)).toMatchObject({ state: 'COMPLETED', periodKey: 'ONCE', resetsAt: null });
    const before = await mainBalance(m);
    const requestId = rid();
    const claimed = await ok<TMissionCard>(await claim(m, id, requestId));
    expect(claimed).toMatchObject({ state: 'CLAIMED', reward: { kind: 'CASH', amount: '131.00' } });
    // The same request again answers the same; another request is refused.
    expect(await ok<TMissionCard>(await claim(m, id, requestId))).toEqual(claimed);
    expect(refusal(await claim(m, id))).toEqual({ status: 409, code: 'MISSION_CLAIMED' });
    expect((await mainBalance(m)) - before).toBe(13_100n);
    expect(await eventsOf(t.db, 'mission.claimed', m.id)).toHaveLength(1);
    const journal = await t.db
      .selectFrom('ledger_transactions')
      .select('kind')
      .where('idempotency_key', 'like', `mission:${id}:%`)
      .execute();
    expect(journal.map((j) => j.kind)).toEqual(['MISSION_REWARD']);
    // Clearing the handle and adding it again pays nothing more (ONCE).
    await ok(await send(m.headers, 'PUT', '/wps/member/profile', { zalo: '' }));
    await ok(await send(m.headers, 'PUT', '/wps/member/profile', { zalo: '0907654321' }));
    await drain();
    expect((await cardOf(m, id)).state).toBe('CLAIMED');
    await expectLedgerHealthy(t);
  });

  it('a claim pays once under ten parallel claims', async () => {
    await clearDefinitions();
    const id = await activeMission({
      kind: 'BETS',
      target: '1',
      reward: { kind: 'CASH', amount: '25', wagerMultiple: 0 },
    });
    const m = await walletMember(t);
    await wager(m);
    const before = await mainBalance(m);
    const answers = await Promise.all(Array.from({ length: 10 }, () => claim(m, id)));
    expect(answers.filter((r) => r.statusCode === 200)).toHaveLength(1);
    for (const r of answers.filter((x) => x.statusCode !== 200)) expect([409]).toContain(r.statusCode);
    expect((await mainBalance(m)) - before).toBe(2_500n);
    await expectLedgerHealthy(t);
  });

  it('a claim pays a bonus reward into the bonus wallet', async () => {
    await clearDefinitions();
    const id = await activeMission({
      kind: 'BETS',
      target: '1',
      reward: { kind: 'BONUS', amount: '50', wagerMultiple: 3 },
    });
    const m = await walletMember(t);
    await wager(m);
    await ok(await claim(m, id));
    const grants = await t.db
      .selectFrom('bonus_grants')
      .select(['amount_minor', 'source'])
      .where('member_id', '=', m.id)
      .execute();
    expect(grants).toEqual([{ amount_minor: 5_000n, source: 'LOYALTY' }]);
  });

  it('a daily mission starts again the next day; unknown and archived missions are not found', async () => {
    await clearDefinitions();
    const id = await activeMission({ kind: 'BETS', target: '1' });
    const m = await walletMember(t);
    await wager(m);
    expect((await cardOf(m, id)).state).toBe('COMPLETED');
    clock.advance(DAY);
    const next = await t.app.services.missions.summary(await brand(), 'en', m.id);
    expect(next.missions.find((c) => c.id === id)).toMatchObject({
      state: 'IN_PROGRESS',
      progress: '0',
      periodKey: '2026-11-26',
    });
    await expect(
      t.app.services.missions.claim(await brand(), 'en', m.id, BigInt(id), rid()),
    ).rejects.toMatchObject({
      code: 'MISSION_NOT_COMPLETED',
    });
    clock.advance(-DAY);
    expect(refusal(await claim(m, '999999'))).toEqual({ status: 404, code: 'MISSION_NOT_FOUND' });
    await ok(await send(owner, 'POST', a.setStatus.path.replace(':id', id), { status: 'ARCHIVED' }));
    expect(refusal(await claim(m, id))).toEqual({ status: 404, code: 'MISSION_NOT_FOUND' });
  });
});

function boardInput(over: Partial<TLeaderboardInput> = {}): TLeaderboardInput {
  return {
    content: { en: { title: 'Daily race' }, bn: { title: 'দৈনিক দৌড়' } },
    metric: 'VALID_BET',
    period: 'DAILY',
    category: null,
    minStake: '0',
    prizes: [
      { kind: 'CASH', amount: '100', wagerMultiple: 0 },
      { kind: 'CASH', amount: '50', wagerMultiple: 0 },
    ],
    startsAt: new Date(clock.now().getTime() - DAY).toISOString(),
    endsAt: null,
    sortOrder: 0,
    ...over,
  };
}

async function activeBoard(over: Partial<TLeaderboardInput> = {}): Promise<string> {
  const created = await ok<{ id: string }>(await send(owner, 'POST', a.createBoard.path, boardInput(over)));
  await ok(await send(owner, 'POST', a.setBoardStatus.path.replace(':id', created.id), { status: 'ACTIVE' }));
  return created.id;
}

describe('leaderboards', () => {
  it('rejects a board without prizes and a least stake on a valid-bet board', async () => {
    expect(refusal(await send(owner, 'POST', a.createBoard.path, boardInput({ prizes: [] })))).toEqual({
      status: 400,
      code: 'LEADERBOARD_INVALID',
    });
    expect(refusal(await send(owner, 'POST', a.createBoard.path, boardInput({ minStake: '10' })))).toEqual({
      status: 400,
      code: 'LEADERBOARD_INVALID',
    });
  });

  it('ranks valid bet (ties to who got there first), masks names, closes once and pays once', async () => {
    await clearDefinitions();
    const id = await activeBoard();
    const [x, y, z] = [await walletMember(t), await walletMember(t), await walletMember(t)];
    const start = clock.now().getTime();
    const bet = await wager(x, { stake: 40_000n, at: new Date(start) });
    await wager(x, { betId: Number(bet.payload.betId), stake: 50_000n, at: new Date(start) }); // settled again
    await wager(y, { stake: 50_000n, at: new Date(start + 1000) }); // the same score, later
    await wager(z, { stake: 20_000n, at: new Date(start + 2000) });
    const view = await ok<TLeaderboardAnswer>(await send(y.headers, 'GET', `${e.leaderboard.path}?id=${id}`));
    expect(view.boards.map((b) => b.id)).toEqual([id]);
    expect(view.board?.top.map((s) => [s.rank, s.name, s.score, s.me])).toEqual([
      [1, maskAccount(x.account), '500.00', false],
      [2, maskAccount(y.account), '500.00', true],
      [3, maskAccount(z.account), '200.00', false],
    ]);
    expect(view.board?.top[0]?.name).not.toBe(x.account);
    expect(view.board?.me).toEqual({ rank: 2, score: '500.00' });
    expect(view.board?.prizes.map((p) => p.reward.amount)).toEqual(['100.00', '50.00']);
    expect(refusal(await send(y.headers, 'GET', `${e.leaderboard.path}?id=999999`))).toEqual({
      status: 404,
      code: 'LEADERBOARD_NOT_FOUND',
    });

    const b = await brand();
    const board = await repo.findBoard(t.db, b.id, BigInt(id));
    if (!board) throw new Error('no board');
    const period = view.board?.periodKey as string;
    const before = [await mainBalance(x), await mainBalance(y), await mainBalance(z)];
    const runs = [];
    for (let i = 0; i < 2; i += 1)
      runs.push(
        await t.db
          .transaction()
          .execute((trx) => t.app.services.missions.closePeriod(trx, b, board, period, clock.now())),
      );
    expect(runs.map((r) => r.paid)).toEqual([2, 0]);
    const after = [await mainBalance(x), await mainBalance(y), await mainBalance(z)];
    expect(after.map((v, i) => v - (before[i] ?? 0n))).toEqual([10_000n, 5_000n, 0n]);
    const detail = await ok<{
      results: { periodKey: string; winners: { account: string; rank: number }[] }[];
    }>(await send(readOnly, 'GET', a.board.path.replace(':id', id)));
    expect(detail.results[0]?.winners.map((w) => [w.rank, w.account])).toEqual([
      [1, x.account],
      [2, y.account],
    ]);
    const last = await ok<TLeaderboardAnswer>(await send(z.headers, 'GET', e.leaderboard.path));
    expect(last.board?.last?.winners.map((w) => w.name)).toEqual([
      maskAccount(x.account),
      maskAccount(y.account),
    ]);
    await expectLedgerHealthy(t);
  });

  it('WIN_MULTIPLIER: the best multiple of bets of at least the least stake', async () => {
    await clearDefinitions();
    const id = await activeBoard({ metric: 'WIN_MULTIPLIER', minStake: '10', category: 'RNG' });
    const m = await walletMember(t);
    await wager(m, { stake: 500n, payout: 100_000n }); // below the least stake
    await wager(m, { stake: 2_000n, payout: 25_000n }); // ×12.50
    await wager(m, { stake: 2_000n, payout: 5_000n }); // ×2.50
    await wager(m, { stake: 2_000n, payout: 90_000n, category: 'LIVE' }); // another category
    const view = await ok<TLeaderboardAnswer>(await send(m.headers, 'GET', `${e.leaderboard.path}?id=${id}`));
    expect(view.board?.me).toEqual({ rank: 1, score: '12.50' });
  });

  it('the close is a keyed period job: run at the period end, paid once', async () => {
    await clearDefinitions();
    const id = await activeBoard({ prizes: [{ kind: 'CASH', amount: '30', wagerMultiple: 0 }] });
    const m = await walletMember(t);
    await wager(m, { stake: 990_000n });
    const before = await mainBalance(m);
    const saved = clock.now().getTime();
    // The day ends at 18:00 UTC (GMT+6); the job is due a quarter of an hour later.
    clock.advance(new Date('2026-11-25T18:20:00Z').getTime() - saved);
    await closeRunner().tick();
    await closeRunner().tick();
    expect((await mainBalance(m)) - before).toBe(3_000n);
    const results = await t.db
      .selectFrom('leaderboard_results')
      .select('period_key')
      .where('board_id', '=', BigInt(id))
      .execute();
    // (The board started the day before: that empty day closed too, paying nobody.)
    expect(results.map((r) => r.period_key).sort()).toEqual(['2026-11-24', '2026-11-25']);
    clock.advance(saved - clock.now().getTime());
  });
  it('a board archived during a period still closes and pays that period, and no later one', async () => {
    await clearDefinitions();
    const id = await activeBoard({ prizes: [{ kind: 'CASH', amount: '40', wagerMultiple: 0 }] });
    const m = await walletMember(t);
    // Thursday 26 November (GMT+6): a bet, then the board is archived that day.
    await wager(m, { stake: 980_000n, at: new Date('2026-11-26T05:00:00Z') });
    await t.db
      .updateTable('leaderboards')
      .set({ status: 'ARCHIVED', updated_at: new Date('2026-11-26T06:00:00Z') })
      .where('id', '=', BigInt(id))
      .execute();
    const before = await mainBalance(m);
    const saved = clock.now().getTime();
    clock.advance(new Date('2026-11-26T18:20:00Z').getTime() - saved);
    await closeRunner().tick();
    clock.advance(DAY);
    const next = await closeRunner().tick();
    expect(next.done).toContain(`leaderboard-close-d:2026-11-27@${(await brand()).id}`);
    expect((await mainBalance(m)) - before).toBe(4_000n);
    const results = await t.db
      .selectFrom('leaderboard_results')
      .select('period_key')
      .where('board_id', '=', BigInt(id))
      .execute();
    // Paid for the day it was archived in, and closed for no day after it.
    expect(results.map((r) => r.period_key)).toContain('2026-11-26');
    expect(results.map((r) => r.period_key)).not.toContain('2026-11-27');
    clock.advance(saved - clock.now().getTime());
  });
});
