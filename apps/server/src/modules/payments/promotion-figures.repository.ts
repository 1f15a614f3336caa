import { sql } from 'kysely';
import type { Db } from '../../db/database.ts';
import type { Trx } from '../ledger/ledger.ts';

/**
 * The payments module's reads for the promotions (issue 18; ADR 0039): which of a member's
 * credited deposits a deposit is (the first, the second…), for "Nth deposit" rewards. Published
 * through promotion-figures.ts.
 */

/**
 * The place of a credited deposit among the member's credited deposits (1 for the first), by
 * credit time then id; null when the deposit is not credited (or not the member's).
 */
export async function creditedDepositOrdinal(
  db: Db | Trx,
  q: { merchantId: number; memberId: bigint; depositId: bigint },
): Promise<number | null> {
  const { rows } = await sql<{ n: string | null }>`
    select (
      select count(*) from deposits e
      where e.merchant_id = d.merchant_id and e.member_id = d.member_id and e.status = 'CREDITED'
        and (e.completed_at, e.id) <= (d.completed_at, d.id)
    )::text as n
    from deposits d
    where d.merchant_id = ${q.merchantId} and d.member_id = ${q.memberId} and d.id = ${q.depositId}
      and d.status = 'CREDITED'`.execute(db);
  const n = rows[0]?.n;
  return n === undefined || n === null ? null : Number(n);
}

/** How many credited deposits the member has. */
export async function creditedDepositCount(
  db: Db | Trx,
  q: { merchantId: number; memberId: bigint },
): Promise<number> {
  const { rows } = await sql<{ n: string }>`
    select count(*)::text as n from deposits
    where merchant_id = ${q.merchantId} and member_id = ${q.memberId} and status = 'CREDITED'`.execute(db);
  return Number(rows[0]?.n ?? '0');
}
