import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes, randomUUID } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { afterEach, describe, expect, inject, it } from 'vitest';
import { buildApp } from '../../app.ts';
import { loadConfig } from '../../config/config.ts';
import { type DatabaseHandle, type Db, openDatabase } from '../../db/database.ts';
import { migrateToLatest } from '../../db/migrate.ts';
import {
  createPeriodRunner,
  listRuns,
  type PeriodJob,
  periodAt,
  type RunContext,
} from '../../platform/period-jobs/index.ts';
import { seedDemoData } from '../../seed/seed.ts';
import { TEST_TEMPLATE } from '../../test/test-app.ts';
import { ledgerProblems } from '../ledger/invariants.ts';
import { balanceOf } from '../ledger/ledger.ts';
import { createSettlementPeriodJobs, retryOpenBills } from './settlement.jobs.ts';
import { settleContractPeriod } from './settlement.ts';

/**
 * Exactly once (issue 17; ADR 0038): the daily salary of one day for a team of ten contracted
 * agents (a top agent contracted by the brand, three sub-agents, six below them), settled by the
 * real period job, in pay batches of three bills, by
 * - two period runners on one database at the same time;
 * - a runner that freezes past its lease, another that takes over, and the first waking up;
 * - a runner in a child process killed with SIGKILL in the middle of a run (inside a pay step's
 *   transaction, and just after a step committed), then a second runner resuming it.
 * Each time: every bill paid once (one payment, one journal entry with the bill's idempotency key),
 * every agent holding exactly its level difference, the brand's account short of exactly the top
 * agent's pay, the ledger's invariants holding; and settling again (the runner, the settlement
 * core, the retry job) pays nothing. Runs on the embedded database (a data folder the child opens)
 * and on PostgreSQL (DATABASE_URL: a fresh database per test).
 */

const OFFSET = 360;
/** The settled day: 1 March 2034 in the brand's clock (GMT+6), far from the demo data. */
const DAY = periodAt({ kind: 'daily' }, OFFSET, new Date('2034-03-01T06:00:00Z'));
/** The runners' clock: 20 minutes after the day ended (past the daily salary's 15 minutes' grace). */
const NOW = new Date(DAY.end.getTime() + 20 * 60_000);
/** A lease (60 s) later: a frozen runner's run may be taken over. */
const LATER = new Date(NOW.getTime() + 61_000);
/** The run's key as a runner reports it (with the brand). */
const keyOf = (merchantId: number) => `contract-daily-salary:${DAY.key}@${merchantId}`;
const PAY_BATCH = 3;
const CHILD = path.resolve(import.meta.dirname, '../../test/contract-settlement.child.ts');

/** 5,000.00 a bet; tiers at 10,000.00 (minor units of BDT). */
const STAKE = 500_000n;
const TIERS = {
  top: [
    [0, 100],
    [1_000_000, 200],
  ],
  middle: [
    [0, 80],
    [1_000_000, 150],
  ],
  bottom: [
    [0, 50],
    [1_000_000, 100],
  ],
} as const;
/**
 * Each bottom agent's team: two members (10,000.00 → 1 %: 100.00); each middle agent's: its two
 * bottom teams and one member of its own (25,000.00 → 1.5 %: 375.00); the top agent's: everyone,
 * sixteen members (80,000.00 → 2 %: 1,600.00). Level differences: 100.00, 375.00 − 200.00 = 175.00
 * and 1,600.00 − 3 × 375.00 = 475.00; 6 × 100 + 3 × 175 + 475 = 1,600.
 */
const GROSS = { top: 160_000n, middle: 37_500n, bottom: 10_000n };
const KEEPS = { top: 47_500n, middle: 17_500n, bottom: 10_000n };

interface Team {
  merchantId: number;
  top: bigint;
  middles: bigint[];
  bottoms: bigint[];
  contracts: bigint[];
  promotionBefore: bigint;
}

/** A database for one test: opened (and reopened) by the test, and by a child process. */
interface Place {
  database: { kind: 'pglite'; dataDir: string } | { kind: 'postgres'; url: string };
  open(): Promise<DatabaseHandle>;
  drop(): Promise<void>;
}

async function freshPlace(): Promise<Place> {
  const url = process.env.DATABASE_URL;
  if (!url) {
    const templates = inject('pgliteTemplates');
    if (!templates) throw new Error('no PGlite templates');
    const dataDir = mkdtempSync(path.join(tmpdir(), 'portal-settle-'));
    let first = true;
    return {
      database: { kind: 'pglite', dataDir },
      open: async () => {
        const template = first ? { template: new Blob([readFileSync(templates.seeded)]) } : {};
        first = false;
        return openDatabase({ kind: 'pglite', dataDir }, template);
      },
      drop: async () => rmSync(dataDir, { recursive: true, force: true }),
    };
  }
  const name = `portal_once_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const testUrl = new URL(url);
  testUrl.pathname = `/${name}`;
  let first = true;
  return {
    database: { kind: 'postgres', url: testUrl.toString() },
    open: async () => {
      const handle = await openDatabase({
        kind: 'postgres',
        url: testUrl.toString(),
        poolSize: 10,
        prepare: true,
      });
      if (first) {
        first = false;
        await migrateToLatest(handle.db);
        await seedDemoData(handle.db);
      }
      return handle;
    },
    drop: async () => {
      const cleanup = new pg.Client({ connectionString: url });
      await cleanup.connect();
      await cleanup.query(`drop database if exists ${name} with (force)`);
      await cleanup.end();
    },
  };
}

/** The server in test mode on a database (no background jobs): for its brand service. */
async function nodeOn(db: Db): Promise<FastifyInstance> {
  return buildApp({
    config: loadConfig({ APP_MODE: 'test', DATA_DIR: 'memory' }),
    db,
    webTemplate: TEST_TEMPLATE,
  });
}

/** The daily salary's period job, with the test's pay batch; `wrap` may change its steps. */
function dailySalaryJobs(app: FastifyInstance, wrap = <C>(job: PeriodJob<C>) => job) {
  return createSettlementPeriodJobs({ brands: app.services.brands, payBatch: PAY_BATCH })
    .filter((job) => job.name === 'contract-daily-salary')
    .map(wrap);
}

async function seedTeam(db: Db): Promise<Team> {
  const brand = await db
    .selectFrom('merchants')
    .select('id')
    .where('code', '=', 'TIGER')
    .executeTakeFirstOrThrow();
  const merchantId = brand.id;
  const member = async (parent: bigint | null, type: number) =>
    (
      await db
        .insertInto('members')
        .values({
          merchant_id: merchantId,
          account: `eo${randomUUID().slice(0, 10)}`,
          type,
          password_hash: 'unused',
          referral_code: `EO${randomUUID().slice(0, 10).toUpperCase()}`,
          register_method: 'TEST',
          parent_id: parent,
        })
        .returning('id')
        .executeTakeFirstOrThrow()
    ).id;
  let betN = 0;
  const plays = async (memberId: bigint) => {
    betN += 1;
    await db
      .insertInto('bets')
      .values({
        merchant_id: merchantId,
        member_id: memberId,
        vendor_code: 'SIM',
        game_code: 'g',
        game_name: 'G',
        category: 'SLOT',
        external_id: `eo-${betN}-${randomUUID()}`,
        stake: STAKE,
        valid_bet: STAKE,
        payout: (STAKE * BigInt(betN % 3)) / 2n,
        status: 'SETTLED',
        placed_at: new Date(DAY.start.getTime() + betN * 60_000),
        settled_at: new Date(DAY.start.getTime() + betN * 60_000 + 30_000),
      })
      .execute();
  };
  const contracts: bigint[] = [];
  const contract = async (agent: bigint, upline: bigint | null, tiers: readonly (readonly number[])[]) => {
    const row = await db
      .insertInto('agent_contracts')
      .values({
        merchant_id: merchantId,
        type: 'DAILY_SALARY',
        period: 'D',
        mode: 'FIXED',
        upline_id: upline,
        agent_id: agent,
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
        offer_expires_at: DAY.start,
        decided_at: new Date(DAY.start.getTime() - 3_600_000),
        effective_from: new Date(DAY.start.getTime() - 3_600_000),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    contracts.push(row.id);
  };

  const top = await member(null, 1);
  await contract(top, null, TIERS.top);
  await plays(await member(top, 0));
  const middles: bigint[] = [];
  const bottoms: bigint[] = [];
  for (let i = 0; i < 3; i += 1) {
    const middle = await member(top, 2);
    middles.push(middle);
    await contract(middle, top, TIERS.middle);
    await plays(await member(middle, 0));
    for (let j = 0; j < 2; j += 1) {
      const bottom = await member(middle, 2);
      bottoms.push(bottom);
      await contract(bottom, middle, TIERS.bottom);
      await plays(await member(bottom, 0));
      await plays(await member(bottom, 0));
    }
  }
  return { merchantId, top, middles, bottoms, contracts, promotionBefore: await promotion(db, merchantId) };
}

async function promotion(db: Db, merchantId: number): Promise<bigint> {
  const row = await db
    .selectFrom('ledger_accounts')
    .select('balance')
    .where('merchant_id', '=', merchantId)
    .where('kind', '=', 'PROMOTION')
    .where('member_id', 'is', null)
    .executeTakeFirst();
  return row?.balance ?? 0n;
}

/** What the team's bills and the ledger hold now. */
async function state(db: Db, team: Team) {
  const bills = await db
    .selectFrom('agent_contract_bills')
    .select(['id', 'agent_id', 'gross', 'amount', 'paid', 'state'])
    .where('contract_id', 'in', team.contracts)
    .where('period_key', '=', DAY.key)
    .orderBy('id')
    .execute();
  const ids = bills.map((b) => b.id);
  const payments =
    ids.length === 0
      ? []
      : await db
          .selectFrom('agent_contract_payments')
          .select(['bill_id', 'amount', 'ledger_transaction_id'])
          .where('bill_id', 'in', ids)
          .execute();
  const journal =
    ids.length === 0
      ? []
      : await db
          .selectFrom('ledger_transactions')
          .select(['id', 'idempotency_key', 'reference', 'kind'])
          .where('merchant_id', '=', team.merchantId)
          .where(
            'reference',
            'in',
            ids.map((id) => `contract-bill:${id}`),
          )
          .execute();
  return { bills, payments, journal };
}

/** Every bill paid once, every agent holding its level difference, the ledger sound. */
async function expectPaidOnce(db: Db, team: Team) {
  const { bills, payments, journal } = await state(db, team);
  expect(bills).toHaveLength(10);
  const grossOf = (agent: bigint) =>
    agent === team.top ? GROSS.top : team.middles.includes(agent) ? GROSS.middle : GROSS.bottom;
  for (const bill of bills) {
    expect(bill).toMatchObject({
      gross: grossOf(bill.agent_id),
      amount: grossOf(bill.agent_id),
      state: 'PAID',
    });
    expect(bill.paid).toBe(bill.amount);
    const paid = payments.filter((p) => p.bill_id === bill.id);
    expect(paid).toHaveLength(1);
    expect(paid[0]?.amount).toBe(bill.amount);
    const entries = journal.filter((j) => j.reference === `contract-bill:${bill.id}`);
    expect(entries.map((j) => [j.idempotency_key, j.kind])).toEqual([
      [`contract-bill:${bill.id}:1`, 'AGENT_DAILY_SALARY'],
    ]);
    expect(paid[0]?.ledger_transaction_id).toBe(entries[0]?.id);
  }
  // Each agent keeps its level difference (none had money before); the brand paid the top gross.
  const main = (id: bigint) => balanceOf(db, team.merchantId, id, 'MAIN');
  expect(await main(team.top)).toBe(KEEPS.top);
  for (const id of team.middles) expect(await main(id)).toBe(KEEPS.middle);
  for (const id of team.bottoms) expect(await main(id)).toBe(KEEPS.bottom);
  expect(KEEPS.top + 3n * KEEPS.middle + 6n * KEEPS.bottom).toBe(GROSS.top);
  expect(team.promotionBefore - (await promotion(db, team.merchantId))).toBe(GROSS.top);
  expect(await ledgerProblems(db)).toEqual([]);
  return journal.length;
}

/** Settling again — the runner, the settlement core, the retry job — pays nothing. */
async function expectNothingMore(db: Db, app: FastifyInstance, team: Team) {
  const before = await state(db, team);
  const runner = createPeriodRunner({ db, jobs: dailySalaryJobs(app), clock: () => LATER, holder: 'again' });
  expect((await runner.tick()).done).toEqual([]);
  const brand = await app.services.brands.findById(team.merchantId);
  if (!brand) throw new Error('no brand');
  expect(
    await settleContractPeriod(db, { brand, type: 'DAILY_SALARY', period: 'D', window: DAY }, { now: LATER }),
  ).toMatchObject({ bills: expect.any(Number), paid: 0, short: 0 });
  await retryOpenBills({ db, brands: app.services.brands, now: () => new Date(LATER.getTime() + 3_600_000) });
  const after = await state(db, team);
  expect(after.payments).toHaveLength(before.payments.length);
  expect(after.journal).toHaveLength(before.journal.length);
  expect(after.bills).toEqual(before.bills);
  await expectPaidOnce(db, team);
}

/** The job as it is, except that its `at`-th step of the day's run waits for `gate` (inside or after it). */
function freezing(at: number, where: 'inside' | 'after', frozen: () => void, gate: Promise<void>) {
  return <C>(job: PeriodJob<C>): PeriodJob<C> => ({
    ...job,
    run(ctx: RunContext<C>) {
      if (ctx.period !== DAY.key) return job.run(ctx);
      let steps = 0;
      const counted: RunContext<C> = Object.create(ctx, {
        step: {
          value: async (work: Parameters<RunContext<C>['step']>[0]) => {
            steps += 1;
            const n = steps;
            const value = await ctx.step(async (trx) => {
              const done = await work(trx);
              if (n === at && where === 'inside') {
                frozen();
                await gate;
              }
              return done;
            });
            if (n === at && where === 'after') {
              frozen();
              await gate;
            }
            return value;
          },
        },
      });
      return job.run(counted);
    },
  });
}

/** Runs the child process until it says STALLED (or DONE); answers it and what it printed. */
function startChild(place: Place, options: Record<string, unknown>) {
  const child = spawn(process.execPath, [CHILD], {
    env: {
      PATH: process.env.PATH ?? '',
      CONTRACT_SETTLEMENT_CHILD: JSON.stringify({
        database: place.database,
        now: NOW.toISOString(),
        holder: 'child',
        payBatch: PAY_BATCH,
        stallPeriod: DAY.key,
        ...options,
      }),
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let out = '';
  let err = '';
  const said = new Promise<string>((resolve, reject) => {
    child.stdout?.on('data', (chunk) => {
      out += String(chunk);
      if (/STALLED|DONE/.test(out)) resolve(out);
    });
    child.stderr?.on('data', (chunk) => {
      err += String(chunk);
    });
    child.on('error', reject);
    child.on('close', (code) => reject(new Error(`child ended (${code}) before stalling: ${out}\n${err}`)));
  });
  const closed = new Promise<number | null>((resolve) =>
    child.on('close', (code, signal) => resolve(signal ? -1 : code)),
  );
  return { child, said, closed };
}

const cleanups: (() => Promise<void>)[] = [];
afterEach(async () => {
  while (cleanups.length > 0) await cleanups.pop()?.();
});

/** A fresh database with the team; the test's own connection and node on it. */
async function setUp() {
  const place = await freshPlace();
  cleanups.push(() => place.drop());
  let handle = await place.open();
  const team = await seedTeam(handle.db);
  let app = await nodeOn(handle.db);
  const close = async () => {
    await app.close();
    await handle.close();
  };
  cleanups.push(() => close());
  return {
    place,
    team,
    get db() {
      return handle.db;
    },
    get app() {
      return app;
    },
    /** Lets go of the database (a child may open the embedded one), then opens it again. */
    async away<T>(whileAway: () => Promise<T>): Promise<T> {
      await close();
      cleanups.pop();
      try {
        return await whileAway();
      } finally {
        handle = await place.open();
        app = await nodeOn(handle.db);
        cleanups.push(() => close());
      }
    },
  };
}

describe('settlement exactly once', () => {
  it('two period runners settling the same period at once pay each bill once', async () => {
    const s = await setUp();
    const runners = ['node-a', 'node-b'].map((holder) =>
      createPeriodRunner({ db: s.db, jobs: dailySalaryJobs(s.app), clock: () => NOW, holder }),
    );
    const results = await Promise.all(runners.map((r) => r.tick()));
    expect(results.flatMap((r) => r.done).filter((k) => k === keyOf(s.team.merchantId))).toHaveLength(1);
    expect(results.flatMap((r) => [...r.failed, ...r.dead])).toEqual([]);
    expect(await expectPaidOnce(s.db, s.team)).toBe(10);
    const [run] = await listRuns(s.db, {
      job: 'contract-daily-salary',
      merchantId: s.team.merchantId,
      limit: 1,
    });
    expect(run).toMatchObject({ period: DAY.key, status: 'done', attempts: 1 });
    // Both again: nothing is due any more.
    expect((await Promise.all(runners.map((r) => r.tick()))).flatMap((r) => r.done)).toEqual([]);
    await expectNothingMore(s.db, s.app, s.team);
  });

  it('a runner frozen past its lease is taken over, and when it wakes its step changes nothing', async () => {
    const s = await setUp();
    let release!: () => void;
    const gate = new Promise<void>((resolve) => {
      release = resolve;
    });
    let frozen!: () => void;
    const isFrozen = new Promise<void>((resolve) => {
      frozen = resolve;
    });
    // Frozen after its second step (the bills and the first batch of three payments committed).
    const first = createPeriodRunner({
      db: s.db,
      jobs: dailySalaryJobs(s.app, freezing(2, 'after', frozen, gate)),
      clock: () => NOW,
      holder: 'node-a',
    });
    const firstTick = first.tick();
    await isFrozen;
    expect((await state(s.db, s.team)).payments).toHaveLength(PAY_BATCH);
    const second = createPeriodRunner({
      db: s.db,
      jobs: dailySalaryJobs(s.app),
      clock: () => LATER,
      holder: 'node-b',
    });
    expect((await second.tick()).done).toContain(keyOf(s.team.merchantId));
    release();
    expect((await firstTick).lost).toEqual([keyOf(s.team.merchantId)]);
    expect(await expectPaidOnce(s.db, s.team)).toBe(10);
    const [run] = await listRuns(s.db, {
      job: 'contract-daily-salary',
      merchantId: s.team.merchantId,
      limit: 1,
    });
    expect(run).toMatchObject({ period: DAY.key, status: 'done', attempts: 2 });
    await expectNothingMore(s.db, s.app, s.team);
  });

  for (const where of ['inside', 'after'] as const) {
    it(`a runner killed with SIGKILL ${where === 'inside' ? 'inside a pay step (before its commit)' : 'just after a pay step committed'} is resumed by another: each bill paid once`, async () => {
      const s = await setUp();
      // The child: bills written (step 1), one batch paid (step 2), frozen in or after step 3.
      let child: ChildProcess | undefined;
      cleanups.push(async () => {
        child?.kill('SIGKILL');
      });
      const exit = await s.away(async () => {
        const started = startChild(s.place, { stallAtStep: 3, stallWhere: where });
        child = started.child;
        expect(await started.said).toContain('STALLED');
        started.child.kill('SIGKILL');
        return started.closed;
      });
      expect(exit).toBe(-1);

      // Where it got to: the committed batches only (an uncommitted step left nothing behind).
      const mid = await state(s.db, s.team);
      const committed = where === 'inside' ? PAY_BATCH : 2 * PAY_BATCH;
      expect(mid.bills).toHaveLength(10);
      expect(mid.payments).toHaveLength(committed);
      expect(mid.journal).toHaveLength(committed);
      expect(mid.bills.filter((b) => b.state === 'PAID')).toHaveLength(committed);
      expect(await ledgerProblems(s.db)).toEqual([]);
      const [held] = await listRuns(s.db, {
        job: 'contract-daily-salary',
        merchantId: s.team.merchantId,
        limit: 1,
      });
      expect(held).toMatchObject({ period: DAY.key, status: 'running' });

      // While the dead runner's lease lasts nobody takes the run; after it, another resumes it.
      const resumer = (now: Date) =>
        createPeriodRunner({ db: s.db, jobs: dailySalaryJobs(s.app), clock: () => now, holder: 'resumer' });
      expect((await resumer(NOW).tick()).done).not.toContain(keyOf(s.team.merchantId));
      expect((await resumer(LATER).tick()).done).toContain(keyOf(s.team.merchantId));
      expect(await expectPaidOnce(s.db, s.team)).toBe(10);
      const [run] = await listRuns(s.db, {
        job: 'contract-daily-salary',
        merchantId: s.team.merchantId,
        limit: 1,
      });
      expect(run).toMatchObject({ period: DAY.key, status: 'done', attempts: 2 });
      await expectNothingMore(s.db, s.app, s.team);
    }, 180_000);
  }
});
