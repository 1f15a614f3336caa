import { promotionEndpoints } from '@portal/contracts/endpoints';
import type { FastifyInstance } from 'fastify';
import { brandOf } from '../../../platform/context.ts';
import { serve } from '../../../platform/endpoint.ts';
import type { RebateService } from './rebate.service.ts';

/** The manual rebate's endpoints (MANPLAYREB3): the summary, the claim and the claims' history. */
export function registerRebateRoutes(
  app: FastifyInstance,
  deps: { rebate: RebateService; checkResponses: boolean },
): void {
  const { rebate } = deps;
  const read = { checkResponses: deps.checkResponses };
  const e = promotionEndpoints;
  serve(app, e.rebate, read, async ({ request, session }) =>
    rebate.summary(brandOf(request), session.memberId),
  );
  serve(app, e.claimRebate, read, async ({ request, session, body }) =>
    rebate.claim(brandOf(request), session.memberId, body.requestId),
  );
  serve(app, e.rebateHistory, read, async ({ request, session, query }) =>
    rebate.history(brandOf(request), session.memberId, query),
  );
}
