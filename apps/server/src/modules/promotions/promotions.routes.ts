import { adminPromotionEndpoints, promotionEndpoints } from '@portal/contracts/endpoints';
import type { FastifyInstance } from 'fastify';
import { brandOf } from '../../platform/context.ts';
import { serve } from '../../platform/endpoint.ts';
import type { OperatorReader } from '../../platform/operator-access.ts';
import type { PromotionConsole } from './promotions.console.ts';
import type { PromotionService } from './promotions.service.ts';

/**
 * The promotions' endpoints (issue 18; ADR 0039): the list and a promotion's page (public; a
 * member's bearer makes the states theirs, a visitor sees Join), joining, claiming, applying,
 * codes and the reward centre (real members), and the console's authoring, applications, report
 * and settings (each with its declared permission; serve() refuses the rest first). The bonus
 * wallet's, the raffle's and the rebate's own endpoints are registered by their owners.
 */
export function registerPromotionRoutes(
  app: FastifyInstance,
  deps: {
    promotions: PromotionService;
    console: PromotionConsole;
    operators: OperatorReader;
    checkResponses: boolean;
  },
): void {
  const p = deps.promotions;
  const read = { checkResponses: deps.checkResponses };
  const e = promotionEndpoints;
  // A trial account reads as a visitor (it can take part in nothing).
  const viewer = (session: { memberId: bigint; isTrial: boolean } | null) =>
    session && !session.isTrial ? session.memberId : null;

  serve(app, e.list, read, async ({ request, session, query }) =>
    p.list(brandOf(request), request.language, viewer(session), query.category),
  );
  serve(app, e.detail, read, async ({ request, session, params }) =>
    p.detail(brandOf(request), request.language, viewer(session), BigInt(params.id)),
  );
  serve(app, e.join, read, async ({ request, session, params, body }) =>
    p.join(brandOf(request), request.language, session.memberId, BigInt(params.id), body.requestId),
  );
  serve(app, e.claim, read, async ({ request, session, params, body }) =>
    p.claim(brandOf(request), request.language, session.memberId, BigInt(params.id), body),
  );
  serve(app, e.apply, read, async ({ request, session, params, body }) =>
    p.apply(brandOf(request), request.language, session.memberId, BigInt(params.id), body),
  );
  serve(app, e.redeemCode, read, async ({ request, session, body }) =>
    p.redeemCode(brandOf(request), request.language, session.memberId, body),
  );
  serve(app, e.rewardCentre, read, async ({ request, session }) =>
    p.rewardCentre(brandOf(request), request.language, session.memberId),
  );
  serve(app, e.rewardHistory, read, async ({ request, session, query }) =>
    p.rewardHistory(brandOf(request), request.language, session.memberId, query),
  );

  const a = adminPromotionEndpoints;
  const c = deps.console;
  const op = { ...read, operators: deps.operators };
  const client = (request: { ip: string }) => ({ ip: request.ip });
  serve(app, a.list, op, async ({ operator, query }) => c.list(operator, query));
  serve(app, a.get, op, async ({ operator, params }) => c.get(operator, BigInt(params.id)));
  serve(app, a.create, op, async ({ operator, body, request }) => c.create(operator, body, client(request)));
  serve(app, a.update, op, async ({ operator, params, body, request }) =>
    c.update(operator, BigInt(params.id), body, client(request)),
  );
  serve(app, a.setStatus, op, async ({ operator, params, body, request }) =>
    c.setStatus(operator, BigInt(params.id), body.status, client(request)),
  );
  serve(app, a.applications, op, async ({ operator, query }) => c.applications(operator, query));
  serve(app, a.application, op, async ({ operator, params }) => c.application(operator, BigInt(params.id)));
  // The image's own bytes and media type (the declaration's `produces` is image/*).
  // The image's own bytes and media type (declared `produces: image/*`; the bytes are no JSON
  // to check against the declared response).
  serve(app, a.applicationImage, { ...op, checkResponses: false }, async ({ operator, params, reply }) => {
    const file = await c.applicationImage(operator, BigInt(params.id), params.image);
    reply
      .type(file.contentType)
      .header('cache-control', 'private, no-store')
      .header('content-disposition', 'inline');
    return file.data as unknown as string;
  });
  serve(app, a.decide, op, async ({ operator, params, body, request }) =>
    c.decide(operator, BigInt(params.id), body, client(request)),
  );
  serve(app, a.report, op, async ({ operator, query }) => c.report(operator, query));
  serve(app, a.settings, op, async ({ operator }) => c.settings(operator));
  serve(app, a.setSettings, op, async ({ operator, body, request }) =>
    c.setSettings(operator, body, client(request)),
  );
}
