import type { Insertable, Updateable } from 'kysely';
import type { Db } from '../../db/database.ts';
import type { DepositsTable, PaymentEventsTable } from '../../db/schema.ts';
import { countOf } from '../../platform/paging.ts';
import type { Trx } from '../ledger/ledger.ts';

/**
 * Payment methods, deposits and the provider's notifications (`payment_methods`, `deposits`,
 * `payment_events`, the payments module's; ADR 0013/0014). The service owns the transactions.
 */
type Exec = Db | Trx;

// ---- payment methods ----

/** The brand's enabled methods in their order. */
export function enabledMethods(db: Db, merchantId: number) {
  return db
    .selectFrom('payment_methods')
    .selectAll()
    .where('merchant_id', '=', merchantId)
    .where('enabled', '=', true)
    .orderBy('sort')
    .orderBy('id')
    .execute();
}

/** One enabled method of the brand of that kind. */
export function findEnabledMethod(db: Db, merchantId: number, id: bigint, kind: 'ONLINE' | 'BANK_TRANSFER') {
  return db
    .selectFrom('payment_methods')
    .selectAll()
    .where('merchant_id', '=', merchantId)
    .where('id', '=', id)
    .where('enabled', '=', true)
    .where('kind', '=', kind)
    .executeTakeFirst();
}

export async function methodName(db: Db, id: bigint): Promise<string> {
  const row = await db
    .selectFrom('payment_methods')
    .select('name')
    .where('id', '=', id)
    .executeTakeFirstOrThrow();
  return row.name;
}

// ---- deposits ----

/** The brand's deposits with their method, as the views read them. */
function deposits(db: Db, merchantId: number) {
  return db
    .selectFrom('deposits')
    .innerJoin('payment_methods', 'payment_methods.id', 'deposits.method_id')
    .select([
      'deposits.id',
      'deposits.amount',
      'deposits.status',
      'deposits.reference',
      'deposits.reason',
      'deposits.created_at',
      'deposits.completed_at',
      'payment_methods.kind',
      'payment_methods.name',
    ])
    .where('deposits.merchant_id', '=', merchantId);
}
export type DepositView = Awaited<ReturnType<ReturnType<typeof deposits>['executeTakeFirstOrThrow']>>;

/** One deposit of the brand (of the member when given). */
export function findDeposit(
  db: Db,
  merchantId: number,
  id: bigint,
  memberId: bigint | null,
): Promise<DepositView | undefined> {
  let query = deposits(db, merchantId).where('deposits.id', '=', id);
  if (memberId !== null) query = query.where('deposits.member_id', '=', memberId);
  return query.executeTakeFirst();
}

function memberDeposits(
  db: Db,
  merchantId: number,
  memberId: bigint,
  status: DepositsTable['status'] | undefined,
) {
  let base = deposits(db, merchantId).where('deposits.member_id', '=', memberId);
  if (status) base = base.where('deposits.status', '=', status);
  return base;
}

export function countMemberDeposits(
  db: Db,
  merchantId: number,
  memberId: bigint,
  status: DepositsTable['status'] | undefined,
): Promise<number> {
  return countOf(memberDeposits(db, merchantId, memberId, status));
}

/** A page of the member's deposits, newest first. */
export function memberDepositsPage(
  db: Db,
  merchantId: number,
  memberId: bigint,
  status: DepositsTable['status'] | undefined,
  window: { offset: number; limit: number },
): Promise<DepositView[]> {
  return memberDeposits(db, merchantId, memberId, status)
    .orderBy('deposits.created_at', 'desc')
    .orderBy('deposits.id', 'desc')
    .offset(window.offset)
    .limit(window.limit)
    .execute();
}

export async function insertDeposit(trx: Trx, values: Insertable<DepositsTable>): Promise<bigint> {
  const row = await trx.insertInto('deposits').values(values).returning('id').executeTakeFirstOrThrow();
  return row.id;
}

/** The provider's payment id, kept from its first answer (a retried start keeps the first). */
export async function setProviderPaymentId(db: Db, id: bigint, paymentId: string): Promise<void> {
  await db
    .updateTable('deposits')
    .set({ provider_payment_id: paymentId })
    .where('id', '=', id)
    .where('provider_payment_id', 'is', null)
    .execute();
}

/** What a provider notification is checked against. */
export function findDepositForNotice(db: Db, id: bigint) {
  return db
    .selectFrom('deposits')
    .select(['id', 'merchant_id', 'amount', 'currency', 'provider_payment_id'])
    .where('id', '=', id)
    .executeTakeFirst();
}

export type LockedDeposit = {
  id: bigint;
  member_id: bigint;
  method_id: bigint;
  amount: bigint;
  currency: string;
  status: DepositsTable['status'];
  provider_payment_id: string | null;
  reference: string | null;
  reason: string | null;
  created_at: Date;
  completed_at: Date | null;
};

/** The deposit, locked until the transaction ends. */
export function lockDeposit(trx: Trx, merchantId: number, id: bigint): Promise<LockedDeposit | undefined> {
  return trx
    .selectFrom('deposits')
    .select([
      'id',
      'member_id',
      'method_id',
      'amount',
      'currency',
      'status',
      'provider_payment_id',
      'reference',
      'reason',
      'created_at',
      'completed_at',
    ])
    .where('merchant_id', '=', merchantId)
    .where('id', '=', id)
    .forUpdate()
    .executeTakeFirst();
}

export async function updateDeposit(trx: Exec, id: bigint, set: Updateable<DepositsTable>): Promise<void> {
  await trx.updateTable('deposits').set(set).where('id', '=', id).execute();
}

/** The brand's latest deposits (of one status if given) for the operator pages. */
export function operatorDeposits(
  db: Db,
  merchantId: number,
  status: DepositsTable['status'] | null,
  limit: number,
) {
  let query = db
    .selectFrom('deposits')
    .innerJoin('payment_methods', 'payment_methods.id', 'deposits.method_id')
    .select([
      'deposits.id',
      'deposits.member_id',
      'deposits.amount',
      'deposits.status',
      'deposits.reference',
      'deposits.proof_ids',
      'deposits.reason',
      'deposits.created_at',
      'deposits.completed_at',
      'payment_methods.name as method',
      'payment_methods.kind',
    ])
    .where('deposits.merchant_id', '=', merchantId)
    .orderBy('deposits.id', 'desc')
    .limit(limit);
  if (status) query = query.where('deposits.status', '=', status);
  return query.execute();
}

// ---- provider notifications ----

/** A notification as received and what it led to; the same event id is recorded once. */
export async function recordPaymentEvent(db: Db, values: Insertable<PaymentEventsTable>): Promise<void> {
  await db
    .insertInto('payment_events')
    .values(values)
    .onConflict((oc) => oc.doNothing())
    .execute();
}

// ---- the operators' deposit queue (issue 15, "Payments") ----

/** What the console's deposit queue filters by; every part optional. */
export interface DepositQueueFilter {
  /** One deposit (the detail view). */
  id: bigint | null;
  status: DepositsTable['status'] | null;
  from: Date | null;
  to: Date | null;
  memberId: bigint | null;
  minAmount: bigint | null;
  maxAmount: bigint | null;
  methodId: bigint | null;
}

export type QueueSort = { by: 'createdAt' | 'amount'; order: 'asc' | 'desc' };

function depositQueue(db: Db, merchantId: number, f: DepositQueueFilter) {
  let query = db
    .selectFrom('deposits')
    .innerJoin('payment_methods', 'payment_methods.id', 'deposits.method_id')
    .where('deposits.merchant_id', '=', merchantId);
  if (f.id !== null) query = query.where('deposits.id', '=', f.id);
  if (f.status) query = query.where('deposits.status', '=', f.status);
  if (f.from) query = query.where('deposits.created_at', '>=', f.from);
  if (f.to) query = query.where('deposits.created_at', '<', f.to);
  if (f.memberId !== null) query = query.where('deposits.member_id', '=', f.memberId);
  if (f.minAmount !== null) query = query.where('deposits.amount', '>=', f.minAmount);
  if (f.maxAmount !== null) query = query.where('deposits.amount', '<=', f.maxAmount);
  if (f.methodId !== null) query = query.where('deposits.method_id', '=', f.methodId);
  return query;
}

export function countDepositQueue(db: Db, merchantId: number, filter: DepositQueueFilter): Promise<number> {
  return countOf(depositQueue(db, merchantId, filter));
}

/** A page of the queue in the asked order (the id breaks ties the same way). */
export function depositQueuePage(
  db: Db,
  merchantId: number,
  filter: DepositQueueFilter,
  sort: QueueSort,
  window: { offset: number; limit: number },
) {
  return depositQueue(db, merchantId, filter)
    .select([
      'deposits.id',
      'deposits.member_id',
      'deposits.amount',
      'deposits.status',
      'deposits.reference',
      'deposits.proof_ids',
      'deposits.reason',
      'deposits.decided_by',
      'deposits.created_at',
      'deposits.completed_at',
      'payment_methods.id as method_id',
      'payment_methods.name as method',
      'payment_methods.kind',
    ])
    .orderBy(sort.by === 'amount' ? 'deposits.amount' : 'deposits.created_at', sort.order)
    .orderBy('deposits.id', sort.order)
    .offset(window.offset)
    .limit(window.limit)
    .execute();
}
export type DepositQueueRow = Awaited<ReturnType<typeof depositQueuePage>>[number];

/** Per member: credited deposits (count, sum, the last), and deposits rejected since `since`. */
export async function depositStats(db: Db, merchantId: number, memberIds: bigint[], since: Date) {
  if (memberIds.length === 0) return [];
  return db
    .selectFrom('deposits')
    .select((eb) => [
      'member_id',
      eb.fn.count<string | number | bigint>('id').filterWhere('status', '=', 'CREDITED').as('credited'),
      eb.fn
        .sum<string | number | bigint | null>('amount')
        .filterWhere('status', '=', 'CREDITED')
        .as('creditedSum'),
      eb.fn.max<Date | null>('completed_at').filterWhere('status', '=', 'CREDITED').as('lastCreditedAt'),
      eb.fn
        .count<string | number | bigint>('id')
        .filterWhere((w) => w.and([w('status', '=', 'REJECTED'), w('created_at', '>=', since)]))
        .as('rejectedRecently'),
    ])
    .where('merchant_id', '=', merchantId)
    .where('member_id', 'in', [...new Set(memberIds)])
    .groupBy('member_id')
    .execute();
}

/** The member's last deposit credited before `before` (its amount and when). */
export function lastCreditedBefore(db: Db, merchantId: number, memberId: bigint, before: Date) {
  return db
    .selectFrom('deposits')
    .select(['id', 'amount', 'completed_at'])
    .where('merchant_id', '=', merchantId)
    .where('member_id', '=', memberId)
    .where('status', '=', 'CREDITED')
    .where('completed_at', '<=', before)
    .orderBy('completed_at', 'desc')
    .limit(1)
    .executeTakeFirst();
}

/** Which of these transfer references another deposit of the brand also gave. */
export async function sharedReferences(
  db: Db,
  merchantId: number,
  references: string[],
): Promise<Set<string>> {
  if (references.length === 0) return new Set();
  const rows = await db
    .selectFrom('deposits')
    .select('reference')
    .where('merchant_id', '=', merchantId)
    .where('reference', 'in', [...new Set(references)])
    .groupBy('reference')
    .having((eb) => eb.fn.countAll(), '>', 1)
    .execute();
  return new Set(rows.map((r) => r.reference as string));
}

// ---- the operators' payment methods screen ----

/** Every method of the brand (enabled or not) in the players' order. */
export function allMethods(db: Db, merchantId: number) {
  return db
    .selectFrom('payment_methods')
    .select(['id', 'kind', 'name', 'provider', 'min_amount', 'max_amount', 'enabled', 'sort'])
    .where('merchant_id', '=', merchantId)
    .orderBy('sort')
    .orderBy('id')
    .execute();
}

/** The brand's methods, locked in id order, for a change to one or to the order. */
export function lockMethods(trx: Trx, merchantId: number) {
  return trx
    .selectFrom('payment_methods')
    .select(['id', 'kind', 'name', 'min_amount', 'max_amount', 'enabled', 'sort'])
    .where('merchant_id', '=', merchantId)
    .orderBy('id')
    .forUpdate()
    .execute();
}

export async function updateMethod(
  trx: Trx,
  id: bigint,
  set: { enabled?: boolean; min_amount?: bigint; max_amount?: bigint; sort?: number },
): Promise<void> {
  await trx.updateTable('payment_methods').set(set).where('id', '=', id).execute();
}
