import { randomUUID } from 'node:crypto';
import {
  type ContractMode,
  type ContractPeriod,
  type ContractType,
  DEFAULT_CONTRACT_SETTINGS,
  type TContractSettings,
} from '@portal/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPeriodRunner, type Period, periodAfter, periodAt } from '../../platform/period-jobs/index.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import type { Brand } from '../brands/brand.ts';
import { ledgerProblems } from '../ledger/invariants.ts';
import { balanceOf } from '../ledger/ledger.ts';
import { contractSettingsOf, periodSpecOf } from './contract-periods.ts';
import { createSettlementPeriodJobs, retryOpenBills } from './settlement.jobs.ts';
import { settleContractPeriod } from './settlement.ts';

/**
 * The settlement of agent contracts (issue 17; ADR 0038) through real settlements of periods in
 * 2033 (far from the demo data), on brand TIGER in its GMT+6 settlement clock. Every test builds
 * its own agents, members and bets, so none depends on another's.
 */
let t: TestApp;
let brand: Brand;
const OFFSET = 360;
/** Money in minor units of BDT (exponent 2): 1_000_000 is 10,000.00. */
const major = (n: number) => BigInt(Math.round(n * 100));

beforeAll(async () => {
  t = await createTestApp();
  brand = await loadBrand();
});

afterAll(async () => {
  await t?.close();
});

async function loadBrand(): Promise<Brand> {
  const found = await t.app.services.brands.findByCode('TIGER');
  if (!found) throw new Error('no TIGER');
  return found;
}

/** The brand with these contract settings (the settlement reads them from the brand it is given). */
function withSettings(change: Partial<TContractSettings>): Brand {
  return {
    ...brand,
    settings: { ...brand.settings, contracts: { ...DEFAULT_CONTRACT_SETTINGS, ...change } },
  };
}

/** No abuse signal fires unless a test asks for one. */
const NO_ABUSE: TContractSettings['abuse'] = {
  paddingMinBetMinor: 0,
  paddingSharePct: 0,
  washRtpBandBps: 0,
  washMinValidBetMinor: 0,
  duplicateMinAccounts: 0,
};
const plain = (change: Partial<TContractSettings> = {}) =>
  withSettings({ abuse: NO_ABUSE, approvalThresholdMinor: 0, collection: 'AUTO', ...change });

async function member(parent: bigint | null, type = 0, ip: string | null = null): Promise<bigint> {
  const row = await t.db
    .insertInto('members')
    .values({
      merchant_id: brand.id,
      account: `st${randomUUID().slice(0, 10)}`,
      type,
      password_hash: 'unused',
      referral_code: `R${randomUUID().slice(0, 10).toUpperCase()}`,
      register_method: 'TEST',
      register_ip: ip,
      parent_id: parent,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/** A contract in effect since 2030 (tiers: [threshold, rate bps, active members]). */
async function contract(
  agent: bigint,
  upline: bigint | null,
  o: {
    type?: ContractType;
    period?: ContractPeriod;
    mode?: ContractMode;
    tiers: [bigint, number, number?][];
  },
): Promise<bigint> {
  const type = o.type ?? 'DAILY_SALARY';
  const row = await t.db
    .insertInto('agent_contracts')
    .values({
      merchant_id: brand.id,
      type,
      period: o.period ?? 'D',
      mode: o.mode ?? 'FIXED',
      upline_id: upline,
      agent_id: agent,
      tiers: JSON.stringify(
        o.tiers.map(([threshold, rateBps, active]) => ({
          threshold: String(threshold),
          minValidBet: '0',
          activeMembers: active ?? 0,
          rateBps,
        })),
        // biome-ignore lint/suspicious/noExplicitAny: jsonb written as its JSON text
      ) as any,
      state: 'VALID',
      offered_by_operator_id: null,
      offer_expires_at: new Date('2030-01-08T00:00:00Z'),
      decided_at: new Date('2030-01-01T00:00:00Z'),
      effective_from: new Date('2030-01-01T00:00:00Z'),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

let betN = 0;
/** A settled bet of `stake` paying `payout`, settled at `at`. */
async function bet(memberId: bigint, at: Date, stake: bigint, payout: bigint): Promise<void> {
  betN += 1;
  await t.db
    .insertInto('bets')
    .values({
      merchant_id: brand.id,
      member_id: memberId,
      vendor_code: 'SIM',
      game_code: 'g',
      game_name: 'G',
      category: 'SLOT',
      external_id: `st-${betN}-${randomUUID()}`,
      stake,
      valid_bet: stake,
      payout,
      status: 'SETTLED',
      placed_at: new Date(at.getTime() - 1000),
      settled_at: at,
    })
    .execute();
}

const day = (iso: string, kind: ContractPeriod = 'D'): Period =>
  periodAt(periodSpecOf(kind), OFFSET, new Date(iso));
const inside = (p: Period) => new Date(p.start.getTime() + 60_000);
const mainBalance = (id: bigint) => balanceOf(t.db, brand.id, id, 'MAIN');

function billsOf(contractId: bigint) {
  return t.db
    .selectFrom('agent_contract_bills')
    .selectAll()
    .where('contract_id', '=', contractId)
    .orderBy('period_start')
    .orderBy('revision')
    .execute();
}

function paymentsOf(billId: bigint) {
  return t.db.selectFrom('agent_contract_payments').selectAll().where('bill_id', '=', billId).execute();
}

const exampleTiers: [bigint, number][] = [
  [0n, 500],
  [major(10_000), 750],
];

describe('settling a period', () => {
  it('worked example: tiers 0–10,000 at 5 % and 10,000–20,000 at 7.5 %, team loss 15,000: floating pays 875, fixed pays 1,125', async () => {
    const p = day('2033-01-10T06:00:00Z', 'W');
    const floating = await member(null, 1);
    const fixed = await member(null, 1);
    const fc = await contract(floating, null, {
      type: 'DIVIDEND',
      period: 'W',
      mode: 'FLOATING',
      tiers: exampleTiers,
    });
    const xc = await contract(fixed, null, {
      type: 'DIVIDEND',
      period: 'W',
      mode: 'FIXED',
      tiers: exampleTiers,
    });
    const m1 = await member(floating);
    const m2 = await member(fixed);
    await bet(m1, inside(p), major(20_000), major(5_000));
    await bet(m2, inside(p), major(15_000), 0n);
    const before = { floating: await mainBalance(floating), fixed: await mainBalance(fixed) };

    await settleContractPeriod(t.db, { brand: plain(), type: 'DIVIDEND', period: 'W', window: p });

    const [f] = await billsOf(fc);
    const [x] = await billsOf(xc);
    expect(f).toMatchObject({
      team_profit_loss: -major(15_000),
      basis: major(15_000),
      tier: 1,
      rate_bps: 750,
    });
    expect(f).toMatchObject({
      gross: major(875),
      amount: major(875),
      paid: major(875),
      state: 'PAID',
      payer_id: null,
    });
    expect(x).toMatchObject({ gross: major(1_125), paid: major(1_125), state: 'PAID' });
    expect(await mainBalance(floating)).toBe(before.floating + major(875));
    expect(await mainBalance(fixed)).toBe(before.fixed + major(1_125));
    const journal = await t.db
      .selectFrom('ledger_transactions')
      .select(['kind', 'idempotency_key'])
      .where('idempotency_key', '=', `contract-bill:${f?.id}:1`)
      .executeTakeFirstOrThrow();
    expect(journal.kind).toBe('AGENT_DIVIDEND');
    expect(await ledgerProblems(t.db)).toEqual([]);
  });

  it('pays a chain top-down: the brand pays the top agent its gross, the top agent pays its sub-agent, level differences add up to the top gross', async () => {
    const p = day('2033-01-11T06:00:00Z');
    const top = await member(null, 1);
    const sub = await member(top, 2);
    const topMember = await member(top);
    const subMember = await member(sub);
    // Top: 2 % from 0, 3 % from 10,000; sub: 1 % from 0, 2 % from 10,000 (never above the top's).
    const tc = await contract(top, null, {
      tiers: [
        [0n, 200],
        [major(10_000), 300],
      ],
    });
    const sc = await contract(sub, top, {
      tiers: [
        [0n, 100],
        [major(10_000), 200],
      ],
    });
    await bet(topMember, inside(p), major(5_000), major(1_000));
    await bet(subMember, inside(p), major(12_000), major(12_000));
    const topBefore = await mainBalance(top);
    const subBefore = await mainBalance(sub);

    const counts = await settleContractPeriod(t.db, {
      brand: plain(),
      type: 'DAILY_SALARY',
      period: 'D',
      window: p,
    });
    // (The demo data's contracts are in effect too: their teams did not play then.)
    expect(counts).toMatchObject({ paid: 2, short: 0 });

    const [tb] = await billsOf(tc);
    const [sb] = await billsOf(sc);
    // Top's team valid bet 17,000 at 3 % = 510; sub's 12,000 at 2 % = 240.
    expect(tb).toMatchObject({ valid_bet: major(17_000), gross: major(510), state: 'PAID', payer_id: null });
    expect(sb).toMatchObject({ valid_bet: major(12_000), gross: major(240), state: 'PAID', payer_id: top });
    // The brand paid the top agent's gross; the top agent keeps its level difference.
    expect(await mainBalance(top)).toBe(topBefore + major(510) - major(240));
    expect(await mainBalance(sub)).toBe(subBefore + major(240));
    const levelDifferences = major(510) - major(240) + major(240);
    expect(levelDifferences).toBe(tb?.gross);
    expect(await ledgerProblems(t.db)).toEqual([]);
  });

  it('pays the others of a batch when one upline cannot pay, and leaves that one INSUFFICIENT', async () => {
    const p = day('2033-01-18T06:00:00Z');
    const rich = await member(null, 1);
    const poor = await member(null, 1);
    await t.app.services.wallet.adjust(brand, rich, major(1_000), `st-rich-${rich}`, 'test');
    const subs = [await member(rich, 2), await member(rich, 2), await member(poor, 2)];
    const cs = [];
    for (const [i, sub] of subs.entries()) {
      cs.push(await contract(sub, i < 2 ? rich : poor, { tiers: [[0n, 100]] }));
      await bet(await member(sub), inside(p), major(1_000), 0n);
    }
    const counts = await settleContractPeriod(t.db, {
      brand: plain(),
      type: 'DAILY_SALARY',
      period: 'D',
      window: p,
    });
    expect(counts).toMatchObject({ paid: 2, short: 1 });
    const states = await Promise.all(cs.map(async (c) => (await billsOf(c))[0]?.state));
    expect(states).toEqual(['PAID', 'PAID', 'INSUFFICIENT']);
    expect(await mainBalance(rich)).toBe(major(1_000) - major(20));
    expect(await ledgerProblems(t.db)).toEqual([]);
  });

  it('pays nothing twice when a period is settled again', async () => {
    const p = day('2033-01-12T06:00:00Z');
    const agent = await member(null, 1);
    const c = await contract(agent, null, { tiers: [[0n, 100]] });
    await bet(await member(agent), inside(p), major(1_000), 0n);
    const target = { brand: plain(), type: 'DAILY_SALARY' as const, period: 'D' as const, window: p };
    await settleContractPeriod(t.db, target);
    const balance = await mainBalance(agent);
    await settleContractPeriod(t.db, target);
    const bills = await billsOf(c);
    expect(bills).toHaveLength(1);
    expect(await paymentsOf(bills[0]?.id as bigint)).toHaveLength(1);
    expect(await mainBalance(agent)).toBe(balance);
  });

  it('leaves a bill INSUFFICIENT when the upline has no money, and the retry job pays it after a deposit', async () => {
    const p = day('2033-01-13T06:00:00Z');
    const upline = await member(null, 1);
    const agent = await member(upline, 2);
    // The upline's own contract reaches nothing (its threshold is far away), so it receives nothing.
    await contract(upline, null, { tiers: [[major(1_000_000), 100]] });
    const c = await contract(agent, upline, { tiers: [[0n, 100]] });
    await bet(await member(agent), inside(p), major(5_000), 0n);
    const now = new Date(p.end.getTime() + 20 * 60_000);
    await settleContractPeriod(
      t.db,
      { brand: plain(), type: 'DAILY_SALARY', period: 'D', window: p },
      { now },
    );
    let [b] = await billsOf(c);
    expect(b).toMatchObject({ gross: major(50), paid: 0n, state: 'INSUFFICIENT' });

    // Half of it arrives: the retry pays what there is; then the rest.
    await t.app.services.wallet.adjust(brand, upline, major(20), `st-upline-${upline}-1`, 'test');
    const later = new Date(now.getTime() + 5 * 60_000);
    await retryOpenBills({ db: t.db, brands: t.app.services.brands, now: () => later });
    [b] = await billsOf(c);
    expect(b).toMatchObject({ paid: major(20), state: 'PARTLY_PAID' });
    await t.app.services.wallet.adjust(brand, upline, major(100), `st-upline-${upline}-2`, 'test');
    const later2 = new Date(later.getTime() + 5 * 60_000);
    await retryOpenBills({ db: t.db, brands: t.app.services.brands, now: () => later2 });
    [b] = await billsOf(c);
    expect(b).toMatchObject({ paid: major(50), state: 'PAID' });
    expect(await paymentsOf(b?.id as bigint)).toHaveLength(2);
    expect(await mainBalance(upline)).toBe(major(70));
  });

  it('holds a bill above the approval threshold for an operator', async () => {
    const p = day('2033-01-14T06:00:00Z');
    const agent = await member(null, 1);
    const c = await contract(agent, null, { tiers: [[0n, 100]] });
    await bet(await member(agent), inside(p), major(100_000), 0n);
    await settleContractPeriod(t.db, {
      brand: plain({ approvalThresholdMinor: Number(major(500)) }),
      type: 'DAILY_SALARY',
      period: 'D',
      window: p,
    });
    const [b] = await billsOf(c);
    expect(b).toMatchObject({ gross: major(1_000), paid: 0n, state: 'PENDING_APPROVAL' });
  });

  it('waits for the agent to collect when the brand pays on collection', async () => {
    const p = day('2033-01-15T06:00:00Z');
    const agent = await member(null, 1);
    const c = await contract(agent, null, { tiers: [[0n, 100]] });
    await bet(await member(agent), inside(p), major(1_000), 0n);
    await settleContractPeriod(t.db, {
      brand: plain({ collection: 'CLAIM' }),
      type: 'DAILY_SALARY',
      period: 'D',
      window: p,
    });
    const [b] = await billsOf(c);
    expect(b).toMatchObject({ gross: major(10), state: 'AWAITING_COLLECTION' });
    // Not collected within the brand's collectDays (30 by default): it expires, unpaid.
    const retry = (at: Date) => retryOpenBills({ db: t.db, brands: t.app.services.brands, now: () => at });
    const created = (b as { created_at: Date }).created_at.getTime();
    await retry(new Date(created + 29 * 86_400_000));
    expect((await billsOf(c))[0]?.state).toBe('AWAITING_COLLECTION');
    await retry(new Date(created + 31 * 86_400_000));
    expect((await billsOf(c))[0]).toMatchObject({ state: 'EXPIRED', paid: 0n });
  });

  it('writes a NOT_REACHED bill when no tier is reached', async () => {
    const p = day('2033-01-16T06:00:00Z');
    const agent = await member(null, 1);
    const c = await contract(agent, null, { tiers: [[major(10_000), 100, 2]] });
    await bet(await member(agent), inside(p), major(20_000), 0n);
    await settleContractPeriod(t.db, { brand: plain(), type: 'DAILY_SALARY', period: 'D', window: p });
    const [b] = await billsOf(c);
    // The valid bet is reached but the team has one active member of the two needed.
    expect(b).toMatchObject({ active_members: 1, gross: 0n, amount: 0n, tier: null, state: 'NOT_REACHED' });
  });

  it('writes no bill for a contract whose team had no settled bet in the period (and nothing carried in)', async () => {
    const p = day('2033-01-18T06:00:00Z');
    const quiet = await member(null, 1);
    const busy = await member(null, 1);
    const quietContract = await contract(quiet, null, { tiers: [[0n, 100]] });
    const busyContract = await contract(busy, null, { tiers: [[0n, 100]] });
    await member(quiet);
    await bet(await member(busy), inside(p), major(100), 0n);
    // A bet of the quiet team outside the period does not count.
    await bet(await member(quiet), new Date(p.end.getTime() + 60_000), major(100), 0n);
    await settleContractPeriod(t.db, { brand: plain(), type: 'DAILY_SALARY', period: 'D', window: p });
    expect(await billsOf(quietContract)).toHaveLength(0);
    expect(await billsOf(busyContract)).toHaveLength(1);
  });

  it.each(['NONE', 'NEXT_PERIOD', 'UNTIL_CLEARED'] as const)(
    'carries a period the team won forward (%s)',
    async (mode) => {
      // Week 1: the team wins 5,000. Week 2: it wins 20,000. Week 3: it loses 15,000. Week 4: loses 15,000.
      const weeks = [day('2033-02-07T06:00:00Z', 'W')];
      for (let i = 1; i < 4; i++) weeks.push(periodAfter(periodSpecOf('W'), OFFSET, weeks[i - 1] as Period));
      const agent = await member(null, 1);
      const c = await contract(agent, null, {
        type: 'DIVIDEND',
        period: 'W',
        mode: 'FIXED',
        tiers: [[0n, 100]],
      });
      const m = await member(agent);
      const results = [major(5_000), major(20_000), -major(15_000), -major(15_000)];
      for (const [i, w] of weeks.entries()) {
        const r = results[i] as bigint;
        await bet(m, inside(w), major(50_000), major(50_000) + r);
        await settleContractPeriod(t.db, {
          brand: plain({ carryForward: mode }),
          type: 'DIVIDEND',
          period: 'W',
          window: w,
        });
      }
      const bills = await billsOf(c);
      expect(bills.map((b) => b.team_profit_loss)).toEqual(results);
      // Weeks 3 and 4: what was carried in and the basis after it.
      expect([bills[2]?.carried_in, bills[3]?.carried_in]).toEqual(
        mode === 'NONE'
          ? [0n, 0n]
          : mode === 'NEXT_PERIOD'
            ? [-major(20_000), 0n]
            : [-major(25_000), -major(10_000)],
      );
      const expectedBases =
        mode === 'NONE'
          ? [major(15_000), major(15_000)]
          : mode === 'NEXT_PERIOD'
            ? [-major(5_000), major(15_000)]
            : [-major(10_000), major(5_000)];
      expect([bills[2]?.basis, bills[3]?.basis]).toEqual(expectedBases);
      expect(bills[3]?.gross).toBe((expectedBases[1] as bigint) / 100n);
    },
  );

  it('flags headcount padding and wash volume and holds the flagged bill for approval', async () => {
    const p = day('2033-01-17T06:00:00Z');
    const agent = await member(null, 1);
    const c = await contract(agent, null, { tiers: [[0n, 100]] });
    // Four members with token bets of 1.00 and one with the volume, paid back almost exactly.
    for (let i = 0; i < 4; i++) await bet(await member(agent, 0, '10.77.0.1'), inside(p), major(1), major(1));
    await bet(await member(agent), inside(p), major(200_000), major(200_100));
    await settleContractPeriod(t.db, {
      brand: plain({
        abuse: {
          paddingMinBetMinor: Number(major(10)),
          paddingSharePct: 50,
          washRtpBandBps: 100,
          washMinValidBetMinor: Number(major(100_000)),
          duplicateMinAccounts: 3,
        },
      }),
      type: 'DAILY_SALARY',
      period: 'D',
      window: p,
    });
    const [b] = await billsOf(c);
    expect(b?.flags).toEqual(['HEADCOUNT_PADDING', 'WASH_VOLUME', 'DUPLICATE_ACCOUNTS']);
    expect(b).toMatchObject({ state: 'PENDING_APPROVAL', paid: 0n });
  });
});

describe('the period jobs', () => {
  it('two runners on one database settle and pay a period once', async () => {
    const saved = contractSettingsOf(brand);
    await t.app.services.brands.updateSettings(brand, (s) => ({
      ...s,
      contracts: {
        ...saved,
        // As quiet as the settings allow (the duplicate signal needs at least two accounts).
        abuse: { ...NO_ABUSE, paddingSharePct: 100, duplicateMinAccounts: 1000 },
        approvalThresholdMinor: 0,
        collection: 'AUTO',
      },
    }));
    const p = day('2033-03-01T06:00:00Z');
    const agent = await member(null, 1);
    const c = await contract(agent, null, { tiers: [[0n, 100]] });
    await bet(await member(agent), inside(p), major(3_000), 0n);
    const clock = () => new Date(p.end.getTime() + 16 * 60_000);
    const jobs = () =>
      createSettlementPeriodJobs({ brands: t.app.services.brands })
        .filter((j) => j.name === 'contract-daily-salary')
        .map((j) => ({
          ...j,
          notBefore: p.start,
          scopes: async () => [{ merchantId: brand.id, utcOffsetMinutes: OFFSET }],
        }));
    const runners = ['node-a', 'node-b'].map((holder) =>
      createPeriodRunner({ db: t.db, jobs: jobs(), clock, holder }),
    );
    const results = await Promise.all(runners.map((r) => r.tick()));
    expect(results.flatMap((r) => r.done)).toEqual([`contract-daily-salary:${p.key}@${brand.id}`]);
    const [b] = await billsOf(c);
    expect(b).toMatchObject({ gross: major(30), state: 'PAID' });
    expect(await paymentsOf(b?.id as bigint)).toHaveLength(1);
    await t.app.services.brands.updateSettings(brand, (s) => ({ ...s, contracts: saved }));
    brand = await loadBrand();
  });

  it('a run killed in the middle of paying resumes from its checkpoint and pays each bill once', async () => {
    const saved = contractSettingsOf(brand);
    await t.app.services.brands.updateSettings(brand, (s) => ({
      ...s,
      contracts: {
        ...saved,
        abuse: { ...NO_ABUSE, paddingSharePct: 100, duplicateMinAccounts: 1000 },
        approvalThresholdMinor: 0,
        collection: 'AUTO',
      },
    }));
    const p = day('2033-03-05T06:00:00Z');
    const contracts: bigint[] = [];
    for (let i = 0; i < 3; i++) {
      const agent = await member(null, 1);
      contracts.push(await contract(agent, null, { tiers: [[0n, 100]] }));
      await bet(await member(agent), inside(p), major(1_000 * (i + 1)), 0n);
    }
    let now = new Date(p.end.getTime() + 16 * 60_000);
    const clock = () => now;
    let steps = 0;
    let killed = false;
    const [daily] = createSettlementPeriodJobs({ brands: t.app.services.brands, payBatch: 1 }).filter(
      (j) => j.name === 'contract-daily-salary',
    );
    if (!daily) throw new Error('no daily salary job');
    const job = {
      ...daily,
      notBefore: p.start,
      scopes: async () => [{ merchantId: brand.id, utcOffsetMinutes: OFFSET }],
      // The process dies inside the third step (the second payment), before its commit.
      run: (ctx: Parameters<typeof daily.run>[0]) =>
        daily.run({
          ...ctx,
          checkpoint: ctx.checkpoint,
          step: (work) =>
            ctx.step(async (trx) => {
              steps += 1;
              const result = await work(trx);
              if (steps === 3 && !killed) {
                killed = true;
                throw new Error('kill -9');
              }
              return result;
            }),
        }),
    };
    const runner = createPeriodRunner({ db: t.db, jobs: [job], clock, retryBaseMs: 1000 });
    expect((await runner.tick()).failed).toEqual([`contract-daily-salary:${p.key}@${brand.id}`]);
    const paidAfterCrash = await Promise.all(contracts.map(async (c) => (await billsOf(c))[0]?.state));
    expect(paidAfterCrash.filter((s) => s === 'PAID')).toHaveLength(1);
    now = new Date(now.getTime() + 60_000);
    expect((await runner.tick()).done).toEqual([`contract-daily-salary:${p.key}@${brand.id}`]);
    for (const c of contracts) {
      const [b] = await billsOf(c);
      expect(b?.state).toBe('PAID');
      expect(await paymentsOf(b?.id as bigint)).toHaveLength(1);
    }
    expect(await ledgerProblems(t.db)).toEqual([]);
    await t.app.services.brands.updateSettings(brand, (s) => ({ ...s, contracts: saved }));
    brand = await loadBrand();
  });
});
