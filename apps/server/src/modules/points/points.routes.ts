import { adminPointsEndpoints, pointsEndpoints } from '@portal/contracts/endpoints';
import type { FastifyInstance } from 'fastify';
import { brandOf } from '../../platform/context.ts';
import { serve } from '../../platform/endpoint.ts';
import type { OperatorReader } from '../../platform/operator-access.ts';
import type { PayloadKey } from '../../platform/payload-crypto.ts';
import { MONEY_COMMAND_LIMIT } from '../wallet/command-limit.ts';
import type { PointsConsole } from './points.console.ts';
import type { PointsService } from './points.service.ts';

/**
 * The points' endpoints (issue 19; ADR 0040): the spec's MCS2 calls (the two passwordCheck ones
 * sealed, as every payment-password command), the points details, and the console's screens
 * (each with its declared permission; serve() refuses the rest first).
 */
export function registerPointsRoutes(
  app: FastifyInstance,
  deps: {
    points: PointsService;
    console: PointsConsole;
    operators: OperatorReader;
    payloadKey: PayloadKey;
    now: () => Date;
    checkResponses: boolean;
  },
): void {
  const p = deps.points;
  const read = { checkResponses: deps.checkResponses };
  const sealed = { ...read, config: MONEY_COMMAND_LIMIT, sealing: { key: deps.payloadKey, now: deps.now } };
  const e = pointsEndpoints;
  serve(app, e.balance, read, async ({ request, session }) => p.balance(brandOf(request), session.memberId));
  serve(app, e.mall, read, async ({ request, session }) =>
    p.mall(brandOf(request), request.language, session.memberId),
  );
  serve(app, e.redemptions, read, async ({ request, session, query }) =>
    p.redemptions(brandOf(request), session.memberId, query),
  );
  serve(app, e.config, read, async ({ request, session }) => p.config(brandOf(request), session.memberId));
  serve(app, e.redeem, sealed, async ({ request, session, body }) =>
    p.redeem(brandOf(request), request.language, session.memberId, body),
  );
  serve(app, e.convert, sealed, async ({ request, session, body }) =>
    p.convert(brandOf(request), session.memberId, body),
  );
  serve(app, e.entries, read, async ({ request, session, query }) =>
    p.entries(brandOf(request), session.memberId, query),
  );
  serve(app, e.days, read, async ({ request, session, query }) =>
    p.days(brandOf(request), session.memberId, query),
  );

  const a = adminPointsEndpoints;
  const c = deps.console;
  const op = { ...read, operators: deps.operators };
  const client = (request: { ip: string }) => ({ ip: request.ip, userAgent: null });
  serve(app, a.settings, op, async ({ operator }) => c.settings(operator));
  serve(app, a.setSettings, op, async ({ operator, body, request }) =>
    c.setSettings(operator, body, client(request)),
  );
  serve(app, a.items, op, async ({ operator }) => c.items(operator));
  serve(app, a.createItem, op, async ({ operator, body, request }) =>
    c.createItem(operator, body, client(request)),
  );
  serve(app, a.updateItem, op, async ({ operator, params, body, request }) =>
    c.updateItem(operator, BigInt(params.id), body, client(request)),
  );
  serve(app, a.redemptions, op, async ({ operator, query }) => c.redemptions(operator, query));
  serve(app, a.approve, op, async ({ operator, params, body, request }) =>
    c.decide(
      operator,
      BigInt(params.id),
      { state: 'APPROVED', note: body.note?.trim() || null },
      client(request),
    ),
  );
  serve(app, a.reject, op, async ({ operator, params, body, request }) =>
    c.decide(operator, BigInt(params.id), { state: 'REJECTED', note: body.note }, client(request)),
  );
  serve(app, a.member, op, async ({ operator, query }) => c.member(operator, query));
  serve(app, a.adjust, op, async ({ operator, params, body, request }) =>
    c.adjust(operator, BigInt(params.id), body, client(request)),
  );
  serve(app, a.report, op, async ({ operator, query }) => c.report(operator, query));
}
