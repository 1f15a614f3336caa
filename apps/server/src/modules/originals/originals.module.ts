import { defineModule, type Platform } from '../../platform/module.ts';
import type { PlayMoneyWallet } from '../trial/play-money.ts';
import type { WalletService } from '../wallet/wallet.service.ts';
import { registerOriginalsRoutes } from './originals.routes.ts';
import { OriginalsService, type RecordPlay } from './originals.service.ts';

/** Originals: the in-house games and their fairness. */
export function createOriginalsModule(
  platform: Platform,
  deps: { wallet: WalletService; playMoney?: PlayMoneyWallet; recordPlay?: RecordPlay },
) {
  const { db, now, checkResponses, groupCommit } = platform;
  const originals = new OriginalsService({
    db,
    groupCommit,
    wallet: deps.wallet,
    now,
    playMoney: deps.playMoney,
    recordPlay: deps.recordPlay,
  });
  return defineModule({
    name: 'originals',
    services: {},
    register(app) {
      registerOriginalsRoutes(app, { originals, checkResponses });
    },
  });
}

export type OriginalsModule = ReturnType<typeof createOriginalsModule>;
