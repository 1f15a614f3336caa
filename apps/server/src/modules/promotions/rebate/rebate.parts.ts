import type { FastifyInstance } from 'fastify';
import type { Job } from '../../../platform/jobs.ts';
import type { Platform } from '../../../platform/module.ts';
import type { Subscriber } from '../../../platform/outbox/index.ts';
import type { PeriodJob } from '../../../platform/period-jobs/index.ts';
import type { BrandService } from '../../brands/brands.service.ts';
import type { WalletService } from '../../wallet/wallet.service.ts';
import type { PayCash } from '../pay-cash.ts';
import { registerRebateRoutes } from './rebate.routes.ts';
import { type RebateExtraBps, RebateService } from './rebate.service.ts';
import { rebateSubscribers } from './rebate.subscribers.ts';

export interface RebateDeps {
  brands: BrandService;
  wallet: WalletService;
  /** The wallet's payCash (PROMOTION → MAIN). */
  payCash: PayCash;
  /** The VIP level's extra rate (issue 19); absent: none. */
  extraBps?: RebateExtraBps | undefined;
}

/**
 * The manual rebate's share of the promotions module (issue 18; ADR 0039; MANPLAYREB3), spread
 * into createPromotionsModule: the `rebate` service (`unclaimed` for the reward centre), the
 * accrual subscriber and the routes
 * (rebate.summary, rebate.claim, rebate.history).
 */
export function rebateParts(platform: Platform, deps: RebateDeps) {
  const { db, now, checkResponses } = platform;
  const rebate = new RebateService({
    db,
    wallet: deps.wallet,
    payCash: deps.payCash,
    brands: deps.brands,
    now,
    extraBps: deps.extraBps,
  });
  const jobs: Job[] = [];
  const subscribers: Subscriber[] = rebateSubscribers({ rebate });
  // biome-ignore lint/suspicious/noExplicitAny: each period job has its own checkpoint type
  const periodJobs: PeriodJob<any>[] = [];
  return {
    services: { rebate },
    jobs,
    subscribers,
    periodJobs,
    register(app: FastifyInstance) {
      registerRebateRoutes(app, { rebate, checkResponses });
    },
  };
}

export type RebateParts = ReturnType<typeof rebateParts>;
