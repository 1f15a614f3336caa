import { defineModule, type Platform } from '../../platform/module.ts';
import type { BrandService } from '../brands/brands.service.ts';
import type { PlayMoneyWallet } from '../trial/play-money.ts';
import type { WalletService } from '../wallet/wallet.service.ts';
import { CrashEngine } from './crash.engine.ts';
import { CrashHub } from './crash.hub.ts';
import { crashRetentionJob } from './crash.retention.ts';
import { registerCrashRoutes } from './crash.routes.ts';
import { CrashService } from './crash.service.ts';

/** Crash: the rounds, bets, and the hub that feeds the live sockets. */
export function createCrashModule(
  platform: Platform,
  deps: {
    brands: BrandService;
    wallet: WalletService;
    /** The recent list's record of a play (issue 20), taken at wiring from the games module. */
    recordPlay?: (merchantId: number, memberId: bigint, gameCode: string) => Promise<void>;
    /** A trial account's play money (ADR 0044), from the trial module. */
    playMoney?: PlayMoneyWallet;
  },
) {
  const { db, now, events, log, checkResponses, config } = platform;
  const crash = new CrashService({
    db,
    wallet: deps.wallet,
    events,
    now,
    recordPlay: deps.recordPlay,
    playMoney: deps.playMoney,
  });
  const crashEngine = new CrashEngine({
    db,
    service: crash,
    findBrand: (id) => deps.brands.findById(id),
    now,
    log,
  });
  const crashHub = new CrashHub(events);
  return defineModule({
    name: 'crash',
    services: { crash, crashEngine, crashHub },
    register(app) {
      registerCrashRoutes(app, { crash, checkResponses });
    },
    // Finished rounds and their bets past the retention, purged once a day per brand (ADR 0052).
    periodJobs: [crashRetentionJob({ db, brands: deps.brands, retentionDays: config.roundRetentionDays })],
    // The rounds tick every 100 ms: their own timer, with a lease per brand (one node each).
    background: { start: () => crashEngine.start(), stop: () => crashEngine.stop() },
  });
}

export type CrashModule = ReturnType<typeof createCrashModule>;
