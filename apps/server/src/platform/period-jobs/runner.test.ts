import { setTimeout as sleep } from 'node:timers/promises';
import { sql } from 'kysely';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../test/test-app.ts';
import type { PeriodJob } from './job.ts';
import { createPeriodRunner } from './runner.ts';
import { listRuns, retryDeadRun } from './runs.repository.ts';

const BDT = 360;
const HOUR_MS = 60 * 60_000;
const DAY_MS = 24 * HOUR_MS;

describe('period jobs', () => {
  let t: TestDatabase;
  let now: Date;
  const clock = () => now;

  beforeAll(async () => {
    t = await createTestDatabase();
    // Where jobs leave their effects: one row per (run key, item), so a doubled effect fails loudly.
    await sql`create table test_payouts (key text not null, item integer not null, unique (key, item))`.execute(
      t.db,
    );
    await sql`create table test_payouts_log (key text not null, item integer not null)`.execute(t.db);
  });
  afterAll(() => t.close());
  beforeEach(async () => {
    await sql`truncate period_runs, test_payouts, test_payouts_log`.execute(t.db);
    // Local (GMT+6) 2026-11-24 00:30: the 23rd has just ended.
    now = new Date('2026-11-23T18:30:00.000Z');
  });

  const platform = async () => [{ merchantId: null, utcOffsetMinutes: BDT }];

  /** A daily job that records the order its periods ran in. */
  function dailyJob(ran: string[], extra: Partial<PeriodJob> = {}): PeriodJob {
    return {
      name: 'daily-salary',
      period: { kind: 'daily' },
      scopes: platform,
      notBefore: new Date('2026-11-22T18:00:00.000Z'), // local 23 November
      async run(ctx) {
        ran.push(ctx.key);
        return { members: 1 };
      },
      ...extra,
    };
  }

  it('runs a due period once and records its counts', async () => {
    const ran: string[] = [];
    const runner = createPeriodRunner({ db: t.db, jobs: [dailyJob(ran)], clock });
    expect((await runner.tick()).done).toEqual(['daily-salary:2026-11-23']);
    expect((await runner.tick()).done).toEqual([]);
    expect(ran).toEqual(['daily-salary:2026-11-23']);
    const [run] = await listRuns(t.db, { job: 'daily-salary', merchantId: null, limit: 5 });
    expect(run).toMatchObject({ period: '2026-11-23', status: 'done', result: { members: 1 }, attempts: 1 });
  });

  it('runs one key once when parallel runners race for it', async () => {
    let runs = 0;
    const job = dailyJob([], {
      async run() {
        runs += 1;
        await sleep(50);
        return { paid: 1 };
      },
    });
    const runners = Array.from({ length: 4 }, (_, i) =>
      createPeriodRunner({ db: t.db, jobs: [job], clock, holder: `node-${i}` }),
    );
    const results = await Promise.all(runners.map((r) => r.tick()));
    expect(runs).toBe(1);
    expect(results.flatMap((r) => r.done)).toEqual(['daily-salary:2026-11-23']);
    // And after the winner finished, nobody runs it again.
    await Promise.all(runners.map((r) => r.tick()));
    expect(runs).toBe(1);
  });

  it('resumes a run killed mid-way from its checkpoint, once, after its lease expires', async () => {
    const ITEMS = 6;
    let release!: () => void;
    const gate = new Promise<void>((resolve) => {
      release = resolve;
    });
    let stalled!: () => void;
    const hasStalled = new Promise<void>((resolve) => {
      stalled = resolve;
    });
    const job = (stallAfter: number | null): PeriodJob<number> => ({
      name: 'realtime-salary',
      period: { kind: 'minutes', every: 5 },
      scopes: platform,
      notBefore: new Date('2026-11-23T18:25:00.000Z'),
      leaseMs: 60_000,
      heartbeatMs: 60_000, // real time: the test is over long before the "killed" runner would renew
      async run(ctx) {
        let done = ctx.checkpoint ?? 0;
        while (done < ITEMS) {
          if (done === stallAfter) {
            stalled();
            await gate; // the process froze here (kill -9, a long pause)
          }
          const item = done + 1;
          done = await ctx.step(async (trx) => {
            await sql`insert into test_payouts_log (key, item) values (${ctx.key}, ${item})`.execute(trx);
            await sql`insert into test_payouts (key, item) values (${ctx.key}, ${item})`.execute(trx);
            return item;
          });
        }
        return { paid: done };
      },
    });
    const first = createPeriodRunner({ db: t.db, jobs: [job(3)], clock, holder: 'node-a' });
    const second = createPeriodRunner({ db: t.db, jobs: [job(null)], clock, holder: 'node-b' });
    const firstTick = first.tick();
    await hasStalled;
    // While the lease is live the other runner keeps off.
    expect((await second.tick()).done).toEqual([]);
    now = new Date(now.getTime() + 61_000);
    expect((await second.tick()).done).toEqual(['realtime-salary:2026-11-24T00:25']);
    // The frozen runner wakes up: its next step finds the run gone and changes nothing.
    release();
    expect((await firstTick).lost).toEqual(['realtime-salary:2026-11-24T00:25']);
    const log = await sql<{ item: number }>`select item from test_payouts_log order by item`.execute(t.db);
    expect(log.rows.map((r) => r.item)).toEqual([1, 2, 3, 4, 5, 6]);
    const [run] = await listRuns(t.db, { job: 'realtime-salary', merchantId: null, limit: 1 });
    expect(run).toMatchObject({ status: 'done', attempts: 2, checkpoint: 6, result: { paid: 6 } });
  });

  it('rolls back a step that dies half-way and retries from the last checkpoint', async () => {
    let crashOnItem: number | null = 2;
    const job: PeriodJob<number> = {
      name: 'cashback',
      period: { kind: 'daily' },
      scopes: platform,
      notBefore: new Date('2026-11-22T18:00:00.000Z'),
      async run(ctx) {
        let done = ctx.checkpoint ?? 0;
        while (done < 3) {
          const item = done + 1;
          done = await ctx.step(async (trx) => {
            await sql`insert into test_payouts_log (key, item) values (${ctx.key}, ${item})`.execute(trx);
            if (item === crashOnItem) throw new Error('died after paying, before the checkpoint');
            return item;
          });
        }
        return { paid: done };
      },
    };
    const runner = createPeriodRunner({ db: t.db, jobs: [job], clock, retryBaseMs: 60_000 });
    expect((await runner.tick()).failed).toEqual(['cashback:2026-11-23']);
    crashOnItem = null;
    expect((await runner.tick()).done).toEqual([]); // waits for its retry time
    now = new Date(now.getTime() + 60_000);
    expect((await runner.tick()).done).toEqual(['cashback:2026-11-23']);
    const log = await sql<{ item: number }>`select item from test_payouts_log order by item`.execute(t.db);
    expect(log.rows.map((r) => r.item)).toEqual([1, 2, 3]);
  });

  it('catches up every missed period in order after a jump forward; a jump back runs nothing twice', async () => {
    const ran: string[] = [];
    const runner = createPeriodRunner({ db: t.db, jobs: [dailyJob(ran)], clock });
    await runner.tick();
    now = new Date(now.getTime() + 4 * DAY_MS + HOUR_MS); // down for four days
    await runner.tick();
    expect(ran).toEqual([
      'daily-salary:2026-11-23',
      'daily-salary:2026-11-24',
      'daily-salary:2026-11-25',
      'daily-salary:2026-11-26',
      'daily-salary:2026-11-27',
    ]);
    now = new Date(now.getTime() - 3 * DAY_MS); // the clock is corrected backwards
    expect((await runner.tick()).done).toEqual([]);
    now = new Date(now.getTime() + 3 * DAY_MS);
    expect((await runner.tick()).done).toEqual([]);
    expect(ran).toHaveLength(5);
  });

  it('catches up no further back than the job allows', async () => {
    const ran: string[] = [];
    const job = dailyJob(ran, { maxCatchUpMs: 2 * DAY_MS, notBefore: undefined });
    const runner = createPeriodRunner({ db: t.db, jobs: [job], clock });
    now = new Date('2026-12-10T19:00:00.000Z'); // local 11 December 01:00
    await runner.tick();
    expect(ran).toEqual(['daily-salary:2026-12-09', 'daily-salary:2026-12-10']);
  });

  it('keeps later periods waiting behind a failing one, then lets them pass once it is dead', async () => {
    const ran: string[] = [];
    const job = dailyJob(ran, {
      maxAttempts: 2,
      async run(ctx) {
        ran.push(ctx.key);
        if (ctx.period === '2026-11-23') throw new Error('the salary table is broken');
        return {};
      },
    });
    const runner = createPeriodRunner({ db: t.db, jobs: [job], clock, retryBaseMs: 1_000 });
    now = new Date(now.getTime() + DAY_MS); // both the 23rd and the 24th are due
    expect(await runner.tick()).toMatchObject({ failed: ['daily-salary:2026-11-23'], done: [] });
    now = new Date(now.getTime() + 1_000);
    expect(await runner.tick()).toMatchObject({
      dead: ['daily-salary:2026-11-23'],
      done: ['daily-salary:2026-11-24'],
    });
    expect(await runner.tick()).toMatchObject({ dead: [], done: [], failed: [] });
    expect(await retryDeadRun(t.db, { job: 'daily-salary', merchantId: null, period: '2026-11-23' })).toBe(
      true,
    );
    expect(await runner.tick()).toMatchObject({ failed: ['daily-salary:2026-11-23'] });
  });

  it('keeps a key per brand and runs each brand on its own clock', async () => {
    const brand = await t.db
      .insertInto('merchants')
      .values({
        code: `T${Date.now() % 100000}`,
        name: 'Test brand',
        status: 'active',
        currency: 'PHP',
        currency_exponent: 2,
        default_language: 'en',
        languages: ['en'],
        settings: JSON.stringify({}),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const ran: string[] = [];
    const job = dailyJob(ran, {
      notBefore: undefined,
      maxCatchUpMs: DAY_MS,
      scopes: async () => [
        { merchantId: null, utcOffsetMinutes: BDT },
        { merchantId: brand.id, utcOffsetMinutes: 480 },
      ],
      async run(ctx) {
        ran.push(`${ctx.key}@${ctx.merchantId}`);
        return {};
      },
    });
    const runner = createPeriodRunner({ db: t.db, jobs: [job], clock });
    now = new Date('2026-11-23T17:00:00.000Z'); // 23:00 in Dhaka, 01:00 on the 24th in Manila
    await runner.tick();
    expect(ran).toEqual([`daily-salary:2026-11-22@null`, `daily-salary:2026-11-23@${brand.id}`]);
  });

  it('stops a running job on request and lets another runner resume it at once', async () => {
    const job: PeriodJob<number> = {
      name: 'dividend',
      period: { kind: 'weekly' },
      scopes: platform,
      notBefore: new Date('2026-11-22T18:00:00.000Z'), // local Monday 23 November: W48 is the first
      async run(ctx) {
        if (ctx.checkpoint === null) await ctx.step(async () => 1);
        await new Promise<void>((resolve) => ctx.signal.addEventListener('abort', () => resolve()));
        ctx.signal.throwIfAborted();
        return {};
      },
    };
    now = new Date('2026-11-30T00:00:00.000Z');
    const stopping = createPeriodRunner({ db: t.db, jobs: [job], clock, holder: 'node-a' });
    stopping.start();
    await sleep(100);
    await stopping.stop();
    const [run] = await listRuns(t.db, { job: 'dividend', merchantId: null, limit: 1 });
    expect(run).toMatchObject({ period: '2026-W48', status: 'running', checkpoint: 1, failures: 0 });
    const resumed: Array<number | null> = [];
    const next = createPeriodRunner({
      db: t.db,
      jobs: [
        {
          ...job,
          async run(ctx) {
            resumed.push(ctx.checkpoint);
            return {};
          },
        },
      ],
      clock,
      holder: 'node-b',
    });
    expect((await next.tick()).done).toEqual(['dividend:2026-W48']);
    expect(resumed).toEqual([1]);
  });
});
