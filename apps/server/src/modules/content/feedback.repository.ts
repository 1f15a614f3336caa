import type { Insertable } from 'kysely';
import type { Db } from '../../db/database.ts';
import type { FeedbackTable } from '../../db/schema.ts';

/** The feedback's SQL (ADR 0022: content owns `feedback`). */

export async function insertFeedback(db: Db, values: Insertable<FeedbackTable>): Promise<bigint> {
  const row = await db.insertInto('feedback').values(values).returning('id').executeTakeFirstOrThrow();
  return row.id;
}

/** A brand's feedback, newest first; only what nobody has handled yet when `open`. */
export function listFeedback(db: Db, merchantId: number, options: { open: boolean; limit: number }) {
  let query = db
    .selectFrom('feedback')
    .selectAll()
    .where('merchant_id', '=', merchantId)
    .orderBy('created_at', 'desc')
    .limit(options.limit);
  if (options.open) query = query.where('handled_at', 'is', null);
  return query.execute();
}

/** Whether a row of the brand was there to mark. */
export async function markFeedbackHandled(
  db: Db,
  merchantId: number,
  id: bigint,
  handled: { at: Date; by: number },
): Promise<boolean> {
  const result = await db
    .updateTable('feedback')
    .set({ handled_at: handled.at, handled_by: handled.by })
    .where('merchant_id', '=', merchantId)
    .where('id', '=', id)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}
