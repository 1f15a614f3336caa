import { sql } from 'kysely';
import type { Db } from '../../db/database.ts';
import type { WithdrawalsTable } from '../../db/schema.ts';
import { countOf } from '../../platform/paging.ts';

/**
 * The wallet's SQL for the operators' withdrawal queue and the player context of the payment
 * queues (issue 15, "Payments"): the queue with its filters, and per member the withdrawals,
 * the wagering requirements and the stakes since a moment (`withdrawals`, `turnover_requirements`,
 * `bets`, all the wallet's).
 */

export interface WithdrawalQueueFilter {
  /** One withdrawal (the detail view). */
  id: bigint | null;
  status: WithdrawalsTable['status'] | null;
  from: Date | null;
  to: Date | null;
  memberId: bigint | null;
  minAmount: bigint | null;
  maxAmount: bigint | null;
  bank: string | null;
}

export type QueueSort = { by: 'createdAt' | 'amount'; order: 'asc' | 'desc' };

function withdrawalQueue(db: Db, merchantId: number, f: WithdrawalQueueFilter) {
  let query = db
    .selectFrom('withdrawals')
    .innerJoin('member_bank_accounts', 'member_bank_accounts.id', 'withdrawals.bank_account_id')
    .where('withdrawals.merchant_id', '=', merchantId);
  if (f.id !== null) query = query.where('withdrawals.id', '=', f.id);
  if (f.status) query = query.where('withdrawals.status', '=', f.status);
  if (f.from) query = query.where('withdrawals.created_at', '>=', f.from);
  if (f.to) query = query.where('withdrawals.created_at', '<', f.to);
  if (f.memberId !== null) query = query.where('withdrawals.member_id', '=', f.memberId);
  if (f.minAmount !== null) query = query.where('withdrawals.amount', '>=', f.minAmount);
  if (f.maxAmount !== null) query = query.where('withdrawals.amount', '<=', f.maxAmount);
  if (f.bank !== null) query = query.where('member_bank_accounts.bank_name', '=', f.bank);
  return query;
}

export function countWithdrawalQueue(db: Db, merchantId: number, filter: WithdrawalQueueFilter) {
  return countOf(withdrawalQueue(db, merchantId, filter));
}

export function withdrawalQueuePage(
  db: Db,
  merchantId: number,
  filter: WithdrawalQueueFilter,
  sort: QueueSort,
  window: { offset: number; limit: number },
) {
  return withdrawalQueue(db, merchantId, filter)
    .select([
      'withdrawals.id',
      'withdrawals.member_id',
      'withdrawals.amount',
      'withdrawals.status',
      'withdrawals.confirmation',
      'withdrawals.reason',
      'withdrawals.payment_reference',
      'withdrawals.proof_ids',
      'withdrawals.decided_by',
      'withdrawals.created_at',
      'withdrawals.decided_at',
      'member_bank_accounts.bank_name',
      'member_bank_accounts.account_name',
      'member_bank_accounts.account_number_last4',
    ])
    .orderBy(sort.by === 'amount' ? 'withdrawals.amount' : 'withdrawals.created_at', sort.order)
    .orderBy('withdrawals.id', sort.order)
    .offset(window.offset)
    .limit(window.limit)
    .execute();
}
export type WithdrawalQueueRow = Awaited<ReturnType<typeof withdrawalQueuePage>>[number];

/** Per member: withdrawals paid or completed (count, sum), the last request, and open ones. */
export function withdrawalStats(db: Db, merchantId: number, memberIds: bigint[]) {
  return db
    .selectFrom('withdrawals')
    .select((eb) => [
      'member_id',
      eb.fn
        .count<string | number | bigint>('id')
        .filterWhere('status', 'in', ['PAID', 'COMPLETED', 'DISPUTED'])
        .as('paid'),
      eb.fn
        .sum<string | number | bigint | null>('amount')
        .filterWhere('status', 'in', ['PAID', 'COMPLETED', 'DISPUTED'])
        .as('paidSum'),
      eb.fn.max<Date | null>('created_at').as('lastRequestedAt'),
      eb.fn.count<string | number | bigint>('id').filterWhere('status', '=', 'PENDING').as('pending'),
    ])
    .where('merchant_id', '=', merchantId)
    .where('member_id', 'in', [...new Set(memberIds)])
    .groupBy('member_id')
    .execute();
}

/** Per member: the active wagering requirements' totals (required and wagered so far). */
export function turnoverTotals(db: Db, merchantId: number, memberIds: bigint[]) {
  return db
    .selectFrom('turnover_requirements')
    .select([
      'member_id',
      sql<string>`coalesce(sum(required), 0)::text`.as('required'),
      sql<string>`coalesce(sum(least(progress, required)), 0)::text`.as('progress'),
    ])
    .where('merchant_id', '=', merchantId)
    .where('member_id', 'in', [...new Set(memberIds)])
    .where('status', '=', 'ACTIVE')
    .groupBy('member_id')
    .execute();
}

/** The member's stakes (bets not cancelled) placed since `since`. */
export async function stakesSince(
  db: Db,
  merchantId: number,
  memberId: bigint,
  since: Date,
): Promise<bigint> {
  const row = await db
    .selectFrom('bets')
    .select(sql<string>`coalesce(sum(stake), 0)::text`.as('staked'))
    .where('merchant_id', '=', merchantId)
    .where('member_id', '=', memberId)
    .where('status', '!=', 'CANCELLED')
    .where('placed_at', '>=', since)
    .executeTakeFirstOrThrow();
  return BigInt(row.staked);
}
