import { randomUUID } from 'node:crypto';
import {
  type ContractPeriod,
  DEFAULT_CONTRACT_SETTINGS,
  MEMBER_TYPE,
  type TContractSettings,
} from '@portal/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { memberChannel } from '../../platform/events.ts';
import type { DeliveredEvent } from '../../platform/outbox/index.ts';
import { createPeriodRunner, type Period, periodAt } from '../../platform/period-jobs/index.ts';
import { eventsOf } from '../../test/events.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { operatorSession } from '../../test/wallet.ts';
import type { Brand } from '../brands/brand.ts';
import { balanceOf } from '../ledger/ledger.ts';
import { BillService } from './bills.service.ts';
import { billSubscribers } from './bills.subscribers.ts';
import { periodSpecOf } from './contract-periods.ts';
import { createSettlementPeriodJobs } from './settlement.jobs.ts';
import { settleContractPeriod } from './settlement.ts';

/**
 * Contract bills through the API (issue 17; ADR 0038): an agent's received and paid bills with the
 * level difference, the scope (nobody reads another branch's bill), collecting, the console's
 * approval and denial (permission and audit), the runs, a rerun's correction bills, the live
 * event and "my income". Periods in 2034, far from the demo data; brand TIGER, GMT+6.
 */
let t: TestApp;
let brand: Brand;
let finance: Record<string, string>;
let support: Record<string, string>;
const OFFSET = 360;
const major = (n: number) => BigInt(Math.round(n * 100));

interface Node {
  id: bigint;
  account: string;
  headers: Record<string, string>;
}

beforeAll(async () => {
  t = await createTestApp();
  const found = await t.app.services.brands.findByCode('TIGER');
  if (!found) throw new Error('no TIGER');
  brand = found;
  finance = await operatorSession(t, 'TIGER', 'finance');
  support = await operatorSession(t, 'TIGER', 'support');
});

afterAll(async () => {
  await t?.close();
});

let counter = 0;
async function node(type: number, parent: Node | null): Promise<Node> {
  counter += 1;
  const account = `bt${randomUUID().slice(0, 6)}${counter}`;
  const row = await t.db
    .insertInto('members')
    .values({
      merchant_id: brand.id,
      account,
      type,
      password_hash: 'unused',
      referral_code: `B${randomUUID().slice(0, 10).toUpperCase()}`,
      parent_id: parent?.id ?? null,
      register_method: 'TEST',
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const { token } = await t.app.services.sessions.create(brand, row.id, {
    ip: '127.0.0.1',
    userAgent: 'test',
  });
  return { id: row.id, account, headers: { authorization: `Bearer ${token}`, 'x-merchant': 'TIGER' } };
}

async function contract(agent: Node, upline: Node | null, tiers: [bigint, number][]): Promise<bigint> {
  const row = await t.db
    .insertInto('agent_contracts')
    .values({
      merchant_id: brand.id,
      type: 'DAILY_SALARY',
      period: 'D',
      mode: 'FIXED',
      upline_id: upline?.id ?? null,
      agent_id: agent.id,
      tiers: JSON.stringify(
        tiers.map(([threshold, rateBps]) => ({
          threshold: String(threshold),
          minValidBet: '0',
          activeMembers: 0,
          rateBps,
        })),
        // biome-ignore lint/suspicious/noExplicitAny: jsonb written as its JSON text
      ) as any,
      state: 'VALID',
      offer_expires_at: new Date('2030-01-08T00:00:00Z'),
      decided_at: new Date('2030-01-01T00:00:00Z'),
      effective_from: new Date('2030-01-01T00:00:00Z'),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

let betN = 0;
async function bet(member: Node, at: Date, stake: bigint, payout: bigint): Promise<string> {
  betN += 1;
  const externalId = `bt-${betN}-${randomUUID()}`;
  await t.db
    .insertInto('bets')
    .values({
      merchant_id: brand.id,
      member_id: member.id,
      vendor_code: 'SIM',
      game_code: 'g',
      game_name: 'G',
      category: 'SLOT',
      external_id: externalId,
      stake,
      valid_bet: stake,
      payout,
      status: 'SETTLED',
      placed_at: new Date(at.getTime() - 1000),
      settled_at: at,
    })
    .execute();
  return externalId;
}

const day = (iso: string, kind: ContractPeriod = 'D'): Period =>
  periodAt(periodSpecOf(kind), OFFSET, new Date(iso));
const inside = (p: Period) => new Date(p.start.getTime() + 60_000);
const settings = (change: Partial<TContractSettings> = {}): Brand => ({
  ...brand,
  settings: {
    ...brand.settings,
    contracts: { ...DEFAULT_CONTRACT_SETTINGS, approvalThresholdMinor: 0, ...change },
  },
});
const settle = (p: Period, change: Partial<TContractSettings> = {}) =>
  settleContractPeriod(t.db, { brand: settings(change), type: 'DAILY_SALARY', period: 'D', window: p });

interface Answer {
  status: number;
  code: string;
  // biome-ignore lint/suspicious/noExplicitAny: answers are read loosely in tests
  value: any;
}
async function call(headers: Record<string, string>, method: 'GET' | 'POST', url: string, payload?: unknown) {
  const res = await t.app.inject({
    method,
    url,
    headers: { 'x-merchant': 'TIGER', ...headers },
    ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
  });
  const body = res.json();
  return { status: res.statusCode, code: body.code, value: body.value } as Answer;
}
const billsUrl = (p: Period, side: 'RECEIVED' | 'PAID') =>
  `/wps/agent/contracts/bills?type=DAILY_SALARY&side=${side}&from=${encodeURIComponent(
    new Date(p.start.getTime() - 1000).toISOString(),
  )}&to=${encodeURIComponent(p.end.toISOString())}`;

function billOf(contractId: bigint) {
  return t.db
    .selectFrom('agent_contract_bills')
    .selectAll()
    .where('contract_id', '=', contractId)
    .orderBy('period_start')
    .orderBy('revision')
    .execute();
}

describe('an agent’s bills', () => {
  it('shows the bills I receive and those I pay my downline, with the level difference, and one bill in full', async () => {
    const p = day('2034-01-10T06:00:00Z');
    const top = await node(MEMBER_TYPE.AGENT, null);
    const sub = await node(MEMBER_TYPE.AGENT_SUB, top);
    const m1 = await node(MEMBER_TYPE.MEMBER, top);
    const m2 = await node(MEMBER_TYPE.MEMBER, sub);
    await contract(top, null, [[0n, 200]]);
    await contract(sub, top, [[0n, 100]]);
    await bet(m1, inside(p), major(4_000), 0n);
    await bet(m2, inside(p), major(6_000), major(6_000));
    await settle(p);

    const received = await call(top.headers, 'GET', billsUrl(p, 'RECEIVED'));
    expect(received.status).toBe(200);
    expect(received.value.list).toHaveLength(1);
    expect(received.value.list[0]).toMatchObject({
      period: p.key,
      payer: null,
      agent: { account: top.account },
      gross: '200.00',
      downlinePaid: '60.00',
      levelDifference: '140.00',
      paid: '200.00',
      state: 'PAID',
      figures: { validBet: '10000.00', activeMembers: 2 },
    });
    const paid = await call(top.headers, 'GET', billsUrl(p, 'PAID'));
    expect(paid.value.list).toHaveLength(1);
    expect(paid.value.list[0]).toMatchObject({
      agent: { account: sub.account },
      payer: { account: top.account },
    });
    expect(paid.value.totals).toEqual({ amount: '60.00', paid: '60.00', count: 1 });

    const id = received.value.list[0].id;
    const detail = await call(top.headers, 'GET', `/wps/agent/contracts/bills/${id}`);
    expect(detail.status).toBe(200);
    expect(detail.value).toMatchObject({
      mode: 'FIXED',
      tiers: [{ threshold: '0.00', rateBps: 200 }],
      slices: [{ tier: 0, base: '10000.00', rateBps: 200, amount: '200.00' }],
      payments: [{ amount: '200.00' }],
      downline: [{ account: sub.account, amount: '60.00', state: 'PAID' }],
    });
    // The account record names the pay: the top agent received a daily salary and paid its
    // sub-agent's out of its wallet; the sub-agent received one.
    const now = Date.now();
    const recordUrl = `/wps/relay/ODSFE2_MemTransDet?from=${encodeURIComponent(
      new Date(now - 86_400_000).toISOString(),
    )}&to=${encodeURIComponent(new Date(now + 86_400_000).toISOString())}`;
    const topRecord = await call(top.headers, 'GET', recordUrl);
    expect(topRecord.status).toBe(200);
    expect(
      topRecord.value.list.map((r: { type: string; amount: string; reference: string }) => [
        r.type,
        r.amount,
      ]),
    ).toEqual(
      expect.arrayContaining([
        ['AGENT_DAILY_SALARY', '200.00'],
        ['CONTRACT_PAID', '-60.00'],
      ]),
    );
    const subRecord = await call(sub.headers, 'GET', recordUrl);
    expect(subRecord.value.list).toEqual([
      expect.objectContaining({
        type: 'AGENT_DAILY_SALARY',
        amount: '60.00',
        reference: expect.stringMatching(/^K\d+$/),
      }),
    ]);
    // Each payment was written with its outbox event (the live message's source).
    const events = await eventsOf(t.db, 'agent.contract.bill_paid', top.id);
    expect(events.map((e) => e.payload)).toContainEqual(
      expect.objectContaining({ billId: id, amount: String(major(200)), payerId: null, state: 'PAID' }),
    );
  });

  it('never shows another branch’s bill, nor a bill of my team I do not pay (BILL_NOT_FOUND)', async () => {
    const p = day('2034-01-11T06:00:00Z');
    const a = await node(MEMBER_TYPE.AGENT, null);
    const sub = await node(MEMBER_TYPE.AGENT_SUB, a);
    const subSub = await node(MEMBER_TYPE.AGENT_SUB, sub);
    const other = await node(MEMBER_TYPE.AGENT, null);
    await contract(a, null, [[0n, 300]]);
    await contract(sub, a, [[0n, 200]]);
    const deep = await contract(subSub, sub, [[0n, 100]]);
    await bet(await node(MEMBER_TYPE.MEMBER, subSub), inside(p), major(1_000), 0n);
    await settle(p);
    const [bill] = await billOf(deep);
    const url = `/wps/agent/contracts/bills/${bill?.id}`;
    expect((await call(sub.headers, 'GET', url)).status).toBe(200);
    expect((await call(subSub.headers, 'GET', url)).status).toBe(200);
    for (const stranger of [other, a]) {
      const answer = await call(stranger.headers, 'GET', url);
      expect(answer).toMatchObject({ status: 404, code: 'BILL_NOT_FOUND' });
      expect((await call(stranger.headers, 'POST', `${url}/collect`)).status).toBe(404);
    }
  });

  it('tells the agent and its paying upline live, with their new balances', async () => {
    const p = day('2034-01-15T06:00:00Z');
    const top = await node(MEMBER_TYPE.AGENT, null);
    const sub = await node(MEMBER_TYPE.AGENT_SUB, top);
    await contract(top, null, [[0n, 200]]);
    await contract(sub, top, [[0n, 100]]);
    await bet(await node(MEMBER_TYPE.MEMBER, sub), inside(p), major(1_000), 0n);
    await settle(p);
    const heard = new Map<bigint, object[]>([
      [top.id, []],
      [sub.id, []],
    ]);
    const stops = await Promise.all(
      [top.id, sub.id].map((id) =>
        t.app.services.events.subscribe(memberChannel(brand.id, id), (e) => heard.get(id)?.push(e)),
      ),
    );
    const bills = new BillService({
      db: t.db,
      brands: t.app.services.brands,
      events: t.app.services.events,
      wallet: t.app.services.wallet,
      now: () => new Date(),
    });
    const [subscriber] = billSubscribers({ bills });
    // The sub-agent's payment (paid by the top agent), as the dispatcher delivers it.
    const [event] = await eventsOf(t.db, 'agent.contract.bill_paid', sub.id);
    if (!event || !subscriber) throw new Error('no event');
    await t.db
      .transaction()
      .execute((trx) =>
        subscriber.handle(trx, { ...event, aggregate: 'member', createdAt: new Date() } as DeliveredEvent),
      );
    for (const stop of stops) stop();
    expect(heard.get(sub.id)).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ type: 'contract.bill', side: 'RECEIVED', amount: '10.00', state: 'PAID' }),
        expect.objectContaining({ type: 'balance', balance: expect.objectContaining({ main: '10.00' }) }),
      ]),
    );
    expect(heard.get(top.id)).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ type: 'contract.bill', side: 'PAID', contractType: 'DAILY_SALARY' }),
        expect.objectContaining({ type: 'balance', balance: expect.objectContaining({ main: '10.00' }) }),
      ]),
    );
  });

  it('collects a bill awaiting collection once', async () => {
    const p = day('2034-01-12T06:00:00Z');
    const a = await node(MEMBER_TYPE.AGENT, null);
    const c = await contract(a, null, [[0n, 100]]);
    await bet(await node(MEMBER_TYPE.MEMBER, a), inside(p), major(2_000), 0n);
    await settle(p, { collection: 'CLAIM' });
    const [bill] = await billOf(c);
    expect(bill?.state).toBe('AWAITING_COLLECTION');
    const url = `/wps/agent/contracts/bills/${bill?.id}/collect`;
    const first = await call(a.headers, 'POST', url);
    expect(first).toMatchObject({
      status: 200,
      value: { bill: { state: 'PAID', paid: '20.00' }, balance: '20.00' },
    });
    const again = await call(a.headers, 'POST', url);
    expect(again).toMatchObject({ status: 200, value: { bill: { state: 'PAID' }, balance: '20.00' } });
    expect(await balanceOf(t.db, brand.id, a.id, 'MAIN')).toBe(major(20));
  });

  it('shows contract pay in my income', async () => {
    const p = day('2034-01-13T06:00:00Z');
    const a = await node(MEMBER_TYPE.AGENT, null);
    await contract(a, null, [[0n, 150]]);
    await bet(await node(MEMBER_TYPE.MEMBER, a), inside(p), major(10_000), 0n);
    await settle(p);
    // Income is counted when it was paid (now), whatever period it was for.
    const from = encodeURIComponent(new Date(Date.now() - 86_400_000).toISOString());
    const to = encodeURIComponent(new Date(Date.now() + 86_400_000).toISOString());
    const income = await call(
      a.headers,
      'GET',
      `/wps/agent/reports/income?from=${from}&to=${to}&utcOffset=360`,
    );
    expect(income.status).toBe(200);
    expect(income.value.totals).toContainEqual({ kind: 'DAILY_SALARY', amount: '150.00' });
  });
});

describe('the console', () => {
  it('approves (pays) and denies bills waiting for approval, with contracts.manage, audited', async () => {
    const p = day('2034-01-14T06:00:00Z');
    const a = await node(MEMBER_TYPE.AGENT, null);
    const b = await node(MEMBER_TYPE.AGENT, null);
    const ca = await contract(a, null, [[0n, 100]]);
    const cb = await contract(b, null, [[0n, 100]]);
    await bet(await node(MEMBER_TYPE.MEMBER, a), inside(p), major(100_000), 0n);
    await bet(await node(MEMBER_TYPE.MEMBER, b), inside(p), major(100_000), 0n);
    await settle(p, { approvalThresholdMinor: Number(major(500)) });
    const [billA] = await billOf(ca);
    const [billB] = await billOf(cb);
    expect(billA?.state).toBe('PENDING_APPROVAL');

    const list = await call(
      finance,
      'GET',
      `/admin/api/agent-contract-bills?state=PENDING_APPROVAL&period=${p.key}`,
    );
    expect(list.status).toBe(200);
    expect(list.value.list.map((x: { id: string }) => x.id)).toEqual(
      expect.arrayContaining([String(billA?.id), String(billB?.id)]),
    );
    const decide = (who: Record<string, string>, id: bigint | undefined, decision: string) =>
      call(who, 'POST', `/admin/api/agent-contract-bills/${id}/decision`, {
        decision,
        note: 'checked the team',
      });
    expect((await decide(support, billA?.id, 'APPROVE')).status).toBe(403);
    const approved = await decide(finance, billA?.id, 'APPROVE');
    expect(approved).toMatchObject({
      status: 200,
      value: { state: 'PAID', paid: '1000.00', decisionNote: 'checked the team' },
    });
    expect(await balanceOf(t.db, brand.id, a.id, 'MAIN')).toBe(major(1_000));
    const denied = await decide(finance, billB?.id, 'DENY');
    expect(denied).toMatchObject({ status: 200, value: { state: 'DENIED', paid: '0.00' } });
    expect(await decide(finance, billB?.id, 'APPROVE')).toMatchObject({ status: 409, code: 'BILL_STATE' });
    const audit = await t.db
      .selectFrom('audit_log')
      .select(['action', 'details'])
      .where('target', '=', `contract-bill:${billA?.id}`)
      .executeTakeFirstOrThrow();
    expect(audit.action).toBe('contract.bill.approve');
    expect(audit.details).toMatchObject({
      before: { state: 'PENDING_APPROVAL', paid: '0' },
      after: { state: 'PAID', paid: String(major(1_000)) },
    });
    const detail = await call(finance, 'GET', `/admin/api/agent-contract-bills/${billA?.id}`);
    expect(detail).toMatchObject({
      status: 200,
      value: { bill: { state: 'PAID' }, payments: [{ amount: '1000.00' }] },
    });
  });

  it('reruns a settled period: a correction bill after a late re-settled bet, nothing the second time', async () => {
    const p = day('2034-02-01T06:00:00Z');
    const a = await node(MEMBER_TYPE.AGENT, null);
    const c = await contract(a, null, [[0n, 100]]);
    const m = await node(MEMBER_TYPE.MEMBER, a);
    const externalId = await bet(m, inside(p), major(10_000), 0n);
    const rerun = () =>
      call(finance, 'POST', '/admin/api/agent-contract-runs/rerun', { type: 'DAILY_SALARY', period: p.key });
    expect(await rerun()).toMatchObject({ status: 409, code: 'CONTRACT_PERIOD_NOT_SETTLED' });
    expect(
      await call(finance, 'POST', '/admin/api/agent-contract-runs/rerun', {
        type: 'DAILY_SALARY',
        period: '2034-W05',
      }),
    ).toMatchObject({ status: 400, code: 'CONTRACT_PERIOD_INVALID' });

    // The period job settles it (the brand's own settings: approval above 100,000.00 only).
    const clock = () => new Date(p.end.getTime() + 16 * 60_000);
    const jobs = createSettlementPeriodJobs({ brands: t.app.services.brands })
      .filter((j) => j.name === 'contract-daily-salary')
      .map((j) => ({
        ...j,
        notBefore: p.start,
        scopes: async () => [{ merchantId: brand.id, utcOffsetMinutes: OFFSET }],
      }));
    await createPeriodRunner({ db: t.db, jobs, clock }).tick();
    let bills = await billOf(c);
    expect(bills).toMatchObject([{ revision: 0, gross: major(100), state: 'PAID' }]);
    const runs = await call(finance, 'GET', '/admin/api/agent-contract-runs?type=DAILY_SALARY');
    expect(runs.value.list).toContainEqual(
      expect.objectContaining({ job: 'contract-daily-salary', period: p.key, state: 'done' }),
    );

    // A late bet of the same team settles into the period: the team's valid bet grows by 5,000.
    await bet(m, inside(p), major(5_000), 0n);
    expect(await rerun()).toMatchObject({ status: 200, value: { corrections: 1 } });
    bills = await billOf(c);
    expect(bills[1]).toMatchObject({
      revision: 1,
      gross: major(150),
      amount: major(50),
      paid: major(50),
      state: 'PAID',
    });
    expect(await rerun()).toMatchObject({ status: 200, value: { corrections: 0 } });
    expect(await billOf(c)).toHaveLength(2);

    // The round is re-settled lower (a valid bet of 2,000 instead of 10,000): an OFFSET, never a debit.
    await t.db
      .updateTable('bets')
      .set({ valid_bet: major(2_000) })
      .where('external_id', '=', externalId)
      .execute();
    const balance = await balanceOf(t.db, brand.id, a.id, 'MAIN');
    expect(await rerun()).toMatchObject({ status: 200, value: { corrections: 1 } });
    bills = await billOf(c);
    expect(bills[2]).toMatchObject({ revision: 2, gross: major(70), amount: -major(80), state: 'OFFSET' });
    expect(await balanceOf(t.db, brand.id, a.id, 'MAIN')).toBe(balance);
    // The next period's bill has it taken off.
    const next = day('2034-02-02T06:00:00Z');
    await bet(m, inside(next), major(10_000), 0n);
    await settle(next);
    bills = await billOf(c);
    expect(bills[3]).toMatchObject({
      period_key: next.key,
      gross: major(100),
      amount: major(20),
      paid: major(20),
    });
  });
});
