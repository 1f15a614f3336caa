import { defineModule, type Platform } from '../../platform/module.ts';
import type { OperatorReader } from '../../platform/operator-access.ts';
import type { BrandService } from '../brands/brands.service.ts';
import type { WalletService } from '../wallet/wallet.service.ts';

/**
 * Agent contracts (issue 17): offers and answers between an upline and its direct downline agent
 * (or the brand and a top agent), their termination and cascade, and the settlement of the
 * contracts' bills by period jobs. An edge module: it reads the tree through the member module and
 * moves money through the ledger and the wallet.
 */
export function createAgentContractsModule(
  platform: Platform,
  deps: {
    brands: BrandService;
    wallet: WalletService;
    operatorReader: OperatorReader;
  },
) {
  void deps;
  return defineModule({
    name: 'agent-contracts',
    services: {},
    jobs: [],
    subscribers: [],
    periodJobs: [],
    register(app) {
      void app;
      void platform;
    },
  });
}

export type AgentContractsModule = ReturnType<typeof createAgentContractsModule>;
