import { adminVipEndpoints, vipEndpoints } from '@portal/contracts/endpoints';
import type { FastifyInstance } from 'fastify';
import { brandOf } from '../../platform/context.ts';
import { serve } from '../../platform/endpoint.ts';
import type { OperatorReader } from '../../platform/operator-access.ts';
import type { VipConsole } from './vip.console.ts';
import type { VipService } from './vip.service.ts';

/**
 * The VIP endpoints (issue 19; ADR 0040): the ladder (public), the member's own status (a real
 * member: only their own), and the console's ladder, settings, members and changes (loyalty.view
 * to read, loyalty.manage to write; serve() refuses the rest first).
 */
export function registerVipRoutes(
  app: FastifyInstance,
  deps: { vip: VipService; console: VipConsole; operators: OperatorReader; checkResponses: boolean },
): void {
  const read = { checkResponses: deps.checkResponses };
  const e = vipEndpoints;
  serve(app, e.levels, read, async ({ request }) => deps.vip.ladder(brandOf(request), request.language));
  serve(app, e.status, read, async ({ request, session }) =>
    deps.vip.status(brandOf(request), request.language, session.memberId),
  );

  const a = adminVipEndpoints;
  const c = deps.console;
  const op = { ...read, operators: deps.operators };
  const client = (request: { ip: string }) => ({ ip: request.ip });
  serve(app, a.levels, op, async ({ operator }) => c.levels(operator));
  serve(app, a.saveLevels, op, async ({ operator, body, request }) =>
    c.saveLevels(operator, body.levels, client(request)),
  );
  serve(app, a.settings, op, async ({ operator }) => c.settings(operator));
  serve(app, a.setSettings, op, async ({ operator, body, request }) =>
    c.setSettings(operator, body, client(request)),
  );
  serve(app, a.members, op, async ({ operator, query }) => c.members(operator, query));
  serve(app, a.changes, op, async ({ operator, query }) => c.changes(operator, query));
}
