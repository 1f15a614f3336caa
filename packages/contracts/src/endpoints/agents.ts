import { z } from 'zod';
import { ZAffiliateQuery } from '../agents.schemas.ts';
import { endpoint } from '../endpoint.ts';
import { AGENT_ROUTES } from './agents.routes.ts';

export const agentEndpoints = {
  affiliate: endpoint({
    ...AGENT_ROUTES.affiliate,
    summary:
      'Affiliate check (spec section 7): whether an invitation code is an agent of this brand (INVITATION_CODE_ERROR when not), so the registration form can say so early.',
    query: ZAffiliateQuery,
    response: z.strictObject({ valid: z.literal(true), agentName: z.string() }),
  }),
} as const;
