import type { ContractPeriod, ContractType } from '@portal/contracts';
import type { Db } from '../../db/database.ts';
import type { Job } from '../../platform/jobs.ts';
import type { JobScope, PeriodJob } from '../../platform/period-jobs/index.ts';
import type { BrandService } from '../brands/brands.service.ts';
import { contractSettingsOf, periodSpecOf } from './contract-periods.ts';
import * as repo from './settlement.repository.ts';
import {
  payBill,
  payPeriodBatch,
  periodPayQueue,
  type QueuedBill,
  type SettlementCheckpoint,
  settlementCounts,
  writePeriodBills,
} from './settlement.ts';

const MINUTE_MS = 60_000;
const HOUR_MS = 60 * MINUTE_MS;
const DAY_MS = 24 * HOUR_MS;

/**
 * The settlement's period jobs (issue 17; ADR 0038): one per contract type and period kind. Each
 * waits a fixed grace after its period ends for settlements still in flight, and catches up no
 * further back than makes sense for it (a real-time salary's missed windows an hour back, a
 * month's 35 days).
 */
export const SETTLEMENT_JOBS: readonly {
  name: string;
  type: ContractType;
  period: ContractPeriod;
  dueAfterMs: number;
  maxCatchUpMs: number;
}[] = [
  {
    name: 'contract-dividend-d',
    type: 'DIVIDEND',
    period: 'D',
    dueAfterMs: 15 * MINUTE_MS,
    maxCatchUpMs: 7 * DAY_MS,
  },
  {
    name: 'contract-dividend-w',
    type: 'DIVIDEND',
    period: 'W',
    dueAfterMs: 15 * MINUTE_MS,
    maxCatchUpMs: 8 * DAY_MS,
  },
  {
    name: 'contract-dividend-h',
    type: 'DIVIDEND',
    period: 'H',
    dueAfterMs: 15 * MINUTE_MS,
    maxCatchUpMs: 16 * DAY_MS,
  },
  {
    name: 'contract-dividend-m',
    type: 'DIVIDEND',
    period: 'M',
    dueAfterMs: 15 * MINUTE_MS,
    maxCatchUpMs: 35 * DAY_MS,
  },
  {
    name: 'contract-daily-salary',
    type: 'DAILY_SALARY',
    period: 'D',
    dueAfterMs: 15 * MINUTE_MS,
    maxCatchUpMs: 7 * DAY_MS,
  },
  {
    name: 'contract-hourly-salary',
    type: 'HOURLY_SALARY',
    period: 'HOUR',
    dueAfterMs: 5 * MINUTE_MS,
    maxCatchUpMs: DAY_MS,
  },
  {
    name: 'contract-realtime-salary',
    type: 'REALTIME_SALARY',
    period: '5MIN',
    dueAfterMs: MINUTE_MS,
    maxCatchUpMs: HOUR_MS,
  },
];

/** The job settling a type and period kind (for runs and reruns). */
export const settlementJobOf = (type: ContractType, period: ContractPeriod) =>
  SETTLEMENT_JOBS.find((j) => j.type === type && j.period === period);

/** The brands whose agents hold contracts: AGENTPOLICY3 on, each in its settlement clock. */
async function contractScopes(brands: BrandService): Promise<JobScope[]> {
  const scopes: JobScope[] = [];
  for (const code of await brands.codes()) {
    const brand = await brands.findByCode(code);
    if (!brand?.flags.AGENTPOLICY3) continue;
    scopes.push({ merchantId: brand.id, utcOffsetMinutes: contractSettingsOf(brand).utcOffsetMinutes });
  }
  return scopes;
}

/**
 * The period jobs: step 1 writes every bill of the period (the checkpoint keeps the bills to pay,
 * top-down), each next step pays a batch and moves the checkpoint's position. A run resumed by
 * another runner continues from the last committed step; a step that lost its lease rolls back.
 */
export function createSettlementPeriodJobs(deps: {
  brands: BrandService;
  /** Bills paid per step (default PAY_BATCH; tests use small batches). */
  payBatch?: number;
}): PeriodJob<SettlementCheckpoint>[] {
  return SETTLEMENT_JOBS.map((spec) => ({
    name: spec.name,
    period: periodSpecOf(spec.period),
    dueAfterMs: spec.dueAfterMs,
    maxCatchUpMs: spec.maxCatchUpMs,
    scopes: () => contractScopes(deps.brands),
    async run(ctx) {
      if (ctx.merchantId === null) return undefined;
      const brand = await deps.brands.findById(ctx.merchantId);
      if (!brand) return undefined;
      const target = {
        brand,
        type: spec.type,
        period: spec.period,
        window: { key: ctx.period, start: ctx.start, end: ctx.end },
      };
      // The pay queue lives in memory while this runner holds the run; a resumed run (another
      // runner, after a crash) computes it again from the bills, inside its first step.
      let queue: QueuedBill[] | null = null;
      let checkpoint =
        ctx.checkpoint ??
        (await ctx.step(async (trx) => {
          const start = await writePeriodBills(trx, target, ctx.now());
          queue = start.queue;
          return start.checkpoint;
        }));
      while (!checkpoint.done) {
        const at = checkpoint;
        checkpoint = await ctx.step(async (trx) => {
          queue ??= await periodPayQueue(trx, target);
          return payPeriodBatch(trx, brand, at, queue, ctx.now(), deps.payBatch);
        });
      }
      return settlementCounts(checkpoint);
    },
  }));
}

/** Bills looked at per pass of the retry job. */
const RETRY_BATCH = 200;
/** A bill the period's own run touched this recently is left to it. */
const RETRY_QUIET_MS = 2 * MINUTE_MS;

/**
 * The interval job of open bills (issue 17; ADR 0038): bills whose payer was short of money
 * (INSUFFICIENT, PARTLY_PAID) are paid as money arrives, oldest first, each in its own
 * transaction under the bill's lock; bills awaiting collection longer than the brand's
 * `collectDays` expire. Safe on every node at once (row locks, conditional updates).
 */
export function createSettlementRetryJob(deps: { db: Db; brands: BrandService; now: () => Date }): Job {
  return {
    name: 'contract-bills-retry',
    everyMs: 60_000,
    run: () => retryOpenBills(deps),
  };
}

export async function retryOpenBills(deps: {
  db: Db;
  brands: BrandService;
  now: () => Date;
}): Promise<number> {
  const now = deps.now();
  let done = 0;
  const open = await repo.openUnpaidBills(deps.db, {
    before: new Date(now.getTime() - RETRY_QUIET_MS),
    limit: RETRY_BATCH,
  });
  for (const b of open) {
    const brand = await deps.brands.findById(b.merchant_id);
    if (!brand) continue;
    const outcome = await deps.db.transaction().execute((trx) => payBill(trx, brand, b.id, now));
    if ('paid' in outcome) done += 1;
  }
  for (const merchantId of await repo.brandsAwaitingCollection(deps.db)) {
    const brand = await deps.brands.findById(merchantId);
    if (!brand) continue;
    const days = contractSettingsOf(brand).collectDays;
    done += await repo.expireUncollected(deps.db, {
      merchantId,
      before: new Date(now.getTime() - days * DAY_MS),
      now,
    });
  }
  return done;
}
