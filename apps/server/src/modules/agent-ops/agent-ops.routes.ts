import { adminAgentsEndpoints as e } from '@portal/contracts/endpoints';
import type { FastifyInstance } from 'fastify';
import { serve } from '../../platform/endpoint.ts';
import type { OperatorReader } from '../../platform/operator-access.ts';
import type { AgentOpsService } from './agent-ops.service.ts';

/**
 * The console's agent tools (/admin/api/agent-tree…, /admin/api/agent-settings; ADR 0037). Each
 * endpoint declares its permission (agents.view or agents.manage); serve() refuses the rest
 * before reading the request.
 */
export function registerAgentOpsRoutes(
  app: FastifyInstance,
  deps: { service: AgentOpsService; operators: OperatorReader; checkResponses: boolean },
): void {
  const { service } = deps;
  const options = { checkResponses: deps.checkResponses, operators: deps.operators };
  const client = (request: { ip: string }) => ({ ip: request.ip });

  serve(app, e.agentTree, options, ({ operator, query }) => service.tree(operator, query));
  serve(app, e.agentTreeSearch, options, ({ operator, query }) => service.search(operator, query.q));
  serve(app, e.agentNode, options, ({ operator, params }) => service.node(operator, params.id));
  serve(app, e.moveMember, options, ({ operator, params, body, request }) =>
    service.move(operator, params.id, body, client(request), request.language),
  );
  serve(app, e.setMemberType, options, ({ operator, params, body, request }) =>
    service.setType(operator, params.id, body, client(request), request.language),
  );
  serve(app, e.agentSettings, options, ({ operator }) => service.settings(operator));
  serve(app, e.setAgentSettings, options, ({ operator, body, request }) =>
    service.setSettings(operator, body, client(request)),
  );
}
