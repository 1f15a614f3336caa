import { ORIGINALS_PATHS } from '@portal/contracts';
import { ZRowId } from '@portal/contracts/schemas/ids';
import {
  ZDiceBet,
  ZHiloBet,
  ZHiloGuess,
  ZKenoBet,
  ZLimboBet,
  ZMinesBet,
  ZMinesReveal,
  ZOriginalRoundsQuery,
  ZOriginalsGameQuery,
  ZPlinkoBet,
  ZRotateSeeds,
  ZRoundAction,
} from '@portal/contracts/schemas/originals';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { requireSession } from '../../platform/auth.ts';
import { brandOf } from '../../platform/context.ts';
import { ok } from '../../platform/envelope.ts';
import { ZNoQuery } from '../../platform/route-schemas.ts';
import { parseInput } from '../../platform/validation.ts';
import type { OriginalsService } from './originals.service.ts';
import { originalsConfig } from './settings.ts';

const ZRoundParams = z.object({ roundId: ZRowId }).strict();
const ZHistoryQuery = z
  .object({
    pageNo: z.coerce.number().int().min(1).max(10_000).default(1),
    pageSize: z.coerce.number().int().min(1).max(50).default(20),
  })
  .strict();

/** The in-house games' calls (packages/contracts originals.ts); all but the config need a member. */
export function registerOriginalsRoutes(app: FastifyInstance, deps: { originals: OriginalsService }): void {
  const { originals } = deps;
  const who = (request: FastifyRequest) => ({
    brand: brandOf(request),
    memberId: requireSession(request).memberId,
  });
  const body = <S extends z.ZodType>(schema: S, request: FastifyRequest) =>
    parseInput(schema, request.body, request.language);

  app.get(ORIGINALS_PATHS.config, async (request) => {
    parseInput(ZNoQuery, request.query, request.language);
    return ok(originalsConfig(brandOf(request)));
  });

  app.get(ORIGINALS_PATHS.seeds, async (request) => {
    const { brand, memberId } = who(request);
    return ok(await originals.seeds(brand, memberId));
  });
  app.post(ORIGINALS_PATHS.rotateSeeds, async (request) => {
    const { brand, memberId } = who(request);
    const input = body(ZRotateSeeds, request);
    return ok(await originals.rotate(brand, memberId, input.clientSeed));
  });
  app.get(ORIGINALS_PATHS.seedHistory, async (request) => {
    const { brand, memberId } = who(request);
    const q = parseInput(ZHistoryQuery, request.query, request.language);
    return ok(await originals.seedHistory(brand, memberId, q.pageNo, q.pageSize));
  });

  app.post(ORIGINALS_PATHS.dice, async (request) => {
    const { brand, memberId } = who(request);
    const { direction, target, ...bet } = body(ZDiceBet, request);
    return ok(await originals.playInstant(brand, memberId, bet, { game: 'DICE', direction, target }));
  });
  app.post(ORIGINALS_PATHS.limbo, async (request) => {
    const { brand, memberId } = who(request);
    const { target, ...bet } = body(ZLimboBet, request);
    return ok(await originals.playInstant(brand, memberId, bet, { game: 'LIMBO', target }));
  });
  app.post(ORIGINALS_PATHS.plinko, async (request) => {
    const { brand, memberId } = who(request);
    const { rows, risk, ...bet } = body(ZPlinkoBet, request);
    return ok(await originals.playInstant(brand, memberId, bet, { game: 'PLINKO', rows, risk }));
  });
  app.post(ORIGINALS_PATHS.keno, async (request) => {
    const { brand, memberId } = who(request);
    const { picks, risk, ...bet } = body(ZKenoBet, request);
    return ok(await originals.playInstant(brand, memberId, bet, { game: 'KENO', picks, risk }));
  });

  app.post(ORIGINALS_PATHS.mines, async (request) => {
    const { brand, memberId } = who(request);
    const { mines, ...bet } = body(ZMinesBet, request);
    return ok(await originals.start(brand, memberId, bet, { game: 'MINES', mines }));
  });
  app.post(ORIGINALS_PATHS.minesReveal, async (request) => {
    const { brand, memberId } = who(request);
    const input = body(ZMinesReveal, request);
    return ok(await originals.reveal(brand, memberId, BigInt(input.roundId), input.tile));
  });
  app.post(ORIGINALS_PATHS.minesCashout, async (request) => {
    const { brand, memberId } = who(request);
    const input = body(ZRoundAction, request);
    return ok(await originals.cashout(brand, memberId, 'MINES', BigInt(input.roundId)));
  });
  app.post(ORIGINALS_PATHS.hilo, async (request) => {
    const { brand, memberId } = who(request);
    const bet = body(ZHiloBet, request);
    return ok(await originals.start(brand, memberId, bet, { game: 'HILO' }));
  });
  app.post(ORIGINALS_PATHS.hiloGuess, async (request) => {
    const { brand, memberId } = who(request);
    const input = body(ZHiloGuess, request);
    return ok(await originals.guess(brand, memberId, BigInt(input.roundId), input.guess));
  });
  app.post(ORIGINALS_PATHS.hiloCashout, async (request) => {
    const { brand, memberId } = who(request);
    const input = body(ZRoundAction, request);
    return ok(await originals.cashout(brand, memberId, 'HILO', BigInt(input.roundId)));
  });

  app.get(ORIGINALS_PATHS.active, async (request) => {
    const { brand, memberId } = who(request);
    const q = parseInput(ZOriginalsGameQuery, request.query, request.language);
    return ok(await originals.active(brand, memberId, q.game));
  });
  app.get(ORIGINALS_PATHS.rounds, async (request) => {
    const { brand, memberId } = who(request);
    const q = parseInput(ZOriginalRoundsQuery, request.query, request.language);
    return ok(await originals.rounds(brand, memberId, q.game, q.pageNo, q.pageSize));
  });
  app.get(ORIGINALS_PATHS.round, async (request) => {
    const { brand, memberId } = who(request);
    const { roundId } = parseInput(ZRoundParams, request.params, request.language);
    return ok(await originals.round(brand, memberId, BigInt(roundId)));
  });
}
