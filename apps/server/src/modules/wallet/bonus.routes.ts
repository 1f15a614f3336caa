import { adminPromotionEndpoints, promotionEndpoints } from '@portal/contracts/endpoints';
import type { FastifyInstance } from 'fastify';
import { brandOf } from '../../platform/context.ts';
import { type ServeOptions, serve } from '../../platform/endpoint.ts';
import type { OperatorReader } from '../../platform/operator-access.ts';
import type { BonusConsole } from './bonus.console.ts';
import type { BonusService } from './bonus.service.ts';
import { MONEY_COMMAND_LIMIT } from './command-limit.ts';

/**
 * The bonus wallet's endpoints (issue 18; ADR 0039), declared in packages/contracts
 * endpoints/promotions.ts: the member's own grants (another member's is BONUS_NOT_FOUND) and
 * forfeiting one; the console's grants list, a grant by hand and a cancellation
 * (promotions.view / promotions.grant, the operator's own brand).
 */
export function registerBonusRoutes(
  app: FastifyInstance,
  deps: {
    bonus: BonusService;
    console: BonusConsole;
    operators: OperatorReader | null;
    checkResponses: boolean;
  },
): void {
  const read: ServeOptions = { checkResponses: deps.checkResponses };
  const command: ServeOptions = { ...read, config: MONEY_COMMAND_LIMIT };
  const { bonus } = deps;
  const e = promotionEndpoints;

  serve(app, e.bonusRecord, read, async ({ request, session, query }) =>
    bonus.memberGrants(undefined, brandOf(request), session.memberId, {
      state: query.state,
      page: query.pageNo,
      size: query.pageSize,
    }),
  );
  serve(app, e.bonus, read, async ({ request, session, params }) =>
    bonus.grantDetail(undefined, brandOf(request), session.memberId, BigInt(params.id)),
  );
  serve(app, e.forfeitBonus, command, async ({ request, session, params, body }) =>
    bonus.forfeit(brandOf(request), session.memberId, BigInt(params.id), body.requestId),
  );

  if (!deps.operators) return;
  const a = adminPromotionEndpoints;
  const operatorOptions = { ...read, operators: deps.operators };
  const client = (request: { ip: string }) => ({ ip: request.ip });
  serve(app, a.grants, operatorOptions, async ({ operator, query }) => deps.console.grants(operator, query));
  serve(app, a.grant, operatorOptions, async ({ operator, body, request }) =>
    deps.console.grant(operator, body, client(request)),
  );
  serve(app, a.revoke, operatorOptions, async ({ operator, params, body, request }) =>
    deps.console.revoke(operator, BigInt(params.id), body.reason, client(request)),
  );
}
