import type { EventBus } from '../../platform/events.ts';
import { defineModule, type Platform } from '../../platform/module.ts';
import { GameCatalogue } from './catalogue.service.ts';
import { GameConsole } from './catalogue-admin.service.ts';
import { registerNotModified } from './conditional-answer.ts';
import { type LotteryLauncher, registerGameRoutes } from './games.routes.ts';
import { GameLauncher, type TransferSessions } from './launch.service.ts';
import { RecentPlays } from './recent-plays.ts';

/** A member's favourites changed on some node: `{ merchantId, memberId }`. */
export const FAVOURITES_CHANNEL = 'games.favourites-changed';

/**
 * A member's favourites are kept in memory on every node that served them (favourite-marks.ts): a
 * change is announced on the bus (Redis with REDIS_URL) so that every node drops its copy. A bus
 * that fails leaves the others to their copies' expiry (a minute at most). Resolves to the way to
 * stop listening.
 */
export function shareFavouriteChanges(
  games: GameCatalogue,
  events: EventBus,
  onAnnounceFailed: (error: unknown) => void,
): Promise<() => void> {
  games.announceFavouritesWith(async (brandId, memberId) => {
    try {
      await events.publish(FAVOURITES_CHANNEL, { merchantId: brandId, memberId: String(memberId) });
    } catch (error) {
      onAnnounceFailed(error);
    }
  });
  return events.subscribe(FAVOURITES_CHANNEL, (event) => {
    const { merchantId, memberId } = event as { merchantId?: unknown; memberId?: unknown };
    if (typeof merchantId === 'number' && typeof memberId === 'string' && /^\d{1,19}$/.test(memberId))
      games.forgetFavourites(merchantId, BigInt(memberId));
  });
}

/**
 * Games: the catalogue as a brand offers it, and launch tokens. The lottery sits above it (it uses
 * the catalogue), so its launcher is asked for only when the routes are registered.
 */
export function createGamesModule(
  platform: Platform,
  deps: {
    lottery?: () => LotteryLauncher;
    /** Opens game windows at transfer-wallet vendors (the wallet's vendor gateway; ADR 0043). */
    transferSessions?: TransferSessions | undefined;
  },
) {
  const { config, db, now, checkResponses, events, log } = platform;
  const games = new GameCatalogue(db, now);
  // In-house rounds played straight from their pages, for the recent list (issue 20).
  const recentPlays = new RecentPlays({ db, now, log });
  const launcher = new GameLauncher({
    db,
    catalogue: games,
    demoProviderUrl: config.demoProviderUrl,
    now,
    transferSessions: deps.transferSessions,
  });
  // The console's changes of the catalogue (issue 15), heard by every node.
  const gameConsole = new GameConsole({
    db,
    catalogue: games,
    now,
    events,
    onAnnounceFailed: (error) =>
      log.warn({ err: error }, 'a catalogue change was not announced to the other nodes'),
  });
  return defineModule({
    name: 'games',
    services: { games, launcher, gameConsole, recentPlays },
    async hooks(app) {
      // 304 answers of the catalogue go without a body (conditional-answer.ts).
      registerNotModified(app);
      const stop = await gameConsole.listen();
      const stopFavourites = await shareFavouriteChanges(games, events, (error) =>
        log.warn({ err: error }, 'a change of favourites was not announced to the other nodes'),
      );
      app.addHook('onClose', async () => {
        stop();
        stopFavourites();
      });
    },
    register(app) {
      const lottery = deps.lottery?.();
      registerGameRoutes(app, {
        db,
        catalogue: games,
        launcher,
        checkResponses,
        ...(lottery ? { lottery } : {}),
      });
    },
    jobs: [{ name: 'game-session-purge', everyMs: 3_600_000, run: () => launcher.purgeExpired() }],
  });
}

export type GamesModule = ReturnType<typeof createGamesModule>;
