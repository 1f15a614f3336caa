import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';

/**
 * A brand's currency change (issue 15, "currency"; ADR 0028 update): allowed only while the brand
 * has never moved money. Published through ledger.ts.
 */

/** Whether any journal transaction of the brand exists (money has moved at least once). */
export async function brandHasJournal(db: Kysely<Database>, merchantId: number): Promise<boolean> {
  const row = await db
    .selectFrom('ledger_transactions')
    .select('id')
    .where('merchant_id', '=', merchantId)
    .limit(1)
    .executeTakeFirst();
  return row !== undefined;
}

/**
 * Moves the brand's (unused) accounts to another currency, inside the caller's transaction, and
 * answers whether the brand has a journal after all. The accounts are updated first, so their
 * rows stay locked until the caller commits: a posting racing the change either committed before
 * (and the check sees it; the caller rolls back) or waits and then meets the new currency and is
 * refused as a posting in another currency.
 */
export async function moveUnusedAccountsToCurrency(
  trx: Kysely<Database>,
  merchantId: number,
  currency: string,
): Promise<{ hasJournal: boolean }> {
  await trx.updateTable('ledger_accounts').set({ currency }).where('merchant_id', '=', merchantId).execute();
  return { hasJournal: await brandHasJournal(trx, merchantId) };
}
