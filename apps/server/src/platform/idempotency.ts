import { createHash } from 'node:crypto';
import type { Transaction } from 'kysely';
import type { Database } from '../db/schema.ts';
import { AppError } from './app-error.ts';
import { claimKey, findClaimedKey, storeResponse } from './idempotency.repository.ts';

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
  if (!(await claimKey(trx, claim, requestHash(claim.request)))) return storedAnswer<T>(trx, claim);
  const result = await work();
  await storeResponse(trx, claim, JSON.stringify(result));
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
  const existing = await findClaimedKey(db, claim);
  if (existing.request_hash !== requestHash(claim.request)) throw new AppError('IDEMPOTENCY_CONFLICT');
  if (existing.response === null) throw new AppError('CONFLICT');
  return existing.response as T;
}
