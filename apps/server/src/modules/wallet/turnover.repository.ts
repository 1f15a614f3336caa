import { sql } from 'kysely';
import type { Db } from '../../db/database.ts';
import type { Trx } from '../ledger/ledger.ts';

/** The wagering requirements' SQL (`turnover_requirements`, the wallet's). */

export async function insertRequirement(
  trx: Trx,
  r: {
    merchantId: number;
    memberId: bigint;
    source: 'DEPOSIT' | 'BONUS';
    sourceId: string;
    name: string;
    amount: bigint;
    required: bigint;
  },
): Promise<void> {
  await trx
    .insertInto('turnover_requirements')
    .values({
      merchant_id: r.merchantId,
      member_id: r.memberId,
      source: r.source,
      source_id: r.sourceId,
      name: r.name,
      amount: r.amount,
      required: r.required,
    })
    .onConflict((oc) => oc.columns(['merchant_id', 'source', 'source_id']).doNothing())
    .execute();
}

/** The sum still to be wagered over the member's active requirements. */
export async function sumRemaining(db: Db | Trx, merchantId: number, memberId: bigint): Promise<bigint> {
  const row = await db
    .selectFrom('turnover_requirements')
    .select(sql<string>`coalesce(sum(greatest(required - progress, 0)), 0)::text`.as('remaining'))
    .where('merchant_id', '=', merchantId)
    .where('member_id', '=', memberId)
    .where('status', '=', 'ACTIVE')
    .executeTakeFirstOrThrow();
  return BigInt(row.remaining);
}

/** The member's active requirements, oldest first, locked. */
export function lockActive(trx: Trx, merchantId: number, memberId: bigint) {
  return trx
    .selectFrom('turnover_requirements')
    .select(['id', 'required', 'progress'])
    .where('merchant_id', '=', merchantId)
    .where('member_id', '=', memberId)
    .where('status', '=', 'ACTIVE')
    .orderBy('id')
    .forUpdate()
    .execute();
}

export async function saveProgress(
  trx: Trx,
  id: bigint,
  progress: bigint,
  completedAt: Date | null,
): Promise<void> {
  await trx
    .updateTable('turnover_requirements')
    .set({ progress, ...(completedAt ? { status: 'COMPLETED' as const, completed_at: completedAt } : {}) })
    .where('id', '=', id)
    .execute();
}

/** The member's requirements with progress (active or completed), newest first, locked. */
export function lockWithProgress(trx: Trx, merchantId: number, memberId: bigint) {
  return trx
    .selectFrom('turnover_requirements')
    .select(['id', 'required', 'progress'])
    .where('merchant_id', '=', merchantId)
    .where('member_id', '=', memberId)
    .where('status', 'in', ['ACTIVE', 'COMPLETED'])
    .where('progress', '>', 0n)
    .orderBy('id', 'desc')
    .forUpdate()
    .execute();
}

/** Progress taken back; a completed requirement below its target is active again. */
export async function takeBackProgress(
  trx: Trx,
  id: bigint,
  progress: bigint,
  reopen: boolean,
): Promise<void> {
  await trx
    .updateTable('turnover_requirements')
    .set({ progress, ...(reopen ? { status: 'ACTIVE' as const, completed_at: null } : {}) })
    .where('id', '=', id)
    .execute();
}
