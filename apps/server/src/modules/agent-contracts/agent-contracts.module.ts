import { defineModule, type Platform } from '../../platform/module.ts';
import type { OperatorReader } from '../../platform/operator-access.ts';
import type { BrandService } from '../brands/brands.service.ts';
import type { WalletService } from '../wallet/wallet.service.ts';
import { registerBillRoutes } from './bills.routes.ts';
import { BillService } from './bills.service.ts';
import { billSubscribers } from './bills.subscribers.ts';
import { ContractSettingsConsole, registerContractSettingsRoutes } from './contract-settings.console.ts';
import { ContractConsole } from './contracts.console.ts';
import { registerContractRoutes } from './contracts.routes.ts';
import { ContractService } from './contracts.service.ts';
import { contractSubscribers } from './contracts.subscribers.ts';
import { createSettlementPeriodJobs, createSettlementRetryJob } from './settlement.jobs.ts';

/** How often unanswered offers are looked at for expiry. */
const EXPIRE_OFFERS_EVERY_MS = 60_000;

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
  const { db, now, events, checkResponses } = platform;
  const agentContracts = new ContractService({ db, now, events });
  const contractConsole = new ContractConsole({ db, brands: deps.brands, contracts: agentContracts });
  const contractBills = new BillService({ db, brands: deps.brands, events, wallet: deps.wallet, now });
  const contractSettings = new ContractSettingsConsole({ brands: deps.brands });
  return defineModule({
    name: 'agent-contracts',
    services: { agentContracts },
    jobs: [
      {
        name: 'contract-offer-expiry',
        everyMs: EXPIRE_OFFERS_EVERY_MS,
        run: () => agentContracts.expireOffers(),
      },
      createSettlementRetryJob({ db, brands: deps.brands, now }),
    ],
    subscribers: [
      ...contractSubscribers({ contracts: agentContracts }),
      ...billSubscribers({ bills: contractBills }),
    ],
    // The settlement (settlement.jobs.ts): one period job per type and period kind, and the
    // retry of bills whose payer was short of money (with the expiry of uncollected ones).
    periodJobs: createSettlementPeriodJobs({ brands: deps.brands }),
    register(app) {
      registerContractRoutes(app, {
        contracts: agentContracts,
        console: contractConsole,
        operators: deps.operatorReader,
        checkResponses,
      });
      registerBillRoutes(app, { bills: contractBills, operators: deps.operatorReader, checkResponses });
      registerContractSettingsRoutes(app, {
        console: contractSettings,
        operators: deps.operatorReader,
        checkResponses,
      });
    },
  });
}

export type AgentContractsModule = ReturnType<typeof createAgentContractsModule>;
