import { randomUUID } from 'node:crypto';
import {
  adminVipEndpoints as a,
  vipEndpoints as e,
  type TAdminVipLevels,
  type TVipLadder,
  type TVipLevelInput,
  type TVipStatus,
} from '@portal/contracts/endpoints';
import type { InjectOptions } from 'fastify';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { DeliveredEvent } from '../../platform/outbox/index.ts';
import { createPeriodRunner } from '../../platform/period-jobs/index.ts';
import { testClock } from '../../test/accounts.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import {
  expectLedgerHealthy,
  operatorSession,
  rid,
  type TestMember,
  walletMember,
} from '../../test/wallet.ts';
import type { Brand } from '../brands/brand.ts';
import { vipPeriodJobs, vipSubscribers } from './vip.jobs.ts';

/**
 * VIP levels (issue 19; ADR 0040): the console's ladder (checked, audited) and settings, upgrades
 * from the events (each passed level's reward once, also when the event comes twice, in parallel,
 * or the member drops and climbs again), a round settled again, the rolling window, the review with
 * notice (exactly once per period), the perks other modules ask for, and who may read what.
 * Runs on PGlite and PostgreSQL.
 */
const clock = testClock(new Date('2026-11-26T06:00:00Z')); // Thursday 12:00 in GMT+6
const DAY = 86_400_000;
let t: TestApp;
let owner: Record<string, string>;
let readOnly: Record<string, string>;
let brand: Brand;
let ref = 9_000_000_000n;
let eventId = 1_000_000_000n;

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

const level = (
  n: number,
  over: Partial<TVipLevelInput> & { validBet: string; deposits: string },
): TVipLevelInput => ({
  level: n,
  names: { en: `Level ${n}`, bn: `লেভেল ${n}`, fil: `Antas ${n}` },
  style: 'iron',
  pointsMultiplierBps: 10_000,
  rebateExtraBps: 0,
  withdrawalDailyLimit: null,
  contact: null,
  reward: null,
  ...over,
});

const LADDER: TVipLevelInput[] = [
  level(0, { validBet: '0', deposits: '0' }),
  level(1, {
    validBet: '100',
    deposits: '100',
    pointsMultiplierBps: 11_000,
    reward: { kind: 'CASH', amount: '10', wagerMultiple: 0 },
  }),
  level(2, {
    validBet: '1000',
    deposits: '500',
    pointsMultiplierBps: 12_000,
    rebateExtraBps: 10,
    withdrawalDailyLimit: '2000',
    reward: { kind: 'BONUS', amount: '50', wagerMultiple: 5 },
  }),
  level(3, {
    validBet: '5000',
    deposits: '2000',
    pointsMultiplierBps: 15_000,
    rebateExtraBps: 20,
    contact: 'Telegram @tiger_vip_desk',
    reward: { kind: 'CASH', amount: '100', wagerMultiple: 0 },
  }),
  level(4, {
    validBet: '20000',
    deposits: '10000',
    pointsMultiplierBps: 20_000,
    rebateExtraBps: 20,
    contact: 'Telegram @tiger_vip_desk',
    reward: { kind: 'POINTS', amount: '500', wagerMultiple: 0 },
  }),
];

const handler = () => {
  const [progress] = vipSubscribers({ vip: t.app.services.vip });
  if (!progress) throw new Error('no vip.progress');
  return progress;
};
const deliver = (event: DeliveredEvent) => t.db.transaction().execute((trx) => handler().handle(trx, event));

function depositEvent(
  m: TestMember,
  amount: bigint,
  at = clock.now(),
  depositId = ref++,
): DeliveredEvent<'deposit.credited'> {
  return {
    id: eventId++,
    type: 'deposit.credited',
    aggregate: 'member',
    aggregateId: String(m.id),
    merchantId: brand.id,
    payload: {
      memberId: String(m.id),
      depositId: String(depositId),
      amount: String(amount),
      currency: 'BDT',
      creditedAt: at.toISOString(),
    },
    createdAt: at,
  };
}

function wagerEvent(
  m: TestMember,
  validBet: bigint,
  q: { at?: Date; betId?: bigint; outcome?: 'SETTLED' | 'CANCELLED' } = {},
): DeliveredEvent<'wager.settled'> {
  const at = q.at ?? clock.now();
  return {
    id: eventId++,
    type: 'wager.settled',
    aggregate: 'member',
    aggregateId: String(m.id),
    merchantId: brand.id,
    payload: {
      memberId: String(m.id),
      betId: String(q.betId ?? ref++),
      vendorCode: 'BGS',
      gameCode: 'dice',
      category: 'BGS',
      currency: 'BDT',
      stake: String(validBet),
      validBet: String(validBet),
      payout: '0',
      winLoss: String(-validBet),
      outcome: q.outcome ?? 'SETTLED',
      placedAt: at.toISOString(),
      settledAt: at.toISOString(),
    },
    createdAt: at,
  };
}

const state = (m: TestMember) =>
  t.db.selectFrom('vip_members').selectAll().where('member_id', '=', m.id).executeTakeFirst();
const rewards = (m: TestMember) =>
  t.db.selectFrom('vip_rewards').selectAll().where('member_id', '=', m.id).orderBy('level').execute();
const changes = (m: TestMember) =>
  t.db.selectFrom('vip_changes').selectAll().where('member_id', '=', m.id).orderBy('id').execute();
const vipCash = async (m: TestMember) =>
  t.db
    .selectFrom('ledger_postings as p')
    .innerJoin('ledger_transactions as x', 'x.id', 'p.transaction_id')
    .innerJoin('ledger_accounts as a', 'a.id', 'p.account_id')
    .select(['p.amount', 'x.idempotency_key'])
    .where('x.kind', '=', 'VIP_REWARD')
    .where('a.member_id', '=', m.id)
    .execute();
const levelEvents = (m: TestMember) =>
  t.db
    .selectFrom('outbox_events')
    .select('payload')
    .where('type', '=', 'vip.level_changed')
    .where('aggregate_id', '=', String(m.id))
    .orderBy('id')
    .execute();
const messages = (m: TestMember) =>
  t.db
    .selectFrom('messages')
    .select(['title', 'content'])
    .where('member_id', '=', m.id)
    .orderBy('id')
    .execute();
const status = async (m: TestMember) => ok<TVipStatus>(await send(m.headers, 'GET', e.status.path));

async function setSettings(
  over: Partial<{
    basis: 'LIFETIME' | 'ROLLING';
    rollingDays: number;
    downgrades: boolean;
    noticeDays: number;
  }>,
) {
  const current = await ok<object>(await send(owner, 'GET', a.settings.path));
  await ok(await send(owner, 'PUT', a.setSettings.path, { ...current, ...over }));
  brand = (await t.app.services.brands.findByCode('TIGER')) as Brand;
}

beforeAll(async () => {
  t = await createTestApp({ now: clock.now, env: { RATE_LIMIT_PER_MINUTE: '1000000' } });
  owner = await operatorSession(t, 'TIGER', 'owner');
  readOnly = await operatorSession(t, 'TIGER', 'read-only');
  brand = (await t.app.services.brands.findByCode('TIGER')) as Brand;
  // The demo's members and levels are the seed's; these tests write their own ladder.
  await t.db.deleteFrom('vip_members').where('merchant_id', '=', brand.id).execute();
  await ok(await send(owner, 'PUT', a.saveLevels.path, { levels: LADDER }));
  await setSettings({ basis: 'LIFETIME', downgrades: false });
});
afterAll(() => t.close());
afterEach(() => expectLedgerHealthy(t));

describe('the console', () => {
  it('reads the ladder with loyalty.view and writes it with loyalty.manage only, audited', async () => {
    const view = await ok<TAdminVipLevels>(await send(readOnly, 'GET', a.levels.path));
    expect(view.levels.map((l) => l.level)).toEqual([0, 1, 2, 3, 4]);
    expect(view.levels[2]).toMatchObject({
      validBet: '1000.00',
      withdrawalDailyLimit: '2000.00',
      rebateExtraBps: 10,
    });
    const refused = await send(readOnly, 'PUT', a.saveLevels.path, { levels: LADDER });
    expect(refused.statusCode).toBe(403);
    expect((await send({}, 'GET', a.levels.path)).statusCode).toBe(401);
    const audits = await t.db
      .selectFrom('audit_log')
      .select('action')
      .where('action', '=', 'loyalty.vip.levels')
      .execute();
    expect(audits.length).toBeGreaterThan(0);
  });

  it.each([
    ['a gap', [LADDER[0], LADDER[2]], 'level 1 is missing'],
    ['no level 0', LADDER.slice(1), 'starts at level 0'],
    [
      'falling thresholds',
      [LADDER[0], LADDER[1], { ...LADDER[2], validBet: '50' }],
      'needs less than level 1',
    ],
    [
      'equal thresholds',
      [LADDER[0], LADDER[1], { ...LADDER[2], validBet: '100', deposits: '100' }],
      'no more than',
    ],
    ['a huge multiplier', [LADDER[0], { ...LADDER[1], pointsMultiplierBps: 90_000 }], 'between ×1 and ×5'],
    [
      'a falling multiplier',
      [LADDER[0], LADDER[1], { ...LADDER[2], pointsMultiplierBps: 10_000 }],
      'lower points multiplier',
    ],
    ['a big rebate', [LADDER[0], { ...LADDER[1], rebateExtraBps: 900 }], 'at most 2%'],
    ['a bad amount', [LADDER[0], { ...LADDER[1], validBet: '1e5' }], 'not an amount'],
    [
      'a reward at 0',
      [{ ...LADDER[0], reward: { kind: 'CASH', amount: '5', wagerMultiple: 0 } }],
      'no level-up reward',
    ],
    [
      'a bonus without wagering',
      [LADDER[0], { ...LADDER[1], reward: { kind: 'BONUS', amount: '5', wagerMultiple: 0 } }],
      'wagering multiple',
    ],
  ] as const)('refuses %s with VIP_LEVEL_INVALID and the reason', async (_name, levels, reason) => {
    const res = await send(owner, 'PUT', a.saveLevels.path, { levels });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ success: false, code: 'VIP_LEVEL_INVALID' });
    expect(res.json().message).toContain(reason);
  });

  it('refuses malformed input with a 400, never a 500', async () => {
    for (const body of [
      {},
      { levels: 'x' },
      { levels: [{ level: -1 }] },
      { levels: [{ ...LADDER[0], style: 'neon' }] },
    ]) {
      const res = await send(owner, 'PUT', a.saveLevels.path, body);
      expect(res.statusCode).toBe(400);
    }
    const bad = await send(owner, 'PUT', a.setSettings.path, {
      basis: 'SOMETIMES',
      rollingDays: 3,
      downgrades: 1,
      noticeDays: 0,
    });
    expect(bad.statusCode).toBe(400);
  });

  it('changes settings.loyalty.vip only (the other loyalty parts as they were), audited', async () => {
    const before = (await t.app.services.brands.findByCode('TIGER')) as Brand;
    await setSettings({ rollingDays: 45 });
    expect(brand.settings.loyalty?.vip.rollingDays).toBe(45);
    expect(brand.settings.loyalty?.points).toEqual(before.settings.loyalty?.points);
    expect(brand.settings.loyalty?.referral).toEqual(before.settings.loyalty?.referral);
    const audit = await t.db
      .selectFrom('audit_log')
      .select('action')
      .where('action', '=', 'settings.loyalty.vip')
      .executeTakeFirst();
    expect(audit).toBeDefined();
    await setSettings({ rollingDays: 90 });
  });
});

describe('upgrades', () => {
  it('moves up at once and pays the level reward once, also when the events come twice', async () => {
    const m = await walletMember(t);
    const deposit = depositEvent(m, 10_000n);
    const wager = wagerEvent(m, 10_000n);
    await deliver(deposit);
    expect((await state(m))?.level).toBe(0);
    await deliver(wager);
    await deliver(deposit);
    await deliver(wager);
    expect(await state(m)).toMatchObject({ level: 1, valid_bet_minor: 10_000n, deposits_minor: 10_000n });
    expect((await rewards(m)).map((r) => [r.level, r.kind, r.amount])).toEqual([[1, 'CASH', 1000n]]);
    expect((await vipCash(m)).map((p) => p.amount)).toEqual([1000n]);
    expect((await levelEvents(m)).map((r) => r.payload)).toMatchObject([{ fromLevel: 0, toLevel: 1 }]);
    const inbox = await messages(m);
    expect(inbox).toHaveLength(1);
    expect(inbox[0]?.content).toContain('10.00');
  });

  it('a jump over several levels pays each passed level once, in the same transaction', async () => {
    const m = await walletMember(t);
    await deliver(depositEvent(m, 200_000n));
    await deliver(wagerEvent(m, 500_000n));
    expect((await state(m))?.level).toBe(3);
    expect((await rewards(m)).map((r) => r.level)).toEqual([1, 2, 3]);
    expect((await vipCash(m)).map((p) => p.amount).sort()).toEqual([1000n, 10_000n]);
    const grant = await t.db
      .selectFrom('bonus_grants')
      .select(['source', 'amount_minor'])
      .where('member_id', '=', m.id)
      .executeTakeFirstOrThrow();
    expect(grant).toMatchObject({ source: 'LOYALTY', amount_minor: 5000n });
    expect((await changes(m)).map((c) => [c.from_level, c.to_level, c.reason])).toEqual([[0, 3, 'UPGRADE']]);
    const s = await status(m);
    expect(s).toMatchObject({
      level: 3,
      next: { level: 4 },
      perks: { contact: 'Telegram @tiger_vip_desk', pointsMultiplierBps: 15_000 },
    });
    expect(s.rewards.map((r) => r.amount)).toEqual(['10.00', '50.00', '100.00']);
  });

  it('a POINTS reward is credited to the points ledger once', async () => {
    const m = await walletMember(t);
    await deliver(depositEvent(m, 1_000_000n));
    await deliver(wagerEvent(m, 2_000_000n));
    await deliver(wagerEvent(m, 1n));
    expect((await state(m))?.level).toBe(4);
    const entries = await t.db
      .selectFrom('points_entries')
      .select(['kind', 'delta'])
      .where('member_id', '=', m.id)
      .where('kind', '=', 'VIP')
      .execute();
    expect(entries).toEqual([{ kind: 'VIP', delta: 500n }]);
    const s = await status(m);
    expect(s).toMatchObject({ level: 4, next: null });
    expect(s.rewards.at(-1)).toMatchObject({ level: 4, kind: 'POINTS', amount: '500' });
  });

  it('parallel events of one member upgrade once and pay once', async () => {
    const m = await walletMember(t);
    await Promise.all(Array.from({ length: 6 }, () => deliver(depositEvent(m, 60_000n))));
    await Promise.all(Array.from({ length: 6 }, () => deliver(wagerEvent(m, 20_000n))));
    expect(await state(m)).toMatchObject({ level: 2, deposits_minor: 360_000n, valid_bet_minor: 120_000n });
    expect((await rewards(m)).map((r) => r.level)).toEqual([1, 2]);
    expect(await vipCash(m)).toHaveLength(1);
    expect((await changes(m)).map((c) => [c.from_level, c.to_level])).toEqual([
      [0, 1],
      [1, 2],
    ]);
    expect(
      await t.db.selectFrom('bonus_grants').select('id').where('member_id', '=', m.id).execute(),
    ).toHaveLength(1);
  });

  it('a round settled again moves only the difference; a cancelled one takes its valid bet back', async () => {
    const m = await walletMember(t);
    const betId = ref++;
    await deliver(wagerEvent(m, 50_000n, { betId }));
    await deliver(wagerEvent(m, 20_000n, { betId }));
    expect((await state(m))?.valid_bet_minor).toBe(20_000n);
    await deliver(wagerEvent(m, 20_000n, { betId, outcome: 'CANCELLED' }));
    expect((await state(m))?.valid_bet_minor).toBe(0n);
    // Upgrades never undo: a level reached stays until a review.
    expect((await state(m))?.level).toBe(0);
  });

  it('a free-play (trial) account gets no level', async () => {
    const m = await walletMember(t);
    await t.db.updateTable('members').set({ type: 4 }).where('id', '=', m.id).execute();
    await deliver(depositEvent(m, 900_000n));
    expect(await state(m)).toBeUndefined();
  });
});

describe('what the member and visitors see', () => {
  it('the ladder is public, without the contacts themselves', async () => {
    const ladder = await ok<TVipLadder>(await send({}, 'GET', e.levels.path));
    expect(ladder.levels.map((l) => l.level)).toEqual([0, 1, 2, 3, 4]);
    expect(ladder.levels[3]).toMatchObject({ hasContact: true, reward: { kind: 'CASH', amount: '100.00' } });
    expect(JSON.stringify(ladder)).not.toContain('tiger_vip_desk');
    const bn = await ok<TVipLadder>(await send({ 'accept-language': 'bn' }, 'GET', e.levels.path));
    expect(bn.levels[1]?.name).toBe('লেভেল 1');
  });

  it('the status is the member’s own: progress by the weaker measure, what is left', async () => {
    const m = await walletMember(t);
    await deliver(depositEvent(m, 30_000n));
    await deliver(wagerEvent(m, 5_000n));
    const s = await status(m);
    expect(s).toMatchObject({
      level: 0,
      validBet: '50.00',
      deposits: '300.00',
      next: {
        level: 1,
        validBet: { have: '50.00', need: '100.00', left: '50.00', bps: 5000 },
        deposits: { left: '0.00', bps: 10_000 },
        bps: 5000,
      },
      perks: { contact: null },
    });
    expect((await send({}, 'GET', e.status.path)).statusCode).toBe(401);
  });
});

describe('the perks other modules ask for', () => {
  it('points multiplier, extra rebate, daily withdrawal limit, level', async () => {
    const m = await walletMember(t, { balance: '5000' });
    await deliver(depositEvent(m, 60_000n));
    await deliver(wagerEvent(m, 100_000n));
    const vip = t.app.services.vip;
    expect(await vip.levelOf(t.db, m.id)).toBe(2);
    expect(await vip.pointsMultiplierBps(t.db, brand, m.id)).toBe(12_000);
    expect(await vip.rebateExtraBps(t.db, brand, m.id)).toBe(10);
    expect(await vip.withdrawalDailyLimit(t.db, brand, m.id)).toBe(200_000n);
    const nobody = await walletMember(t);
    expect(await vip.pointsMultiplierBps(t.db, brand, nobody.id)).toBe(10_000);
    expect(await vip.withdrawalDailyLimit(t.db, brand, nobody.id)).toBeNull();
  });
});

describe('the rolling basis', () => {
  it('counts only the window’s days', async () => {
    await setSettings({ basis: 'ROLLING', rollingDays: 7 });
    try {
      const m = await walletMember(t);
      const old = new Date(clock.now().getTime() - 10 * DAY);
      await deliver(depositEvent(m, 50_000n, old));
      await deliver(wagerEvent(m, 50_000n, { at: old }));
      expect((await state(m))?.level).toBe(0);
      expect(await status(m)).toMatchObject({ basis: 'ROLLING', validBet: '0.00', deposits: '0.00' });
      const recent = new Date(clock.now().getTime() - 2 * DAY);
      await deliver(depositEvent(m, 10_000n, recent));
      await deliver(wagerEvent(m, 10_000n, { at: recent }));
      expect((await state(m))?.level).toBe(1);
      expect(await status(m)).toMatchObject({ validBet: '100.00', deposits: '100.00' });
      // Lifetime figures keep everything.
      expect((await state(m))?.valid_bet_minor).toBe(60_000n);
    } finally {
      await setSettings({ basis: 'LIFETIME' });
    }
  });
});

describe('the console lists', () => {
  it('a level members hold cannot be removed from the ladder', async () => {
    const m = await walletMember(t);
    await deliver(depositEvent(m, 200_000n));
    await deliver(wagerEvent(m, 500_000n));
    const res = await send(owner, 'PUT', a.saveLevels.path, { levels: LADDER.slice(0, 3) });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toContain('hold level 3');
  });
  it('members per level and the recent changes', async () => {
    const members = await ok<{ list: { level: number; account: string }[]; total: number }>(
      await send(readOnly, 'GET', `${a.members.path}?level=3`),
    );
    expect(members.total).toBeGreaterThan(0);
    expect(members.list.every((m) => m.level === 3 && m.account.length > 0)).toBe(true);
    const recent = await ok<{ list: { toLevel: number; reason: string }[] }>(
      await send(readOnly, 'GET', a.changes.path),
    );
    expect(recent.list.length).toBeGreaterThan(0);
    const view = await ok<TAdminVipLevels>(await send(readOnly, 'GET', a.levels.path));
    expect(view.levels[3]?.members).toBeGreaterThan(0);
    expect(rid()).not.toBe(randomUUID());
  });
});

describe('the review (downgrades)', () => {
  it('tells members once, moves the ones still short at the review, once; rewards never paid twice', async () => {
    await setSettings({ basis: 'ROLLING', rollingDays: 7, downgrades: true, noticeDays: 7 });
    const runner = createPeriodRunner({
      db: t.db,
      jobs: vipPeriodJobs({ db: t.db, brands: t.app.services.brands, vip: t.app.services.vip }),
      clock: clock.now,
    });
    const short = await walletMember(t);
    const back = await walletMember(t);
    const nov20 = new Date('2026-11-20T06:00:00Z');
    await deliver(depositEvent(short, 60_000n, nov20));
    await deliver(wagerEvent(short, 100_000n, { at: nov20 }));
    await deliver(depositEvent(back, 10_000n, nov20));
    await deliver(wagerEvent(back, 10_000n, { at: nov20 }));
    expect((await state(short))?.level).toBe(2);
    expect((await state(back))?.level).toBe(1);
    const before = (await messages(short)).length;

    // Friday 28 November: the 27th's window (21st–27th) no longer holds the level.
    clock.advance(Date.parse('2026-11-28T00:00:00Z') - clock.now().getTime());
    await runner.tick();
    await runner.tick();
    expect(await state(short)).toMatchObject({ level: 2, notice_review: '2026-11', notice_level: 0 });
    expect(await messages(short)).toHaveLength(before + 1);
    // (Sessions are in real time; the clock has moved on: the status is read from the service.)
    expect((await t.app.services.vip.status(brand, 'en', short.id)).notice).toEqual({
      toLevel: 0,
      reviewAt: '2026-11-30T18:00:00.000Z',
    });
    expect((await state(back))?.notice_review).toBe('2026-11');

    // The other plays again in time: the notice is gone, the level kept.
    const nov29 = new Date('2026-11-28T06:00:00Z');
    await deliver(depositEvent(back, 10_000n, nov29));
    await deliver(wagerEvent(back, 10_000n, { at: nov29 }));
    expect(await state(back)).toMatchObject({ level: 1, notice_review: null });

    // 1 December: the review of November.
    clock.advance(Date.parse('2026-12-01T00:30:00Z') - clock.now().getTime());
    await runner.tick();
    await runner.tick();
    expect(await state(short)).toMatchObject({ level: 0, notice_review: null });
    expect((await changes(short)).map((c) => [c.from_level, c.to_level, c.reason])).toEqual([
      [0, 2, 'UPGRADE'],
      [2, 0, 'REVIEW'],
    ]);
    expect((await levelEvents(short)).map((r) => r.payload)).toMatchObject([
      { fromLevel: 0, toLevel: 2 },
      { fromLevel: 2, toLevel: 0 },
    ]);
    expect(await messages(short)).toHaveLength(before + 2);
    expect((await state(back))?.level).toBe(1);
    const runs = await t.db
      .selectFrom('period_runs')
      .select(['job', 'period'])
      .where('job', '=', 'vip-review')
      .where('merchant_id', '=', brand.id)
      .execute();
    expect(runs.map((r) => r.period)).toEqual(['2026-11']);

    // Climbing back: upgraded at once, no reward paid a second time.
    await deliver(depositEvent(short, 60_000n));
    await deliver(wagerEvent(short, 100_000n));
    expect((await state(short))?.level).toBe(2);
    expect((await rewards(short)).map((r) => r.level)).toEqual([1, 2]);
    expect(await vipCash(short)).toHaveLength(1);
  });
});
