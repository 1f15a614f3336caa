import { sql } from 'kysely';
import type { Db } from '../../db/database.ts';
import type { Trx } from '../ledger/ledger.ts';

/** Transfers to and from transfer-wallet vendors (`wallet_transfers`, the wallet's; ADR 0013). */

const TRANSFER_COLUMNS = [
  'id',
  'vendor_code',
  'direction',
  'amount',
  'status',
  'created_at',
  'member_id',
] as const;

/** PENDING transfers created before `cutoff`, oldest first: the reconciler's batch. */
export function pendingBefore(db: Db, cutoff: Date, limit: number) {
  return db
    .selectFrom('wallet_transfers')
    .select([...TRANSFER_COLUMNS, 'merchant_id'])
    .where('status', '=', 'PENDING')
    .where('created_at', '<', cutoff)
    .orderBy('id')
    .limit(limit)
    .execute();
}

export function findTransfer(db: Db | Trx, id: bigint, lock = false) {
  let query = db.selectFrom('wallet_transfers').select(TRANSFER_COLUMNS).where('id', '=', id);
  if (lock) query = query.forUpdate();
  return query.executeTakeFirstOrThrow();
}

/**
 * Serialises the syncs of one member's balance at one vendor (ADR 0043) until the transaction
 * ends: two syncs never post the same difference twice.
 */
export async function lockVendorSync(trx: Trx, merchantId: number, memberId: bigint, vendorCode: string) {
  await sql`select pg_advisory_xact_lock(hashtext(${`vendor-sync:${merchantId}:${memberId}:${vendorCode}`}))`.execute(
    trx,
  );
}

/**
 * Whether a transfer of the member with the vendor is in flight or finished at or after `since`:
 * then the vendor's balance and ours may not describe the same moment, and the sync waits.
 */
export async function transferActivitySince(
  trx: Trx,
  merchantId: number,
  memberId: bigint,
  vendorCode: string,
  since: Date,
): Promise<boolean> {
  const row = await trx
    .selectFrom('wallet_transfers')
    .select('id')
    .where('merchant_id', '=', merchantId)
    .where('member_id', '=', memberId)
    .where('vendor_code', '=', vendorCode)
    .where((eb) =>
      eb.or([eb('status', '=', 'PENDING'), eb('completed_at', '>=', since), eb('created_at', '>=', since)]),
    )
    .limit(1)
    .executeTakeFirst();
  return row !== undefined;
}
