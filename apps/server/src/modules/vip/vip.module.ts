import { defineModule, type Platform } from '../../platform/module.ts';
import type { OperatorReader } from '../../platform/operator-access.ts';
import type { BrandService } from '../brands/brands.service.ts';
import { loyaltyRewardPayer, type RewardWallet } from '../points/loyalty-rewards.ts';
import type { CreditPoints } from '../points/points-port.ts';
import { VipConsole } from './vip.console.ts';
import { vipPeriodJobs, vipSubscribers } from './vip.jobs.ts';
import { registerVipRoutes } from './vip.routes.ts';
import { type NotifyIn, type PublishBalance, VipService } from './vip.service.ts';

/**
 * VIP levels (issue 19; ADR 0040): the ladder, members' figures and levels, level-up rewards
 * (paid through points/loyalty-rewards.ts: the wallet's payCash and grantBonus, the points'
 * credit), the downgrade review, the perks other modules take as ports at wiring
 * (pointsMultiplierBps, rebateExtraBps, levelOf, withdrawalDailyLimit), the player's endpoints and
 * the console's.
 */
export function createVipModule(
  platform: Platform,
  deps: {
    brands: BrandService;
    /** The wallet's bonus service (payCash, grantBonus). */
    rewardWallet: RewardWallet;
    /** The points' credit (points.services.points.credit), when the points module is there. */
    credit: () => CreditPoints | undefined;
    /** The inbox's message in the caller's transaction. */
    notify: NotifyIn;
    publishBalance: PublishBalance;
    operatorReader: OperatorReader;
  },
) {
  const { db, now, events, checkResponses } = platform;
  const credit: CreditPoints = (trx, brand, input) => {
    const c = deps.credit();
    if (!c) throw new Error('a POINTS reward needs the points module');
    return c(trx, brand, input);
  };
  const vip = new VipService({
    db,
    now,
    brands: deps.brands,
    pay: loyaltyRewardPayer({ wallet: deps.rewardWallet, credit }),
    notify: deps.notify,
    events,
    publishBalance: deps.publishBalance,
  });
  const vipConsole = new VipConsole({ db, brands: deps.brands });
  return defineModule({
    name: 'vip',
    services: { vip, vipConsole },
    subscribers: vipSubscribers({ vip }),
    periodJobs: vipPeriodJobs({ db, brands: deps.brands, vip }),
    register(app) {
      registerVipRoutes(app, { vip, console: vipConsole, operators: deps.operatorReader, checkResponses });
    },
  });
}

export type VipModule = ReturnType<typeof createVipModule>;
