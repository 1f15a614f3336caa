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
