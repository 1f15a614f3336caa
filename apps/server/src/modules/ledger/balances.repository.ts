import type { Db } from '../../db/database.ts';

/** Several members' wallet balances of one kind in one statement (`ledger_accounts`; ADR 0013). */
export async function walletBalances(
  db: Db,
  merchantId: number,
  memberIds: bigint[],
  kind: 'MAIN' | 'BONUS',
): Promise<{ member_id: bigint | null; balance: bigint }[]> {
  if (memberIds.length === 0) return [];
  return db
    .selectFrom('ledger_accounts')
    .select(['member_id', 'balance'])
    .where('merchant_id', '=', merchantId)
    .where('member_id', 'in', [...new Set(memberIds)])
    .where('kind', '=', kind)
    .where('vendor_code', 'is', null)
    .execute();
}
