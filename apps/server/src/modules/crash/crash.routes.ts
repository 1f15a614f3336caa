import { crashEndpoints as e } from '@portal/contracts/endpoints';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { brandOf } from '../../platform/context.ts';
import { serve } from '../../platform/endpoint.ts';
import { hashToken } from '../../platform/tokens.ts';
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

/** The crash game's calls (contracts/crash.ts, CRASH_ROUTES); a trial account bets play money (ADR 0044). */
export function registerCrashRoutes(
  app: FastifyInstance,
  deps: {
    crash: CrashService;
    /** Check answers against their declared contracts (tests). */
    checkResponses: boolean;
  },
): void {
  const { crash } = deps;
  const declared = { checkResponses: deps.checkResponses };
  const play = { ...declared, config: PLAY_LIMIT };

  serve(app, e.bet, play, async ({ body, session, request }) =>
    crash.bet(brandOf(request), session.memberId, body, session.isTrial),
  );

  serve(app, e.cashout, play, async ({ body, session, request }) =>
    crash.cashout(brandOf(request), session.memberId, BigInt(body.roundId)),
  );

  serve(app, e.state, declared, async ({ session, request }) =>
    crash.state(brandOf(request), session ? session.memberId : null),
  );

  serve(app, e.myBets, declared, async ({ query, session, request }) =>
    crash.myBets(brandOf(request), session.memberId, query.pageNo, query.pageSize),
  );

  serve(app, e.round, declared, async ({ params, request }) =>
    crash.roundDetails(brandOf(request), BigInt(params.roundId)),
  );
}
