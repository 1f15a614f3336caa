import type { Insertable, Updateable } from 'kysely';
import type { Db } from '../../db/database.ts';
import type { MemberBankAccountsTable, WithdrawalsTable } from '../../db/schema.ts';
import { countOf } from '../../platform/paging.ts';
import type { Trx } from '../ledger/ledger.ts';

/**
 * Withdrawals and the bank accounts they go to (`withdrawals`, `member_bank_accounts`, the
 * wallet's; ADR 0013). The service owns the transactions and the locks' order.
 */
type Exec = Db | Trx;

// ---- bank accounts ----

export function bankAccountsOf(db: Exec, merchantId: number, memberId: bigint) {
  return db
    .selectFrom('member_bank_accounts')
    .select(['id', 'bank_name', 'account_number_last4', 'account_name', 'created_at'])
    .where('merchant_id', '=', merchantId)
    .where('member_id', '=', memberId)
    .orderBy('id')
    .execute();
}

/** The member's accounts' hashes and sealed numbers (to find one bound twice). */
export function boundAccountNumbers(trx: Trx, merchantId: number, memberId: bigint) {
  return trx
    .selectFrom('member_bank_accounts')
    .select(['account_number_hash', 'account_number_sealed'])
    .where('merchant_id', '=', merchantId)
    .where('member_id', '=', memberId)
    .execute();
}

export async function insertBankAccount(
  trx: Trx,
  values: Insertable<MemberBankAccountsTable>,
): Promise<bigint> {
  const row = await trx
    .insertInto('member_bank_accounts')
    .values(values)
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/** The member's bank account of that id, if it is theirs. */
export function findBankAccount(db: Exec, merchantId: number, memberId: bigint, id: bigint) {
  return db
    .selectFrom('member_bank_accounts')
    .select('id')
    .where('merchant_id', '=', merchantId)
    .where('member_id', '=', memberId)
    .where('id', '=', id)
    .executeTakeFirst();
}

// ---- withdrawals ----

/** A withdrawal with its bank account, as the views read it. */
export type WithdrawalRow = {
  id: bigint;
  member_id: bigint;
  amount: bigint;
  status: WithdrawalsTable['status'];
  confirmation: WithdrawalsTable['confirmation'];
  reason: string | null;
  created_at: Date;
  decided_at: Date | null;
  auto_confirm_at: Date | null;
  bank_name: string;
  account_number_last4: string;
};

/** The brand's withdrawals with their bank account. */
function withdrawals(db: Exec, merchantId: number) {
  return db
    .selectFrom('withdrawals')
    .innerJoin('member_bank_accounts', 'member_bank_accounts.id', 'withdrawals.bank_account_id')
    .select([
      'withdrawals.id',
      'withdrawals.member_id',
      'withdrawals.amount',
      'withdrawals.status',
      'withdrawals.confirmation',
      'withdrawals.reason',
      'withdrawals.created_at',
      'withdrawals.decided_at',
      'withdrawals.auto_confirm_at',
      'member_bank_accounts.bank_name',
      'member_bank_accounts.account_number_last4',
    ])
    .where('withdrawals.merchant_id', '=', merchantId);
}

/** One withdrawal of the brand (of the member when given), locked for a change when `lock`. */
export function findWithdrawal(
  db: Exec,
  merchantId: number,
  id: bigint,
  memberId: bigint | null,
  lock = false,
): Promise<WithdrawalRow | undefined> {
  let query = withdrawals(db, merchantId).where('withdrawals.id', '=', id);
  if (memberId !== null) query = query.where('withdrawals.member_id', '=', memberId);
  if (lock) query = query.forUpdate('withdrawals');
  return query.executeTakeFirst();
}

function memberWithdrawals(
  db: Db,
  merchantId: number,
  memberId: bigint,
  status: WithdrawalsTable['status'] | undefined,
) {
  let base = withdrawals(db, merchantId).where('withdrawals.member_id', '=', memberId);
  if (status) base = base.where('withdrawals.status', '=', status);
  return base;
}

export function countMemberWithdrawals(
  db: Db,
  merchantId: number,
  memberId: bigint,
  status: WithdrawalsTable['status'] | undefined,
): Promise<number> {
  return countOf(memberWithdrawals(db, merchantId, memberId, status));
}

/** A page of the member's withdrawals, newest first. */
export function memberWithdrawalsPage(
  db: Db,
  merchantId: number,
  memberId: bigint,
  status: WithdrawalsTable['status'] | undefined,
  window: { offset: number; limit: number },
): Promise<WithdrawalRow[]> {
  return memberWithdrawals(db, merchantId, memberId, status)
    .orderBy('withdrawals.created_at', 'desc')
    .orderBy('withdrawals.id', 'desc')
    .offset(window.offset)
    .limit(window.limit)
    .execute();
}

/** Requests since `since` that count against the daily limit (rejected ones do not). */
/** What a member asked to withdraw since an instant (every request but rejected ones), minor units. */
export async function amountRequestedSince(
  db: Exec,
  merchantId: number,
  memberId: bigint,
  since: Date,
): Promise<bigint> {
  const row = await db
    .selectFrom('withdrawals')
    .select((eb) => eb.fn.coalesce(eb.fn.sum<string | number | bigint>('amount'), eb.lit(0)).as('total'))
    .where('merchant_id', '=', merchantId)
    .where('member_id', '=', memberId)
    .where('created_at', '>', since)
    .where('status', '!=', 'REJECTED')
    .executeTakeFirstOrThrow();
  return BigInt(row.total);
}

export async function countRequestsSince(
  db: Exec,
  merchantId: number,
  memberId: bigint,
  since: Date,
): Promise<number> {
  const row = await db
    .selectFrom('withdrawals')
    .select((eb) => eb.fn.countAll<string | number | bigint>().as('n'))
    .where('merchant_id', '=', merchantId)
    .where('member_id', '=', memberId)
    .where('created_at', '>', since)
    .where('status', '!=', 'REJECTED')
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

export async function insertWithdrawal(trx: Trx, values: Insertable<WithdrawalsTable>): Promise<bigint> {
  const row = await trx.insertInto('withdrawals').values(values).returning('id').executeTakeFirstOrThrow();
  return row.id;
}

export type WithdrawalChange = Partial<Omit<WithdrawalsTable, 'id' | 'created_at' | 'proof_ids'>> & {
  proof_ids?: string[];
};

export async function updateWithdrawal(trx: Trx, id: bigint, set: WithdrawalChange): Promise<void> {
  await trx
    .updateTable('withdrawals')
    .set(set as Updateable<WithdrawalsTable>)
    .where('id', '=', id)
    .execute();
}

/** Paid withdrawals nobody confirmed whose time has come count as received; how many. */
export async function autoConfirmDue(db: Db, now: Date): Promise<number> {
  const result = await db
    .updateTable('withdrawals')
    .set({ status: 'COMPLETED', confirmation: 'AUTO_CONFIRMED', completed_at: now })
    .where('status', '=', 'PAID')
    .where('confirmation', '=', 'AWAITING')
    .where('auto_confirm_at', '<=', now)
    .executeTakeFirst();
  return Number(result.numUpdatedRows);
}

/** The brand's latest withdrawals (of one status if given) for the operator pages. */
export function operatorWithdrawals(
  db: Db,
  merchantId: number,
  status: WithdrawalsTable['status'] | null,
  limit: number,
) {
  let query = db
    .selectFrom('withdrawals')
    .innerJoin('member_bank_accounts', 'member_bank_accounts.id', 'withdrawals.bank_account_id')
    .select([
      'withdrawals.id',
      'withdrawals.member_id',
      'withdrawals.amount',
      'withdrawals.status',
      'withdrawals.confirmation',
      'withdrawals.reason',
      'withdrawals.proof_ids',
      'withdrawals.created_at',
      'member_bank_accounts.bank_name',
      'member_bank_accounts.account_name',
      'member_bank_accounts.account_number_last4',
    ])
    .where('withdrawals.merchant_id', '=', merchantId)
    .orderBy('withdrawals.id', 'desc')
    .limit(limit);
  if (status) query = query.where('withdrawals.status', '=', status);
  return query.execute();
}
