import { originalsEndpoints as e } from '@portal/contracts/endpoints';
import type { FastifyInstance } from 'fastify';
import { brandOf } from '../../platform/context.ts';
import { serve } from '../../platform/endpoint.ts';
import type { OriginalsService } from './originals.service.ts';
import { originalsConfig } from './settings.ts';

/**
 * The in-house games' calls (ORIGINALS_ROUTES); all but the config need a session. A trial
 * account plays with play money (ADR 0044).
 */
export function registerOriginalsRoutes(
  app: FastifyInstance,
  deps: {
    originals: OriginalsService;
    /** Check answers against their declared contracts (tests). */
    checkResponses: boolean;
  },
): void {
  const { originals } = deps;
  const declared = { checkResponses: deps.checkResponses };

  serve(app, e.config, declared, async ({ request }) => originalsConfig(brandOf(request)));

  serve(app, e.seeds, declared, async ({ session, request }) =>
    originals.seeds(brandOf(request), session.memberId),
  );
  serve(app, e.rotateSeeds, declared, async ({ body, session, request }) =>
    originals.rotate(brandOf(request), session.memberId, body.clientSeed),
  );
  serve(app, e.seedHistory, declared, async ({ query, session, request }) =>
    originals.seedHistory(brandOf(request), session.memberId, query.pageNo, query.pageSize),
  );

  serve(app, e.dice, declared, async ({ body: { direction, target, ...bet }, session, request }) =>
    originals.playInstant(
      brandOf(request),
      session.memberId,
      bet,
      { game: 'DICE', direction, target },
      session.isTrial,
    ),
  );
  serve(app, e.limbo, declared, async ({ body: { target, ...bet }, session, request }) =>
    originals.playInstant(
      brandOf(request),
      session.memberId,
      bet,
      { game: 'LIMBO', target },
      session.isTrial,
    ),
  );
  serve(app, e.plinko, declared, async ({ body: { rows, risk, ...bet }, session, request }) =>
    originals.playInstant(
      brandOf(request),
      session.memberId,
      bet,
      { game: 'PLINKO', rows, risk },
      session.isTrial,
    ),
  );
  serve(app, e.keno, declared, async ({ body: { picks, risk, ...bet }, session, request }) =>
    originals.playInstant(
      brandOf(request),
      session.memberId,
      bet,
      { game: 'KENO', picks, risk },
      session.isTrial,
    ),
  );

  serve(app, e.mines, declared, async ({ body: { mines, ...bet }, session, request }) =>
    originals.start(brandOf(request), session.memberId, bet, { game: 'MINES', mines }, session.isTrial),
  );
  serve(app, e.minesReveal, declared, async ({ body, session, request }) =>
    originals.reveal(brandOf(request), session.memberId, BigInt(body.roundId), body.tile),
  );
  serve(app, e.minesCashout, declared, async ({ body, session, request }) =>
    originals.cashout(brandOf(request), session.memberId, 'MINES', BigInt(body.roundId)),
  );
  serve(app, e.hilo, declared, async ({ body, session, request }) =>
    originals.start(brandOf(request), session.memberId, body, { game: 'HILO' }, session.isTrial),
  );
  serve(app, e.hiloGuess, declared, async ({ body, session, request }) =>
    originals.guess(brandOf(request), session.memberId, BigInt(body.roundId), body.guess),
  );
  serve(app, e.hiloCashout, declared, async ({ body, session, request }) =>
    originals.cashout(brandOf(request), session.memberId, 'HILO', BigInt(body.roundId)),
  );

  serve(app, e.active, declared, async ({ query, session, request }) =>
    originals.active(brandOf(request), session.memberId, query.game),
  );
  serve(app, e.rounds, declared, async ({ query, session, request }) =>
    originals.rounds(brandOf(request), session.memberId, query.game, query.pageNo, query.pageSize),
  );
  serve(app, e.round, declared, async ({ params, session, request }) =>
    originals.round(brandOf(request), session.memberId, BigInt(params.roundId)),
  );
}
