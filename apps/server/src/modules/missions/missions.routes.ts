import { adminMissionEndpoints, missionEndpoints } from '@portal/contracts/endpoints';
import type { FastifyInstance } from 'fastify';
import { brandOf } from '../../platform/context.ts';
import { serve } from '../../platform/endpoint.ts';
import type { OperatorReader } from '../../platform/operator-access.ts';
import type { MissionConsole } from './missions.console.ts';
import type { MissionService } from './missions.service.ts';

/**
 * The missions' endpoints (issue 19; ADR 0040): the spec's MCSFE getMissionSummaryDetails and
 * getMissionLeaderboard and the claim for real members (always the caller's own), and the
 * console's screens with their declared permissions (serve() refuses the rest first).
 */
export function registerMissionRoutes(
  app: FastifyInstance,
  deps: {
    missions: MissionService;
    console: MissionConsole;
    operators: OperatorReader;
    checkResponses: boolean;
  },
): void {
  const m = deps.missions;
  const read = { checkResponses: deps.checkResponses };
  const e = missionEndpoints;
  serve(app, e.summary, read, async ({ request, session }) =>
    m.summary(brandOf(request), request.language, session.memberId),
  );
  serve(app, e.leaderboard, read, async ({ request, session, query }) =>
    m.leaderboard(
      brandOf(request),
      request.language,
      session.memberId,
      query.id ? BigInt(query.id) : undefined,
    ),
  );
  serve(app, e.claim, read, async ({ request, session, params, body }) =>
    m.claim(brandOf(request), request.language, session.memberId, BigInt(params.id), body.requestId),
  );

  const a = adminMissionEndpoints;
  const c = deps.console;
  const op = { ...read, operators: deps.operators };
  const client = (request: { ip: string }) => ({ ip: request.ip });
  serve(app, a.list, op, async ({ operator }) => c.list(operator));
  serve(app, a.get, op, async ({ operator, params }) => c.get(operator, BigInt(params.id)));
  serve(app, a.create, op, async ({ operator, body, request }) => c.create(operator, body, client(request)));
  serve(app, a.update, op, async ({ operator, params, body, request }) =>
    c.update(operator, BigInt(params.id), body, client(request)),
  );
  serve(app, a.setStatus, op, async ({ operator, params, body, request }) =>
    c.setStatus(operator, BigInt(params.id), body.status, client(request)),
  );
  serve(app, a.report, op, async ({ operator, query }) => c.report(operator, query));
  serve(app, a.boards, op, async ({ operator }) => c.boards(operator));
  serve(app, a.board, op, async ({ operator, params }) => c.board(operator, BigInt(params.id)));
  serve(app, a.createBoard, op, async ({ operator, body, request }) =>
    c.createBoard(operator, body, client(request)),
  );
  serve(app, a.updateBoard, op, async ({ operator, params, body, request }) =>
    c.updateBoard(operator, BigInt(params.id), body, client(request)),
  );
  serve(app, a.setBoardStatus, op, async ({ operator, params, body, request }) =>
    c.setBoardStatus(operator, BigInt(params.id), body.status, client(request)),
  );
}
