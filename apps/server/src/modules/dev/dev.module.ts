import { defineModule, type Platform } from '../../platform/module.ts';
import type { BrandService } from '../brands/brands.service.ts';
import type { VendorGateway } from '../wallet/vendor-gateway.ts';
import type { WalletService } from '../wallet/wallet.service.ts';
import { registerDevRoutes } from './dev.routes.ts';

/** The development page: registered in development only, never in production. */
export function createDevModule(
  platform: Platform,
  deps: { brands: BrandService; wallet: WalletService; vendorGateway: VendorGateway },
) {
  const { config, db } = platform;
  const { brands, wallet, vendorGateway } = deps;
  return defineModule({
    name: 'dev',
    services: {},
    register(app) {
      if (config.isDevelopment) registerDevRoutes(app, { db, brands, wallet, vendorGateway });
    },
  });
}

export type DevModule = ReturnType<typeof createDevModule>;
