import { type Insertable, sql } from 'kysely';
import type { Db } from '../../db/database.ts';
import type { AdjustmentStatus, BalanceAdjustmentsTable, MemberNotesTable } from './member-ops.tables.ts';

/** SQL of the member-ops tables (ADR 0026): notes, tags, balance adjustments, adjustment policies. */

type Window = { offset: number; limit: number };

// Notes.

export async function insertNote(db: Db, values: Insertable<MemberNotesTable>) {
  return db.insertInto('member_notes').values(values).returningAll().executeTakeFirstOrThrow();
}

export async function countNotes(db: Db, merchantId: number, memberId: bigint): Promise<number> {
  const row = await db
    .selectFrom('member_notes')
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .where('merchant_id', '=', merchantId)
    .where('member_id', '=', memberId)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

export function notesPage(db: Db, merchantId: number, memberId: bigint, window: Window) {
  return db
    .selectFrom('member_notes')
    .selectAll()
    .where('merchant_id', '=', merchantId)
    .where('member_id', '=', memberId)
    .orderBy('id', 'desc')
    .offset(window.offset)
    .limit(window.limit)
    .execute();
}

/** The latest lock or unlock note of a member (why the account is as it is). */
export function lastLockNote(db: Db, merchantId: number, memberId: bigint) {
  return db
    .selectFrom('member_notes')
    .selectAll()
    .where('merchant_id', '=', merchantId)
    .where('member_id', '=', memberId)
    .where('kind', 'in', ['LOCK', 'UNLOCK'])
    .orderBy('id', 'desc')
    .limit(1)
    .executeTakeFirst();
}

// Tags.

/** The brand's members carrying the tag, compared without case (the member search's tag filter). */
export async function membersTagged(db: Db, merchantId: number, tag: string): Promise<bigint[]> {
  const rows = await db
    .selectFrom('member_tags')
    .select('member_id')
    .where('merchant_id', '=', merchantId)
    .where(sql<string>`lower(tag)`, '=', tag.trim().toLowerCase())
    .execute();
  return rows.map((r) => r.member_id);
}

export async function tagsOf(db: Db, merchantId: number, memberId: bigint): Promise<string[]> {
  const rows = await db
    .selectFrom('member_tags')
    .select('tag')
    .where('merchant_id', '=', merchantId)
    .where('member_id', '=', memberId)
    .orderBy('tag')
    .execute();
  return rows.map((r) => r.tag);
}

/** Replaces the member's tags in the caller's transaction; answers the tags before. */
export async function replaceTags(
  trx: Db,
  values: { merchantId: number; memberId: bigint; tags: string[]; operatorId: number; now: Date },
): Promise<string[]> {
  const removed = await trx
    .deleteFrom('member_tags')
    .where('merchant_id', '=', values.merchantId)
    .where('member_id', '=', values.memberId)
    .returning('tag')
    .execute();
  if (values.tags.length > 0) {
    await trx
      .insertInto('member_tags')
      .values(
        values.tags.map((tag) => ({
          merchant_id: values.merchantId,
          member_id: values.memberId,
          tag,
          operator_id: values.operatorId,
          created_at: values.now,
        })),
      )
      .execute();
  }
  return removed.map((r) => r.tag).sort();
}

// Balance adjustments.

/** Inserts an adjustment unless its key was used on the brand; answers the new row or undefined. */
export function insertAdjustment(db: Db, values: Insertable<BalanceAdjustmentsTable>) {
  return db
    .insertInto('balance_adjustments')
    .values(values)
    .onConflict((oc) => oc.columns(['merchant_id', 'idempotency_key']).doNothing())
    .returningAll()
    .executeTakeFirst();
}

export function findAdjustmentByKey(db: Db, merchantId: number, key: string) {
  return db
    .selectFrom('balance_adjustments')
    .selectAll()
    .where('merchant_id', '=', merchantId)
    .where('idempotency_key', '=', key)
    .executeTakeFirst();
}

export function findAdjustment(db: Db, merchantId: number, id: bigint) {
  return db
    .selectFrom('balance_adjustments')
    .selectAll()
    .where('merchant_id', '=', merchantId)
    .where('id', '=', id)
    .executeTakeFirst();
}

/**
 * The adjustment's row locked until the caller's transaction ends: of two operators deciding it at
 * once, the second waits here and then reads the first one's decision.
 */
export function lockAdjustment(trx: Db, merchantId: number, id: bigint) {
  return trx
    .selectFrom('balance_adjustments')
    .selectAll()
    .where('merchant_id', '=', merchantId)
    .where('id', '=', id)
    .forUpdate()
    .executeTakeFirst();
}

/** Records a decision on a locked row (applied with its journal transaction, or rejected). */
export function decideAdjustment(
  trx: Db,
  id: bigint,
  values: {
    status: AdjustmentStatus;
    decidedBy: number | null;
    decidedAt: Date;
    note: string | null;
    transactionId: bigint | null;
  },
) {
  return trx
    .updateTable('balance_adjustments')
    .set({
      status: values.status,
      decided_by: values.decidedBy,
      decided_at: values.decidedAt,
      decision_note: values.note,
      ledger_transaction_id: values.transactionId,
    })
    .where('id', '=', id)
    .returningAll()
    .executeTakeFirstOrThrow();
}

/** Proposals past their time, marked EXPIRED in one statement (safe on every node at once). */
export function expireProposals(db: Db, now: Date) {
  return db
    .updateTable('balance_adjustments')
    .set({ status: 'EXPIRED', decided_at: now })
    .where('status', '=', 'PENDING')
    .where('expires_at', '<=', now)
    .returningAll()
    .execute();
}

export interface AdjustmentFilter {
  merchantId: number;
  status?: AdjustmentStatus | undefined;
  memberId?: bigint | undefined;
}

function adjustmentsQuery(db: Db, f: AdjustmentFilter) {
  let query = db.selectFrom('balance_adjustments').where('merchant_id', '=', f.merchantId);
  if (f.status) query = query.where('status', '=', f.status);
  if (f.memberId !== undefined) query = query.where('member_id', '=', f.memberId);
  return query;
}

export async function countAdjustments(db: Db, f: AdjustmentFilter): Promise<number> {
  const row = await adjustmentsQuery(db, f)
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

export function adjustmentsPage(db: Db, f: AdjustmentFilter, window: Window) {
  return (
    adjustmentsQuery(db, f)
      .selectAll()
      // The queue is worked oldest first; history reads newest first.
      .orderBy('id', f.status === 'PENDING' ? 'asc' : 'desc')
      .offset(window.offset)
      .limit(window.limit)
      .execute()
  );
}

// Policies.

export function findPolicy(db: Db, merchantId: number) {
  return db
    .selectFrom('adjustment_policies')
    .selectAll()
    .where('merchant_id', '=', merchantId)
    .executeTakeFirst();
}

/** The brand's policy row locked for a change (created with the given values when missing). */
export async function upsertPolicy(
  trx: Db,
  values: {
    merchantId: number;
    fourEyesThreshold: bigint;
    proposalTtlHours: number;
    roleLimits: Record<string, string>;
    operatorId: number;
    now: Date;
  },
): Promise<void> {
  await trx
    .insertInto('adjustment_policies')
    .values({
      merchant_id: values.merchantId,
      four_eyes_threshold: values.fourEyesThreshold,
      proposal_ttl_hours: values.proposalTtlHours,
      role_limits: sql`${JSON.stringify(values.roleLimits)}::jsonb`,
      updated_by: values.operatorId,
      updated_at: values.now,
    })
    .onConflict((oc) =>
      oc.column('merchant_id').doUpdateSet({
        four_eyes_threshold: values.fourEyesThreshold,
        proposal_ttl_hours: values.proposalTtlHours,
        role_limits: sql`${JSON.stringify(values.roleLimits)}::jsonb`,
        updated_by: values.operatorId,
        updated_at: values.now,
      }),
    )
    .execute();
}

export function lockPolicy(trx: Db, merchantId: number) {
  return trx
    .selectFrom('adjustment_policies')
    .selectAll()
    .where('merchant_id', '=', merchantId)
    .forUpdate()
    .executeTakeFirst();
}
