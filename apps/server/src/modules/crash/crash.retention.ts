import type { Db } from '../../db/database.ts';
import type { JobScope, PeriodJob } from '../../platform/period-jobs/index.ts';
import type { BrandService } from '../brands/brands.service.ts';
import * as repo from './crash.repository.ts';

const DAY_MS = 86_400_000;
/** Rounds (with their bets) per transaction: a short one, so nothing waits long on its locks. */
export const PURGE_BATCH = 500;

export interface RetentionCounts {
  rounds: number;
  bets: number;
  /** True once a batch came back short: nothing older is left. */
  done: boolean;
}

/**
 * Retention of the crash game's per-round detail (ADR 0052): once a day and brand, a keyed, leased
 * period job purges finished rounds (about 5,800 a day per brand) and their bets created more than
 * `retentionDays` before the day's end, in batches of PURGE_BATCH rounds, each in its own short
 * transaction that saves the counts so far (a resumed run goes on from there). The cutoff comes from
 * the period, not the clock, so a second run of the same day (or a resumed one) purges nothing more
 * than the first. The money of every bet stays in the journal and the betting record (`bets`, the
 * wallet's), which no retention touches; the records' 92-day span reads those, and the crash page's
 * own lists (the last rounds, the member's bets, a round's check) read the rounds kept.
 */
export function crashRetentionJob(deps: {
  db: Db;
  brands: BrandService;
  retentionDays: number;
  batch?: number;
}): PeriodJob<RetentionCounts> {
  const batch = deps.batch ?? PURGE_BATCH;
  return {
    name: 'crash-retention',
    period: { kind: 'daily' },
    // A missed day is caught up by the next: the next day's cutoff covers it anyway.
    maxCatchUpMs: 2 * DAY_MS,
    async scopes(): Promise<JobScope[]> {
      const scopes: JobScope[] = [];
      for (const merchantId of await repo.brandsWithChains(deps.db)) {
        const brand = await deps.brands.findById(merchantId);
        if (brand) {
          scopes.push({ merchantId, utcOffsetMinutes: brand.settings.contracts?.utcOffsetMinutes ?? 360 });
        }
      }
      return scopes;
    },
    async run(ctx) {
      const merchantId = ctx.merchantId;
      if (merchantId === null) return undefined;
      const cutoff = new Date(ctx.end.getTime() - deps.retentionDays * DAY_MS);
      let counts: RetentionCounts = ctx.checkpoint ?? { rounds: 0, bets: 0, done: false };
      while (!counts.done) {
        if (ctx.signal.aborted) throw ctx.signal.reason ?? new Error('the run was stopped');
        const before = counts;
        counts = await ctx.step(async (trx) => {
          const purged = await repo.purgeFinishedRounds(trx, merchantId, cutoff, batch);
          return {
            rounds: before.rounds + purged.rounds,
            bets: before.bets + purged.bets,
            done: purged.rounds < batch,
          };
        });
      }
      return { rounds: counts.rounds, bets: counts.bets };
    },
  };
}
