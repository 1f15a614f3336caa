import { agentCentreEndpoints } from '@portal/contracts/endpoints';
import type { FastifyInstance } from 'fastify';
import { brandOf } from '../../platform/context.ts';
import { serve } from '../../platform/endpoint.ts';
import type { AgentReportService } from './reports.service.ts';

/**
 * The agent centre's reports (issue 16; ADR 0034): team overview, team betting, user loss, my
 * income and account details. Every route needs a signed-in agent of the brand (serve() answers
 * anyone else 403 NOT_AGENT) and reads only the agent's own team.
 */
export function registerAgentReportRoutes(
  app: FastifyInstance,
  deps: {
    reports: AgentReportService;
    /** Check answers against their declared contracts (tests). */
    checkResponses: boolean;
  },
): void {
  const e = agentCentreEndpoints;
  const plain = { checkResponses: deps.checkResponses };

  serve(app, e.overview, plain, async ({ query, session, request }) =>
    deps.reports.overview(brandOf(request), session.memberId, query),
  );
  serve(app, e.teamBets, plain, async ({ query, session, request }) =>
    deps.reports.teamBets(brandOf(request), session.memberId, query),
  );
  serve(app, e.userLoss, plain, async ({ query, session, request }) =>
    deps.reports.userLoss(brandOf(request), session.memberId, query),
  );
  serve(app, e.income, plain, async ({ query, session, request }) =>
    deps.reports.income(brandOf(request), session.memberId, query),
  );
  serve(app, e.transactions, plain, async ({ query, session, request }) =>
    deps.reports.transactions(brandOf(request), session.memberId, query),
  );
}
