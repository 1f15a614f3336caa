import type { Transaction } from 'kysely';
import type { Database } from '../db/schema.ts';

export interface IdempotencyKey {
  merchantId: number;
  scope: string;
  key: string;
}

/** Claims the key with the request's hash; false when it was claimed before (by this or another command). */
export async function claimKey(
  trx: Transaction<Database>,
  id: IdempotencyKey,
  requestHash: string,
): Promise<boolean> {
  const inserted = await trx
    .insertInto('idempotency_keys')
    .values({
      merchant_id: id.merchantId,
      scope: id.scope,
      key: id.key,
      request_hash: requestHash,
      response: null,
    })
    .onConflict((oc) => oc.doNothing())
    .returning('key')
    .executeTakeFirst();
  return inserted !== undefined;
}

/** Stores the answer of the command that claimed the key (as JSON text). */
export async function storeResponse(
  trx: Transaction<Database>,
  id: IdempotencyKey,
  response: string,
): Promise<void> {
  await trx
    .updateTable('idempotency_keys')
    .set({ response })
    .where('merchant_id', '=', id.merchantId)
    .where('scope', '=', id.scope)
    .where('key', '=', id.key)
    .execute();
}

/** The hash and stored answer of a claimed key; throws when the key was never claimed. */
export async function findClaimedKey(
  db: Pick<Transaction<Database>, 'selectFrom'>,
  id: IdempotencyKey,
): Promise<{ request_hash: string; response: unknown }> {
  return db
    .selectFrom('idempotency_keys')
    .select(['request_hash', 'response'])
    .where('merchant_id', '=', id.merchantId)
    .where('scope', '=', id.scope)
    .where('key', '=', id.key)
    .executeTakeFirstOrThrow();
}
