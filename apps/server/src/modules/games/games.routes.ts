import { GAME_PATHS, type TLaunch, type TLotteryLaunch } from '@portal/contracts';
import {
  ZAccountGamesQuery,
  ZFavouriteChange,
  ZGameListQuery,
  ZHotGamesQuery,
  ZLaunchRequest,
  ZVendorLanesQuery,
  ZVendorQuery,
  ZWinnerQuery,
} from '@portal/contracts/schemas/games';
import { ZLotteryLaunch } from '@portal/contracts/schemas/lottery';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { Db } from '../../db/database.ts';
import { AppError } from '../../platform/app-error.ts';
import { requireSession } from '../../platform/auth.ts';
import { brandOf } from '../../platform/context.ts';
import { ok } from '../../platform/envelope.ts';
import { ZNoQuery } from '../../platform/route-schemas.ts';
import { parseInput } from '../../platform/validation.ts';
import type { Brand } from '../brands/brand.ts';
import { gameIconSvg } from '../system/artwork.ts';
import type { GameCatalogue } from './catalogue.service.ts';
import { findGameArt } from './games.repository.ts';
import type { GameLauncher } from './launch.service.ts';

const ZIconParams = z
  .object({
    vendor: z.string().regex(/^[A-Z0-9_]{2,20}$/),
    file: z.string().regex(/^[A-Za-z0-9_.-]{1,40}\.svg$/),
  })
  .strict();

/** Favourites change at most this often per member and minute (the site allows one toggle a second). */
const FAVOURITE_LIMIT = { rateLimit: { max: 120, timeWindow: 60_000 } };

/**
 * The lottery's own launch (launchMode LOTT opens our lobby or betting view), passed in at
 * wiring: the lottery uses the catalogue, so the catalogue's routes do not import the lottery.
 */
export interface LotteryLauncher {
  launch(brand: Brand, memberId: bigint, input: TLotteryLaunch): Promise<TLaunch>;
}

/** The game catalogue, favourites, recent games, winners and launch (spec sections 2, 3 and 7). */
export function registerGameRoutes(
  app: FastifyInstance,
  deps: { db: Db; catalogue: GameCatalogue; launcher: GameLauncher; lottery?: LotteryLauncher },
): void {
  const { catalogue } = deps;
  /** The member behind a real session, for favourite marks; visitors and trial players have none. */
  const viewer = (request: FastifyRequest) =>
    request.session && !request.session.isTrial ? request.session.memberId : null;

  app.get(GAME_PATHS.menus, async (request) => {
    parseInput(ZNoQuery.passthrough(), request.query, request.language);
    return ok(brandOf(request).gameMenus);
  });

  const list = async (request: FastifyRequest) => {
    const q = parseInput(ZGameListQuery, request.query, request.language);
    return ok(
      await catalogue.list(
        brandOf(request),
        {
          gameType: q.gameType,
          vassalage: q.vassalage || undefined,
          gameClassify: q.gameClassify || undefined,
          filter: q.filter,
          keyword: q.keyword || undefined,
          pageNo: q.pageNo,
          pageSize: q.pageSize,
        },
        request.language,
        viewer(request),
      ),
    );
  };
  app.get(GAME_PATHS.list, list);
  app.get(GAME_PATHS.relayList, list);

  app.get(GAME_PATHS.vendorLanes, async (request) => {
    const q = parseInput(ZVendorLanesQuery, request.query, request.language);
    return ok({
      data: { lanes: await catalogue.vendorLanes(brandOf(request), q.gameCategory, request.language) },
    });
  });

  const hot = async (request: FastifyRequest) => {
    const q = parseInput(ZHotGamesQuery, request.query, request.language);
    return ok({
      list: await catalogue.hot(
        brandOf(request),
        request.language,
        viewer(request),
        q.vassalage || undefined,
      ),
    });
  };
  app.get(GAME_PATHS.hot, hot);
  app.get(GAME_PATHS.relayHot, hot);

  app.get(GAME_PATHS.vassGameType, async (request) => {
    requireSession(request, { allowTrial: true });
    const q = parseInput(ZVendorQuery, request.query, request.language);
    return ok(await catalogue.vendorClassifications(brandOf(request), q.vassalage));
  });

  app.get(GAME_PATHS.newGameVendor, async (request) => {
    parseInput(ZNoQuery.passthrough(), request.query, request.language);
    return ok(await catalogue.newGameVendors(brandOf(request)));
  });

  app.get(GAME_PATHS.rankList, async (request) => {
    const q = parseInput(ZWinnerQuery, request.query, request.language);
    return ok({
      list: await catalogue.winners(brandOf(request), q.gameCategory, q.limitNum, request.language),
    });
  });

  app.get(GAME_PATHS.favouriteIds, async (request) => {
    const session = requireSession(request);
    parseInput(ZNoQuery.passthrough(), request.query, request.language);
    return ok(await catalogue.favouriteIds(brandOf(request), session.memberId));
  });

  app.get(GAME_PATHS.favourites, async (request) => {
    const session = requireSession(request);
    const q = parseInput(ZAccountGamesQuery, request.query, request.language);
    return ok(
      await catalogue.favourites(
        brandOf(request),
        session.memberId,
        { gameType: q.gameType || undefined, pageNo: q.page ?? q.pageNo, pageSize: q.pageSize },
        request.language,
      ),
    );
  });

  app.post(GAME_PATHS.addFavourite, { config: FAVOURITE_LIMIT }, async (request) => {
    const session = requireSession(request);
    const input = parseInput(ZFavouriteChange, request.body, request.language);
    await catalogue.addFavourite(brandOf(request), session.memberId, BigInt(input.nodeId));
    return ok(null);
  });

  app.delete(GAME_PATHS.removeFavourite, { config: FAVOURITE_LIMIT }, async (request) => {
    const session = requireSession(request);
    // The id may come in the query or in a JSON body, as clients send DELETE either way.
    const source = request.body && typeof request.body === 'object' ? request.body : request.query;
    const input = parseInput(ZFavouriteChange, source, request.language);
    await catalogue.removeFavourite(brandOf(request), session.memberId, BigInt(input.nodeId));
    return ok(null);
  });

  app.get(GAME_PATHS.recent, async (request) => {
    const session = requireSession(request);
    const q = parseInput(ZAccountGamesQuery, request.query, request.language);
    if (q.pageSize > 20) throw new AppError('VALIDATION_ERROR');
    return ok(
      await catalogue.recent(
        brandOf(request),
        session.memberId,
        { gameType: q.gameType || undefined, pageNo: q.page ?? q.pageNo, pageSize: q.pageSize },
        request.language,
      ),
    );
  });

  const launch = async (request: FastifyRequest) => {
    const session = requireSession(request);
    // The lottery's launch payload (launchMode LOTT) opens our own lobby or betting view.
    const body = request.body as { launchMode?: unknown } | null;
    if (deps.lottery && body && typeof body === 'object' && body.launchMode === 'LOTT') {
      const lotto = parseInput(ZLotteryLaunch, body, request.language);
      return ok(await deps.lottery.launch(brandOf(request), session.memberId, lotto));
    }
    const input = parseInput(ZLaunchRequest, request.body, request.language);
    return ok(
      await deps.launcher.launch(brandOf(request), session.memberId, {
        gameId: input.gameId === undefined ? undefined : BigInt(input.gameId),
        gameCode: input.gameCode,
        vendorCode: input.vendorCode,
        language: request.language,
        lobby: `${request.protocol}://${request.host}/`,
      }),
    );
  };
  app.post(GAME_PATHS.launch, launch);
  app.post(GAME_PATHS.launchFB, launch);

  /** Game tiles, drawn from the catalogue (no third-party images). */
  app.get('/wps/system/game-icon/:vendor/:file', async (request, reply) => {
    const { vendor, file } = parseInput(ZIconParams, request.params, request.language);
    parseInput(ZNoQuery.passthrough(), request.query, request.language);
    const game = await findGameArt(deps.db, vendor, file.slice(0, -4));
    if (!game) throw new AppError('NOT_FOUND');
    return reply
      .type('image/svg+xml')
      .header('cache-control', 'public, max-age=86400')
      .send(
        gameIconSvg({
          name: game.names.en ?? file,
          code: game.code,
          vendorCode: vendor,
          colours: game.colours,
          classify: game.classify,
          engine: game.engine,
        }),
      );
  });
}
