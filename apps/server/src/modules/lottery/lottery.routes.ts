import { lotteryEndpoints as e } from '@portal/contracts/endpoints';
import type { FastifyInstance } from 'fastify';
import { brandOf } from '../../platform/context.ts';
import { serve } from '../../platform/endpoint.ts';
import type { LotteryService } from './lottery.service.ts';

/** Tickets per member and minute: a fast player, not a script. */
const TICKET_LIMIT = { rateLimit: { max: 120, timeWindow: 60_000 } };

/** The lottery calls (spec section 7, LOTTERY_ROUTES): menus, open draws, results, tickets. */
export function registerLotteryRoutes(
  app: FastifyInstance,
  deps: {
    lottery: LotteryService;
    /** Check answers against their declared contracts (tests). */
    checkResponses: boolean;
  },
): void {
  const { lottery } = deps;
  const declared = { checkResponses: deps.checkResponses };

  serve(app, e.gameMenu, declared, async ({ query, request }) =>
    lottery.menu(brandOf(request), query.prizeMode, request.language),
  );

  serve(app, e.gameMenuRecent, declared, async ({ session, request }) =>
    lottery.recent(brandOf(request), session.memberId, request.language),
  );

  serve(app, e.games, declared, async ({ query, request }) =>
    lottery.lobby(brandOf(request), query.prizeMode, request.language),
  );

  serve(app, e.openedVnGames, declared, async ({ request }) =>
    lottery.openedVnGames(brandOf(request), request.language),
  );

  serve(app, e.openedNumero, declared, async ({ query, request }) =>
    lottery.openedNumero(brandOf(request), query.gameCode, request.language),
  );

  serve(app, e.results, declared, async ({ query, request }) =>
    lottery.results(brandOf(request), query.gameCode, query),
  );

  serve(app, e.tickets, declared, async ({ query, session, request }) =>
    lottery.tickets(brandOf(request), session.memberId, query, request.language),
  );

  serve(app, e.placeTicket, { ...declared, config: TICKET_LIMIT }, async ({ body, session, request }) =>
    lottery.placeTicket(brandOf(request), session.memberId, body, request.language),
  );
}
