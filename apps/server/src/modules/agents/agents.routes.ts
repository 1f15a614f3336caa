import { isAgentType } from '@portal/contracts';
import { ZAffiliateQuery } from '@portal/contracts/schemas';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/database.ts';
import { AppError } from '../../platform/app-error.ts';
import { brandOf } from '../../platform/context.ts';
import { ok } from '../../platform/envelope.ts';
import { parseInput } from '../../platform/validation.ts';
import { findMemberByReferralCode } from '../member/member.repository.ts';

/**
 * Affiliate check (spec section 7): is this invitation code an agent of this brand? Registration
 * checks it again; this lets the form say so before the player fills everything in.
 */
export function registerAgentRoutes(app: FastifyInstance, deps: { db: Db }): void {
  app.get(
    '/wps/agent/affiliate',
    { config: { rateLimit: { max: 30, timeWindow: 60_000 } } },
    async (request) => {
      const brand = brandOf(request);
      const query = parseInput(ZAffiliateQuery, request.query, request.language);
      if (
        query.domain &&
        !brand.domains.some((d) => d.domain === query.domain?.toLowerCase().split(':')[0])
      ) {
        throw new AppError('INVITATION_CODE_ERROR');
      }
      const agent = await findMemberByReferralCode(deps.db, brand.id, query.code);
      if (!agent || !isAgentType(agent.type)) throw new AppError('INVITATION_CODE_ERROR');
      return ok({ valid: true, agentName: agent.nickname ?? agent.account });
    },
  );
}
