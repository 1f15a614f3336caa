import { type RawBuilder, sql } from 'kysely';

/**
 * The payments module's part of the agent contracts' figures (issue 17; ADR 0038): whether a
 * member had a deposit credited in a period (a contract's "active member" may need one).
 * Published through contract-figures.ts.
 */

/**
 * A condition on `memberId` (a column of the caller's statement): the member has a CREDITED
 * deposit completed in [start, end). Correlated per member through the deposits_member index
 * (merchant, member), so only the members the caller asks about are read.
 */
export function creditedDepositIn(
  memberId: RawBuilder<unknown>,
  p: { merchantId: number; start: Date; end: Date },
): RawBuilder<boolean> {
  return sql<boolean>`exists (
    select 1 from deposits d
    where d.merchant_id = ${p.merchantId} and d.member_id = ${memberId} and d.status = 'CREDITED'
      and d.completed_at >= ${p.start} and d.completed_at < ${p.end})`;
}
