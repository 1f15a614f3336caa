import type { FastifyInstance } from 'fastify';
import type { Job } from '../../../platform/jobs.ts';
import type { Platform } from '../../../platform/module.ts';
import type { Subscriber } from '../../../platform/outbox/index.ts';
import type { PeriodJob } from '../../../platform/period-jobs/index.ts';
import type { BrandService } from '../../brands/brands.service.ts';
import type { WalletService } from '../../wallet/wallet.service.ts';
import { BrandSnapshots } from '../brand-snapshots.ts';
import type { PayCash } from '../pay-cash.ts';
import { registerRebateRoutes } from './rebate.routes.ts';
import { RebateService } from './rebate.service.ts';
import { rebateSubscribers } from './rebate.subscribers.ts';

export interface RebateDeps {
  brands: BrandService;
  wallet: WalletService;
  /** The wallet's payCash (PROMOTION → MAIN). */
  payCash: PayCash;
  /**
   * The module's brand snapshots when it keeps them (it then refreshes and attaches them); this
   * part keeps its own when absent.
   */
  snapshots?: BrandSnapshots | undefined;
}

/**
 * The manual rebate's share of the promotions module (issue 18; ADR 0039; MANPLAYREB3), spread
 * into createPromotionsModule: the `rebate` service (`unclaimed` for the reward centre), the
 * accrual subscriber, the job keeping the brands' snapshot the subscriber reads, and the routes
 * (rebate.summary, rebate.claim, rebate.history).
 */
export function rebateParts(platform: Platform, deps: RebateDeps) {
  const { db, now, checkResponses } = platform;
  const ownSnapshots = deps.snapshots === undefined;
  const snapshots = deps.snapshots ?? new BrandSnapshots(deps.brands);
  const rebate = new RebateService({
    db,
    wallet: deps.wallet,
    payCash: deps.payCash,
    snapshots,
    now,
  });
  const jobs: Job[] = [...(ownSnapshots ? [snapshots.job('rebate-brand-snapshots')] : [])];
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
      if (ownSnapshots) snapshots.attach(app, platform.events);
    },
  };
}

export type RebateParts = ReturnType<typeof rebateParts>;
