import { LOTTERY_PATHS } from '@portal/contracts';
import {
  ZLotteryGamesQuery,
  ZLotteryMenuQuery,
  ZLotteryResultsQuery,
  ZLotteryTicketsQuery,
  ZOpenedNumeroQuery,
  ZPlaceTicket,
} from '@portal/contracts/schemas/lottery';
import type { FastifyInstance } from 'fastify';
import { requireSession } from '../../platform/auth.ts';
import { brandOf } from '../../platform/context.ts';
import { ok } from '../../platform/envelope.ts';
import { ZNoQuery } from '../../platform/route-schemas.ts';
import { parseInput } from '../../platform/validation.ts';
import type { LotteryService } from './lottery.service.ts';

/** Tickets per member and minute: a fast player, not a script. */
const TICKET_LIMIT = { rateLimit: { max: 120, timeWindow: 60_000 } };

/** The lottery calls (spec section 7 and LOTTERY_PATHS): menus, open draws, results, tickets. */
export function registerLotteryRoutes(app: FastifyInstance, deps: { lottery: LotteryService }): void {
  const { lottery } = deps;

  app.get(LOTTERY_PATHS.gameMenu, async (request) => {
    const q = parseInput(ZLotteryMenuQuery, request.query, request.language);
    return ok(await lottery.menu(brandOf(request), q.prizeMode, request.language));
  });

  app.get(LOTTERY_PATHS.gameMenuRecent, async (request) => {
    const session = requireSession(request);
    parseInput(ZLotteryMenuQuery, request.query, request.language);
    return ok(await lottery.recent(brandOf(request), session.memberId, request.language));
  });

  app.get(LOTTERY_PATHS.games, async (request) => {
    const q = parseInput(ZLotteryGamesQuery, request.query, request.language);
    return ok(await lottery.lobby(brandOf(request), q.prizeMode, request.language));
  });

  app.get(LOTTERY_PATHS.openedVnGames, async (request) => {
    parseInput(ZNoQuery, request.query, request.language);
    return ok(await lottery.openedVnGames(brandOf(request), request.language));
  });

  app.get(LOTTERY_PATHS.openedNumero, async (request) => {
    requireSession(request);
    const q = parseInput(ZOpenedNumeroQuery, request.query, request.language);
    return ok(await lottery.openedNumero(brandOf(request), q.gameCode, request.language));
  });

  app.get(LOTTERY_PATHS.results, async (request) => {
    const q = parseInput(ZLotteryResultsQuery, request.query, request.language);
    return ok(await lottery.results(brandOf(request), q.gameCode, q));
  });

  app.get(LOTTERY_PATHS.tickets, async (request) => {
    const session = requireSession(request);
    const q = parseInput(ZLotteryTicketsQuery, request.query, request.language);
    return ok(await lottery.tickets(brandOf(request), session.memberId, q, request.language));
  });

  app.post(LOTTERY_PATHS.tickets, { config: TICKET_LIMIT }, async (request) => {
    const session = requireSession(request);
    const input = parseInput(ZPlaceTicket, request.body, request.language);
    return ok(await lottery.placeTicket(brandOf(request), session.memberId, input, request.language));
  });
}
