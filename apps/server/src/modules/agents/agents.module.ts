import { defineModule, type Platform } from '../../platform/module.ts';
import type { OperatorReader } from '../../platform/operator-access.ts';
import type { BrandService } from '../brands/brands.service.ts';
import type { WalletService } from '../wallet/wallet.service.ts';
import { registerAgentRoutes } from './agents.routes.ts';
import { registerAgentReportRoutes } from './reports.routes.ts';
import { AgentReportService, type TeamAdjustmentsPort } from './reports.service.ts';
import { registerTeamRoutes } from './team.routes.ts';
import { TeamService } from './team.service.ts';
import { AgentTransferConsole } from './transfers.console.ts';
import { registerAgentTransferRoutes } from './transfers.routes.ts';
import { AgentTransferService } from './transfers.service.ts';

/**
 * Agents: the affiliate check and the agent centre (issue 16). An edge module: it reads the tree
 * through the member module and moves money through the ledger and the wallet.
 */
export function createAgentsModule(
  platform: Platform,
  deps: {
    brands: BrandService;
    wallet: WalletService;
    operatorReader: OperatorReader;
    /** Member-ops' applied adjustments of a team (a port: member-ops calls this module). */
    teamAdjustments: TeamAdjustmentsPort;
  },
) {
  const { db, now, events, payloadKey, checkResponses } = platform;
  const agentTransfers = new AgentTransferService({ db, wallet: deps.wallet, events, now });
  const agentTransferConsole = new AgentTransferConsole(db);
  const team = new TeamService({ db, events, now });
  return defineModule({
    name: 'agents',
    services: { agentTransfers },
    register(app) {
      registerAgentRoutes(app, { db, checkResponses });
      registerAgentReportRoutes(app, {
        reports: new AgentReportService({ db, now, teamAdjustments: deps.teamAdjustments }),
        checkResponses,
      });
      registerTeamRoutes(app, { config: platform.config, team, payloadKey, now, checkResponses });
      registerAgentTransferRoutes(app, {
        transfers: agentTransfers,
        console: agentTransferConsole,
        brands: deps.brands,
        operators: deps.operatorReader,
        payloadKey,
        now,
        checkResponses,
      });
    },
  });
}

export type AgentsModule = ReturnType<typeof createAgentsModule>;
