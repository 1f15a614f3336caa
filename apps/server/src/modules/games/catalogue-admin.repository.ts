import { sql } from 'kysely';
import type { Db } from '../../db/database.ts';

/**
 * The console's SQL over the catalogue (issue 15, "Games"; ADR 0029): what a brand lists and how,
 * and the brand's own switches (merchant_vendors, merchant_games, merchant_vendor_maintenance).
 * The games module owns these tables (ADR 0022).
 */

/** The brand's vendor rows in every category, in the brand's order, with their game counts. */
export function listBrandVendors(db: Db, merchantId: number) {
  return db
    .selectFrom('merchant_vendors as mv')
    .innerJoin('game_vendors as v', 'v.code', 'mv.vendor_code')
    .leftJoin('merchant_vendor_maintenance as mm', (join) =>
      join.onRef('mm.vendor_code', '=', 'mv.vendor_code').on('mm.merchant_id', '=', merchantId),
    )
    .where('mv.merchant_id', '=', merchantId)
    .select((eb) => [
      'mv.game_category',
      'mv.vendor_code',
      'mv.enabled',
      'mv.sort',
      'v.name',
      'v.wallet_mode',
      'mm.message as maintenance_message',
      'mm.since as maintenance_since',
      eb
        .selectFrom('games as g')
        .select((c) => c.fn.countAll<string>().as('n'))
        .whereRef('g.vendor_code', '=', 'mv.vendor_code')
        .whereRef('g.category', '=', 'mv.game_category')
        .as('games'),
    ])
    .orderBy('mv.game_category')
    .orderBy('mv.sort')
    .orderBy('mv.vendor_code')
    .execute();
}

/** One vendor row of the brand in a category, locked for a change. */
export function lockBrandVendor(db: Db, merchantId: number, category: string, vendorCode: string) {
  return db
    .selectFrom('merchant_vendors')
    .selectAll()
    .where('merchant_id', '=', merchantId)
    .where('game_category', '=', category)
    .where('vendor_code', '=', vendorCode)
    .forUpdate()
    .executeTakeFirst();
}

/** Every vendor row of a category of the brand, locked, in the brand's order. */
export function lockCategoryVendors(db: Db, merchantId: number, category: string) {
  return db
    .selectFrom('merchant_vendors')
    .select(['vendor_code', 'sort'])
    .where('merchant_id', '=', merchantId)
    .where('game_category', '=', category)
    .orderBy('sort')
    .orderBy('vendor_code')
    .forUpdate()
    .execute();
}

export async function setBrandVendor(
  db: Db,
  merchantId: number,
  category: string,
  vendorCode: string,
  change: { enabled?: boolean; sort?: number },
): Promise<void> {
  await db
    .updateTable('merchant_vendors')
    .set(change)
    .where('merchant_id', '=', merchantId)
    .where('game_category', '=', category)
    .where('vendor_code', '=', vendorCode)
    .execute();
}

/** Whether the brand lists the vendor in any category. */
export async function brandHasVendor(db: Db, merchantId: number, vendorCode: string): Promise<boolean> {
  const row = await db
    .selectFrom('merchant_vendors')
    .select('vendor_code')
    .where('merchant_id', '=', merchantId)
    .where('vendor_code', '=', vendorCode)
    .executeTakeFirst();
  return row !== undefined;
}

export function findVendorMaintenance(db: Db, merchantId: number, vendorCode: string) {
  return db
    .selectFrom('merchant_vendor_maintenance')
    .select(['message', 'since'])
    .where('merchant_id', '=', merchantId)
    .where('vendor_code', '=', vendorCode)
    .executeTakeFirst();
}

export async function startVendorMaintenance(
  db: Db,
  merchantId: number,
  vendorCode: string,
  message: string,
  at: Date,
): Promise<void> {
  await db
    .insertInto('merchant_vendor_maintenance')
    .values({ merchant_id: merchantId, vendor_code: vendorCode, message, since: at })
    .onConflict((oc) => oc.columns(['merchant_id', 'vendor_code']).doUpdateSet({ message }))
    .execute();
}

export async function endVendorMaintenance(db: Db, merchantId: number, vendorCode: string): Promise<void> {
  await db
    .deleteFrom('merchant_vendor_maintenance')
    .where('merchant_id', '=', merchantId)
    .where('vendor_code', '=', vendorCode)
    .execute();
}

/** A game as the console shows it for a brand: the catalogue's row with the brand's switches. */
export type ConsoleGameRow = {
  id: bigint;
  vendor_code: string;
  vendor_name: string;
  code: string;
  names: Record<string, string>;
  catalogue_category: string;
  category: string;
  classify: string | null;
  enabled: boolean;
  hot: boolean;
  is_new: boolean;
  sort: number;
  max_bet: bigint | null;
  max_win: bigint | null;
  created_at: Date;
};

function consoleGames(db: Db, merchantId: number) {
  return db
    .selectFrom('games as g')
    .innerJoin('game_vendors as v', 'v.code', 'g.vendor_code')
    .leftJoin('merchant_games as mg', (join) =>
      join.onRef('mg.game_id', '=', 'g.id').on('mg.merchant_id', '=', merchantId),
    )
    .where('g.enabled', '=', true)
    .where((eb) =>
      eb.exists(
        eb
          .selectFrom('merchant_vendors as mv')
          .select('mv.vendor_code')
          .whereRef('mv.vendor_code', '=', 'g.vendor_code')
          .where('mv.merchant_id', '=', merchantId),
      ),
    )
    .select((eb) => [
      'g.id',
      'g.vendor_code',
      'v.name as vendor_name',
      'g.code',
      'g.names',
      'g.category as catalogue_category',
      eb.fn.coalesce('mg.category', 'g.category').as('category'),
      'g.classify',
      eb.fn.coalesce('mg.enabled', sql<boolean>`true`).as('enabled'),
      eb.fn.coalesce('mg.is_hot', 'g.is_hot').as('hot'),
      eb.fn.coalesce('mg.is_new', 'g.is_new').as('is_new'),
      eb.fn.coalesce('mg.sort', 'g.sort').as('sort'),
      'mg.max_bet',
      'mg.max_win',
      'g.created_at',
    ]);
}

export interface ConsoleGameFilter {
  keyword?: string | undefined;
  vendorCode?: string | undefined;
  category?: string | undefined;
  classify?: string | undefined;
  status?: 'ENABLED' | 'DISABLED' | undefined;
  sort: 'sort' | 'name' | 'vendor' | 'category' | 'createdAt';
  order: 'asc' | 'desc';
  pageNo: number;
  pageSize: number;
}

const likeText = (text: string) => `%${text.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** A page of the brand's catalogue for the console, and the total, in one statement. */
export async function listConsoleGames(
  db: Db,
  merchantId: number,
  f: ConsoleGameFilter,
): Promise<{ rows: ConsoleGameRow[]; total: number }> {
  let query = consoleGames(db, merchantId);
  if (f.keyword) {
    const keyword = f.keyword;
    query = query.where((eb) =>
      eb.or([
        eb('g.search_text', 'like', likeText(keyword)),
        eb(sql`lower(g.code)`, 'like', likeText(keyword)),
      ]),
    );
  }
  if (f.vendorCode) query = query.where('g.vendor_code', '=', f.vendorCode);
  if (f.category) query = query.where(sql`coalesce(mg.category, g.category)`, '=', f.category);
  if (f.classify) query = query.where('g.classify', '=', f.classify);
  if (f.status === 'ENABLED') query = query.where(sql<boolean>`coalesce(mg.enabled, true)`);
  if (f.status === 'DISABLED') query = query.where('mg.enabled', '=', false);
  const direction = sql.raw(f.order === 'desc' ? 'desc' : 'asc');
  const key = {
    sort: sql`g.vendor_code ${direction}, coalesce(mg.sort, g.sort) ${direction}`,
    name: sql`g.names->>'en' ${direction}`,
    vendor: sql`g.vendor_code ${direction}, coalesce(mg.sort, g.sort)`,
    category: sql`coalesce(mg.category, g.category) ${direction}, g.vendor_code`,
    createdAt: sql`g.created_at ${direction}`,
  }[f.sort];
  const rows = (await query
    .select(sql<string>`count(*) over ()`.as('total'))
    .orderBy(key)
    .orderBy('g.id')
    .limit(f.pageSize)
    .offset((f.pageNo - 1) * f.pageSize)
    .execute()) as (ConsoleGameRow & { total: string })[];
  let total = rows.length > 0 ? Number(rows[0]?.total) : 0;
  if (rows.length === 0 && f.pageNo > 1) {
    const counted = await query
      .clearSelect()
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .executeTakeFirst();
    total = Number(counted?.n ?? 0);
  }
  return { rows, total };
}

/** One game of the brand's catalogue as the console shows it. */
export function findConsoleGame(db: Db, merchantId: number, gameId: bigint) {
  return consoleGames(db, merchantId).where('g.id', '=', gameId).executeTakeFirst() as Promise<
    ConsoleGameRow | undefined
  >;
}

/** Locks the brand's row of a game (made when missing), so two changes of one game queue up. */
export async function lockBrandGame(db: Db, merchantId: number, gameId: bigint): Promise<void> {
  await db
    .insertInto('merchant_games')
    .values({ merchant_id: merchantId, game_id: gameId, enabled: null, sort: null, is_hot: null })
    .onConflict((oc) => oc.columns(['merchant_id', 'game_id']).doNothing())
    .execute();
  await db
    .selectFrom('merchant_games')
    .select('game_id')
    .where('merchant_id', '=', merchantId)
    .where('game_id', '=', gameId)
    .forUpdate()
    .execute();
}

export async function updateBrandGame(
  db: Db,
  merchantId: number,
  gameId: bigint,
  change: {
    enabled?: boolean;
    is_hot?: boolean;
    is_new?: boolean;
    sort?: number;
    category?: string;
    max_bet?: bigint | null;
    max_win?: bigint | null;
  },
): Promise<void> {
  await db
    .updateTable('merchant_games')
    .set(change)
    .where('merchant_id', '=', merchantId)
    .where('game_id', '=', gameId)
    .execute();
}

/** Whether the brand lists the vendor in the category (enabled or not). */
export async function vendorListedIn(
  db: Db,
  merchantId: number,
  vendorCode: string,
  category: string,
): Promise<boolean> {
  const row = await db
    .selectFrom('merchant_vendors')
    .select('vendor_code')
    .where('merchant_id', '=', merchantId)
    .where('vendor_code', '=', vendorCode)
    .where('game_category', '=', category)
    .executeTakeFirst();
  return row !== undefined;
}
