import { adminPromotionEndpoints, promotionEndpoints } from '@portal/contracts/endpoints';
import type { FastifyInstance } from 'fastify';
import { brandOf } from '../../../platform/context.ts';
import { serve } from '../../../platform/endpoint.ts';
import type { OperatorReader } from '../../../platform/operator-access.ts';
import type { RaffleService } from './raffle.service.ts';

/**
 * The raffle's endpoints (issue 18; ADR 0039): a raffle's page (public; a member sees their own
 * tickets, never another's), MCS2 claimRafflePromotion (joining) and the console's draws.
 */
export function registerRaffleRoutes(
  app: FastifyInstance,
  deps: { raffle: RaffleService; operators: OperatorReader; checkResponses: boolean },
): void {
  const { raffle } = deps;
  const read = { checkResponses: deps.checkResponses };
  const e = promotionEndpoints;
  serve(app, e.raffle, read, async ({ request, session, params }) =>
    raffle.view(brandOf(request), session?.memberId ?? null, BigInt(params.id), request.language),
  );
  serve(app, e.claimRaffle, read, async ({ request, session, body }) =>
    raffle.claim(brandOf(request), session.memberId, BigInt(body.promotionId), request.language),
  );
  serve(
    app,
    adminPromotionEndpoints.draws,
    { ...read, operators: deps.operators },
    async ({ operator, query }) => raffle.adminDraws(operator, query),
  );
}
