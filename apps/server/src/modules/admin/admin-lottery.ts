import { adminLotteryEndpoints } from '@portal/contracts/endpoints';
import type { FastifyInstance } from 'fastify';
import { serve } from '../../platform/endpoint.ts';
import type { LotterySettingsService } from '../lottery/lottery-settings.service.ts';
import { type AdminDeps, adminActions } from './admin.routes.ts';

/**
 * The console's lottery settings (issue 15, "Games"; ADR 0031): each lottery game's draw schedule
 * and odds for the operator's brand, through the lottery module's settings service, which checks
 * them and writes the change with its audit entry (before and after) in one transaction.
 */
export function registerAdminLottery(
  app: FastifyInstance,
  deps: AdminDeps,
  lottery: { lotterySettings: LotterySettingsService },
) {
  const actions = adminActions(deps);
  const e = adminLotteryEndpoints;
  const options = { checkResponses: deps.checkResponses, operators: deps.operatorReader };
  const settings = lottery.lotterySettings;

  serve(app, e.lotteryGames, options, async ({ operator, request }) =>
    settings.list(await actions.brandOfOperator(operator), request.language),
  );

  serve(app, e.updateLotteryGame, options, async ({ operator, params, body, request }) =>
    settings.update(
      await actions.brandOfOperator(operator),
      BigInt(params.id),
      body,
      request.language,
      operator.operatorId,
      actions.auditOf(operator, 'games.lottery.settings', request.ip),
    ),
  );
}
