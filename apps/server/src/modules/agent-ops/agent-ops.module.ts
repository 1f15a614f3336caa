import { defineModule, type Platform } from '../../platform/module.ts';
import type { OperatorReader } from '../../platform/operator-access.ts';
import type { BrandService } from '../brands/brands.service.ts';
import { registerAgentOpsRoutes } from './agent-ops.routes.ts';
import { AgentOpsService } from './agent-ops.service.ts';

/**
 * Agent-ops (issue 16, "Operator side"; ADR 0037): the operators' agent tools. An edge module like
 * member-ops: the tree is the member module's (`members`), read and written through what it
 * publishes; the agent settings are the brand's document, changed through the brand service. It
 * owns no table.
 */
export function createAgentOpsModule(
  platform: Platform,
  deps: { brands: BrandService; operatorReader: OperatorReader },
) {
  const { db, now, events, checkResponses } = platform;
  const agentOps = new AgentOpsService({ db, now, events, brands: deps.brands });
  return defineModule({
    name: 'agent-ops',
    services: { agentOps },
    register(app) {
      registerAgentOpsRoutes(app, { service: agentOps, operators: deps.operatorReader, checkResponses });
    },
  });
}

export type AgentOpsModule = ReturnType<typeof createAgentOpsModule>;
