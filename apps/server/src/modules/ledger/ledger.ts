import type { Transaction } from 'kysely';
import type { Database, LedgerAccountKind } from '../../db/schema.ts';
import { AppError } from '../../platform/app-error.ts';

export type Trx = Transaction<Database>;

/** Which account: a member's wallet (MAIN, BONUS, VENDOR with its code) or one of the brand's. */
export interface AccountRef {
  merchantId: number;
  kind: LedgerAccountKind;
  memberId?: bigint | null;
  vendorCode?: string | null;
}

export interface Posting {
  account: AccountRef;
  /** Positive: money into the account; negative: money out. */
  amount: bigint;
}

export interface JournalEntry {
  merchantId: number;
  currency: string;
  /** DEPOSIT, WITHDRAWAL_HOLD, TRANSFER_OUT, ... (records read it). */
  kind: string;
  /** At most one journal transaction per key and brand: a repeat is refused (and detectable). */
  idempotencyKey: string;
  reference?: string | null;
  reversesId?: bigint | null;
  metadata?: Record<string, unknown>;
  postings: Posting[];
}

export interface PostedEntry {
  transactionId: bigint;
  /** Balance after the entry, by account id. */
  balances: Map<bigint, bigint>;
  /** The member accounts the entry touched (for live balance updates). */
  memberIds: bigint[];
}

const MEMBER_KINDS = new Set<LedgerAccountKind>(['MAIN', 'BONUS', 'VENDOR']);

/** Finds an account, creating it on first use (two racing creators end with the same row). */
export async function accountId(trx: Trx, ref: AccountRef, currency: string): Promise<bigint> {
  const memberId = ref.memberId ?? null;
  const vendorCode = ref.vendorCode ?? null;
  if (MEMBER_KINDS.has(ref.kind) !== (memberId !== null))
    throw new Error(`account ${ref.kind} owner mismatch`);
  const find = () =>
    trx
      .selectFrom('ledger_accounts')
      .select('id')
      .where('merchant_id', '=', ref.merchantId)
      .where('kind', '=', ref.kind)
      .where((eb) => (memberId === null ? eb('member_id', 'is', null) : eb('member_id', '=', memberId)))
      .where((eb) =>
        vendorCode === null ? eb('vendor_code', 'is', null) : eb('vendor_code', '=', vendorCode),
      )
      .executeTakeFirst();
  const existing = await find();
  if (existing) return existing.id;
  await trx
    .insertInto('ledger_accounts')
    .values({
      merchant_id: ref.merchantId,
      member_id: memberId,
      kind: ref.kind,
      vendor_code: vendorCode,
      currency,
    })
    .onConflict((oc) => oc.doNothing())
    .execute();
  const created = await find();
  if (!created) throw new Error('ledger account could not be created');
  return created.id;
}

/**
 * Writes one journal transaction inside the caller's database transaction: postings that sum to
 * zero, accounts locked in id order (so two movements over the same accounts never deadlock),
 * balances checked and updated with the posting that changed them. A member account that would go
 * below zero refuses the whole entry with INSUFFICIENT_FUNDS (the database CHECK is the backstop).
 */
export async function post(trx: Trx, entry: JournalEntry): Promise<PostedEntry> {
  if (entry.postings.length < 2) throw new Error('a journal transaction needs two postings');
  let sum = 0n;
  for (const p of entry.postings) {
    if (p.amount === 0n) throw new Error('a posting cannot be zero');
    sum += p.amount;
  }
  if (sum !== 0n) throw new Error(`postings of ${entry.kind} sum to ${sum}, not zero`);

  const ids = await Promise.all(entry.postings.map((p) => accountId(trx, p.account, entry.currency)));
  const ordered = [...new Set(ids)].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));
  const rows = await trx
    .selectFrom('ledger_accounts')
    .select(['id', 'balance', 'version', 'member_id', 'currency'])
    .where('id', 'in', ordered)
    .orderBy('id')
    .forUpdate()
    .execute();
  const state = new Map(rows.map((r) => [r.id, { ...r }]));

  const tx = await trx
    .insertInto('ledger_transactions')
    .values({
      merchant_id: entry.merchantId,
      kind: entry.kind,
      idempotency_key: entry.idempotencyKey,
      reference: entry.reference ?? null,
      reverses_id: entry.reversesId ?? null,
      metadata: JSON.stringify(entry.metadata ?? {}),
    })
    .returning('id')
    .executeTakeFirstOrThrow();

  const postings = entry.postings.map((p, index) => {
    const account = state.get(ids[index] as bigint);
    if (!account) throw new Error('ledger account vanished');
    if (account.currency !== entry.currency) throw new Error('posting in another currency');
    account.balance += p.amount;
    account.version += 1n;
    return {
      transaction_id: tx.id,
      account_id: account.id,
      amount: p.amount,
      balance_after: account.balance,
      account_version: account.version,
    };
  });
  // Checked on the final balances: an entry may pass through an account in several postings.
  for (const account of state.values()) {
    if (account.member_id !== null && account.balance < 0n) throw new AppError('INSUFFICIENT_FUNDS');
  }
  await trx.insertInto('ledger_postings').values(postings).execute();
  for (const account of state.values()) {
    await trx
      .updateTable('ledger_accounts')
      .set({ balance: account.balance, version: account.version })
      .where('id', '=', account.id)
      .execute();
  }
  return {
    transactionId: tx.id,
    balances: new Map([...state.values()].map((a) => [a.id, a.balance])),
    memberIds: [...new Set(rows.filter((r) => r.member_id !== null).map((r) => r.member_id as bigint))],
  };
}

/** Whether a journal transaction with this key exists already (the movement happened). */
export async function findByKey(trx: Trx, merchantId: number, idempotencyKey: string) {
  return trx
    .selectFrom('ledger_transactions')
    .select(['id', 'kind', 'created_at'])
    .where('merchant_id', '=', merchantId)
    .where('idempotency_key', '=', idempotencyKey)
    .executeTakeFirst();
}

/** A member wallet's balance (0 when it was never used). */
export async function balanceOf(
  db: Pick<Trx, 'selectFrom'>,
  merchantId: number,
  memberId: bigint,
  kind: 'MAIN' | 'BONUS' | 'VENDOR',
  vendorCode: string | null = null,
): Promise<bigint> {
  const row = await db
    .selectFrom('ledger_accounts')
    .select('balance')
    .where('merchant_id', '=', merchantId)
    .where('member_id', '=', memberId)
    .where('kind', '=', kind)
    .where((eb) => (vendorCode === null ? eb('vendor_code', 'is', null) : eb('vendor_code', '=', vendorCode)))
    .executeTakeFirst();
  return row?.balance ?? 0n;
}
