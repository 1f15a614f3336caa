import type { Db } from '../../../db/database.ts';
import type { Job } from '../../../platform/jobs.ts';
import type { JobScope, PeriodJob } from '../../../platform/period-jobs/index.ts';
import type { BrandService } from '../../brands/brands.service.ts';
import { promotionOffsetOf, type RaffleService } from './raffle.service.ts';

const MINUTE_MS = 60_000;
const DAY_MS = 24 * 60 * MINUTE_MS;

/** How often the periods of running raffles are opened (their draws written, seeds committed). */
export const OPEN_DRAWS_EVERY_MS = MINUTE_MS;

/** Settlements still in flight at a period's end get this long to earn their tickets. */
export const DRAW_AFTER_MS = 5 * MINUTE_MS;

/** The interval job writing each running raffle's current draw (ADR 0039: created when the period opens). */
export function createOpenDrawsJob(deps: { raffle: RaffleService }): Job {
  return { name: 'raffle-open-draws', everyMs: OPEN_DRAWS_EVERY_MS, run: () => deps.raffle.ensureDraws() };
}

export interface DrawCheckpoint {
  drawn: number;
  winners: number;
}

/**
 * The draw job (ADR 0039): a daily period job per brand with raffles, in the brand's clock (a
 * weekly raffle's period ends at a day's end too). Once a day has ended (and a few minutes more
 * for late settlements) it draws every open draw of the brand whose period ended by then, each in
 * its own step: the draw locks its row and draws only an OPEN one, so a resumed or repeated run
 * pays nobody twice.
 */
export function createDrawPeriodJob(deps: {
  db: Db;
  brands: BrandService;
  raffle: RaffleService;
}): PeriodJob<DrawCheckpoint> {
  return {
    name: 'raffle-draws',
    period: { kind: 'daily' },
    dueAfterMs: DRAW_AFTER_MS,
    maxCatchUpMs: 8 * DAY_MS,
    async scopes() {
      const scopes: JobScope[] = [];
      for (const id of await deps.raffle.raffleBrands()) {
        const brand = await deps.brands.findById(id);
        if (brand) scopes.push({ merchantId: brand.id, utcOffsetMinutes: promotionOffsetOf(brand) });
      }
      return scopes;
    },
    async run(ctx) {
      if (ctx.merchantId === null) return undefined;
      const brand = await deps.brands.findById(ctx.merchantId);
      if (!brand) return undefined;
      let checkpoint = ctx.checkpoint ?? { drawn: 0, winners: 0 };
      for (const due of await deps.raffle.dueDraws(brand.id, ctx.end)) {
        const at = checkpoint;
        checkpoint = await ctx.step(async (trx) => {
          const outcome = await deps.raffle.draw(trx, brand, due.id);
          return outcome ? { drawn: at.drawn + 1, winners: at.winners + outcome.winners.length } : at;
        });
        deps.raffle.wake();
      }
      return { drawn: checkpoint.drawn, winners: checkpoint.winners };
    },
  };
}
