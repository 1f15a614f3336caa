import type { FastifyInstance } from 'fastify';
import type { Job } from '../../../platform/jobs.ts';
import type { Platform } from '../../../platform/module.ts';
import type { OperatorReader } from '../../../platform/operator-access.ts';
import type { Subscriber } from '../../../platform/outbox/index.ts';
import type { PeriodJob } from '../../../platform/period-jobs/index.ts';
import type { BrandService } from '../../brands/brands.service.ts';
import type { WalletService } from '../../wallet/wallet.service.ts';
import type { PayCash } from '../pay-cash.ts';
import { createDrawPeriodJob, createOpenDrawsJob } from './raffle.jobs.ts';
import { registerRaffleRoutes } from './raffle.routes.ts';
import { type MayJoin, RaffleService } from './raffle.service.ts';
import { raffleSubscribers } from './raffle.subscribers.ts';

export interface RaffleDeps {
  brands: BrandService;
  wallet: WalletService;
  operatorReader: OperatorReader;
  /** The wallet's payCash (PROMOTION → MAIN). */
  payCash: PayCash;
  /** The promotions module's audience rule for joining; everyone may join when absent. */
  mayJoin?: MayJoin | undefined;
}

/**
 * The raffle's share of the promotions module (issue 18; ADR 0039), spread into
 * createPromotionsModule: the `raffle` service (addTickets for RAFFLE_TICKETS rewards, prizesOf
 * for the reward history), the job opening periods, the draw period job, the ticket subscribers
 * and the routes (raffle.detail, raffle.claim, adminPromotions.draws).
 */
export function raffleParts(platform: Platform, deps: RaffleDeps) {
  const { db, now, events, checkResponses } = platform;
  const raffle = new RaffleService({
    db,
    brands: deps.brands,
    wallet: deps.wallet,
    events,
    payCash: deps.payCash,
    now,
    mayJoin: deps.mayJoin,
  });
  const jobs: Job[] = [createOpenDrawsJob({ raffle })];
  const subscribers: Subscriber[] = raffleSubscribers({ raffle });
  // biome-ignore lint/suspicious/noExplicitAny: each period job has its own checkpoint type
  const periodJobs: PeriodJob<any>[] = [createDrawPeriodJob({ db, brands: deps.brands, raffle })];
  return {
    services: { raffle },
    jobs,
    subscribers,
    periodJobs,
    register(app: FastifyInstance) {
      registerRaffleRoutes(app, { raffle, operators: deps.operatorReader, checkResponses });
    },
  };
}

export type RaffleParts = ReturnType<typeof raffleParts>;
