import type { Insertable } from 'kysely';
import type { Db } from '../../db/database.ts';
import type { FeedbackTable } from '../../db/schema.ts';
import { countOf } from '../../platform/paging.ts';

/** The feedback's SQL (ADR 0022: content owns `feedback`). */

export async function insertFeedback(db: Db, values: Insertable<FeedbackTable>): Promise<bigint> {
  const row = await db.insertInto('feedback').values(values).returning('id').executeTakeFirstOrThrow();
  return row.id;
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

/** Which feedback an operator's list shows: by handled state and question type. */
export interface FeedbackFilter {
  state: 'all' | 'open' | 'handled';
  type: number | undefined;
}

function filtered(db: Db, merchantId: number, filter: FeedbackFilter) {
  let query = db.selectFrom('feedback').where('merchant_id', '=', merchantId);
  if (filter.state === 'open') query = query.where('handled_at', 'is', null);
  else if (filter.state === 'handled') query = query.where('handled_at', 'is not', null);
  if (filter.type !== undefined) query = query.where('type', '=', filter.type);
  return query;
}

export function countFilteredFeedback(db: Db, merchantId: number, filter: FeedbackFilter): Promise<number> {
  return countOf(filtered(db, merchantId, filter).select('id'));
}

/** A window of the filtered feedback, newest first. */
export function listFilteredFeedback(
  db: Db,
  merchantId: number,
  filter: FeedbackFilter,
  window: { offset: number; limit: number },
) {
  return filtered(db, merchantId, filter)
    .selectAll()
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .offset(window.offset)
    .limit(window.limit)
    .execute();
}
