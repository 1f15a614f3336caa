import type { Db } from '../../db/database.ts';

/** How a transfer-wallet vendor is reached (ADR 0043): its API kind, address and answer key. */
export interface VendorEndpointRow {
  code: string;
  wallet_mode: 'SEAMLESS' | 'TRANSFER';
  transfer_api: 'HTTP' | null;
  launch_url: string | null;
  wallet_public_key: string | null;
}

export async function findVendorEndpoint(db: Db, code: string): Promise<VendorEndpointRow | undefined> {
  return db
    .selectFrom('game_vendors')
    .select(['code', 'wallet_mode', 'transfer_api', 'launch_url', 'wallet_public_key'])
    .where('code', '=', code)
    .executeTakeFirst();
}
