import { CRASH_PATHS } from '@portal/contracts';
import {
  ZCrashBet,
  ZCrashBetsQuery,
  ZCrashCashout,
  ZCrashRoundParams,
} from '@portal/contracts/schemas/crash';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { requireSession } from '../../platform/auth.ts';
import { brandOf } from '../../platform/context.ts';
import { ok } from '../../platform/envelope.ts';
import { ZNoQuery } from '../../platform/route-schemas.ts';
import { hashToken } from '../../platform/tokens.ts';
import { parseInput } from '../../platform/validation.ts';
import type { CrashService } from './crash.service.ts';

/**
 * Bets and cash-outs per member and minute, beyond the global limit: a round every ~12 s allows
 * 5 bets and 5 cash-outs a minute, so 120 leaves room for retries and nothing for flooding.
 */
const PLAY_LIMIT = {
  rateLimit: {
    max: 120,
    timeWindow: 60_000,
    keyGenerator: (request: FastifyRequest) => {
      const header = request.headers.authorization;
      return typeof header === 'string' && header.startsWith('Bearer ')
        ? `crash:${hashToken(header.slice(7).trim())}`
        : `crash-ip:${request.ip}`;
    },
  },
};

/** The crash game's calls (contracts/crash.ts). */
export function registerCrashRoutes(app: FastifyInstance, deps: { crash: CrashService }): void {
  const { crash } = deps;

  app.post(CRASH_PATHS.bet, { config: PLAY_LIMIT }, async (request) => {
    const session = requireSession(request);
    const input = parseInput(ZCrashBet, request.body, request.language);
    return ok(await crash.bet(brandOf(request), session.memberId, input));
  });

  app.post(CRASH_PATHS.cashout, { config: PLAY_LIMIT }, async (request) => {
    const session = requireSession(request);
    const { roundId } = parseInput(ZCrashCashout, request.body, request.language);
    return ok(await crash.cashout(brandOf(request), session.memberId, BigInt(roundId)));
  });

  app.get(CRASH_PATHS.state, async (request) => {
    parseInput(ZNoQuery, request.query, request.language);
    const member = request.session && !request.session.isTrial ? request.session.memberId : null;
    return ok(await crash.state(brandOf(request), member));
  });

  app.get(CRASH_PATHS.myBets, async (request) => {
    const session = requireSession(request);
    const { pageNo, pageSize } = parseInput(ZCrashBetsQuery, request.query, request.language);
    return ok(await crash.myBets(brandOf(request), session.memberId, pageNo, pageSize));
  });

  app.get(CRASH_PATHS.round, async (request) => {
    parseInput(ZNoQuery, request.query, request.language);
    const { roundId } = parseInput(ZCrashRoundParams, request.params, request.language);
    return ok(await crash.roundDetails(brandOf(request), BigInt(roundId)));
  });
}
