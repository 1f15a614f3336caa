import {
  type GameCategory,
  type TGameCard,
  type TGameListQuery,
  type TGameMenu,
  type TGamePage,
  type TRoom,
  type TVendorLane,
  type TWinner,
  VENDOR_ROW_SIZE,
} from '@portal/contracts';
import type { Db } from '../../db/database.ts';
import { AppError } from '../../platform/app-error.ts';
import type { Brand } from '../brands/brand.ts';
import { moneyText } from '../wallet/amounts.ts';
import { type CacheBounds, CatalogueCache, type PreparedAnswer, prepareAnswer } from './catalogue-cache.ts';
import { FavouriteMarks, type FavouriteMarksBounds } from './favourite-marks.ts';
import * as repo from './games.repository.ts';
import { brandProviderMaxBet } from './risk-limits.ts';

/** The slots centre also lists jackpot and mini games, told apart by their classification. */
const LIST_CATEGORIES: Partial<Record<GameCategory, GameCategory[]>> = { RNG: ['RNG', 'JACKPOT', 'MINI'] };
/** The categories whose vendors' lobbies are rooms (live tables, poker and card tables). */
const ROOM_CATEGORIES = new Set<GameCategory>(['LIVE', 'PVP']);
/** Rooms listed at most: every table of a vendor in the demo (60 a vendor). */
const ROOM_LIMIT = 200;
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
 * in the asked language, English when a game has none. The answers that are the same for every
 * visitor of a brand (lists, vendor rows, hot games, menus, rooms) come ready to send from memory
 * (catalogue-cache.ts, ADR 0050); a member's favourite marks are merged per request, from the
 * member's favourites kept in memory (favourite-marks.ts).
 */
export class GameCatalogue {
  readonly #db: Db;
  readonly #now: () => Date;
  readonly #cache: CatalogueCache;
  readonly #favourites: FavouriteMarks;
  /** Tells the other nodes that a member's favourites changed (games.module.ts). */
  #announceFavourites: (brandId: number, memberId: bigint) => Promise<void> = async () => {};

  constructor(
    db: Db,
    now: () => Date,
    bounds: Partial<CacheBounds> = {},
    favouriteBounds: Partial<FavouriteMarksBounds> = {},
  ) {
    this.#db = db;
    this.#now = now;
    this.#cache = new CatalogueCache(bounds);
    this.#favourites = new FavouriteMarks(favouriteBounds);
  }

  /** How the other nodes hear of a member's changed favourites (the bus, where there is one). */
  announceFavouritesWith(announce: (brandId: number, memberId: bigint) => Promise<void>): void {
    this.#announceFavourites = announce;
  }

  /** After another node (or this one) announced that a member's favourites changed. */
  forgetFavourites(brandId: number, memberId: bigint): void {
    this.#favourites.forget(brandId, memberId);
  }

  /** How the favourites kept in memory fare (members, ids, hits, misses, evictions). */
  favouriteStats() {
    return this.#favourites.stats();
  }

  /** How the cache fares (entries, bytes, hits, misses, evictions). */
  cacheStats() {
    return this.#cache.stats();
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

  /**
   * A list centre's games: category, vendor, classification, filter and search, 20 to a page. The
   * page is the same for everyone (kept); a member's favourite marks are added to it. A member's
   * own lists (FAV, RECENT) are read each time.
   */
  async list(
    brand: Brand,
    q: TGameListQuery,
    language: string,
    memberId: bigint | null,
  ): Promise<PreparedAnswer<TGamePage>> {
    if (q.filter === 'FAV' || q.filter === 'RECENT') {
      if (memberId === null) throw new AppError('NOT_LOGGED_IN');
      return prepareAnswer(await this.#list(brand, q, language, memberId));
    }
    const variant = [
      'list',
      q.gameType,
      q.vassalage ?? '',
      q.gameClassify ?? '',
      q.filter,
      q.pageNo,
      q.pageSize,
      language,
      // The search ignores case (games.repository.ts likeText).
      q.keyword?.toLowerCase() ?? '',
    ];
    const shared = await this.#cache.get(brand, variant, () => this.#list(brand, q, language, null));
    if (memberId === null) return shared;
    const marks = await this.#favouritesAmong(brand, memberId, shared.value.content);
    if (marks.size === 0) return shared;
    return prepareAnswer({ ...shared.value, content: this.#marked(shared.value.content, marks) });
  }

  async #favouritesAmong(brand: Brand, memberId: bigint, cards: TGameCard[]): Promise<Set<string>> {
    const { set } = await this.#memberFavourites(brand, memberId);
    const marks = new Set<string>();
    if (set.size === 0) return marks;
    for (const card of cards) if (set.has(card.gameId)) marks.add(card.gameId);
    return marks;
  }

  #memberFavourites(brand: Brand, memberId: bigint) {
    return this.#favourites.get(brand.id, memberId, async () =>
      (await repo.favouriteGameIds(this.#db, brand.id, memberId)).map((r) => String(r.game_id)),
    );
  }

  /** Drops the member's favourites here at once, and on the other nodes through the bus. */
  async #favouritesChanged(brand: Brand, memberId: bigint): Promise<void> {
    this.#favourites.forget(brand.id, memberId);
    await this.#announceFavourites(brand.id, memberId);
  }

  #marked(cards: TGameCard[], marks: Set<string>): TGameCard[] {
    return cards.map((c) => (marks.has(c.nodeId) ? { ...c, isFavorite: true } : c));
  }

  async #list(
    brand: Brand,
    q: TGameListQuery,
    language: string,
    memberId: bigint | null,
  ): Promise<TGamePage> {
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
  vendorLanes(
    brand: Brand,
    gameCategory: GameCategory | 'ALL',
    language: string,
  ): Promise<PreparedAnswer<{ data: { lanes: TVendorLane[] } }>> {
    return this.#cache.get(brand, ['lanes', gameCategory, language], async () => {
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
      return { data: { lanes } };
    });
  }

  /**
   * The navigation's categories and vendors, each vendor marked when the brand has it under
   * maintenance (listed with a badge, not launchable). Kept like the other shared answers and
   * forgotten on every node when the console changes the catalogue.
   */
  menus(brand: Brand): Promise<PreparedAnswer<TGameMenu[]>> {
    return this.#cache.get(brand, ['menus'], async () => {
      const maintenance = new Set(await repo.maintenanceVendorCodes(this.#db, brand.id));
      return brand.gameMenus.map((menu) => ({
        ...menu,
        vendors: menu.vendors.map((v) => ({ ...v, maintenance: maintenance.has(v.vendorCode) })),
      }));
    });
  }

  /**
   * The room list of a live or poker vendor's lobby (GLS2_roomList): the vendor's LIVE and PVP
   * games the brand offers, each with the largest bet the brand lets the vendor place (the game's
   * own, else the brand's) and its status. The brand sets no smallest bet for provider games, so
   * none is claimed. NOT_FOUND for a vendor without such a lobby at the brand.
   */
  async rooms(
    brand: Brand,
    vendorCode: string,
    language: string,
  ): Promise<PreparedAnswer<{ list: TRoom[] }>> {
    const offered = brand.gameMenus.some(
      (m) => ROOM_CATEGORIES.has(m.gameCategory) && m.vendors.some((v) => v.vendorCode === vendorCode),
    );
    if (!offered) throw new AppError('NOT_FOUND');
    return this.#cache.get(brand, ['rooms', vendorCode, language], async () => ({
      list: await this.#rooms(brand, vendorCode, language),
    }));
  }

  async #rooms(brand: Brand, vendorCode: string, language: string): Promise<TRoom[]> {
    // The menus are the brand's as last read; the rows are now: none means no lobby either.
    const rows = await repo.listVendorRooms(this.#db, brand.id, vendorCode, ROOM_LIMIT);
    if (rows.length === 0) throw new AppError('NOT_FOUND');
    const brandMax = brandProviderMaxBet(brand);
    return rows.map((row) => {
      const card = this.#card({ ...row, favourite: false }, language);
      return {
        gameId: card.gameId,
        gameCode: card.gameCode,
        roomName: card.gameName,
        gameType: card.gameType,
        gameClassify: card.gameClassify,
        iconUrl: card.iconUrl,
        minBet: null,
        maxBet: moneyText(brand, row.max_bet ?? (brandMax < 0n ? 0n : brandMax)),
        currency: brand.currency,
        status: row.maintenance ? 'MAINTENANCE' : 'OPEN',
      };
    });
  }

  /** Hot games of the brand (value.list), at most 20; the player's favourite marks added. */
  async hot(
    brand: Brand,
    language: string,
    memberId: bigint | null,
    vendorCode?: string,
  ): Promise<PreparedAnswer<{ list: TGameCard[] }>> {
    const shared = await this.#cache.get(brand, ['hot', vendorCode ?? '', language], async () => {
      const rows = await repo.listHotGames(this.#db, brand.id, vendorCode, HOT_LIMIT);
      return { list: rows.map((r) => this.#card(r, language)) };
    });
    if (memberId === null) return shared;
    const marks = await this.#favouritesAmong(brand, memberId, shared.value.list);
    if (marks.size === 0) return shared;
    return prepareAnswer({ list: this.#marked(shared.value.list, marks) });
  }

  /** Classifications of a vendor's games (GCSGAME_getVassGameType). */
  vendorClassifications(
    brand: Brand,
    vendorCode: string,
  ): Promise<PreparedAnswer<{ gameClassify: string; count: number }[]>> {
    return this.#cache.get(brand, ['classifications', vendorCode], async () => {
      const rows = await repo.countVendorClassifications(this.#db, brand.id, vendorCode);
      if (rows.length === 0) throw new AppError('NOT_FOUND');
      return rows.map((r) => ({ gameClassify: r.classify ?? 'OTHER', count: Number(r.n) }));
    });
  }

  /** Vendors with new games (GCSGAME_newGameVendor). */
  newGameVendors(
    brand: Brand,
  ): Promise<PreparedAnswer<{ vendorCode: string; name: string; count: number }[]>> {
    return this.#cache.get(brand, ['new'], async () => {
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
    return [...(await this.#memberFavourites(brand, memberId)).ids];
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
    await this.#favouritesChanged(brand, memberId);
  }

  async removeFavourite(brand: Brand, memberId: bigint, gameId: bigint): Promise<void> {
    await repo.deleteFavourite(this.#db, brand.id, memberId, gameId);
    await this.#favouritesChanged(brand, memberId);
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
   * Drops this node's answers of a brand (of every brand without one) after a change of its
   * catalogue; the console announces changes to every node (catalogue-admin.service.ts).
   */
  invalidate(brandId?: number): void {
    if (brandId === undefined) this.#cache.bumpAll();
    else this.#cache.bump(brandId);
  }
}
