import type { TLaunch, TLotteryLaunch } from '@portal/contracts';
import { gameEndpoints as e } from '@portal/contracts/endpoints';
import { ZFavouriteChange } from '@portal/contracts/schemas/games';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { Db } from '../../db/database.ts';
import { AppError } from '../../platform/app-error.ts';
import { brandOf } from '../../platform/context.ts';
import { serve } from '../../platform/endpoint.ts';
import { ZNoQuery } from '../../platform/route-schemas.ts';
import { parseInput } from '../../platform/validation.ts';
import type { Brand } from '../brands/brand.ts';
import { gameIconSvg } from '../system/artwork.ts';
import type { GameCatalogue } from './catalogue.service.ts';
import { answerWith } from './conditional-answer.ts';
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
  deps: {
    db: Db;
    catalogue: GameCatalogue;
    launcher: GameLauncher;
    lottery?: LotteryLauncher;
    /** Check answers against their declared contracts (tests). */
    checkResponses: boolean;
  },
): void {
  const { catalogue } = deps;
  const declared = { checkResponses: deps.checkResponses };
  const favourite = { ...declared, config: FAVOURITE_LIMIT };
  /** The member behind a real session, for favourite marks; visitors and trial players have none. */
  const viewer = (request: FastifyRequest) =>
    request.session && !request.session.isTrial ? request.session.memberId : null;

  // The catalogue's answers come prepared (ADR 0050): kept per brand and variant, sent as they
  // were made, with an ETag (304 when the caller has them already).
  serve(app, e.menus, declared, async ({ request, reply }) =>
    answerWith(request, reply, await catalogue.menus(brandOf(request))),
  );

  for (const list of [e.list, e.relayList]) {
    serve(app, list, declared, async ({ query: q, request, reply }) =>
      answerWith(
        request,
        reply,
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
      ),
    );
  }

  serve(app, e.vendorLanes, declared, async ({ query, request, reply }) =>
    answerWith(
      request,
      reply,
      await catalogue.vendorLanes(brandOf(request), query.gameCategory, request.language),
    ),
  );

  for (const hot of [e.hot, e.relayHot]) {
    serve(app, hot, declared, async ({ query, request, reply }) =>
      answerWith(
        request,
        reply,
        await catalogue.hot(
          brandOf(request),
          request.language,
          viewer(request),
          query.vassalage || undefined,
        ),
      ),
    );
  }

  serve(app, e.vassGameType, declared, async ({ query, request, reply }) =>
    answerWith(request, reply, await catalogue.vendorClassifications(brandOf(request), query.vassalage)),
  );

  serve(app, e.newGameVendor, declared, async ({ request, reply }) =>
    answerWith(request, reply, await catalogue.newGameVendors(brandOf(request))),
  );

  serve(app, e.rankList, declared, async ({ query: q, request }) => ({
    list: await catalogue.winners(brandOf(request), q.gameCategory, q.limitNum, request.language),
  }));

  serve(app, e.favouriteIds, declared, async ({ session, request }) =>
    catalogue.favouriteIds(brandOf(request), session.memberId),
  );

  serve(app, e.favourites, declared, async ({ query: q, session, request }) =>
    catalogue.favourites(
      brandOf(request),
      session.memberId,
      { gameType: q.gameType || undefined, pageNo: q.page ?? q.pageNo, pageSize: q.pageSize },
      request.language,
    ),
  );

  serve(app, e.addFavourite, favourite, async ({ body, session, request }) => {
    await catalogue.addFavourite(brandOf(request), session.memberId, BigInt(body.nodeId));
    return null;
  });

  serve(app, e.removeFavourite, favourite, async ({ session, request }) => {
    // The id may come in the query or in a JSON body, as clients send DELETE either way.
    const source = request.body && typeof request.body === 'object' ? request.body : request.query;
    const input = parseInput(ZFavouriteChange, source, request.language);
    await catalogue.removeFavourite(brandOf(request), session.memberId, BigInt(input.nodeId));
    return null;
  });

  serve(app, e.roomList, declared, async ({ query, request, reply }) =>
    answerWith(request, reply, await catalogue.rooms(brandOf(request), query.vassalage, request.language)),
  );

  serve(app, e.recent, declared, async ({ query: q, session, request }) => {
    if (q.pageSize > 20) throw new AppError('VALIDATION_ERROR');
    return catalogue.recent(
      brandOf(request),
      session.memberId,
      { gameType: q.gameType || undefined, pageNo: q.page ?? q.pageNo, pageSize: q.pageSize },
      request.language,
    );
  });

  for (const launch of [e.launch, e.launchFB]) {
    serve(app, launch, declared, async ({ body, session, request }) => {
      // The lottery's launch payload (launchMode LOTT) opens our own lobby or betting view.
      // A trial account plays with play money (ADR 0044): in-house games and seamless-wallet
      // games only; the lottery and transfer-wallet vendors need a real account.
      if ('launchMode' in body) {
        if (session.isTrial) throw new AppError('NEED_REAL_ACCOUNT');
        if (!deps.lottery) throw new AppError('NOT_FOUND');
        return deps.lottery.launch(brandOf(request), session.memberId, body);
      }
      const ref = {
        gameId: body.gameId === undefined ? undefined : BigInt(body.gameId),
        gameCode: body.gameCode,
        vendorCode: body.vendorCode,
      };
      if (session.isTrial) {
        const game = await catalogue.findForLaunch(brandOf(request), ref);
        if (game.walletMode === 'TRANSFER' || game.engine.startsWith('lottery'))
          throw new AppError('NEED_REAL_ACCOUNT');
      }
      const launched = await deps.launcher.launch(brandOf(request), session.memberId, {
        ...ref,
        language: request.language,
        lobby: `${request.protocol}://${request.host}/`,
      });
      // The provider's game is told it plays for play money (it says so on its screen).
      if (!session.isTrial || !/^https?:/.test(launched.url)) return launched;
      const url = new URL(launched.url);
      url.searchParams.set('play', '1');
      return { url: url.toString() };
    });
  }

  /** Game tiles, drawn from the catalogue (no third-party images): an image, not an envelope. */
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
