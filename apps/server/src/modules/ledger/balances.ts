import type { Db } from '../../db/database.ts';
import { walletBalances } from './balances.repository.ts';

/**
 * The ledger's batched balance read (issue 16, team management): the main wallets of a page of
 * members in one statement. Every id is answered; a wallet never used is 0.
 */
export async function mainBalancesOf(
  db: Db,
  merchantId: number,
  memberIds: bigint[],
): Promise<Map<bigint, bigint>> {
  const out = new Map<bigint, bigint>(memberIds.map((id) => [id, 0n]));
  for (const row of await walletBalances(db, merchantId, memberIds, 'MAIN')) {
    if (row.member_id !== null) out.set(BigInt(row.member_id), BigInt(row.balance));
  }
  return out;
}
