import type { TPage } from '@portal/contracts';
import type { Db } from '../../db/database.ts';
import { paginate } from '../../platform/paging.ts';
import type { Brand } from '../brands/brand.ts';
import { balanceOf } from '../ledger/ledger.ts';
import * as repo from './payment-context.repository.ts';

/**
 * What the wallet publishes to the operators' payment queues (issue 15, "Payments"): the
 * withdrawal queue with filters, paging and sorting, and a member's money context (main balance,
 * wagering progress, withdrawals so far, stakes since a moment). Reads only; decisions stay in
 * WithdrawalService.
 */
export type { QueueSort, WithdrawalQueueFilter, WithdrawalQueueRow } from './payment-context.repository.ts';

export function withdrawalQueue(
  db: Db,
  brand: Brand,
  filter: repo.WithdrawalQueueFilter,
  sort: repo.QueueSort,
  page: { pageNo: number; pageSize: number },
): Promise<TPage<repo.WithdrawalQueueRow>> {
  return paginate(
    page,
    () => repo.countWithdrawalQueue(db, brand.id, filter),
    (window) => repo.withdrawalQueuePage(db, brand.id, filter, sort, window),
    (row) => row,
  );
}

export interface MemberMoney {
  /** The main wallet, in minor units. */
  balance: bigint;
  /** Active wagering requirements: what they ask in total, and what is wagered towards them. */
  turnoverRequired: bigint;
  turnoverProgress: bigint;
  withdrawalsPaid: number;
  withdrawalsPaidSum: bigint;
  withdrawalsPending: number;
  lastWithdrawalAt: Date | null;
}

/** The money context of each member (every id answered, zeros for a member with nothing yet). */
export async function memberMoney(
  db: Db,
  brand: Brand,
  memberIds: bigint[],
): Promise<Map<bigint, MemberMoney>> {
  const ids = [...new Set(memberIds)];
  const out = new Map<bigint, MemberMoney>();
  if (ids.length === 0) return out;
  const [balances, stats, turnover] = await Promise.all([
    Promise.all(ids.map((id) => balanceOf(db, brand.id, id, 'MAIN'))),
    repo.withdrawalStats(db, brand.id, ids),
    repo.turnoverTotals(db, brand.id, ids),
  ]);
  ids.forEach((id, i) => {
    out.set(id, {
      balance: balances[i] ?? 0n,
      turnoverRequired: 0n,
      turnoverProgress: 0n,
      withdrawalsPaid: 0,
      withdrawalsPaidSum: 0n,
      withdrawalsPending: 0,
      lastWithdrawalAt: null,
    });
  });
  for (const s of stats) {
    const m = out.get(s.member_id);
    if (!m) continue;
    m.withdrawalsPaid = Number(s.paid);
    m.withdrawalsPaidSum = BigInt(s.paidSum ?? 0);
    m.withdrawalsPending = Number(s.pending);
    m.lastWithdrawalAt = s.lastRequestedAt ? new Date(s.lastRequestedAt) : null;
  }
  for (const t of turnover) {
    const m = out.get(t.member_id);
    if (!m) continue;
    m.turnoverRequired = BigInt(t.required);
    m.turnoverProgress = BigInt(t.progress);
  }
  return out;
}

/** The member's stakes since `since` (cancelled bets do not count). */
export function stakesSince(db: Db, brand: Brand, memberId: bigint, since: Date): Promise<bigint> {
  return repo.stakesSince(db, brand.id, memberId, since);
}
