import { type ExpressionBuilder, type SelectQueryBuilder, sql } from 'kysely';
import type { Db } from '../../db/database.ts';
import type { Database } from '../../db/schema.ts';

/** The game catalogue's SQL (ADR 0022: games owns the catalogue tables). */

/** What a game's drawn tile needs, by vendor and game code. */
export function findGameArt(db: Db, vendorCode: string, code: string) {
  return db
    .selectFrom('games')
    .select(['code', 'names', 'colours', 'classify', 'engine'])
    .where('vendor_code', '=', vendorCode)
    .where('code', '=', code)
    .executeTakeFirst();
}

/** The member's favourite game ids, newest first. */
export function favouriteGameIds(db: Db, merchantId: number, memberId: bigint) {
  return db
    .selectFrom('game_favourites')
    .select('game_id')
    .where('merchant_id', '=', merchantId)
    .where('member_id', '=', memberId)
    .orderBy('created_at', 'desc')
    .execute();
}

/** Adds a favourite; one that exists stays as it is. */
export async function insertFavourite(
  db: Db,
  merchantId: number,
  memberId: bigint,
  gameId: bigint,
): Promise<void> {
  await db
    .insertInto('game_favourites')
    .values({ merchant_id: merchantId, member_id: memberId, game_id: gameId })
    .onConflict((oc) => oc.columns(['member_id', 'game_id']).doNothing())
    .execute();
}

export async function deleteFavourite(
  db: Db,
  merchantId: number,
  memberId: bigint,
  gameId: bigint,
): Promise<void> {
  await db
    .deleteFrom('game_favourites')
    .where('merchant_id', '=', merchantId)
    .where('member_id', '=', memberId)
    .where('game_id', '=', gameId)
    .execute();
}

/** A play for the recent list: the first one inserted, later ones counted with the new time. */
export async function upsertRecentPlay(
  db: Db,
  merchantId: number,
  memberId: bigint,
  gameId: bigint,
  at: Date,
): Promise<void> {
  await db
    .insertInto('game_recent')
    .values({ merchant_id: merchantId, member_id: memberId, game_id: gameId, played_at: at })
    .onConflict((oc) =>
      oc.columns(['member_id', 'game_id']).doUpdateSet((eb: ExpressionBuilder<Database, 'game_recent'>) => ({
        played_at: at,
        plays: eb('game_recent.plays', '+', 1),
      })),
    )
    .execute();
}

/** A game as the catalogue lists it: its vendor, names, marks and (for a member) the favourite mark. */
export type CatalogueRow = {
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

/**
 * A catalogue query with whatever joins a list adds; Kysely cannot name such a type, and these
 * helpers only add ordering, paging and a count to it.
 */
// biome-ignore lint/suspicious/noExplicitAny: see above
type GamesQuery = SelectQueryBuilder<any, any, any>;

/** Escapes LIKE wildcards, so a search for "50%" means the text "50%". */
const likeText = (text: string) => `%${text.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/**
 * The catalogue with a brand's own category and "new" mark over the catalogue's (the console,
 * migration 0019): the lists below read `g` from here, so a game the brand moved shows in its new
 * category. The planner inlines it.
 */
function brandGames(db: Db, merchantId: number) {
  return db
    .selectFrom('games as g0')
    .leftJoin('merchant_games as o', (join) =>
      join.onRef('o.game_id', '=', 'g0.id').on('o.merchant_id', '=', merchantId),
    )
    .select((eb) => [
      'g0.id',
      'g0.vendor_code',
      'g0.code',
      'g0.game_type',
      'g0.classify',
      'g0.names',
      'g0.search_text',
      'g0.engine',
      'g0.colours',
      'g0.is_hot',
      'g0.sort',
      'g0.enabled',
      eb.fn.coalesce('o.category', 'g0.category').as('category'),
      eb.fn.coalesce('o.is_new', 'g0.is_new').as('is_new'),
    ]);
}

/**
 * The games a brand offers, with their vendor and (for a member) the favourite mark: a game is
 * there when it is enabled, its vendor is enabled for the brand in the game's category, and the
 * brand has not switched it off (merchant_games).
 */
function offeredGames(db: Db, merchantId: number, memberId: bigint | null) {
  return db
    .selectFrom(brandGames(db, merchantId).as('g'))
    .innerJoin('merchant_vendors as mv', (join) =>
      join
        .onRef('mv.vendor_code', '=', 'g.vendor_code')
        .onRef('mv.game_category', '=', 'g.category')
        .on('mv.merchant_id', '=', merchantId)
        .on('mv.enabled', '=', true),
    )
    .innerJoin('game_vendors as v', 'v.code', 'g.vendor_code')
    .leftJoin('merchant_games as mg', (join) =>
      join.onRef('mg.game_id', '=', 'g.id').on('mg.merchant_id', '=', merchantId),
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

export interface GamePage {
  rows: CatalogueRow[];
  total: number;
}

/** The rows of a page and the total in one statement; a page past the end counts apart. */
async function pageOfGames(
  query: GamesQuery,
  page: { pageNo: number; pageSize: number },
  order: (q: GamesQuery) => GamesQuery,
): Promise<GamePage> {
  const offset = (page.pageNo - 1) * page.pageSize;
  const rows = (await order(query)
    .select(sql<string>`count(*) over ()`.as('total'))
    .limit(page.pageSize)
    .offset(offset)
    .execute()) as (CatalogueRow & { total: string | number | bigint })[];
  let total = rows.length > 0 ? Number(rows[0]?.total) : 0;
  if (rows.length === 0 && page.pageNo > 1) {
    const counted = await query
      .clearSelect()
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .executeTakeFirst();
    total = Number(counted?.n ?? 0);
  }
  return { rows, total };
}

/** The brand's order: vendors as the brand ranks them, then each vendor's games. */
function brandOrder(query: GamesQuery): GamesQuery {
  return query
    .orderBy(sql`mv.sort`)
    .orderBy(sql`g.vendor_code`)
    .orderBy(sql`coalesce(mg.sort, g.sort)`)
    .orderBy(sql`g.id`);
}

/** What a list centre narrows the catalogue to. */
export interface GameFilter {
  categories: string[];
  vendorCode?: string | undefined;
  classify?: string | undefined;
  keyword?: string | undefined;
  /** HOT, NEW, the member's favourites, or the member's recent games (latest first); the last two need the member. */
  only?: 'HOT' | 'NEW' | 'FAV' | 'RECENT' | undefined;
}

/** A page of a list centre's games, in the brand's order (recent games: latest first). */
export function listOfferedGames(
  db: Db,
  merchantId: number,
  memberId: bigint | null,
  filter: GameFilter,
  page: { pageNo: number; pageSize: number },
): Promise<GamePage> {
  let query = offeredGames(db, merchantId, memberId).where('g.category', 'in', filter.categories);
  if (filter.vendorCode) query = query.where('g.vendor_code', '=', filter.vendorCode);
  if (filter.classify) query = query.where('g.classify', '=', filter.classify);
  if (filter.keyword) query = query.where('g.search_text', 'like', likeText(filter.keyword));
  if (filter.only === 'HOT') query = query.where(sql<boolean>`coalesce(mg.is_hot, g.is_hot)`);
  if (filter.only === 'NEW') query = query.where('g.is_new', '=', true);
  if (filter.only === 'FAV') {
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
  if (filter.only === 'RECENT') {
    return pageOfGames(
      query
        .innerJoin('game_recent as r', (join) =>
          join.onRef('r.game_id', '=', 'g.id').on('r.member_id', '=', memberId as bigint),
        )
        .select('r.played_at'),
      page,
      (s) => s.orderBy(sql`r.played_at`, 'desc').orderBy(sql`g.id`),
    );
  }
  return pageOfGames(query, page, brandOrder);
}

/** A page of the member's favourites (newest first), of some categories or all. */
export function listFavouriteGames(
  db: Db,
  merchantId: number,
  memberId: bigint,
  categories: string[] | undefined,
  page: { pageNo: number; pageSize: number },
): Promise<GamePage> {
  let query = offeredGames(db, merchantId, memberId).innerJoin('game_favourites as f', (join) =>
    join.onRef('f.game_id', '=', 'g.id').on('f.member_id', '=', memberId),
  );
  if (categories) query = query.where('g.category', 'in', categories);
  return pageOfGames(query.select('f.created_at'), page, (s) =>
    s.orderBy(sql`f.created_at`, 'desc').orderBy(sql`g.id`),
  );
}

/** A page of the member's recently played games (latest first), of some categories or all. */
export function listRecentGames(
  db: Db,
  merchantId: number,
  memberId: bigint,
  categories: string[] | undefined,
  page: { pageNo: number; pageSize: number },
): Promise<GamePage> {
  let query = offeredGames(db, merchantId, memberId).innerJoin('game_recent as r', (join) =>
    join.onRef('r.game_id', '=', 'g.id').on('r.member_id', '=', memberId),
  );
  if (categories) query = query.where('g.category', 'in', categories);
  return pageOfGames(query.select('r.played_at'), page, (s) =>
    s.orderBy(sql`r.played_at`, 'desc').orderBy(sql`g.id`),
  );
}

/**
 * Each vendor's first `size` games per category (of one category, or all), ranked within the
 * vendor in the brand's order, in one statement; `total` is the vendor's count in the category.
 */
export async function firstGamesPerVendor(
  db: Db,
  merchantId: number,
  category: string | null,
  size: number,
): Promise<(CatalogueRow & { total: string })[]> {
  let query = offeredGames(db, merchantId, null).select([
    sql<string>`row_number() over (partition by g.category, g.vendor_code order by coalesce(mg.sort, g.sort), g.id)`.as(
      'place',
    ),
    sql<string>`count(*) over (partition by g.category, g.vendor_code)`.as('total'),
  ]);
  if (category !== null) query = query.where('g.category', '=', category);
  return (await db
    .selectFrom(query.as('ranked'))
    .selectAll()
    .where('place', '<=', String(size))
    .orderBy('place')
    .execute()) as unknown as (CatalogueRow & { total: string })[];
}

/** The brand's hot games (of one vendor, or all), at most `limit`. */
export async function listHotGames(
  db: Db,
  merchantId: number,
  vendorCode: string | undefined,
  limit: number,
): Promise<CatalogueRow[]> {
  let query = offeredGames(db, merchantId, null).where(sql<boolean>`coalesce(mg.is_hot, g.is_hot)`);
  if (vendorCode) query = query.where('g.vendor_code', '=', vendorCode);
  return (await query
    .orderBy('g.sort')
    .orderBy('mv.sort')
    .orderBy('g.id')
    .limit(limit)
    .execute()) as CatalogueRow[];
}

/** How many offered games of a vendor each classification has. */
export function countVendorClassifications(db: Db, merchantId: number, vendorCode: string) {
  return offeredGames(db, merchantId, null)
    .where('g.vendor_code', '=', vendorCode)
    .clearSelect()
    .select((eb) => ['g.classify', eb.fn.countAll<string>().as('n')])
    .groupBy('g.classify')
    .orderBy('g.classify')
    .execute();
}

/** Vendors with new games offered, and how many. */
export function countNewGamesPerVendor(db: Db, merchantId: number) {
  return offeredGames(db, merchantId, null)
    .where('g.is_new', '=', true)
    .clearSelect()
    .select((eb) => ['g.vendor_code', 'v.name', eb.fn.countAll<string>().as('n')])
    .groupBy(['g.vendor_code', 'v.name'])
    .orderBy('g.vendor_code')
    .execute();
}

/** Whether the brand offers the game. */
export async function isGameOffered(db: Db, merchantId: number, gameId: bigint): Promise<boolean> {
  return (
    (await offeredGames(db, merchantId, null).where('g.id', '=', gameId).executeTakeFirst()) !== undefined
  );
}

/**
 * What a new bet on a game needs to know, in one statement (ADR 0029): the brand's own largest
 * bet and largest win of the game (merchant_games), whether the brand offers it now, and whether
 * its vendor is under maintenance for the brand.
 */
export function findGameRisk(db: Db, merchantId: number, vendorCode: string, gameCode: string) {
  return db
    .selectFrom('games as game')
    .leftJoin('merchant_games as own', (join) =>
      join.onRef('own.game_id', '=', 'game.id').on('own.merchant_id', '=', merchantId),
    )
    .where('game.vendor_code', '=', vendorCode)
    .where('game.code', '=', gameCode)
    .select((eb) => [
      'own.max_bet',
      'own.max_win',
      eb
        .exists(
          offeredGames(db, merchantId, null)
            .where('g.vendor_code', '=', vendorCode)
            .where('g.code', '=', gameCode),
        )
        .as('offered'),
      eb
        .exists(
          eb
            .selectFrom('merchant_vendor_maintenance as mm')
            .select('mm.vendor_code')
            .where('mm.vendor_code', '=', vendorCode)
            .where('mm.merchant_id', '=', merchantId),
        )
        .as('maintenance'),
    ])
    .executeTakeFirst();
}

/** An offered game with what launching it needs, by id or by the vendor's game code. */
export function findOfferedGameToLaunch(
  db: Db,
  merchantId: number,
  ref: { gameId?: bigint; gameCode?: string; vendorCode: string },
) {
  const query = offeredGames(db, merchantId, null)
    .where('g.vendor_code', '=', ref.vendorCode)
    .select((eb) => [
      'g.engine',
      'g.colours',
      'v.wallet_mode',
      'v.launch_url',
      eb
        .exists(
          eb
            .selectFrom('merchant_vendor_maintenance as mm')
            .select('mm.vendor_code')
            .whereRef('mm.vendor_code', '=', 'g.vendor_code')
            .where('mm.merchant_id', '=', merchantId),
        )
        .as('maintenance'),
    ]);
  return (
    ref.gameId !== undefined
      ? query.where('g.id', '=', ref.gameId)
      : query.where('g.code', '=', ref.gameCode as string)
  ).executeTakeFirst();
}

/**
 * The biggest settled wins of a brand since `since` (of one category, or all), with the winner's
 * account and the game's names. It reads the betting record (`bets`, the wallet's) and account
 * names (`members`): the winner board is the one reader of them outside their owners (ADR 0022).
 */
export function listBigWins(
  db: Db,
  merchantId: number,
  filter: { since: Date; category: string | null; limit: number },
) {
  let query = db
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
    .where('b.merchant_id', '=', merchantId)
    .where('b.status', '=', 'SETTLED')
    .where('b.settled_at', '>=', filter.since)
    .where('b.payout', '>', 0n);
  if (filter.category !== null) query = query.where('b.category', '=', filter.category);
  return query.orderBy('b.payout', 'desc').orderBy('b.id').limit(filter.limit).execute();
}

/** The vendors the brand has put under maintenance (the console; ADR 0029). */
export async function maintenanceVendorCodes(db: Db, merchantId: number): Promise<string[]> {
  const rows = await db
    .selectFrom('merchant_vendor_maintenance')
    .select('vendor_code')
    .where('merchant_id', '=', merchantId)
    .execute();
  return rows.map((r) => r.vendor_code);
}

/**
 * The rooms of a live or poker vendor's lobby (GLS2_roomList): its LIVE and PVP games the brand
 * offers, in the brand's order, with the game's own largest bet (null: the brand's) and whether
 * the vendor is under maintenance for the brand.
 */
export async function listVendorRooms(db: Db, merchantId: number, vendorCode: string, limit: number) {
  const rows = await brandOrder(
    offeredGames(db, merchantId, null)
      .where('g.vendor_code', '=', vendorCode)
      .where('g.category', 'in', ['LIVE', 'PVP'])
      .select((eb) => [
        'mg.max_bet',
        eb
          .exists(
            eb
              .selectFrom('merchant_vendor_maintenance as mm')
              .select('mm.vendor_code')
              .whereRef('mm.vendor_code', '=', 'g.vendor_code')
              .where('mm.merchant_id', '=', merchantId),
          )
          .as('maintenance'),
      ]),
  )
    .limit(limit)
    .execute();
  return rows as (CatalogueRow & { max_bet: bigint | null; maintenance: boolean })[];
}
