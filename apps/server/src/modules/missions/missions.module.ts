import type { Db } from '../../db/database.ts';
import { defineModule, type Platform } from '../../platform/module.ts';
import type { OperatorReader } from '../../platform/operator-access.ts';
import type { BrandService } from '../brands/brands.service.ts';
import type { Trx } from '../ledger/ledger.ts';
import { loyaltyRewardPayer, type PayLoyaltyReward, type RewardWallet } from '../points/loyalty-rewards.ts';
import type { CreditPoints } from '../points/points-port.ts';
import type { WalletService } from '../wallet/wallet.service.ts';
import { MissionConsole } from './missions.console.ts';
import { registerMissionRoutes } from './missions.routes.ts';
import { MissionService } from './missions.service.ts';
import { closePeriodJobs, missionSubscribers } from './missions.subscribers.ts';

/**
 * Missions and leaderboards (issue 19; ADR 0040): operators' missions and boards, members'
 * progress from the domain events, the claim, scores, and the close of a board's period as a
 * keyed period job. Rewards are paid only through the loyalty payer (points/loyalty-rewards.ts):
 * the wallet's payCash and grantBonus, and the points module's credit, taken at wiring.
 */
export function createMissionsModule(
  platform: Platform,
  deps: {
    brands: BrandService;
    wallet: WalletService;
    /** The wallet's bonus service (payCash, grantBonus). */
    rewards: RewardWallet;
    /** The points module's published credit (read when a POINTS reward is paid). */
    credit: () => CreditPoints;
    operatorReader: OperatorReader;
  },
) {
  const { db, now, events, checkResponses } = platform;
  let payer: PayLoyaltyReward | null = null;
  const pay = () => {
    payer ??= loyaltyRewardPayer({
      wallet: deps.rewards,
      credit: (trx, brand, input) => deps.credit()(trx, brand, input),
    });
    return payer;
  };
  const missions = new MissionService({ db, now, events, brands: deps.brands, wallet: deps.wallet, pay });
  const missionConsole = new MissionConsole({ db, brands: deps.brands, now });
  return defineModule({
    name: 'missions',
    services: {
      missions,
      missionConsole,
      /** The missionLeaderboard badge: missions completed in their period and not claimed. */
      missionBadge: (reader: Db | Trx, merchantId: number, memberId: bigint) =>
        missions.completedUnclaimed(reader, merchantId, memberId),
    },
    subscribers: missionSubscribers(missions),
    periodJobs: closePeriodJobs({ db, now, brands: deps.brands, missions }),
    register(app) {
      registerMissionRoutes(app, {
        missions,
        console: missionConsole,
        operators: deps.operatorReader,
        checkResponses,
      });
    },
  });
}

export type MissionsModule = ReturnType<typeof createMissionsModule>;
