import type { Db } from '../../db/database.ts';
import type { Subscriber } from '../../platform/outbox/index.ts';
import type { JobScope, PeriodJob } from '../../platform/period-jobs/index.ts';
import type { BrandService } from '../brands/brands.service.ts';
import * as repo from './vip.repository.ts';
import {
  localDay,
  offsetOf,
  reviewInstant,
  type VipService,
  vipAfter,
  vipSettingsOf,
} from './vip.service.ts';

const DAY_MS = 86_400_000;

/**
 * `vip.progress`: settled bets and credited deposits count towards the member's level, in the
 * delivery's transaction (upgrades, rewards, the level event and the inbox message with it); the
 * member's tabs hear the new level or progress (a retry may tell them twice).
 */
export function vipSubscribers(deps: { vip: VipService }): Subscriber[] {
  const progress: Subscriber<'wager.settled' | 'deposit.credited'> = {
    name: 'vip.progress',
    types: ['wager.settled', 'deposit.credited'],
    async handle(trx, event) {
      const after = vipAfter();
      if (event.type === 'wager.settled') await deps.vip.onWager(trx, event, after);
      else await deps.vip.onDeposit(trx, event, after);
      await deps.vip.announceIn(trx, after);
    },
  };
  return [progress as Subscriber];
}

/** Brands with a ladder above level 0 and downgrades on, each in its clock. */
async function reviewScopes(db: Db, brands: BrandService): Promise<JobScope[]> {
  const scopes: JobScope[] = [];
  for (const merchantId of await repo.brandsWithLevels(db)) {
    const brand = await brands.findById(merchantId);
    if (brand && vipSettingsOf(brand).downgrades)
      scopes.push({ merchantId, utcOffsetMinutes: offsetOf(brand) });
  }
  return scopes;
}

/**
 * The downgrade review (downgrades on only), two keyed period jobs per brand:
 * - `vip-notice` (daily): on each of the last `noticeDays` days before a month's review, members
 *   whose figures no longer hold their level are told once (the notice names the review), from
 *   `noticeDays` days before it until the day before;
 * - `vip-review` (monthly, when the month ends): noticed members still short move down to the
 *   level their figures hold; the others keep theirs.
 * The runner runs each (job, brand, period) once; each is one step (one transaction).
 */
export function vipPeriodJobs(deps: {
  db: Db;
  brands: BrandService;
  vip: VipService;
}): PeriodJob<Record<string, number>>[] {
  const notice: PeriodJob<Record<string, number>> = {
    name: 'vip-notice',
    period: { kind: 'daily' },
    maxCatchUpMs: 3 * DAY_MS,
    scopes: () => reviewScopes(deps.db, deps.brands),
    async run(ctx) {
      if (ctx.merchantId === null) return undefined;
      const brand = await deps.brands.findById(ctx.merchantId);
      if (!brand || !vipSettingsOf(brand).downgrades) return { noticed: 0, cleared: 0 };
      const offset = offsetOf(brand);
      // The day that ended; its month's review comes at the month's end.
      const day = localDay(ctx.start, offset);
      const review = day.slice(0, 7);
      const daysLeft = Math.round((reviewInstant(review, offset).getTime() - ctx.end.getTime()) / DAY_MS);
      // From `noticeDays` days before the review to the day before it (never on the review's eve).
      if (daysLeft < 1 || daysLeft > vipSettingsOf(brand).noticeDays) return { noticed: 0, cleared: 0 };
      const done = ctx.checkpoint ?? (await ctx.step((trx) => deps.vip.notices(trx, brand, review, day)));
      await deps.vip.announce({ live: [], balances: [], messages: done.noticed ?? 0 });
      return done;
    },
  };
  const review: PeriodJob<Record<string, number>> = {
    name: 'vip-review',
    period: { kind: 'monthly' },
    maxCatchUpMs: 15 * DAY_MS,
    scopes: () => reviewScopes(deps.db, deps.brands),
    async run(ctx) {
      if (ctx.merchantId === null) return undefined;
      const brand = await deps.brands.findById(ctx.merchantId);
      if (!brand || !vipSettingsOf(brand).downgrades) return { moved: 0, kept: 0 };
      const done = ctx.checkpoint ?? (await ctx.step((trx) => deps.vip.review(trx, brand, ctx.period)));
      await deps.vip.announce({ live: [], balances: [], messages: done.moved ?? 0 });
      return done;
    },
  };
  return [notice, review];
}
