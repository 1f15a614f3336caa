import { type Kysely, sql, type Transaction } from 'kysely';
import type { Database } from '../../db/schema.ts';
import type { Period } from './periods.ts';

type Exec = Kysely<Database>;
type Trx = Transaction<Database>;

export interface ClaimedRun {
  id: bigint;
  /** Claims of this key so far, this one included. */
  attempts: number;
  failures: number;
  checkpoint: unknown;
}

/**
 * Where a job stands for a brand: the end of its latest done or dead period (later periods are
 * new work) and its runs that are neither, ended since `endedSince` (crashed, waiting for a
 * retry, or brought back by an operator), oldest first. Periods before the latest settled one
 * without a row are not looked for: the runner settles periods in order, so there are none
 * unless the job's settings moved.
 */
export async function openPeriods(
  db: Exec,
  args: { job: string; merchantId: number | null; endedSince: Date; limit: number },
): Promise<{ latestSettledEnd: Date | null; unsettled: Period[] }> {
  const latest = await db
    .selectFrom('period_runs')
    .select((eb) => eb.fn.max('period_end').as('end'))
    .where('job', '=', args.job)
    .where('merchant_id', 'is not distinct from', args.merchantId)
    .where('status', 'in', ['done', 'dead'])
    .executeTakeFirst();
  const rows = await db
    .selectFrom('period_runs')
    .select(['period', 'period_start', 'period_end'])
    .where('job', '=', args.job)
    .where('merchant_id', 'is not distinct from', args.merchantId)
    .where('status', 'in', ['running', 'retry'])
    .where('period_end', '>=', args.endedSince)
    .orderBy('period_start')
    .limit(args.limit)
    .execute();
  return {
    latestSettledEnd: latest?.end ?? null,
    unsettled: rows.map((r) => ({ key: r.period, start: r.period_start, end: r.period_end })),
  };
}

/**
 * Takes the run of (job, brand, period) for `holder` until `until`: creates it, or takes over one
 * whose holder let go or stopped renewing its lease (crashed) and whose retry time has come. Null
 * when the run is done, dead, or held by a live lease. The key is unique, so of two runners that
 * race here one gets it; a finished run is never taken again.
 */
export async function claimRun(
  db: Exec,
  args: { job: string; merchantId: number | null; period: Period; holder: string; now: Date; until: Date },
): Promise<ClaimedRun | null> {
  const result = await sql<ClaimedRun>`
    insert into period_runs
      (job, merchant_id, period, period_start, period_end, status, holder, lease_expires_at, attempts,
       started_at, heartbeat_at)
    values (${args.job}, ${args.merchantId}, ${args.period.key}, ${args.period.start}, ${args.period.end},
            'running', ${args.holder}, ${args.until}, 1, ${args.now}, ${args.now})
    on conflict on constraint period_runs_key do update
      set status = 'running', holder = excluded.holder, lease_expires_at = excluded.lease_expires_at,
          attempts = period_runs.attempts + 1, heartbeat_at = excluded.heartbeat_at
      where period_runs.status in ('running', 'retry')
        and (period_runs.holder is null or period_runs.lease_expires_at <= ${args.now})
        and (period_runs.next_attempt_at is null or period_runs.next_attempt_at <= ${args.now})
    returning id, attempts, failures, checkpoint`.execute(db);
  return result.rows[0] ?? null;
}

/**
 * Renews the lease while `holder` still has the run; false when it has lost it. Inside a step's
 * transaction this also locks the row, so a takeover waits for the step to commit or roll back.
 */
export async function renewRun(
  db: Exec | Trx,
  args: { id: bigint; holder: string; now: Date; until: Date },
): Promise<boolean> {
  const row = await db
    .updateTable('period_runs')
    .set({ lease_expires_at: args.until, heartbeat_at: args.now })
    .where('id', '=', args.id)
    .where('holder', '=', args.holder)
    .where('status', '=', 'running')
    .returning('id')
    .executeTakeFirst();
  return row !== undefined;
}

export async function saveCheckpoint(trx: Trx, id: bigint, checkpoint: string): Promise<void> {
  await trx.updateTable('period_runs').set({ checkpoint }).where('id', '=', id).execute();
}

/** Marks the run done with its counts; false when `holder` had lost it (the new holder finishes). */
export async function finishRun(
  db: Exec,
  args: { id: bigint; holder: string; now: Date; result: string },
): Promise<boolean> {
  const row = await db
    .updateTable('period_runs')
    .set({
      status: 'done',
      result: args.result,
      finished_at: args.now,
      holder: null,
      lease_expires_at: null,
      next_attempt_at: null,
      last_error: null,
    })
    .where('id', '=', args.id)
    .where('holder', '=', args.holder)
    .where('status', '=', 'running')
    .returning('id')
    .executeTakeFirst();
  return row !== undefined;
}

/** Records a failed attempt: the run waits until `nextAttemptAt`, or is dead. */
export async function failRun(
  db: Exec,
  args: { id: bigint; holder: string; dead: boolean; nextAttemptAt: Date; error: string },
): Promise<void> {
  await db
    .updateTable('period_runs')
    .set((eb) => ({
      status: args.dead ? 'dead' : 'retry',
      failures: eb('failures', '+', 1),
      holder: null,
      lease_expires_at: null,
      next_attempt_at: args.nextAttemptAt,
      last_error: args.error,
    }))
    .where('id', '=', args.id)
    .where('holder', '=', args.holder)
    .where('status', '=', 'running')
    .execute();
}

/** Lets go of a run without counting a failure (this node is stopping): another may resume it now. */
export async function releaseRun(db: Exec, id: bigint, holder: string): Promise<void> {
  await db
    .updateTable('period_runs')
    .set({ holder: null, lease_expires_at: null })
    .where('id', '=', id)
    .where('holder', '=', holder)
    .where('status', '=', 'running')
    .execute();
}

/** Brings a dead run back (after its cause is fixed); it resumes from its checkpoint. */
export async function retryDeadRun(
  db: Exec,
  args: { job: string; merchantId: number | null; period: string },
): Promise<boolean> {
  const row = await db
    .updateTable('period_runs')
    .set({ status: 'retry', failures: 0, next_attempt_at: null })
    .where('job', '=', args.job)
    .where('merchant_id', 'is not distinct from', args.merchantId)
    .where('period', '=', args.period)
    .where('status', '=', 'dead')
    .returning('id')
    .executeTakeFirst();
  return row !== undefined;
}

export interface RunRecord {
  job: string;
  merchantId: number | null;
  period: string;
  status: 'running' | 'retry' | 'done' | 'dead';
  attempts: number;
  failures: number;
  checkpoint: unknown;
  result: unknown;
  lastError: string | null;
  finishedAt: Date | null;
}

/** A job's runs for a brand, latest first (for operators and tests). */
export async function listRuns(
  db: Exec,
  args: { job: string; merchantId: number | null; limit: number },
): Promise<RunRecord[]> {
  const rows = await db
    .selectFrom('period_runs')
    .select([
      'job',
      'merchant_id',
      'period',
      'status',
      'attempts',
      'failures',
      'checkpoint',
      'result',
      'last_error',
      'finished_at',
    ])
    .where('job', '=', args.job)
    .where('merchant_id', 'is not distinct from', args.merchantId)
    .orderBy('period_start', 'desc')
    .limit(args.limit)
    .execute();
  return rows.map((r) => ({
    job: r.job,
    merchantId: r.merchant_id,
    period: r.period,
    status: r.status,
    attempts: r.attempts,
    failures: r.failures,
    checkpoint: r.checkpoint,
    result: r.result,
    lastError: r.last_error,
    finishedAt: r.finished_at,
  }));
}
