import { sql } from 'kysely';
import type { Db } from '../../db/database.ts';
import type { Trx } from '../ledger/ledger.ts';

/**
 * The wallet's reads for the promotions (issue 18; ADR 0039): a member's valid bet in a window
 * (wagering-volume rewards) and the members' net loss of a period (cashback), both over the
 * betting record's SETTLED bets by when they settled. Published through promotion-figures.ts.
 */

/** The member's valid bet of the bets settled in [from, to). */
export async function validBetIn(
  db: Db | Trx,
  q: { merchantId: number; memberId: bigint; from: Date; to: Date },
): Promise<bigint> {
  const { rows } = await sql<{ v: string }>`
    select coalesce(sum(valid_bet), 0)::text as v from bets
    where merchant_id = ${q.merchantId} and member_id = ${q.memberId} and status = 'SETTLED'
      and settled_at >= ${q.from} and settled_at < ${q.to}`.execute(db);
  return BigInt(rows[0]?.v ?? '0');
}

export interface NetLossRow {
  memberId: bigint;
  stake: bigint;
  payout: bigint;
  /** stake − payout (positive: the member lost). */
  loss: bigint;
}

/**
 * The net loss (stakes − payouts of bets settled in [from, to)) of every member of the brand
 * whose loss is at least `minLoss` (and above 0).
 */
export async function netLossByMember(
  db: Db | Trx,
  q: { merchantId: number; from: Date; to: Date; minLoss: bigint },
): Promise<NetLossRow[]> {
  const min = q.minLoss > 0n ? q.minLoss : 1n;
  const { rows } = await sql<{ member_id: string; stake: string; payout: string }>`
    select member_id::text as member_id, sum(stake)::text as stake, sum(payout)::text as payout
    from bets
    where merchant_id = ${q.merchantId} and status = 'SETTLED'
      and settled_at >= ${q.from} and settled_at < ${q.to}
    group by member_id
    having sum(stake) - sum(payout) >= ${String(min)}::bigint
    order by member_id`.execute(db);
  return rows.map((r) => {
    const stake = BigInt(r.stake);
    const payout = BigInt(r.payout);
    return { memberId: BigInt(r.member_id), stake, payout, loss: stake - payout };
  });
}

/** One member's net loss of bets settled in [from, to). */
export async function memberNetLoss(
  db: Db | Trx,
  q: { merchantId: number; memberId: bigint; from: Date; to: Date },
): Promise<NetLossRow> {
  const { rows } = await sql<{ stake: string; payout: string }>`
    select coalesce(sum(stake), 0)::text as stake, coalesce(sum(payout), 0)::text as payout from bets
    where merchant_id = ${q.merchantId} and member_id = ${q.memberId} and status = 'SETTLED'
      and settled_at >= ${q.from} and settled_at < ${q.to}`.execute(db);
  const stake = BigInt(rows[0]?.stake ?? '0');
  const payout = BigInt(rows[0]?.payout ?? '0');
  return { memberId: q.memberId, stake, payout, loss: stake - payout };
}
