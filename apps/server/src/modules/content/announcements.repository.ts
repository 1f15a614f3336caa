import type { AnnouncementType, PopupAudience } from '@portal/contracts';
import { type Insertable, sql } from 'kysely';
import type { Db } from '../../db/database.ts';
import type { AnnouncementsTable } from '../../db/schema.ts';

/** The announcements' SQL (ADR 0022: content owns `announcements`). */

/** Which announcements a list shows: one type and language, inside its window, for an audience. */
export interface VisibleAnnouncements {
  merchantId: number;
  type: AnnouncementType;
  language: string;
  /** Popups only: the audience asked about (none: every announcement of the type). */
  audience: PopupAudience | undefined;
  now: Date;
}

function visible(db: Db, v: VisibleAnnouncements) {
  let query = db
    .selectFrom('announcements')
    .where('merchant_id', '=', v.merchantId)
    .where('type', '=', v.type)
    .where('language', '=', v.language)
    .where((eb) => eb.or([eb('starts_at', 'is', null), eb('starts_at', '<=', v.now)]))
    .where((eb) => eb.or([eb('ends_at', 'is', null), eb('ends_at', '>', v.now)]));
  // A first login is a login too: it sees the A popups as well as its own.
  if (v.audience === 'F') query = query.where(sql<boolean>`audience && array['A', 'F']::text[]`);
  else if (v.audience) query = query.where(sql<boolean>`${v.audience} = any(audience)`);
  return query;
}

export async function countVisibleAnnouncements(db: Db, v: VisibleAnnouncements): Promise<number> {
  const row = await visible(db, v)
    .select((eb) => eb.fn.countAll<string | number | bigint>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** A window of them in the brand's order: by sort, then newest first. */
export function listVisibleAnnouncements(
  db: Db,
  v: VisibleAnnouncements,
  window: { offset: number; limit: number },
) {
  return visible(db, v)
    .select(['id', 'type', 'title', 'content', 'created_at'])
    .orderBy('sort', 'desc')
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .offset(window.offset)
    .limit(window.limit)
    .execute();
}

export async function insertAnnouncement(db: Db, values: Insertable<AnnouncementsTable>): Promise<bigint> {
  const row = await db.insertInto('announcements').values(values).returning('id').executeTakeFirstOrThrow();
  return row.id;
}

/** Whether a row of the brand was there to delete. */
/** What was removed (for the audit), or nothing when the brand had no such row. */
export function deleteAnnouncement(db: Db, merchantId: number, id: bigint) {
  return db
    .deleteFrom('announcements')
    .where('merchant_id', '=', merchantId)
    .where('id', '=', id)
    .returning(['type', 'language', 'title'])
    .executeTakeFirst();
}

/** Everything of a brand, newest first. */
export function listAnnouncements(db: Db, merchantId: number, limit: number) {
  return db
    .selectFrom('announcements')
    .selectAll()
    .where('merchant_id', '=', merchantId)
    .orderBy('created_at', 'desc')
    .limit(limit)
    .execute();
}

/** One announcement of the brand, locked for a change (nothing when the brand has no such row). */
export function lockAnnouncement(db: Db, merchantId: number, id: bigint) {
  return db
    .selectFrom('announcements')
    .selectAll()
    .where('merchant_id', '=', merchantId)
    .where('id', '=', id)
    .forUpdate()
    .executeTakeFirst();
}

/** Changes an announcement of the brand; the row as saved. */
export function updateAnnouncement(
  db: Db,
  merchantId: number,
  id: bigint,
  values: Pick<
    Insertable<AnnouncementsTable>,
    'type' | 'language' | 'title' | 'content' | 'audience' | 'starts_at' | 'ends_at' | 'sort'
  > & { updated_at: Date },
) {
  return db
    .updateTable('announcements')
    .set(values)
    .where('merchant_id', '=', merchantId)
    .where('id', '=', id)
    .returningAll()
    .executeTakeFirstOrThrow();
}
