import { createHash } from 'node:crypto';
import type { Transaction } from 'kysely';
import type { Database } from '../db/schema.ts';
import { AppError } from './app-error.ts';

/** Keys are kept this long; a retry after that is a new command. */
export const IDEMPOTENCY_TTL_MS = 24 * 60 * 60_000;

export interface IdempotencyClaim {
  merchantId: number;
  /** Whose keys these are (a member id, "provider:sandbox", ...): keys are unique per scope. */
  scope: string;
  key: string;
  /** The command as received; the same key with a different request is a conflict. */
  request: unknown;
}

export const requestHash = (request: unknown) =>
  createHash('sha256')
    .update(JSON.stringify(request, (_k, v: unknown) => (typeof v === 'bigint' ? v.toString() : v)))
    .digest('hex');

/**
 * Runs a money command once per client request id (Stripe's rule): the key is claimed in the same
 * database transaction as the work, so either both happen or neither. The same key with the same
 * request replays the stored answer; with a different request it is IDEMPOTENCY_CONFLICT. A failed
 * command rolls its claim back with it, so a retry runs again (and meets the same checks).
 */
export async function idempotent<T>(
  trx: Transaction<Database>,
  claim: IdempotencyClaim,
  work: () => Promise<T>,
): Promise<T> {
  const hash = requestHash(claim.request);
  const inserted = await trx
    .insertInto('idempotency_keys')
    .values({
      merchant_id: claim.merchantId,
      scope: claim.scope,
      key: claim.key,
      request_hash: hash,
      response: null,
    })
    .onConflict((oc) => oc.doNothing())
    .returning('key')
    .executeTakeFirst();
  if (!inserted) return storedAnswer<T>(trx, claim);
  const result = await work();
  await trx
    .updateTable('idempotency_keys')
    .set({ response: JSON.stringify(result) })
    .where('merchant_id', '=', claim.merchantId)
    .where('scope', '=', claim.scope)
    .where('key', '=', claim.key)
    .execute();
  return result;
}

/**
 * The first answer to a claimed key: IDEMPOTENCY_CONFLICT when this request differs from the
 * first, CONFLICT while the first is still running (its answer is not stored yet).
 */
export async function storedAnswer<T>(
  db: Pick<Transaction<Database>, 'selectFrom'>,
  claim: IdempotencyClaim,
): Promise<T> {
  const existing = await db
    .selectFrom('idempotency_keys')
    .select(['request_hash', 'response'])
    .where('merchant_id', '=', claim.merchantId)
    .where('scope', '=', claim.scope)
    .where('key', '=', claim.key)
    .executeTakeFirstOrThrow();
  if (existing.request_hash !== requestHash(claim.request)) throw new AppError('IDEMPOTENCY_CONFLICT');
  if (existing.response === null) throw new AppError('CONFLICT');
  return existing.response as T;
}
