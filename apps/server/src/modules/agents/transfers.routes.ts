import { adminAgentTransfersEndpoints, agentCentreEndpoints } from '@portal/contracts/endpoints';
import type { FastifyInstance } from 'fastify';
import { AppError } from '../../platform/app-error.ts';
import { brandOf } from '../../platform/context.ts';
import { serve } from '../../platform/endpoint.ts';
import type { OperatorReader } from '../../platform/operator-access.ts';
import type { PayloadKey } from '../../platform/payload-crypto.ts';
import type { BrandService } from '../brands/brands.service.ts';
import { MONEY_COMMAND_LIMIT } from '../wallet/command-limit.ts';
import type { AgentTransferConsole } from './transfers.console.ts';
import type { AgentTransferService } from './transfers.service.ts';

export interface AgentTransferRouteDeps {
  transfers: AgentTransferService;
  console: AgentTransferConsole;
  brands: BrandService;
  operators: OperatorReader;
  payloadKey: PayloadKey;
  now: () => Date;
  checkResponses: boolean;
}

/**
 * Upline/downline transfers (issue 16; ADR 0036): the agent centre's three calls (a signed-in
 * agent of the brand; the transfer is E, sealed like the other payment-password calls) and the
 * console's read-only list (payments.view, the operator's own brand).
 */
export function registerAgentTransferRoutes(app: FastifyInstance, deps: AgentTransferRouteDeps): void {
  const read = { checkResponses: deps.checkResponses };
  const e = agentCentreEndpoints;
  serve(app, e.transferInfo, read, async ({ request, session }) =>
    deps.transfers.info(brandOf(request), session.memberId),
  );
  serve(
    app,
    e.transfer,
    { ...read, config: MONEY_COMMAND_LIMIT, sealing: { key: deps.payloadKey, now: deps.now } },
    async ({ body, request, session }) => deps.transfers.transfer(brandOf(request), session.memberId, body),
  );
  serve(app, e.transfers, read, async ({ query, request, session }) =>
    deps.transfers.list(brandOf(request), session.memberId, query),
  );

  serve(
    app,
    adminAgentTransfersEndpoints.list,
    { ...read, operators: deps.operators },
    async ({ operator, query }) => {
      const brand = await deps.brands.findByCode(operator.merchantCode);
      if (!brand) throw new AppError('UNKNOWN_MERCHANT');
      return deps.console.list(brand, query);
    },
  );
}
