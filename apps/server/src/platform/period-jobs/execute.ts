import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import {
  type JobScope,
  LeaseLostError,
  type PeriodJob,
  type RunContext,
  RunnerStoppingError,
} from './job.ts';
import type { Period } from './periods.ts';
import {
  type ClaimedRun,
  failRun,
  finishRun,
  releaseRun,
  renewRun,
  saveCheckpoint,
} from './runs.repository.ts';

/** A checkpoint or result is a note on where a run got to, not a data store. */
const MAX_JSON_BYTES = 64 * 1024;

export type RunOutcome = 'done' | 'failed' | 'dead' | 'lost' | 'released';

/**
 * Runs one claimed period: heartbeats while it works, fences every step on still holding the
 * run, and records how it ended. Whatever happens, this runner stops renewing the lease on return.
 */
export async function executeRun(args: {
  db: Kysely<Database>;
  job: PeriodJob;
  scope: JobScope;
  period: Period;
  claimed: ClaimedRun;
  holder: string;
  clock: () => Date;
  controller: AbortController;
  retryDelayMs: (failures: number) => number;
  log: { warn(obj: object, msg: string): void; error(obj: object, msg: string): void };
}): Promise<RunOutcome> {
  const { db, job, period, claimed, holder, clock, controller } = args;
  const key = `${job.name}:${period.key}`;
  const leaseMs = job.leaseMs ?? 60_000;
  const leaseFrom = (now: Date) => ({
    id: claimed.id,
    holder,
    now,
    until: new Date(now.getTime() + leaseMs),
  });
  let checkpoint: unknown = claimed.checkpoint ?? null;

  const heartbeat = async () => {
    if (controller.signal.aborted) throw controller.signal.reason;
    if (!(await renewRun(db, leaseFrom(clock())))) {
      const lost = new LeaseLostError(key);
      controller.abort(lost);
      throw lost;
    }
  };

  const ctx: RunContext = {
    job: job.name,
    merchantId: args.scope.merchantId,
    key,
    period: period.key,
    start: period.start,
    end: period.end,
    utcOffsetMinutes: args.scope.utcOffsetMinutes,
    attempt: claimed.attempts,
    get checkpoint() {
      return checkpoint;
    },
    async step(work) {
      if (controller.signal.aborted) throw controller.signal.reason;
      const next = await db.transaction().execute(async (trx) => {
        // The fence: renewing the lease locks the row until this step commits, and fails if the
        // run is someone else's now, which rolls back whatever `work` wrote.
        if (!(await renewRun(trx, leaseFrom(clock())))) throw new LeaseLostError(key);
        const value = await work(trx);
        await saveCheckpoint(trx, claimed.id, toJson(value));
        return value;
      });
      checkpoint = next;
      return next;
    },
    heartbeat,
    signal: controller.signal,
    now: clock,
  };

  const timer = setInterval(
    () => {
      heartbeat().catch(() => undefined); // a lost lease aborts the signal; the next step fails
    },
    job.heartbeatMs ?? Math.floor(leaseMs / 3),
  );
  timer.unref();
  try {
    const counts = await job.run(ctx);
    clearInterval(timer);
    const finished = await finishRun(db, {
      id: claimed.id,
      holder,
      now: clock(),
      result: toJson(counts ?? {}),
    });
    if (finished) return 'done';
    args.log.warn({ key, merchantId: args.scope.merchantId }, 'period run finished after losing its lease');
    return 'lost';
  } catch (error) {
    clearInterval(timer);
    const reason: unknown = controller.signal.aborted ? controller.signal.reason : error;
    if (reason instanceof LeaseLostError || error instanceof LeaseLostError) return 'lost';
    if (reason instanceof RunnerStoppingError) {
      await releaseRun(db, claimed.id, holder);
      return 'released';
    }
    const failures = claimed.failures + 1;
    const dead = failures >= (job.maxAttempts ?? 5);
    const message = error instanceof Error ? error.message : String(error);
    await failRun(db, {
      id: claimed.id,
      holder,
      dead,
      nextAttemptAt: new Date(clock().getTime() + args.retryDelayMs(failures)),
      error: message.slice(0, 500),
    });
    const context = { key, merchantId: args.scope.merchantId, failures, err: error };
    if (dead) args.log.error(context, 'period run is dead');
    else args.log.warn(context, 'period run failed; will retry');
    return dead ? 'dead' : 'failed';
  } finally {
    clearInterval(timer);
  }
}

function toJson(value: unknown): string {
  const text = JSON.stringify(value ?? null, (_key, v) => (typeof v === 'bigint' ? v.toString() : v));
  if (text === undefined) throw new Error('a checkpoint must be JSON');
  if (Buffer.byteLength(text) > MAX_JSON_BYTES)
    throw new Error(`a checkpoint is at most ${MAX_JSON_BYTES} bytes`);
  return text;
}
