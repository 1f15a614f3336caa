import { agentCentreEndpoints } from '@portal/contracts/endpoints';
import type { FastifyInstance } from 'fastify';
import type { AppConfig } from '../../config/config.ts';
import { authRouteLimits } from '../../platform/auth.ts';
import { clientOf } from '../../platform/client.ts';
import { brandOf } from '../../platform/context.ts';
import { serve } from '../../platform/endpoint.ts';
import type { PayloadKey } from '../../platform/payload-crypto.ts';
import { invitationOrigin, type TeamService } from './team.service.ts';

/**
 * The agent centre's team pages (issue 16): team management, a team member's summary, my
 * invitation and the register centre. Every route needs a signed-in agent of the brand (serve()
 * answers anyone else 403 NOT_AGENT) and reads or writes only the agent's own team.
 */
export function registerTeamRoutes(
  app: FastifyInstance,
  deps: {
    config: AppConfig;
    team: TeamService;
    payloadKey: PayloadKey;
    now: () => Date;
    /** Check answers against their declared contracts (tests). */
    checkResponses: boolean;
  },
): void {
  const e = agentCentreEndpoints;
  const plain = { checkResponses: deps.checkResponses };
  // Registering a downline is limited like the player's registration.
  const { AUTH } = authRouteLimits(deps.config.authRateLimitPerMinute);

  serve(app, e.team, plain, async ({ query, session, request }) =>
    deps.team.team(brandOf(request), session.memberId, query),
  );

  serve(app, e.teamMember, plain, async ({ params, session, request }) =>
    deps.team.teamMember(brandOf(request), session.memberId, params.id),
  );

  serve(app, e.invitation, plain, async ({ session, request }) => {
    const brand = brandOf(request);
    return deps.team.invitation(brand, session.memberId, invitationOrigin(brand, request));
  });

  serve(
    app,
    e.registerDownline,
    { ...plain, config: AUTH, sealing: { key: deps.payloadKey, now: deps.now } },
    async ({ body, session, request }) =>
      deps.team.registerDownline(
        brandOf(request),
        session.memberId,
        body,
        clientOf(request),
        request.language,
      ),
  );
}
