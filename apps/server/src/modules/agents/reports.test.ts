import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import type { Brand } from '../brands/brand.ts';
import { post } from '../ledger/ledger.ts';
import { type TeamScope, teamScopeOf } from '../member/members.ts';
import { periodsOf, teamFigures, teamOverview } from './team-figures.service.ts';

/**
 * The agent centre's figures and reports (issue 16; ADR 0034) over a small tree written with known
 * times in May 2031 (far from the seed's rows), seen from GMT+06:00. The agent A has a member m1
 * and a sub-agent S whose members are m2 and m3; agent B (another branch) has x1. A's own bets,
 * x1's, open and cancelled bets, failed deposits and refunded withdrawals never count.
 *
 * In A's clock (UTC+6) "now" is Thursday 2031-05-15 02:00, so today began at 2031-05-14T18:00Z;
 * the week began on Monday 2031-05-12 and the month on 2031-05-01.
 */
const NOW = new Date('2031-05-14T20:00:00Z');
const OFFSET = 360;
let t: TestApp;
let brand: Brand;
let scope: TeamScope;
const ids: Record<string, bigint> = {};
const accounts: Record<string, string> = {};
let methodId: bigint;

beforeAll(async () => {
  t = await createTestApp({ env: { RATE_LIMIT_PER_MINUTE: '1000000' }, now: () => NOW });
  const found = await t.app.services.brands.findByCode('TIGER');
  if (!found) throw new Error('no TIGER');
  brand = found;
  methodId = (
    await t.db
      .selectFrom('payment_methods')
      .select('id')
      .where('merchant_id', '=', brand.id)
      .orderBy('id')
      .executeTakeFirstOrThrow()
  ).id;

  const member = async (key: string, parent: string | null, type: number, createdAt: string) => {
    const account = `tf${key}${randomUUID().slice(0, 6)}`.toLowerCase();
    const row = await t.db
      .insertInto('members')
      .values({
        merchant_id: brand.id,
        account,
        type,
        password_hash: 'unused',
        referral_code: `R${randomUUID().slice(0, 10).toUpperCase()}`,
        register_method: 'TEST',
        parent_id: parent === null ? null : (ids[parent] as bigint),
        created_at: new Date(createdAt),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    ids[key] = row.id;
    accounts[key] = account;
  };
  await member('A', null, 1, '2031-01-01T00:00:00Z');
  await member('B', null, 1, '2031-01-01T00:00:00Z');
  // m1 registered yesterday (23:59 local), S last week, m2 today at 00:00 local, m3 on Monday;
  // the trial account is no registration; x1 is B's.
  await member('m1', 'A', 0, '2031-05-14T17:59:00Z');
  await member('S', 'A', 2, '2031-05-05T10:00:00Z');
  await member('m2', 'S', 0, '2031-05-14T18:00:00Z');
  await member('m3', 'S', 0, '2031-05-11T18:30:00Z');
  await member('trial', 'A', 4, '2031-05-14T19:00:00Z');
  await member('x1', 'B', 0, '2031-05-14T19:00:00Z');

  let n = 0;
  const bet = async (
    key: string,
    settledAt: string,
    stake: bigint,
    payout: bigint,
    status: 'SETTLED' | 'OPEN' | 'CANCELLED' = 'SETTLED',
    extra: { vendor?: string; category?: string } = {},
  ) => {
    n += 1;
    await t.db
      .insertInto('bets')
      .values({
        merchant_id: brand.id,
        member_id: ids[key] as bigint,
        vendor_code: extra.vendor ?? 'SIM',
        game_code: 'g1',
        game_name: 'Game One',
        category: extra.category ?? 'SLOT',
        external_id: `tf-${n}-${randomUUID()}`,
        stake,
        valid_bet: status === 'SETTLED' ? stake : 0n,
        payout,
        status,
        placed_at: new Date(Date.parse(settledAt) - 60_000),
        settled_at: status === 'SETTLED' ? new Date(settledAt) : null,
      })
      .execute();
  };
  // Today (local 2031-05-15): m1 loses 100 at 01:00, m2 loses 100 at exactly 00:00, S wins 30.
  await bet('m1', '2031-05-14T19:00:00Z', 100_00n, 0n);
  await bet('m2', '2031-05-14T18:00:00Z', 200_00n, 100_00n, 'SETTLED', { vendor: 'EVO', category: 'LIVE' });
  await bet('S', '2031-05-14T19:30:00Z', 10_00n, 40_00n);
  // Yesterday (local 2031-05-14, its last second): m1 wins 100.
  await bet('m1', '2031-05-14T17:59:59Z', 50_00n, 150_00n);
  // Monday (local 2031-05-12 00:30): m3 loses 20; Sunday (local 2031-05-11): m3 loses 5 (month only).
  await bet('m3', '2031-05-11T18:30:00Z', 20_00n, 0n);
  await bet('m3', '2031-05-11T17:30:00Z', 5_00n, 0n);
  // April (local 2031-04-30 23:00): in the series, not in the month.
  await bet('m1', '2031-04-30T17:00:00Z', 7_00n, 0n);
  // Never counted: A's own, B's branch, open and cancelled.
  await bet('A', '2031-05-14T19:00:00Z', 1000_00n, 0n);
  await bet('x1', '2031-05-14T19:00:00Z', 1000_00n, 0n);
  await bet('m1', '2031-05-14T19:10:00Z', 300_00n, 0n, 'OPEN');
  await bet('m1', '2031-05-14T19:20:00Z', 400_00n, 0n, 'CANCELLED');

  const deposit = async (
    key: string,
    amount: bigint,
    at: string,
    status: 'CREDITED' | 'FAILED' = 'CREDITED',
  ) => {
    await t.db
      .insertInto('deposits')
      .values({
        merchant_id: brand.id,
        member_id: ids[key] as bigint,
        method_id: methodId,
        amount,
        currency: brand.currency,
        status,
        request_id: randomUUID(),
        created_at: new Date(Date.parse(at) - 60_000),
        completed_at: new Date(at),
      })
      .execute();
  };
  // m1's first deposit yesterday, another today; m2's first today; m3's first in April; a failed
  // one and A's and x1's never count.
  await deposit('m1', 100_00n, '2031-05-14T12:00:00Z');
  await deposit('m1', 50_00n, '2031-05-14T18:30:00Z');
  await deposit('m2', 300_00n, '2031-05-14T19:00:00Z');
  await deposit('m3', 40_00n, '2031-04-20T10:00:00Z');
  await deposit('m3', 60_00n, '2031-05-12T10:00:00Z');
  await deposit('m2', 999_00n, '2031-05-14T19:00:00Z', 'FAILED');
  await deposit('A', 500_00n, '2031-05-14T19:00:00Z');
  await deposit('x1', 500_00n, '2031-05-14T19:00:00Z');

  const bankAccount = async (key: string) =>
    (
      await t.db
        .insertInto('member_bank_accounts')
        .values({
          merchant_id: brand.id,
          member_id: ids[key] as bigint,
          bank_name: 'Test Bank',
          account_number_sealed: 'sealed',
          account_number_hash: randomUUID(),
          account_number_last4: '1234',
          account_name: 'Test',
        })
        .returning('id')
        .executeTakeFirstOrThrow()
    ).id;
  const withdrawal = async (
    key: string,
    amount: bigint,
    at: string,
    status: 'PAID' | 'REFUNDED' | 'PENDING' = 'PAID',
  ) => {
    await t.db
      .insertInto('withdrawals')
      .values({
        merchant_id: brand.id,
        member_id: ids[key] as bigint,
        bank_account_id: await bankAccount(key),
        amount,
        currency: brand.currency,
        status,
        request_id: randomUUID(),
        created_at: new Date(Date.parse(at) - 3_600_000),
        decided_at: status === 'PENDING' ? null : new Date(at),
      })
      .execute();
  };
  // m3 paid today (local 01:00) and on Monday; a refunded and a pending one never count.
  await withdrawal('m3', 80_00n, '2031-05-14T19:00:00Z');
  await withdrawal('m3', 20_00n, '2031-05-12T03:00:00Z');
  await withdrawal('m1', 70_00n, '2031-05-14T19:00:00Z', 'REFUNDED');
  await withdrawal('m1', 10_00n, '2031-05-14T19:30:00Z', 'PENDING');

  const found2 = await teamScopeOf(t.db, brand.id, ids.A as bigint);
  if (!found2) throw new Error('no scope');
  scope = found2;
});

afterAll(async () => {
  await t?.close();
});

describe('periods of a clock', () => {
  it('starts the week on Monday and the month on the 1st, in the agent clock', () => {
    expect(periodsOf(NOW, OFFSET)).toEqual({
      today: { from: '2031-05-15', to: '2031-05-15' },
      yesterday: { from: '2031-05-14', to: '2031-05-14' },
      thisWeek: { from: '2031-05-12', to: '2031-05-15' },
      thisMonth: { from: '2031-05-01', to: '2031-05-15' },
    });
    // In UTC it is still Wednesday the 14th; on a Monday the week is that day.
    expect(periodsOf(NOW, 0).today.from).toBe('2031-05-14');
    expect(periodsOf(new Date('2031-05-12T10:00:00Z'), 0).thisWeek).toEqual({
      from: '2031-05-12',
      to: '2031-05-12',
    });
    expect(periodsOf(new Date('2031-05-11T10:00:00Z'), 0).thisWeek.from).toBe('2031-05-05');
  });
});

describe('team overview figures', () => {
  it('answers every figure of every period for the team under the agent', async () => {
    const overview = await teamOverview({ db: t.db, brand }, scope, {
      utcOffset: OFFSET,
      days: 30,
      now: NOW,
    });
    expect(overview.teamSize).toBe(5); // m1, S, m2, m3, trial
    expect(overview.directDownline).toBe(3); // m1, S, trial
    expect(overview.agents).toBe(1); // S
    expect(overview.currency).toBe(brand.currency);
    expect(overview.periods.today).toEqual({
      newMembers: 1, // m2 (00:00 local); the trial account is none
      firstDeposits: 1, // m2's; m1's today is its second
      firstDepositAmount: '300.00',
      activeMembers: 3, // m1, m2, S
      depositCount: 2,
      deposits: '350.00',
      withdrawalCount: 1,
      withdrawals: '80.00',
      betCount: 3,
      validBet: '310.00',
      profitLoss: '-170.00',
    });
    expect(overview.periods.yesterday).toEqual({
      newMembers: 1, // m1 at 23:59 local
      firstDeposits: 1,
      firstDepositAmount: '100.00',
      activeMembers: 1,
      depositCount: 1,
      deposits: '100.00',
      withdrawalCount: 0,
      withdrawals: '0.00',
      betCount: 1,
      validBet: '50.00',
      profitLoss: '100.00',
    });
    expect(overview.periods.thisWeek).toEqual({
      newMembers: 3, // m1, m2 and m3 (Monday 00:30 local, Sunday in UTC)
      firstDeposits: 2,
      firstDepositAmount: '400.00',
      activeMembers: 4, // m1, m2, m3 (Monday), S
      depositCount: 4,
      deposits: '510.00',
      withdrawalCount: 2,
      withdrawals: '100.00',
      betCount: 5,
      validBet: '380.00',
      profitLoss: '-90.00',
    });
    expect(overview.periods.thisMonth).toEqual({
      newMembers: 4, // S, m3, m1, m2
      firstDeposits: 2, // m3's first was in April
      firstDepositAmount: '400.00',
      activeMembers: 4,
      depositCount: 4,
      deposits: '510.00',
      withdrawalCount: 2,
      withdrawals: '100.00',
      betCount: 6,
      validBet: '385.00',
      profitLoss: '-95.00',
    });
    expect(overview.series).toHaveLength(30);
    expect(overview.series[0]?.day).toBe('2031-04-16');
    expect(overview.series.at(-1)?.day).toBe('2031-05-15');
    const day = (d: string) => overview.series.find((s) => s.day === d);
    expect(day('2031-04-30')).toMatchObject({ betCount: 1, validBet: '7.00', activeMembers: 1 });
    expect(day('2031-04-20')).toMatchObject({ depositCount: 1, firstDeposits: 1, deposits: '40.00' });
    expect(day('2031-05-11')).toMatchObject({ betCount: 1, profitLoss: '-5.00', newMembers: 0 });
    expect(day('2031-05-12')).toMatchObject({ betCount: 1, newMembers: 1, withdrawals: '20.00' });
    expect(day('2031-05-15')).toEqual({ day: '2031-05-15', ...overview.periods.today });
    expect(day('2031-05-01')).toMatchObject({ betCount: 0, deposits: '0.00', activeMembers: 0 });
  });

  it("a sub-agent's team is its own subtree; in UTC the days fall elsewhere", async () => {
    const sub = (await teamScopeOf(t.db, brand.id, ids.S as bigint)) as TeamScope;
    const overview = await teamOverview({ db: t.db, brand }, sub, { utcOffset: 0, days: 7, now: NOW });
    expect(overview).toMatchObject({ teamSize: 2, directDownline: 2, agents: 0 });
    expect(overview.series).toHaveLength(7);
    // UTC today is 2031-05-14: m2's bet (18:00Z) and m3's withdrawal (19:00Z) are today.
    expect(overview.periods.today).toMatchObject({
      betCount: 1,
      activeMembers: 1,
      profitLoss: '-100.00',
      newMembers: 1,
      withdrawals: '80.00',
    });
    // UTC 2031-05-11 holds both of m3's bets (17:30Z and 18:30Z), last week.
    expect(overview.series.find((s) => s.day === '2031-05-11')).toMatchObject({
      betCount: 2,
      activeMembers: 1,
    });
    expect(overview.periods.thisWeek).toMatchObject({ betCount: 1, activeMembers: 1 });
  });

  it('one member over a period (the team-member summary)', async () => {
    const m1 = { merchantId: brand.id, memberId: ids.m1 as bigint };
    const lifetime = await teamFigures({ db: t.db, brand }, m1, { from: new Date(0), to: NOW });
    expect(lifetime).toEqual({
      newMembers: 1,
      firstDeposits: 1,
      firstDepositAmount: '100.00',
      activeMembers: 1,
      depositCount: 2,
      deposits: '150.00',
      withdrawalCount: 0,
      withdrawals: '0.00',
      betCount: 3,
      validBet: '157.00',
      profitLoss: '-7.00',
    });
    const team = await teamFigures({ db: t.db, brand }, scope, {
      from: new Date('2031-05-14T18:00:00Z'),
      to: NOW,
    });
    expect(team).toMatchObject({ activeMembers: 3, betCount: 3, profitLoss: '-170.00' });
  });
});

describe('agent centre report endpoints', () => {
  const headersOf = async (key: string) => {
    // Passwords age in the app's clock (2031): this one was just changed.
    await t.db
      .updateTable('members')
      .set({ password_changed_at: NOW })
      .where('id', '=', ids[key] as bigint)
      .execute();
    const { token } = await t.app.services.sessions.create(brand, ids[key] as bigint, {
      ip: '127.0.0.1',
      userAgent: 'test',
    });
    return { authorization: `Bearer ${token}`, 'x-merchant': 'TIGER' };
  };
  let agentA: Record<string, string>;
  const get = async (url: string, headers = agentA) => t.app.inject({ method: 'GET', url, headers });
  // May 2031 in A's clock.
  const MAY = 'from=2031-04-30T18:00:00.000Z&to=2031-05-31T17:59:59.999Z';

  beforeAll(async () => {
    agentA = await headersOf('A');
    const operatorId = (
      await t.db.selectFrom('operators').select('id').orderBy('id').executeTakeFirstOrThrow()
    ).id;
    const journal = async (key: string, kind: string, memberKey: string, amount: bigint) =>
      (
        await post(t.db, {
          merchantId: brand.id,
          currency: brand.currency,
          kind,
          idempotencyKey: `${key}-${randomUUID()}`,
          postings: [
            { account: { merchantId: brand.id, kind: 'HOUSE' }, amount: -amount },
            { account: { merchantId: brand.id, kind: 'MAIN', memberId: ids[memberKey] as bigint }, amount },
          ],
        })
      ).transactionId;
    // An applied credit to m2 on Tuesday, a rejected one that never counts.
    const adjustment = async (status: 'APPLIED' | 'REJECTED', at: string) =>
      t.db
        .insertInto('balance_adjustments')
        .values({
          merchant_id: brand.id,
          member_id: ids.m2 as bigint,
          direction: 'CREDIT',
          amount: 15_00n,
          currency: brand.currency,
          reason_code: 'GOODWILL',
          note: 'test',
          idempotency_key: randomUUID(),
          status,
          proposed_by: operatorId,
          proposed_at: new Date(at),
          decided_at: new Date(at),
          ledger_transaction_id:
            status === 'APPLIED' ? await journal('adj', 'ADJUSTMENT', 'm2', 15_00n) : null,
        })
        .execute();
    await adjustment('APPLIED', '2031-05-13T10:00:00Z');
    await adjustment('REJECTED', '2031-05-13T11:00:00Z');
    // A sends 25 to m1 (today); B sends to x1 (never listed).
    const transfer = async (fromKey: string, toKey: string, amount: bigint, at: string) =>
      t.db
        .insertInto('agent_transfers')
        .values({
          merchant_id: brand.id,
          from_member_id: ids[fromKey] as bigint,
          to_member_id: ids[toKey] as bigint,
          relation: 'DOWNLINE',
          amount,
          currency: brand.currency,
          remark: null,
          ledger_transaction_id: await journal('tr', 'AGENT_TRANSFER', toKey, amount),
          request_id: randomUUID(),
          created_at: new Date(at),
        })
        .execute();
    await transfer('A', 'm1', 25_00n, '2031-05-14T19:40:00Z');
    await transfer('B', 'x1', 25_00n, '2031-05-14T19:40:00Z');
    // Income: a commission to A now (the journal's clock is the database's); one to S is not A's.
    await journal('inc', 'AGENT_COMMISSION', 'A', 12_34n);
    await journal('inc', 'AGENT_DIVIDEND', 'S', 99_00n);
  });

  it('refuses members and answers the overview to the agent', async () => {
    expect((await get('/wps/agent/overview', await headersOf('m1'))).statusCode).toBe(403);
    const res = await get('/wps/agent/overview?utcOffset=360&days=7');
    expect(res.statusCode).toBe(200);
    const value = res.json().value;
    expect(value.teamSize).toBe(5);
    expect(value.series).toHaveLength(7);
    expect(value.periods.today).toMatchObject({
      activeMembers: 3,
      profitLoss: '-170.00',
      deposits: '350.00',
    });
    for (const bad of ['utcOffset=900', 'utcOffset=abc', 'days=6', 'days=93', 'nope=1']) {
      expect((await get(`/wps/agent/overview?${bad}`)).statusCode).toBe(400);
    }
  });

  it("team betting: the team's bets, filters, paging and totals", async () => {
    const res = await get(`/wps/agent/reports/bets?${MAY}&pageSize=3`);
    expect(res.statusCode).toBe(200);
    const page = res.json().value;
    // m1 ×4 (one open, one cancelled; April's is outside), m2, S, m3 ×2: not A's, not x1's.
    expect(page.total).toBe(8);
    expect(page.list).toHaveLength(3);
    expect(page.totals).toEqual({
      betCount: 7,
      stake: '685.00',
      validBet: '385.00',
      payout: '290.00',
      profitLoss: '-95.00',
    });
    const accountsSeen = new Set<string>();
    for (let pageNo = 1; pageNo <= 3; pageNo += 1) {
      const p = (await get(`/wps/agent/reports/bets?${MAY}&pageSize=3&pageNo=${pageNo}`)).json().value;
      for (const b of p.list) accountsSeen.add(b.account);
    }
    expect([...accountsSeen].sort()).toEqual([accounts.S, accounts.m1, accounts.m2, accounts.m3].sort());
    const newest = page.list[0];
    expect(newest).toMatchObject({
      account: accounts.S,
      status: 'SETTLED',
      profitLoss: '30.00',
      stake: '10.00',
    });

    const live = (await get(`/wps/agent/reports/bets?${MAY}&category=LIVE&vendor=EVO`)).json().value;
    expect(live.total).toBe(1);
    expect(live.list[0]).toMatchObject({ account: accounts.m2, vendorCode: 'EVO', category: 'LIVE' });
    const m1 = (await get(`/wps/agent/reports/bets?${MAY}&account=${accounts.m1?.toUpperCase()}`)).json()
      .value;
    // m1's four bets: the open one counts in the totals but has no result, the cancelled one neither.
    expect(m1.total).toBe(4);
    expect(m1.totals).toMatchObject({ betCount: 3, stake: '450.00', profitLoss: '0.00' });
    // Another branch's account and my own are not in my team: nothing.
    for (const other of [accounts.x1, accounts.A]) {
      const none = (await get(`/wps/agent/reports/bets?${MAY}&account=${other}`)).json().value;
      expect(none).toMatchObject({ total: 0, list: [], totals: { betCount: 0, stake: '0.00' } });
    }
    expect((await get(`/wps/agent/reports/bets?${MAY}&category=live`)).statusCode).toBe(400);
    const tooLong = 'from=2031-01-01T00:00:00.000Z&to=2031-05-31T00:00:00.000Z';
    expect((await get(`/wps/agent/reports/bets?${tooLong}`)).statusCode).toBe(400);
  });

  it('user loss: per member with activity, sorted, paged, with totals', async () => {
    const res = await get(`/wps/agent/reports/profit-loss?${MAY}`);
    expect(res.statusCode).toBe(200);
    const page = res.json().value;
    // Default: profit/loss ascending (the biggest losers first).
    expect(page.list.map((r: { account: string }) => r.account)).toEqual([
      accounts.m2,
      accounts.m3,
      accounts.m1,
      accounts.S,
    ]);
    expect(page.list[0]).toEqual({
      id: String(ids.m2),
      account: accounts.m2,
      nickname: null,
      level: 2,
      isAgent: false,
      betCount: 1,
      validBet: '200.00',
      profitLoss: '-100.00',
      deposits: '300.00',
      withdrawals: '0.00',
    });
    expect(page.list[3]).toMatchObject({ account: accounts.S, level: 1, isAgent: true, profitLoss: '30.00' });
    expect(page.list[1]).toMatchObject({ withdrawals: '100.00', deposits: '60.00', betCount: 2 });
    expect(page.totals).toEqual({
      members: 4,
      betCount: 6,
      validBet: '385.00',
      profitLoss: '-95.00',
      deposits: '510.00',
      withdrawals: '100.00',
    });
    const byDeposits = (
      await get(`/wps/agent/reports/profit-loss?${MAY}&sort=deposits&order=desc&pageSize=2`)
    ).json().value;
    expect(byDeposits.list.map((r: { account: string }) => r.account)).toEqual([accounts.m2, accounts.m1]);
    expect(byDeposits).toMatchObject({ total: 4, totalPages: 2 });
    const second = (
      await get(`/wps/agent/reports/profit-loss?${MAY}&sort=deposits&order=desc&pageSize=2&pageNo=2`)
    ).json().value;
    expect(second.list.map((r: { account: string }) => r.account)).toEqual([accounts.m3, accounts.S]);
    const byAccount = (await get(`/wps/agent/reports/profit-loss?${MAY}&sort=account`)).json().value;
    const names = byAccount.list.map((r: { account: string }) => r.account);
    expect(names).toEqual([...names].sort());
    const one = (await get(`/wps/agent/reports/profit-loss?${MAY}&account=${accounts.m3}`)).json().value;
    expect(one.totals).toMatchObject({ members: 1, withdrawals: '100.00' });
    const none = (await get(`/wps/agent/reports/profit-loss?${MAY}&account=${accounts.x1}`)).json().value;
    expect(none).toMatchObject({ total: 0, totals: { members: 0, profitLoss: '0.00' } });
    for (const bad of ['sort=balance', 'order=up', 'pageSize=500']) {
      const r = await get(`/wps/agent/reports/profit-loss?${MAY}&${bad}`);
      expect(r.statusCode).toBe(400);
      expect(r.json().code).toBe('VALIDATION_ERROR');
    }
    expect(
      (await get('/wps/agent/reports/profit-loss?from=2031-05-02T00:00:00Z&to=2031-05-01T00:00:00Z'))
        .statusCode,
    ).toBe(400);
  });

  it('my income: the income kinds credited to me, per day of my clock', async () => {
    const now = Date.now();
    const from = new Date(now - 86_400_000).toISOString();
    const to = new Date(now + 86_400_000).toISOString();
    const res = await get(`/wps/agent/reports/income?from=${from}&to=${to}&utcOffset=360`);
    expect(res.statusCode).toBe(200);
    const value = res.json().value;
    const today = new Date(now + 360 * 60_000).toISOString().slice(0, 10);
    expect(value.days).toEqual([{ day: today, kind: 'COMMISSION', amount: '12.34' }]);
    expect(value.total).toBe('12.34');
    expect(value.totals).toHaveLength(5);
    expect(value.totals.find((x: { kind: string }) => x.kind === 'DIVIDEND')).toEqual({
      kind: 'DIVIDEND',
      amount: '0.00',
    });
    const may = (await get(`/wps/agent/reports/income?${MAY}`)).json().value;
    expect(may).toMatchObject({ days: [], total: '0.00' });
  });

  it("account details: the team's deposits, withdrawals, transfers and adjustments, newest first", async () => {
    const res = await get(`/wps/agent/reports/transactions?${MAY}&pageSize=50`);
    expect(res.statusCode).toBe(200);
    const page = res.json().value;
    const kinds = page.list.map((r: { kind: string }) => r.kind);
    // Deposits: m1 ×2, m2 ×2 (one failed), m3 (May); withdrawals: m3 ×2, m1 ×2; the transfer to
    // m1; m2's applied adjustment. Not A's, not x1's, not April's.
    expect(page.total).toBe(11);
    expect(kinds.filter((k: string) => k === 'DEPOSIT')).toHaveLength(5);
    expect(kinds.filter((k: string) => k === 'WITHDRAWAL')).toHaveLength(4);
    expect(kinds.filter((k: string) => k === 'TRANSFER')).toHaveLength(1);
    expect(kinds.filter((k: string) => k === 'ADJUSTMENT')).toHaveLength(1);
    const at = page.list.map((r: { at: string }) => r.at);
    expect(at).toEqual([...at].sort().reverse());
    expect(page.list.find((r: { kind: string }) => r.kind === 'TRANSFER')).toMatchObject({
      account: accounts.m1,
      amount: '25.00',
      detail: accounts.A,
    });
    expect(page.list.find((r: { kind: string }) => r.kind === 'ADJUSTMENT')).toMatchObject({
      account: accounts.m2,
      amount: '15.00',
      status: 'APPLIED',
      detail: 'GOODWILL',
    });
    expect(page.list.find((r: { kind: string; status: string }) => r.status === 'FAILED')).toMatchObject({
      kind: 'DEPOSIT',
      amount: '999.00',
    });
    const withdrawal = page.list.find((r: { kind: string }) => r.kind === 'WITHDRAWAL');
    expect(withdrawal.amount.startsWith('-')).toBe(true);
    // Pages of the merge are the same rows in the same order.
    const pieces = [];
    for (let pageNo = 1; pageNo <= 4; pageNo += 1) {
      const p = (await get(`/wps/agent/reports/transactions?${MAY}&pageSize=3&pageNo=${pageNo}`)).json()
        .value;
      expect(p.total).toBe(11);
      pieces.push(...p.list);
    }
    expect(pieces).toEqual(page.list);
    const onlyWithdrawals = (await get(`/wps/agent/reports/transactions?${MAY}&kind=WITHDRAWAL`)).json()
      .value;
    expect(onlyWithdrawals.total).toBe(4);
    const m1 = (await get(`/wps/agent/reports/transactions?${MAY}&account=${accounts.m1}`)).json().value;
    expect(m1.total).toBe(5);
    const none = (await get(`/wps/agent/reports/transactions?${MAY}&account=${accounts.x1}`)).json().value;
    expect(none.total).toBe(0);
    expect((await get(`/wps/agent/reports/transactions?${MAY}&kind=BET`)).statusCode).toBe(400);
  });
});
