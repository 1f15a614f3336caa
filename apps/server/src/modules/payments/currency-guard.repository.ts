import type { Db } from '../../db/database.ts';

/** Whether the brand has any deposit at all, in any state (its currency is written on each). */
export async function brandHasDeposits(db: Db, merchantId: number): Promise<boolean> {
  const row = await db
    .selectFrom('deposits')
    .select('id')
    .where('merchant_id', '=', merchantId)
    .limit(1)
    .executeTakeFirst();
  return row !== undefined;
}
