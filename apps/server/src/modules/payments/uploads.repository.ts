import type { Insertable } from 'kysely';
import type { Db } from '../../db/database.ts';
import type { UploadsTable } from '../../db/schema.ts';
import type { Trx } from '../ledger/ledger.ts';

/** Proof images' SQL (`uploads`, the payments module's; ADR 0013). */

/** How many images the member uploaded after `since`. */
export async function countSince(db: Db, merchantId: number, memberId: bigint, since: Date): Promise<number> {
  const row = await db
    .selectFrom('uploads')
    .select((eb) => eb.fn.countAll<string | number | bigint>().as('n'))
    .where('merchant_id', '=', merchantId)
    .where('member_id', '=', memberId)
    .where('created_at', '>', since)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

export async function insertUpload(db: Db, values: Insertable<UploadsTable>): Promise<void> {
  await db.insertInto('uploads').values(values).execute();
}

/** Marks the member's unused uploads among `ids` as used for `purpose`; the ids marked. */
export function markUsed(trx: Trx, merchantId: number, memberId: bigint, ids: string[], purpose: string) {
  return trx
    .updateTable('uploads')
    .set({ used_for: purpose })
    .where('merchant_id', '=', merchantId)
    .where('member_id', '=', memberId)
    .where('id', 'in', ids)
    .where('used_for', 'is', null)
    .returning('id')
    .execute();
}

export function findUpload(db: Db, merchantId: number, id: string) {
  return db
    .selectFrom('uploads')
    .select(['content_type', 'data'])
    .where('merchant_id', '=', merchantId)
    .where('id', '=', id)
    .executeTakeFirst();
}
