import { buildApp } from '../app.ts';
import { loadConfig } from '../config/config.ts';
import { openDatabase } from '../db/database.ts';
import { createSettlementPeriodJobs } from '../modules/agent-contracts/settlement.jobs.ts';
import { createPeriodRunner, type PeriodJob, type RunContext } from '../platform/period-jobs/index.ts';

/**
 * A node that settles agent contracts, in its own process, for
 * modules/agent-contracts/settlement-exactly-once.test.ts: opens the database it is given (an
 * embedded database's folder, or a PostgreSQL URL), builds the server in test mode (no background
 * jobs) and runs one pass of a period runner over the daily salary's period job, at the clock and
 * with the payment batch it is told. With `stallAtStep`, the run of `stallPeriod` freezes at its
 * n-th step and says so on stdout ("STALLED"), either inside the step's transaction once its work
 * is done (`stallWhere: 'inside'`: the payments are written, the commit never comes) or just after
 * the step committed (`'after'`), and waits there for the test to kill it with SIGKILL. Prints
 * "DONE <tick result>" when it finishes instead.
 */
interface ChildOptions {
  database: { kind: 'pglite'; dataDir: string } | { kind: 'postgres'; url: string };
  now: string;
  holder: string;
  payBatch: number;
  stallPeriod?: string;
  stallAtStep?: number;
  stallWhere?: 'inside' | 'after';
}

const options = JSON.parse(process.env.CONTRACT_SETTLEMENT_CHILD ?? 'null') as ChildOptions | null;
if (!options) throw new Error('CONTRACT_SETTLEMENT_CHILD is not set');

const handle = await openDatabase(
  options.database.kind === 'pglite'
    ? { kind: 'pglite', dataDir: options.database.dataDir }
    : { kind: 'postgres', url: options.database.url, poolSize: 4, prepare: false },
);
const app = await buildApp({
  config: loadConfig({ APP_MODE: 'test', DATA_DIR: 'memory' }),
  db: handle.db,
  webTemplate: '<!doctype html><html><head><!--portal:head--></head><body></body></html>',
});
const frozen = new Promise<never>(() => undefined);
const stall = () => {
  process.stdout.write('STALLED\n');
  return frozen;
};

/** The job as it is, except that its steps count, and the chosen one freezes. */
function stalling<C>(job: PeriodJob<C>): PeriodJob<C> {
  return {
    ...job,
    run(ctx: RunContext<C>) {
      if (options?.stallAtStep === undefined || ctx.period !== options.stallPeriod) return job.run(ctx);
      let steps = 0;
      const counted: RunContext<C> = Object.create(ctx, {
        step: {
          value: async (work: Parameters<RunContext<C>['step']>[0]) => {
            steps += 1;
            const n = steps;
            const value = await ctx.step(async (trx) => {
              const done = await work(trx);
              if (n === options.stallAtStep && options.stallWhere === 'inside') await stall();
              return done;
            });
            if (n === options.stallAtStep && options.stallWhere !== 'inside') await stall();
            return value;
          },
        },
      });
      return job.run(counted);
    },
  };
}

const jobs = createSettlementPeriodJobs({ brands: app.services.brands, payBatch: options.payBatch })
  .filter((job) => job.name === 'contract-daily-salary')
  .map(stalling);
const now = new Date(options.now);
const runner = createPeriodRunner({ db: handle.db, jobs, clock: () => now, holder: options.holder });
const result = await runner.tick();
process.stdout.write(`DONE ${JSON.stringify(result)}\n`);
await app.close();
await handle.close();
