import { type BookWallet, newSeed, Sportsbook, type WalletFor } from './bets.ts';
import { Schedule } from './fixtures.ts';
import { BookStore } from './store.ts';

export { isBookEngine } from './catalogue.ts';
export { registerBookRoutes } from './routes.ts';
export type { BookWallet, WalletFor };
export { Sportsbook };

/** A football match (and three maps or sets of a series) lasts four minutes of real time. */
export const DEFAULT_MATCH_MS = 240_000;
const MIN_MATCH_MS = 10_000;

export interface SportsbookSettings {
  /** Where open bets and the seed are kept; none: open bets are rolled back at shutdown. */
  dataDir?: string | null;
  matchMs?: number;
  /** Fixed in tests; otherwise the stored one, or a fresh random one. */
  seed?: string;
}

/**
 * The book's settings from the environment: SPORTSBOOK_DATA_DIR, and SPORTSBOOK_MATCH_SECONDS to
 * make matches shorter for development and browser tests (refused in production).
 */
export function sportsbookSettingsFromEnv(env: Record<string, string | undefined>): SportsbookSettings {
  const production = env.NODE_ENV === 'production' || env.APP_MODE === 'production';
  const settings: SportsbookSettings = { dataDir: env.SPORTSBOOK_DATA_DIR || null };
  const seconds = env.SPORTSBOOK_MATCH_SECONDS;
  if (seconds) {
    const ms = Number(seconds) * 1_000;
    if (production) throw new Error('SPORTSBOOK_MATCH_SECONDS is for development only.');
    if (!Number.isInteger(ms) || ms < MIN_MATCH_MS || ms > 3_600_000) {
      throw new Error(`SPORTSBOOK_MATCH_SECONDS must be 10 to 3600, got ${seconds}.`);
    }
    settings.matchMs = ms;
  }
  return settings;
}

/** Builds the book, resuming what its store holds. */
export function createSportsbook(
  settings: SportsbookSettings,
  walletFor: WalletFor,
  now: () => number,
): Sportsbook {
  const store = settings.dataDir ? new BookStore(settings.dataDir) : null;
  const saved = store?.load() ?? null;
  const seed = settings.seed ?? saved?.seed ?? newSeed();
  const schedule = new Schedule({ seed, matchMs: settings.matchMs ?? DEFAULT_MATCH_MS });
  const book = new Sportsbook({ schedule, walletFor, now, store, seed });
  book.resume(saved?.bets ?? []);
  return book;
}
