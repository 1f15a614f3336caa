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
