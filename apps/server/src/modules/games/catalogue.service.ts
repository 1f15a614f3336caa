import {
  type GameCategory,
  type TGameCard,
  type TGameListQuery,
  type TGamePage,
  type TVendorLane,
  type TWinner,
  VENDOR_ROW_SIZE,
} from '@portal/contracts';
import type { Db } from '../../db/database.ts';
import { AppError } from '../../platform/app-error.ts';
import type { Brand } from '../brands/brand.ts';
import { moneyText } from '../wallet/amounts.ts';
import * as repo from './games.repository.ts';

/** The slots centre also lists jackpot and mini games, told apart by their classification. */
const LIST_CATEGORIES: Partial<Record<GameCategory, GameCategory[]>> = { RNG: ['RNG', 'JACKPOT', 'MINI'] };
/** Hot games, vendor lanes and new-game vendors are the same for every visitor of a brand: kept briefly. */
const SHARED_TTL_MS = 60_000;
/** Hot games listed at most. */
const HOT_LIMIT = 20;
/** The winner board counts wins of the last week. */
const WINNER_WINDOW_MS = 7 * 86_400_000;

export interface LaunchableGame {
  id: bigint;
  vendorCode: string;
  code: string;
  category: GameCategory;
  engine: string;
  colours: string[];
  names: Record<string, string>;
  walletMode: 'SEAMLESS' | 'TRANSFER';
  launchUrl: string | null;
}

export function gameIconUrl(vendorCode: string, code: string): string {
  return `/wps/system/game-icon/${encodeURIComponent(vendorCode)}/${encodeURIComponent(code)}.svg`;
}

/** "player01" → "pl***01": enough to recognise oneself, not enough to find anyone. */
export function maskAccount(account: string): string {
  if (account.length <= 4) return `${account.slice(0, 1)}***`;
  return `${account.slice(0, 2)}***${account.slice(-2)}`;
}

/**
 * The game catalogue as a brand shows it (what a brand offers: games.repository.ts). Names come
 * in the asked language, English when a game has none.
 */
export class GameCatalogue {
  readonly #db: Db;
  readonly #now: () => Date;
  readonly #shared = new Map<string, { value: Promise<unknown>; expiresAt: number }>();

  constructor(db: Db, now: () => Date) {
    this.#db = db;
    this.#now = now;
  }

  #card(row: repo.CatalogueRow, language: string): TGameCard {
    const name = row.names[language] ?? row.names.en ?? row.code;
    return {
      gameId: String(row.id),
      gameCode: row.code,
      gameName: name,
      nodeId: String(row.id),
      nodeName: name,
      displayName: name,
      vassalage: row.vendor_code,
      vendorName: row.vendor_name,
      gameType: row.category as GameCategory,
      gameClassify: row.classify,
      isGame: 'GAME',
      iconUrl: gameIconUrl(row.vendor_code, row.code),
      isHot: row.hot ? 1 : 0,
      isNew: row.is_new ? 1 : 0,
      isFavorite: row.favourite,
    };
  }

  #page(page: repo.GamePage, at: { pageNo: number; pageSize: number }, language: string): TGamePage {
    return {
      content: page.rows.map((r) => this.#card(r, language)),
      pageNum: at.pageNo,
      pageSize: at.pageSize,
      totalPages: Math.ceil(page.total / at.pageSize),
      totalElements: page.total,
    };
  }

  /** A list centre's games: category, vendor, classification, filter and search, 20 to a page. */
  async list(brand: Brand, q: TGameListQuery, language: string, memberId: bigint | null): Promise<TGamePage> {
    if ((q.filter === 'FAV' || q.filter === 'RECENT') && memberId === null)
      throw new AppError('NOT_LOGGED_IN');
    const categories = LIST_CATEGORIES[q.gameType] ?? [q.gameType];
    if (q.vassalage) {
      const offered = brand.gameMenus.some(
        (m) => categories.includes(m.gameCategory) && m.vendors.some((v) => v.vendorCode === q.vassalage),
      );
      if (!offered) throw new AppError('NOT_FOUND');
    }
    const filter = {
      categories,
      vendorCode: q.vassalage,
      classify: q.gameClassify,
      keyword: q.keyword,
      only: q.filter === 'ALL' ? undefined : q.filter,
    };
    return this.#page(await repo.listOfferedGames(this.#db, brand.id, memberId, filter, q), q, language);
  }

  /** Home vendor rows (value.data.lanes): each vendor of a category with its first 12 games. */
  async vendorLanes(
    brand: Brand,
    gameCategory: GameCategory | 'ALL',
    language: string,
  ): Promise<TVendorLane[]> {
    return this.#cachedShared(`lanes:${brand.id}:${gameCategory}:${language}`, async () => {
      const menus = brand.gameMenus.filter((m) => gameCategory === 'ALL' || m.gameCategory === gameCategory);
      // Every row's first games in one statement: ranked within each vendor and category.
      const rows = await repo.firstGamesPerVendor(
        this.#db,
        brand.id,
        gameCategory === 'ALL' ? null : gameCategory,
        VENDOR_ROW_SIZE,
      );
      const byLane = new Map<string, (repo.CatalogueRow & { total: string })[]>();
      for (const row of rows) {
        const key = `${row.category}|${row.vendor_code}`;
        byLane.set(key, [...(byLane.get(key) ?? []), row]);
      }
      const lanes: TVendorLane[] = [];
      for (const menu of menus) {
        for (const vendor of menu.vendors) {
          const games = byLane.get(`${menu.gameCategory}|${vendor.vendorCode}`);
          if (!games?.length) continue;
          lanes.push({
            vendorCode: vendor.vendorCode,
            name: vendor.name,
            logoUrl: vendor.logoUrl,
            gameCategory: menu.gameCategory,
            games: games.map((r) => this.#card(r, language)),
            total: Number(games[0]?.total ?? games.length),
          });
        }
      }
      return lanes;
    });
  }

  /** Hot games of the brand (value.list), at most 20; the player's favourite marks added. */
  async hot(
    brand: Brand,
    language: string,
    memberId: bigint | null,
    vendorCode?: string,
  ): Promise<TGameCard[]> {
    const cards = await this.#cachedShared(`hot:${brand.id}:${vendorCode ?? ''}:${language}`, async () => {
      const rows = await repo.listHotGames(this.#db, brand.id, vendorCode, HOT_LIMIT);
      return rows.map((r) => this.#card(r, language));
    });
    if (memberId === null || cards.length === 0) return cards;
    const favourites = new Set(await this.favouriteIds(brand, memberId));
    return cards.map((c) => ({ ...c, isFavorite: favourites.has(c.nodeId) }));
  }

  /** Classifications of a vendor's games (GCSGAME_getVassGameType). */
  async vendorClassifications(
    brand: Brand,
    vendorCode: string,
  ): Promise<{ gameClassify: string; count: number }[]> {
    const rows = await repo.countVendorClassifications(this.#db, brand.id, vendorCode);
    if (rows.length === 0) throw new AppError('NOT_FOUND');
    return rows.map((r) => ({ gameClassify: r.classify ?? 'OTHER', count: Number(r.n) }));
  }

  /** Vendors with new games (GCSGAME_newGameVendor). */
  async newGameVendors(brand: Brand): Promise<{ vendorCode: string; name: string; count: number }[]> {
    return this.#cachedShared(`new:${brand.id}`, async () => {
      const rows = await repo.countNewGamesPerVendor(this.#db, brand.id);
      return rows.map((r) => ({ vendorCode: r.vendor_code, name: r.name, count: Number(r.n) }));
    });
  }

  /** The winner board: the biggest settled wins of the last week (value.list). */
  async winners(
    brand: Brand,
    gameCategory: GameCategory | 'ALL',
    limit: number,
    language: string,
  ): Promise<TWinner[]> {
    const since = new Date(this.#now().getTime() - WINNER_WINDOW_MS);
    const rows = await repo.listBigWins(this.#db, brand.id, {
      since,
      category: gameCategory === 'ALL' ? null : gameCategory,
      limit,
    });
    return rows.map((r) => ({
      customerName: maskAccount(r.account),
      iconUrl: gameIconUrl(r.vendor_code, r.game_code),
      winAmount: moneyText(brand, r.payout),
      gameName: (r.names as Record<string, string> | null)?.[language] ?? r.game_name,
      vendorCode: r.vendor_code,
      wonAt: (r.settled_at as Date).toISOString(),
    }));
  }

  async favouriteIds(brand: Brand, memberId: bigint): Promise<string[]> {
    const rows = await repo.favouriteGameIds(this.#db, brand.id, memberId);
    return rows.map((r) => String(r.game_id));
  }

  /** The member's favourites (newest first), page size up to 999. */
  async favourites(
    brand: Brand,
    memberId: bigint,
    q: { gameType?: GameCategory; pageNo: number; pageSize: number },
    language: string,
  ): Promise<TGamePage> {
    const categories = q.gameType ? (LIST_CATEGORIES[q.gameType] ?? [q.gameType]) : undefined;
    return this.#page(
      await repo.listFavouriteGames(this.#db, brand.id, memberId, categories, q),
      q,
      language,
    );
  }

  /** Adds a favourite; adding one twice is fine. Only games the brand offers can be favourites. */
  async addFavourite(brand: Brand, memberId: bigint, gameId: bigint): Promise<void> {
    if (!(await repo.isGameOffered(this.#db, brand.id, gameId))) throw new AppError('NOT_FOUND');
    await repo.insertFavourite(this.#db, brand.id, memberId, gameId);
  }

  async removeFavourite(brand: Brand, memberId: bigint, gameId: bigint): Promise<void> {
    await repo.deleteFavourite(this.#db, brand.id, memberId, gameId);
  }

  /** Recently played games, the latest first. */
  async recent(
    brand: Brand,
    memberId: bigint,
    q: { gameType?: GameCategory; pageNo: number; pageSize: number },
    language: string,
  ): Promise<TGamePage> {
    const categories = q.gameType ? (LIST_CATEGORIES[q.gameType] ?? [q.gameType]) : undefined;
    return this.#page(await repo.listRecentGames(this.#db, brand.id, memberId, categories, q), q, language);
  }

  /** A game to launch: offered by the brand, found by id or by the vendor's code. */
  async findForLaunch(
    brand: Brand,
    ref: { gameId?: bigint; gameCode?: string; vendorCode: string },
  ): Promise<LaunchableGame> {
    const row = await repo.findOfferedGameToLaunch(this.#db, brand.id, ref);
    if (!row) throw new AppError('NOT_FOUND');
    // A vendor under maintenance for the brand (the console, ADR 0029): listed, not launched.
    if (row.maintenance) throw new AppError('GAME_MAINTENANCE');
    return {
      id: row.id,
      vendorCode: row.vendor_code,
      code: row.code,
      category: row.category as GameCategory,
      engine: row.engine,
      colours: row.colours,
      names: row.names,
      walletMode: row.wallet_mode,
      launchUrl: row.launch_url,
    };
  }

  /** Records a play for the recent list. */
  async recordPlay(brand: Brand, memberId: bigint, gameId: bigint): Promise<void> {
    await repo.upsertRecentPlay(this.#db, brand.id, memberId, gameId, this.#now());
  }

  /**
   * Drops the lists kept for every visitor (hot games, vendor lanes, new-game vendors) after the
   * console changed the catalogue. This node only: other nodes see the change within SHARED_TTL_MS.
   */
  invalidate(): void {
    this.#shared.clear();
  }

  #cachedShared<T>(key: string, load: () => Promise<T>): Promise<T> {
    const now = Date.now();
    const hit = this.#shared.get(key);
    if (hit && hit.expiresAt > now) return hit.value as Promise<T>;
    if (this.#shared.size > 500) this.#shared.clear();
    const value = load();
    this.#shared.set(key, { value, expiresAt: now + SHARED_TTL_MS });
    value.catch(() => this.#shared.delete(key));
    return value;
  }
}
