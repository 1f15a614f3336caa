import type { TPage } from '@portal/contracts';
import type { Db } from '../../db/database.ts';
import { paginate } from '../../platform/paging.ts';
import type { Brand } from '../brands/brand.ts';
import * as repo from './deposits.repository.ts';

/**
 * What payments publishes to the operators' deposit queue (issue 15, "Payments"): the queue with
 * filters, paging and sorting, and the deposit history the risk flags read. Reads only; the
 * decisions stay in DepositService.
 */
export type { DepositQueueFilter, DepositQueueRow, QueueSort } from './deposits.repository.ts';

export function depositQueue(
  db: Db,
  brand: Brand,
  filter: repo.DepositQueueFilter,
  sort: repo.QueueSort,
  page: { pageNo: number; pageSize: number },
): Promise<TPage<repo.DepositQueueRow>> {
  return paginate(
    page,
    () => repo.countDepositQueue(db, brand.id, filter),
    (window) => repo.depositQueuePage(db, brand.id, filter, sort, window),
    (row) => row,
  );
}

export interface MemberDeposits {
  credited: number;
  creditedSum: bigint;
  lastCreditedAt: Date | null;
  /** Deposits refused by an operator since the moment asked. */
  rejectedRecently: number;
}

/** Each member's deposits so far (every id answered). */
export async function memberDeposits(
  db: Db,
  brand: Brand,
  memberIds: bigint[],
  rejectedSince: Date,
): Promise<Map<bigint, MemberDeposits>> {
  const out = new Map<bigint, MemberDeposits>();
  for (const id of memberIds)
    out.set(id, { credited: 0, creditedSum: 0n, lastCreditedAt: null, rejectedRecently: 0 });
  for (const s of await repo.depositStats(db, brand.id, memberIds, rejectedSince)) {
    out.set(s.member_id, {
      credited: Number(s.credited),
      creditedSum: BigInt(s.creditedSum ?? 0),
      lastCreditedAt: s.lastCreditedAt ? new Date(s.lastCreditedAt) : null,
      rejectedRecently: Number(s.rejectedRecently),
    });
  }
  return out;
}

/** The member's last deposit credited at or before `before`. */
export function lastCreditedDeposit(db: Db, brand: Brand, memberId: bigint, before: Date) {
  return repo.lastCreditedBefore(db, brand.id, memberId, before);
}

/** Transfer references that more than one deposit of the brand gave. */
export function sharedReferences(db: Db, brand: Brand, references: string[]): Promise<Set<string>> {
  return repo.sharedReferences(db, brand.id, references);
}
