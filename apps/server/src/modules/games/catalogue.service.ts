import {
  type GameCategory,
  type TGameCard,
  type TGameListQuery,
  type TGamePage,
  type TVendorLane,
  type TWinner,
  VENDOR_ROW_SIZE,
} from '@portal/contracts';
import { type SelectQueryBuilder, sql } from 'kysely';
import type { Db } from '../../db/database.ts';
import { AppError } from '../../platform/app-error.ts';
import type { Brand } from '../brands/brand.ts';
import { moneyText } from '../wallet/amounts.ts';
import * as repo from './games.repository.ts';

/** The slots centre also lists jackpot and mini games, told apart by their classification. */
const LIST_CATEGORIES: Partial<Record<GameCategory, GameCategory[]>> = { RNG: ['RNG', 'JACKPOT', 'MINI'] };
/** Hot games, vendor lanes and new-game vendors are the same for every visitor of a brand: kept briefly. */
const SHARED_TTL_MS = 60_000;
/** The winner board counts wins of the last week. */
const WINNER_WINDOW_MS = 7 * 86_400_000;

type GameRow = {
  id: bigint;
  vendor_code: string;
  vendor_name: string;
  code: string;
  category: string;
  game_type: string;
  classify: string | null;
  names: Record<string, string>;
  hot: boolean;
  is_new: boolean;
  favourite: boolean;
};

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

/**
 * The catalogue query with whatever joins a list adds; Kysely cannot name such a type, and these
 * helpers only add ordering, paging and a count to it.
 */
// biome-ignore lint/suspicious/noExplicitAny: see above
type GamesQuery = SelectQueryBuilder<any, any, any>;

/** Escapes LIKE wildcards, so a search for "50%" means the text "50%". */
const likeText = (text: string) => `%${text.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

export function gameIconUrl(vendorCode: string, code: string): string {
  return `/wps/system/game-icon/${encodeURIComponent(vendorCode)}/${encodeURIComponent(code)}.svg`;
}

/** "player01" → "pl***01": enough to recognise oneself, not enough to find anyone. */
export function maskAccount(account: string): string {
  if (account.length <= 4) return `${account.slice(0, 1)}***`;
  return `${account.slice(0, 2)}***${account.slice(-2)}`;
}

/**
 * The game catalogue as a brand shows it: a game is there when it is enabled, its vendor is
 * enabled for the brand in the game's category, and the brand has not switched it off
 * (merchant_games). Names come in the asked language, English when a game has none.
 */
export class GameCatalogue {
  readonly #db: Db;
  readonly #now: () => Date;
  readonly #shared = new Map<string, { value: Promise<unknown>; expiresAt: number }>();

  constructor(db: Db, now: () => Date) {
    this.#db = db;
    this.#now = now;
  }

  /** The games a brand offers, with their vendor and (for a member) the favourite mark. */
  #games(brand: Brand, memberId: bigint | null) {
    return this.#db
      .selectFrom('games as g')
      .innerJoin('merchant_vendors as mv', (join) =>
        join
          .onRef('mv.vendor_code', '=', 'g.vendor_code')
          .onRef('mv.game_category', '=', 'g.category')
          .on('mv.merchant_id', '=', brand.id)
          .on('mv.enabled', '=', true),
      )
      .innerJoin('game_vendors as v', 'v.code', 'g.vendor_code')
      .leftJoin('merchant_games as mg', (join) =>
        join.onRef('mg.game_id', '=', 'g.id').on('mg.merchant_id', '=', brand.id),
      )
      .where('g.enabled', '=', true)
      .where((eb) => eb.or([eb('mg.enabled', 'is', null), eb('mg.enabled', '=', true)]))
      .select((eb) => [
        'g.id',
        'g.vendor_code',
        'v.name as vendor_name',
        'g.code',
        'g.category',
        'g.game_type',
        'g.classify',
        'g.names',
        'g.is_new',
        eb.fn.coalesce('mg.is_hot', 'g.is_hot').as('hot'),
        memberId === null
          ? sql<boolean>`false`.as('favourite')
          : eb
              .exists(
                eb
                  .selectFrom('game_favourites as f')
                  .select('f.game_id')
                  .whereRef('f.game_id', '=', 'g.id')
                  .where('f.member_id', '=', memberId),
              )
              .as('favourite'),
      ]);
  }

  #card(row: GameRow, language: string): TGameCard {
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

  async #page(
    query: GamesQuery,
    page: { pageNo: number; pageSize: number },
    order: (q: GamesQuery) => GamesQuery,
    language: string,
  ): Promise<TGamePage> {
    // The rows of the page and the total in one statement; a page past the end counts apart.
    const offset = (page.pageNo - 1) * page.pageSize;
    const rows = (await order(query)
      .select(sql<string>`count(*) over ()`.as('total'))
      .limit(page.pageSize)
      .offset(offset)
      .execute()) as (GameRow & { total: string | number | bigint })[];
    let total = rows.length > 0 ? Number(rows[0]?.total) : 0;
    if (rows.length === 0 && page.pageNo > 1) {
      const counted = await query
        .clearSelect()
        .select((eb) => eb.fn.countAll<string>().as('n'))
        .executeTakeFirst();
      total = Number(counted?.n ?? 0);
    }
    return {
      content: rows.map((r) => this.#card(r, language)),
      pageNum: page.pageNo,
      pageSize: page.pageSize,
      totalPages: Math.ceil(total / page.pageSize),
      totalElements: total,
    };
  }

  /** A list centre's games: category, vendor, classification, filter and search, 20 to a page. */
  async list(brand: Brand, q: TGameListQuery, language: string, memberId: bigint | null): Promise<TGamePage> {
    if ((q.filter === 'FAV' || q.filter === 'RECENT') && memberId === null)
      throw new AppError('NOT_LOGGED_IN');
    const categories = LIST_CATEGORIES[q.gameType] ?? [q.gameType];
    let query = this.#games(brand, memberId).where('g.category', 'in', categories);
    if (q.vassalage) {
      const offered = brand.gameMenus.some(
        (m) => categories.includes(m.gameCategory) && m.vendors.some((v) => v.vendorCode === q.vassalage),
      );
      if (!offered) throw new AppError('NOT_FOUND');
      query = query.where('g.vendor_code', '=', q.vassalage);
    }
    if (q.gameClassify) query = query.where('g.classify', '=', q.gameClassify);
    if (q.keyword) query = query.where('g.search_text', 'like', likeText(q.keyword));
    if (q.filter === 'HOT') query = query.where(sql<boolean>`coalesce(mg.is_hot, g.is_hot)`);
    if (q.filter === 'NEW') query = query.where('g.is_new', '=', true);
    if (q.filter === 'FAV') {
      query = query.where((eb) =>
        eb.exists(
          eb
            .selectFrom('game_favourites as f')
            .select('f.game_id')
            .whereRef('f.game_id', '=', 'g.id')
            .where('f.member_id', '=', memberId as bigint),
        ),
      );
    }
    if (q.filter === 'RECENT') {
      return this.#page(
        query
          .innerJoin('game_recent as r', (join) =>
            join.onRef('r.game_id', '=', 'g.id').on('r.member_id', '=', memberId as bigint),
          )
          .select('r.played_at'),
        q,
        (s) => s.orderBy(sql`r.played_at`, 'desc').orderBy(sql`g.id`),
        language,
      );
    }
    return this.#page(query, q, (s) => this.#ordered(s), language);
  }

  /** The brand's order: vendors as the brand ranks them, then each vendor's games. */
  #ordered(query: GamesQuery): GamesQuery {
    return query
      .orderBy(sql`mv.sort`)
      .orderBy(sql`g.vendor_code`)
      .orderBy(sql`coalesce(mg.sort, g.sort)`)
      .orderBy(sql`g.id`);
  }

  /** Home vendor rows (value.data.lanes): each vendor of a category with its first 12 games. */
  async vendorLanes(
    brand: Brand,
    gameCategory: GameCategory | 'ALL',
    language: string,
  ): Promise<TVendorLane[]> {
    return this.#cachedShared(`lanes:${brand.id}:${gameCategory}:${language}`, async () => {
      const menus = brand.gameMenus.filter((m) => gameCategory === 'ALL' || m.gameCategory === gameCategory);
      let query = this.#games(brand, null).select([
        sql<string>`row_number() over (partition by g.category, g.vendor_code order by coalesce(mg.sort, g.sort), g.id)`.as(
          'place',
        ),
        sql<string>`count(*) over (partition by g.category, g.vendor_code)`.as('total'),
      ]);
      if (gameCategory !== 'ALL') query = query.where('g.category', '=', gameCategory);
      // Every row's first games in one statement: ranked within each vendor and category.
      const rows = (await this.#db
        .selectFrom(query.as('ranked'))
        .selectAll()
        .where('place', '<=', String(VENDOR_ROW_SIZE))
        .orderBy('place')
        .execute()) as unknown as (GameRow & { total: string })[];
      const byLane = new Map<string, (GameRow & { total: string })[]>();
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
      let query = this.#games(brand, null).where(sql<boolean>`coalesce(mg.is_hot, g.is_hot)`);
      if (vendorCode) query = query.where('g.vendor_code', '=', vendorCode);
      const rows = (await query
        .orderBy('g.sort')
        .orderBy('mv.sort')
        .orderBy('g.id')
        .limit(20)
        .execute()) as GameRow[];
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
    const rows = await this.#games(brand, null)
      .where('g.vendor_code', '=', vendorCode)
      .clearSelect()
      .select((eb) => ['g.classify', eb.fn.countAll<string>().as('n')])
      .groupBy('g.classify')
      .orderBy('g.classify')
      .execute();
    if (rows.length === 0) throw new AppError('NOT_FOUND');
    return rows.map((r) => ({ gameClassify: r.classify ?? 'OTHER', count: Number(r.n) }));
  }

  /** Vendors with new games (GCSGAME_newGameVendor). */
  async newGameVendors(brand: Brand): Promise<{ vendorCode: string; name: string; count: number }[]> {
    return this.#cachedShared(`new:${brand.id}`, async () => {
      const rows = await this.#games(brand, null)
        .where('g.is_new', '=', true)
        .clearSelect()
        .select((eb) => ['g.vendor_code', 'v.name', eb.fn.countAll<string>().as('n')])
        .groupBy(['g.vendor_code', 'v.name'])
        .orderBy('g.vendor_code')
        .execute();
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
    let query = this.#db
      .selectFrom('bets as b')
      .innerJoin('members as m', 'm.id', 'b.member_id')
      .leftJoin('games as g', (join) =>
        join.onRef('g.vendor_code', '=', 'b.vendor_code').onRef('g.code', '=', 'b.game_code'),
      )
      .select([
        'm.account',
        'b.vendor_code',
        'b.game_code',
        'b.game_name',
        'b.payout',
        'b.settled_at',
        'g.names',
      ])
      .where('b.merchant_id', '=', brand.id)
      .where('b.status', '=', 'SETTLED')
      .where('b.settled_at', '>=', since)
      .where('b.payout', '>', 0n);
    if (gameCategory !== 'ALL') query = query.where('b.category', '=', gameCategory);
    const rows = await query.orderBy('b.payout', 'desc').orderBy('b.id').limit(limit).execute();
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
    let query = this.#games(brand, memberId).innerJoin('game_favourites as f', (join) =>
      join.onRef('f.game_id', '=', 'g.id').on('f.member_id', '=', memberId),
    );
    if (q.gameType) query = query.where('g.category', 'in', LIST_CATEGORIES[q.gameType] ?? [q.gameType]);
    return this.#page(
      query.select('f.created_at'),
      q,
      (s) => s.orderBy(sql`f.created_at`, 'desc').orderBy(sql`g.id`),
      language,
    );
  }

  /** Adds a favourite; adding one twice is fine. Only games the brand offers can be favourites. */
  async addFavourite(brand: Brand, memberId: bigint, gameId: bigint): Promise<void> {
    const game = await this.#games(brand, null).where('g.id', '=', gameId).executeTakeFirst();
    if (!game) throw new AppError('NOT_FOUND');
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
    let query = this.#games(brand, memberId).innerJoin('game_recent as r', (join) =>
      join.onRef('r.game_id', '=', 'g.id').on('r.member_id', '=', memberId),
    );
    if (q.gameType) query = query.where('g.category', 'in', LIST_CATEGORIES[q.gameType] ?? [q.gameType]);
    return this.#page(
      query.select('r.played_at'),
      q,
      (s) => s.orderBy(sql`r.played_at`, 'desc').orderBy(sql`g.id`),
      language,
    );
  }

  /** A game to launch: offered by the brand, found by id or by the vendor's code. */
  async findForLaunch(
    brand: Brand,
    ref: { gameId?: bigint; gameCode?: string; vendorCode: string },
  ): Promise<LaunchableGame> {
    let query = this.#games(brand, null)
      .where('g.vendor_code', '=', ref.vendorCode)
      .select(['g.engine', 'g.colours', 'v.wallet_mode', 'v.launch_url']);
    query =
      ref.gameId !== undefined
        ? query.where('g.id', '=', ref.gameId)
        : query.where('g.code', '=', ref.gameCode as string);
    const row = await query.executeTakeFirst();
    if (!row) throw new AppError('NOT_FOUND');
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
