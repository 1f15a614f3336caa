import { randomUUID } from 'node:crypto';
import { hostname } from 'node:os';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { retryDelayMs } from '../outbox/backoff.ts';
import { executeRun, type RunOutcome } from './execute.ts';
import { JOB_NAME, type JobScope, type PeriodJob, RunnerStoppingError } from './job.ts';
import { checkOffset, checkSpec, duePeriods, MAX_DUE_PERIODS, type Period } from './periods.ts';
import { claimRun, openPeriods } from './runs.repository.ts';

const DAY_MS = 24 * 60 * 60_000;
const MAX_SCOPES = 1000;
const DEFAULT_CATCH_UP_MS = 7 * DAY_MS;
/** Unfinished runs of one job and brand looked at per tick; more would mean something is broken. */
const MAX_OPEN_RUNS = 100;

export interface PeriodRunnerOptions {
  db: Kysely<Database>;
  // biome-ignore lint/suspicious/noExplicitAny: each job has its own checkpoint type
  jobs: readonly PeriodJob<any>[];
  /** The time periods are computed from (tests move it; a node's clock may jump). */
  clock?: () => Date;
  /** This runner's name in leases; unique per process by default. */
  holder?: string;
  /** How often start() looks for due periods (default 10 s). */
  pollMs?: number;
  /** First retry of a failed run, doubled each time up to retryMaxMs (defaults 1 min and 1 h). */
  retryBaseMs?: number;
  retryMaxMs?: number;
  log?: {
    info(obj: object, msg: string): void;
    warn(obj: object, msg: string): void;
    error(obj: object, msg: string): void;
  };
}

export interface TickResult {
  /** Run keys (with the brand) in the order their outcome came. */
  done: string[];
  failed: string[];
  dead: string[];
  /** Taken over by another runner while this one ran it. */
  lost: string[];
  released: string[];
}

export interface PeriodRunner {
  /** One pass over every job and scope: runs the due periods in order. Tests call it directly. */
  tick(): Promise<TickResult>;
  start(): void;
  /** Asks running jobs to stop (their signal), waits for them and releases what they held. */
  stop(): Promise<void>;
}

/**
 * Runs period jobs exactly once per (job, brand, period) across any number of runners: each run
 * is a row with a unique key, taken under a lease that a heartbeat renews. A crashed runner's run
 * is resumed from its checkpoint once its lease expires; a finished run is never taken again;
 * after downtime the missed periods run oldest first, back to the job's catch-up limit; a clock
 * that jumps back finds its periods done (ADR 0021).
 */
export function createPeriodRunner(options: PeriodRunnerOptions): PeriodRunner {
  const db = options.db;
  const jobs = checkJobs(options.jobs);
  const clock = options.clock ?? (() => new Date());
  const holder = options.holder ?? `${hostname()}:${process.pid}:${randomUUID().slice(0, 8)}`;
  const pollMs = bounded(options.pollMs ?? 10_000, 10, 60 * 60_000, 'pollMs');
  const retryBaseMs = bounded(options.retryBaseMs ?? 60_000, 1, DAY_MS, 'retryBaseMs');
  const retryMaxMs = bounded(options.retryMaxMs ?? 60 * 60_000, retryBaseMs, 7 * DAY_MS, 'retryMaxMs');
  const noop = () => undefined;
  const log = options.log ?? { info: noop, warn: noop, error: noop };
  const running = new Set<AbortController>();
  let stopped = false;
  let loop: Promise<void> | null = null;
  let sleeper: (() => void) | null = null;

  /** The due periods of one job and scope, in order, until one cannot finish now. */
  async function runScope(job: PeriodJob, scope: JobScope, into: TickResult): Promise<void> {
    checkOffset(scope.utcOffsetMinutes);
    const now = clock();
    const dueBy = new Date(now.getTime() - (job.dueAfterMs ?? 0));
    const endedSince = new Date(now.getTime() - (job.maxCatchUpMs ?? DEFAULT_CATCH_UP_MS));
    const open = await openPeriods(db, {
      job: job.name,
      merchantId: scope.merchantId,
      endedSince,
      limit: MAX_OPEN_RUNS,
    });
    // New periods start after the latest settled one: a tick costs two small queries however
    // long the catch-up window is, and a clock set back finds nothing new.
    const floorMs = Math.max(
      job.notBefore?.getTime() ?? Number.NEGATIVE_INFINITY,
      open.latestSettledEnd?.getTime() ?? Number.NEGATIVE_INFINITY,
    );
    const fresh = duePeriods(job.period, scope.utcOffsetMinutes, dueBy, {
      max: MAX_DUE_PERIODS,
      notBefore: Number.isFinite(floorMs) ? new Date(floorMs) : null,
      endedSince,
    });
    const reopened = open.unsettled.filter((p) => p.end.getTime() <= dueBy.getTime());
    const known = new Set(reopened.map((p) => p.key));
    const queue = [...reopened, ...fresh.filter((p) => !known.has(p.key))];
    for (const period of queue) {
      if (stopped) return;
      const outcome = await runPeriod(job, scope, period);
      const label = `${job.name}:${period.key}${scope.merchantId === null ? '' : `@${scope.merchantId}`}`;
      if (outcome === 'busy') return; // another runner has it, or its retry time has not come
      into[outcome].push(label);
      // Later periods wait for this one, so a brand's periods finish in order; a dead one no
      // longer holds them back.
      if (outcome !== 'done' && outcome !== 'dead') return;
    }
  }

  async function runPeriod(job: PeriodJob, scope: JobScope, period: Period): Promise<RunOutcome | 'busy'> {
    const leaseMs = job.leaseMs ?? 60_000;
    const now = clock();
    const claimed = await claimRun(db, {
      job: job.name,
      merchantId: scope.merchantId,
      period,
      holder,
      now,
      until: new Date(now.getTime() + leaseMs),
    });
    if (!claimed) return 'busy';
    const controller = new AbortController();
    running.add(controller);
    try {
      return await executeRun({
        db,
        job,
        scope,
        period,
        claimed,
        holder,
        clock,
        controller,
        retryDelayMs: (failures) => retryDelayMs(failures, retryBaseMs, retryMaxMs),
        log,
      });
    } finally {
      running.delete(controller);
    }
  }

  async function tick(): Promise<TickResult> {
    const result: TickResult = { done: [], failed: [], dead: [], lost: [], released: [] };
    await Promise.all(
      jobs.map(async (job) => {
        try {
          const scopes = await job.scopes();
          if (scopes.length > MAX_SCOPES) throw new Error(`${job.name} has more than ${MAX_SCOPES} scopes`);
          for (const scope of scopes) {
            if (stopped) return;
            await runScope(job, scope, result);
          }
        } catch (error) {
          log.error({ job: job.name, err: error }, 'period job pass failed');
        }
      }),
    );
    return result;
  }

  async function run(): Promise<void> {
    while (!stopped) {
      const result = await tick();
      if (result.done.length > 0) log.info({ runs: result.done }, 'period jobs finished runs');
      if (stopped) return;
      await new Promise<void>((resolve) => {
        const timer = setTimeout(done, pollMs);
        timer.unref();
        function done() {
          clearTimeout(timer);
          sleeper = null;
          resolve();
        }
        sleeper = done;
      });
    }
  }

  return {
    tick,
    start() {
      if (!loop) loop = run();
    },
    async stop() {
      stopped = true;
      for (const controller of running) controller.abort(new RunnerStoppingError());
      sleeper?.();
      await loop;
    },
  };
}

function checkJobs(list: readonly PeriodJob[]): readonly PeriodJob[] {
  const names = new Set<string>();
  for (const job of list) {
    if (!JOB_NAME.test(job.name)) throw new Error(`invalid job name: ${job.name}`);
    if (names.has(job.name)) throw new Error(`two period jobs are named ${job.name}`);
    checkSpec(job.period);
    const leaseMs = bounded(job.leaseMs ?? 60_000, 1_000, DAY_MS, `${job.name}: leaseMs`);
    bounded(job.heartbeatMs ?? 1_000, 10, leaseMs, `${job.name}: heartbeatMs`);
    bounded(job.maxAttempts ?? 1, 1, 1000, `${job.name}: maxAttempts`);
    bounded(job.maxCatchUpMs ?? DAY_MS, 0, 400 * DAY_MS, `${job.name}: maxCatchUpMs`);
    bounded(job.dueAfterMs ?? 0, 0, 31 * DAY_MS, `${job.name}: dueAfterMs`);
    names.add(job.name);
  }
  return [...list];
}

function bounded(value: number, min: number, max: number, name: string): number {
  if (!Number.isInteger(value) || value < min || value > max) {
    throw new Error(`${name} must be an integer from ${min} to ${max}`);
  }
  return value;
}
