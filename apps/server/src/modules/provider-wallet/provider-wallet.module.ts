import { createPrivateKey } from 'node:crypto';
import { defineModule, type Platform } from '../../platform/module.ts';
import type { BrandService } from '../brands/brands.service.ts';
import type { PlayMoneyWallet } from '../trial/play-money.ts';
import type { WalletService } from '../wallet/wallet.service.ts';
import { providerWalletRoutes } from './provider-wallet.routes.ts';
import { ProviderWalletService } from './provider-wallet.service.ts';

/** Provider wallet: the seamless wallet game providers call at /pw/:vendor. */
export function createProviderWalletModule(
  platform: Platform,
  deps: { brands: BrandService; wallet: WalletService; playMoney?: PlayMoneyWallet },
) {
  const { config, db, now } = platform;
  const providerWallet = new ProviderWalletService({
    db,
    brands: deps.brands,
    wallet: deps.wallet,
    privateKey: createPrivateKey(config.providerWalletPrivateKey),
    now,
    playMoney: deps.playMoney,
    groupCommit: platform.groupCommit,
  });
  return defineModule({
    name: 'provider-wallet',
    services: { providerWallet },
    async register(app) {
      await app.register(providerWalletRoutes, { prefix: '/pw', service: providerWallet });
    },
    jobs: [{ name: 'stale-round-close', everyMs: 300_000, run: () => providerWallet.closeStaleRounds() }],
  });
}

export type ProviderWalletModule = ReturnType<typeof createProviderWalletModule>;
