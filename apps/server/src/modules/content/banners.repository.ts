import type { BannerGroup } from '@portal/contracts';
import type { Insertable } from 'kysely';
import type { Db } from '../../db/database.ts';
import type { BannersTable } from '../../db/schema.ts';

/** The banners' SQL (ADR 0022: content owns `banners`). */

/** A group's banners in a language (or in none) inside their window, the brand's order, at most `limit`. */
export function listVisibleBanners(
  db: Db,
  v: { merchantId: number; group: BannerGroup; language: string; now: Date; limit: number },
) {
  return db
    .selectFrom('banners')
    .selectAll()
    .where('merchant_id', '=', v.merchantId)
    .where('group_name', '=', v.group)
    .where((eb) => eb.or([eb('language', 'is', null), eb('language', '=', v.language)]))
    .where((eb) => eb.or([eb('starts_at', 'is', null), eb('starts_at', '<=', v.now)]))
    .where((eb) => eb.or([eb('ends_at', 'is', null), eb('ends_at', '>', v.now)]))
    .orderBy('sort', 'desc')
    .orderBy('id')
    .limit(v.limit)
    .execute();
}

/** What a banner's generated artwork is drawn from. */
export function findBannerArt(db: Db, merchantId: number, id: bigint) {
  return db
    .selectFrom('banners')
    .select(['title', 'subtitle', 'colours', 'group_name'])
    .where('merchant_id', '=', merchantId)
    .where('id', '=', id)
    .executeTakeFirst();
}

export async function insertBanner(db: Db, values: Insertable<BannersTable>): Promise<bigint> {
  const row = await db.insertInto('banners').values(values).returning('id').executeTakeFirstOrThrow();
  return row.id;
}

/** Whether a row of the brand was there to delete. */
/** What was removed (for the audit), or nothing when the brand had no such row. */
export function deleteBanner(db: Db, merchantId: number, id: bigint) {
  return db
    .deleteFrom('banners')
    .where('merchant_id', '=', merchantId)
    .where('id', '=', id)
    .returning(['group_name as group', 'title'])
    .executeTakeFirst();
}

/** Every banner of a brand, by group and the brand's order. */
export function listBanners(db: Db, merchantId: number) {
  return db
    .selectFrom('banners')
    .selectAll()
    .where('merchant_id', '=', merchantId)
    .orderBy('group_name')
    .orderBy('sort', 'desc')
    .execute();
}

/** One banner of the brand, locked for a change (nothing when the brand has no such row). */
export function lockBanner(db: Db, merchantId: number, id: bigint) {
  return db
    .selectFrom('banners')
    .selectAll()
    .where('merchant_id', '=', merchantId)
    .where('id', '=', id)
    .forUpdate()
    .executeTakeFirst();
}

/** Changes a banner of the brand (its colours stay); the row as saved. */
export function updateBanner(
  db: Db,
  merchantId: number,
  id: bigint,
  values: Pick<
    Insertable<BannersTable>,
    | 'group_name'
    | 'language'
    | 'title'
    | 'subtitle'
    | 'image_url'
    | 'linkage_type'
    | 'linkage_value'
    | 'starts_at'
    | 'ends_at'
    | 'sort'
  >,
) {
  return db
    .updateTable('banners')
    .set(values)
    .where('merchant_id', '=', merchantId)
    .where('id', '=', id)
    .returningAll()
    .executeTakeFirstOrThrow();
}
