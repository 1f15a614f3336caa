import { isAgentType } from '@portal/contracts';
import { agentEndpoints } from '@portal/contracts/endpoints';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/database.ts';
import { AppError } from '../../platform/app-error.ts';
import { brandOf } from '../../platform/context.ts';
import { serve } from '../../platform/endpoint.ts';
import { findMemberByReferralCode } from '../member/members.ts';

/**
 * Affiliate check (spec section 7): is this invitation code an agent of this brand? Registration
 * checks it again; this lets the form say so before the player fills everything in.
 */
export function registerAgentRoutes(
  app: FastifyInstance,
  deps: {
    db: Db;
    /** Check answers against their declared contracts (tests). */
    checkResponses: boolean;
  },
): void {
  serve(
    app,
    agentEndpoints.affiliate,
    { checkResponses: deps.checkResponses, config: { rateLimit: { max: 30, timeWindow: 60_000 } } },
    async ({ query, request }) => {
      const brand = brandOf(request);
      if (
        query.domain &&
        !brand.domains.some((d) => d.domain === query.domain?.toLowerCase().split(':')[0])
      ) {
        throw new AppError('INVITATION_CODE_ERROR');
      }
      const agent = await findMemberByReferralCode(deps.db, brand.id, query.code);
      if (!agent || !isAgentType(agent.type)) throw new AppError('INVITATION_CODE_ERROR');
      return { valid: true as const, agentName: agent.nickname ?? agent.account };
    },
  );
}
