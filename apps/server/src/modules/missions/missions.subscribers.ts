import type { Db } from '../../db/database.ts';
import type { Subscriber } from '../../platform/outbox/index.ts';
import type { JobScope, PeriodJob } from '../../platform/period-jobs/index.ts';
import type { BrandService } from '../brands/brands.service.ts';
import { offsetOf } from './mission-rules.ts';
import * as repo from './missions.repository.ts';
import type { MissionService } from './missions.service.ts';

/**
 * The missions' outbox subscribers (issue 19; ADR 0040): progress from settled wagers, credited
 * deposits and profile changes (`missions.progress`), leaderboard scores from settled wagers
 * (`missions.leaderboard`), each in the delivery's transaction (a replay counts nothing twice: the
 * contributions' and board bets' unique keys); and the member's live notice of a completed or
 * claimed mission once it committed (`missions.live`; a retry may tell it twice).
 */
export function missionSubscribers(missions: MissionService): Subscriber[] {
  const progress: Subscriber<'wager.settled' | 'deposit.credited' | 'member.profile_changed'> = {
    name: 'missions.progress',
    types: ['wager.settled', 'deposit.credited', 'member.profile_changed'],
    async handle(trx, event) {
      if (event.type === 'wager.settled') await missions.onWager(trx, event);
      else if (event.type === 'deposit.credited') await missions.onDeposit(trx, event);
      else await missions.onProfile(trx, event);
    },
  };
  const leaderboard: Subscriber<'wager.settled'> = {
    name: 'missions.leaderboard',
    types: ['wager.settled'],
    async handle(trx, event) {
      await missions.onBoardWager(trx, event);
    },
  };
  const live: Subscriber<'mission.completed' | 'mission.claimed'> = {
    name: 'missions.live',
    types: ['mission.completed', 'mission.claimed'],
    startFrom: 'now',
    async handle(trx, event) {
      await missions.announce(trx, event);
    },
  };
  return [progress as Subscriber, leaderboard as Subscriber, live as Subscriber];
}

const CLOSE_JOBS = [
  { name: 'leaderboard-close-d', period: 'DAILY' as const, kind: 'daily' as const, catchUp: 7 * 86_400_000 },
  {
    name: 'leaderboard-close-w',
    period: 'WEEKLY' as const,
    kind: 'weekly' as const,
    catchUp: 15 * 86_400_000,
  },
];

async function closeScopes(
  db: Db,
  brands: BrandService,
  period: 'DAILY' | 'WEEKLY',
  since: Date,
): Promise<JobScope[]> {
  const scopes: JobScope[] = [];
  for (const merchantId of await repo.brandsWithBoards(db, period, since)) {
    const brand = await brands.findById(merchantId);
    if (brand) scopes.push({ merchantId, utcOffsetMinutes: offsetOf(brand) });
  }
  return scopes;
}

/**
 * The leaderboards' close: one keyed, leased period job per period kind (the runner runs each
 * brand and period once), a quarter of an hour after the period ends (late settlements); every
 * board of the brand that ran in the period is ranked and paid in one step. A board already
 * closed for the period (the results' unique key) pays nothing again.
 */
export function closePeriodJobs(deps: {
  db: Db;
  now: () => Date;
  brands: BrandService;
  missions: MissionService;
}): PeriodJob<{ boards: number; paid: number }>[] {
  return CLOSE_JOBS.map((spec) => ({
    name: spec.name,
    period: { kind: spec.kind },
    dueAfterMs: 15 * 60_000,
    maxCatchUpMs: spec.catchUp,
    // Brands with a running board, or one archived within the catch-up window (its last period).
    scopes: () =>
      closeScopes(deps.db, deps.brands, spec.period, new Date(deps.now().getTime() - spec.catchUp)),
    async run(ctx) {
      if (ctx.merchantId === null) return undefined;
      const brand = await deps.brands.findById(ctx.merchantId);
      if (!brand) return undefined;
      let winners: bigint[] = [];
      const done =
        ctx.checkpoint ??
        (await ctx.step(async (trx) => {
          let boards = 0;
          let paid = 0;
          for (const board of await repo.boardsOverlapping(trx, brand.id, spec.period, ctx.start, ctx.end)) {
            const r = await deps.missions.closePeriod(trx, brand, board, ctx.period, ctx.now());
            boards += 1;
            paid += r.paid;
            winners = winners.concat(r.winners);
          }
          return { boards, paid };
        }));
      await deps.missions.announceWinners(brand, winners);
      return { boards: done.boards, paid: done.paid };
    },
  }));
}
