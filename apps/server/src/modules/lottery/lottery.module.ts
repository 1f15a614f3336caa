import { defineModule, type Platform } from '../../platform/module.ts';
import type { BrandService } from '../brands/brands.service.ts';
import type { GameCatalogue } from '../games/catalogue.service.ts';
import type { WalletService } from '../wallet/wallet.service.ts';
import { registerLotteryRoutes } from './lottery.routes.ts';
import { LotteryService } from './lottery.service.ts';
import { LotterySettingsService } from './lottery-settings.service.ts';

/** Lottery: draws, tickets and settlement. */
export function createLotteryModule(
  platform: Platform,
  deps: { brands: BrandService; wallet: WalletService; games: GameCatalogue },
) {
  const { db, now, checkResponses, events, log } = platform;
  const lottery = new LotteryService({
    db,
    brands: deps.brands,
    wallet: deps.wallet,
    catalogue: deps.games,
    now,
  });
  // The console's lottery settings (ADR 0031); a change is heard by every node.
  const lotterySettings = new LotterySettingsService({
    db,
    lottery,
    events,
    now,
    onAnnounceFailed: (error) =>
      log.warn({ err: error }, 'a lottery settings change was not announced to the other nodes'),
  });
  return defineModule({
    name: 'lottery',
    services: { lottery, lotterySettings },
    async hooks(app) {
      const stop = await lotterySettings.listen();
      app.addHook('onClose', async () => stop());
    },
    register(app) {
      registerLotteryRoutes(app, { lottery, checkResponses });
    },
    jobs: [
      // Draws are scheduled, drawn and settled within seconds of their time.
      { name: 'lottery-draws', everyMs: 2_000, run: () => lottery.runDraws() },
      { name: 'lottery-draw-purge', everyMs: 3_600_000, run: () => lottery.purgeDraws() },
    ],
  });
}

export type LotteryModule = ReturnType<typeof createLotteryModule>;
