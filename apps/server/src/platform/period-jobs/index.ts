/** The period-job runner's public face: modules import from here (ADR 0021). */
export {
  JOB_NAME,
  type JobScope,
  LeaseLostError,
  type PeriodJob,
  type RunContext,
  type RunCounts,
  RunnerStoppingError,
} from './job.ts';
export { duePeriods, type Period, type PeriodSpec, periodAfter, periodAt, periodBefore } from './periods.ts';
export {
  createPeriodRunner,
  type PeriodRunner,
  type PeriodRunnerOptions,
  type TickResult,
} from './runner.ts';
export { listRuns, type RunRecord, retryDeadRun } from './runs.repository.ts';
