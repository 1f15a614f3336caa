import type { Transaction } from 'kysely';
import type { Database } from '../../db/schema.ts';
import type { PeriodSpec } from './periods.ts';

/** Who a job runs for: a brand (or null, the whole platform) and the brand's clock. */
export interface JobScope {
  merchantId: number | null;
  /** Minutes east of UTC: 360 for GMT+6 (BDT), 480 for the Philippines. */
  utcOffsetMinutes: number;
}

/** Counts a run reports when it finishes ("members": 120, "paid": 98); stored with the run. */
export type RunCounts = Record<string, number>;

/**
 * Work done once per period and brand. A run may stop anywhere (a crash, a lost lease) and be
 * resumed by another runner, so `run` must be resumable: do the work in `ctx.step`s that save
 * where it got to, and start from `ctx.checkpoint`. Writes elsewhere that cannot sit in a step
 * (a provider call) carry `ctx.key` as their idempotency key.
 */
export interface PeriodJob<C = unknown> {
  /** Lower case letters, digits and '-' (at most 50): the first half of every run key. */
  name: string;
  period: PeriodSpec;
  /** Asked on every pass; at most 1000 scopes. */
  scopes(): Promise<readonly JobScope[]>;
  run(ctx: RunContext<C>): Promise<RunCounts | undefined>;
  /** Periods that ended longer ago than this are never caught up (default 7 days). */
  maxCatchUpMs?: number;
  /** No period starting before this runs (a job's first day in production). */
  notBefore?: Date;
  /** Wait this long after a period ends before running it (late data; default 0). */
  dueAfterMs?: number;
  /** Failed attempts before the run is dead and later periods go ahead (default 5). */
  maxAttempts?: number;
  /** Lease of a run (default 60 s); renewed every heartbeatMs (default a third of it). */
  leaseMs?: number;
  heartbeatMs?: number;
}

export interface RunContext<C = unknown> {
  job: string;
  merchantId: number | null;
  /** `${job}:${period}`, e.g. `daily-salary:2026-11-24`: unique per brand, never run twice. */
  key: string;
  period: string;
  /** The period in real time, [start, end). */
  start: Date;
  end: Date;
  utcOffsetMinutes: number;
  /** 1 for the first claim of this key, more when resuming. */
  attempt: number;
  /** What the last committed step returned; null before the first. */
  readonly checkpoint: C | null;
  /**
   * One unit of the run in a transaction that first checks this runner still holds the run (and
   * renews its lease), then stores what `work` returns as the checkpoint. If the run was lost to
   * another runner the transaction rolls back, so a step's effects happen once. Use `trx` only
   * inside: on the embedded database `db` would wait for this very transaction.
   */
  step(work: (trx: Transaction<Database>) => Promise<C>): Promise<C>;
  /** Renews the lease now (between steps of a long computation); throws when it was lost. */
  heartbeat(): Promise<void>;
  /** Aborted when the lease is lost or the runner stops: stop soon, the next runner resumes. */
  signal: AbortSignal;
  now(): Date;
}

export const JOB_NAME = /^[a-z0-9][a-z0-9-]{0,49}$/;

/** The run was taken over by another runner (this one stalled past its lease). */
export class LeaseLostError extends Error {
  constructor(key: string) {
    super(`the run ${key} is held by another runner now`);
    this.name = 'LeaseLostError';
  }
}

/** This runner is stopping; the run is released for another to resume. */
export class RunnerStoppingError extends Error {
  constructor() {
    super('the period-job runner is stopping');
    this.name = 'RunnerStoppingError';
  }
}
