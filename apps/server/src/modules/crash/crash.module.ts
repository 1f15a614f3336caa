import { defineModule, type Platform } from '../../platform/module.ts';
import type { BrandService } from '../brands/brands.service.ts';
import type { WalletService } from '../wallet/wallet.service.ts';
import { CrashEngine } from './crash.engine.ts';
import { CrashHub } from './crash.hub.ts';
import { registerCrashRoutes } from './crash.routes.ts';
import { CrashService } from './crash.service.ts';

/** Crash: the rounds, bets, and the hub that feeds the live sockets. */
export function createCrashModule(platform: Platform, deps: { brands: BrandService; wallet: WalletService }) {
  const { db, now, events, log, checkResponses } = platform;
  const crash = new CrashService({ db, wallet: deps.wallet, events, now });
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
    // The rounds tick every 100 ms: their own timer, with a lease per brand (one node each).
    background: { start: () => crashEngine.start(), stop: () => crashEngine.stop() },
  });
}

export type CrashModule = ReturnType<typeof createCrashModule>;
