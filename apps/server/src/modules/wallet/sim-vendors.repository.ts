import type { Db } from '../../db/database.ts';
import type { Trx } from '../ledger/ledger.ts';

/**
 * The simulated transfer-wallet vendors' own books (`sim_vendor_*`, ADR 0013): only the
 * simulated gateway and the development page, through it, use them.
 */
export type VendorMode = 'UP' | 'DOWN' | 'TIMEOUT';

export async function findMode(
  db: Db,
  merchantId: number,
  vendorCode: string,
): Promise<VendorMode | undefined> {
  const row = await db
    .selectFrom('sim_vendor_status')
    .select('mode')
    .where('merchant_id', '=', merchantId)
    .where('vendor_code', '=', vendorCode)
    .executeTakeFirst();
  return row?.mode;
}

export async function saveMode(
  db: Db,
  merchantId: number,
  vendorCode: string,
  mode: VendorMode,
): Promise<void> {
  await db
    .insertInto('sim_vendor_status')
    .values({ merchant_id: merchantId, vendor_code: vendorCode, mode })
    .onConflict((oc) => oc.columns(['merchant_id', 'vendor_code']).doUpdateSet({ mode }))
    .execute();
}

/** The transfer-wallet vendors of the catalogue and the mode each is in for the brand (unset: UP). */
export function listModes(db: Db, merchantId: number) {
  return db
    .selectFrom('game_vendors')
    .leftJoin('sim_vendor_status', (join) =>
      join
        .onRef('sim_vendor_status.vendor_code', '=', 'game_vendors.code')
        .on('sim_vendor_status.merchant_id', '=', merchantId),
    )
    .select(['game_vendors.code', 'sim_vendor_status.mode'])
    .where('game_vendors.wallet_mode', '=', 'TRANSFER')
    .orderBy('game_vendors.code')
    .execute();
}

/** A transfer's outcome as the vendor recorded it, by its own id. */
export async function findTransferOutcome(db: Db | Trx, id: string) {
  const row = await db
    .selectFrom('sim_vendor_transfers')
    .select('outcome')
    .where('transfer_id', '=', id)
    .executeTakeFirst();
  return row?.outcome;
}

/** The member's wallet at the vendor, created empty when new, locked. */
export async function lockWallet(trx: Trx, merchantId: number, vendorCode: string, memberId: bigint) {
  await trx
    .insertInto('sim_vendor_wallets')
    .values({ merchant_id: merchantId, vendor_code: vendorCode, member_id: memberId })
    .onConflict((oc) => oc.doNothing())
    .execute();
  const wallet = await trx
    .selectFrom('sim_vendor_wallets')
    .select('balance')
    .where('merchant_id', '=', merchantId)
    .where('vendor_code', '=', vendorCode)
    .where('member_id', '=', memberId)
    .forUpdate()
    .executeTakeFirstOrThrow();
  return wallet.balance;
}

export async function setBalance(
  trx: Trx,
  merchantId: number,
  vendorCode: string,
  memberId: bigint,
  balance: bigint,
): Promise<void> {
  await trx
    .updateTable('sim_vendor_wallets')
    .set({ balance })
    .where('merchant_id', '=', merchantId)
    .where('vendor_code', '=', vendorCode)
    .where('member_id', '=', memberId)
    .execute();
}

export async function insertTransfer(trx: Trx, id: string, outcome: 'OK' | 'FAILED'): Promise<void> {
  await trx.insertInto('sim_vendor_transfers').values({ transfer_id: id, outcome }).execute();
}
