import type { ColumnType, Generated } from 'kysely';

/**
 * The table of the period-job runner (migration 0014, ADR 0021); only platform/period-jobs reads
 * or writes it. Joined into `Database` in db/schema.ts.
 */
export interface PeriodJobsTables {
  period_runs: PeriodRunsTable;
}

export interface PeriodRunsTable {
  id: Generated<bigint>;
  job: string;
  merchant_id: number | null;
  period: string;
  period_start: Date;
  period_end: Date;
  status: 'running' | 'retry' | 'done' | 'dead';
  holder: string | null;
  lease_expires_at: Date | null;
  attempts: Generated<number>;
  failures: Generated<number>;
  next_attempt_at: Date | null;
  checkpoint: ColumnType<unknown, string | null, string | null>;
  result: ColumnType<unknown, string | null, string | null>;
  last_error: string | null;
  started_at: Date;
  heartbeat_at: Date | null;
  finished_at: Date | null;
}
