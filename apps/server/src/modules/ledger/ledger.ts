import { sql, type Transaction } from 'kysely';
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

/** A member's wallets: what they see, play and withdraw. */
export const WALLET_KINDS = ['MAIN', 'BONUS', 'VENDOR'] as const satisfies readonly LedgerAccountKind[];
const MEMBER_KINDS = new Set<LedgerAccountKind>(WALLET_KINDS);
/** Money of one member on its way (to a vendor, to the member's bank): per member, so never a hot row. */
const MEMBER_OR_BRAND_KINDS = new Set<LedgerAccountKind>(['PROVIDER_CLEARING', 'WITHDRAWAL_HOLD']);

const identity = (r: { kind: string; memberId?: bigint | null; vendorCode?: string | null }) =>
  `${r.kind}|${r.memberId ?? ''}|${r.vendorCode ?? ''}`;

function checkOwner(ref: AccountRef): void {
  const hasMember = (ref.memberId ?? null) !== null;
  if (!MEMBER_OR_BRAND_KINDS.has(ref.kind) && MEMBER_KINDS.has(ref.kind) !== hasMember)
    throw new Error(`account ${ref.kind} owner mismatch`);
}

interface LockedAccount {
  id: bigint;
  balance: bigint;
  version: bigint;
  member_id: bigint | null;
  currency: string;
}

/** Finds and locks the accounts of an entry in one statement (id order, so never a deadlock). */
async function lockAccounts(trx: Trx, merchantId: number, refs: AccountRef[]) {
  const rows = await trx
    .selectFrom('ledger_accounts')
    .select(['id', 'balance', 'version', 'member_id', 'currency', 'kind', 'vendor_code'])
    .where('merchant_id', '=', merchantId)
    .where((eb) =>
      eb.or(
        refs.map((ref) =>
          eb.and([
            eb('kind', '=', ref.kind),
            (ref.memberId ?? null) === null
              ? eb('member_id', 'is', null)
              : eb('member_id', '=', ref.memberId as bigint),
            (ref.vendorCode ?? null) === null
              ? eb('vendor_code', 'is', null)
              : eb('vendor_code', '=', ref.vendorCode as string),
          ]),
        ),
      ),
    )
    .orderBy('id')
    .forUpdate()
    .execute();
  return new Map(
    rows.map((r) => [identity({ kind: r.kind, memberId: r.member_id, vendorCode: r.vendor_code }), r]),
  );
}

/**
 * Writes one journal transaction inside the caller's database transaction: postings that sum to
 * zero, accounts locked in id order (so two movements over the same accounts never deadlock),
 * balances checked and updated with the posting that changed them. A member account that would go
 * below zero refuses the whole entry with INSUFFICIENT_FUNDS (the database CHECK is the backstop).
 * Two statements in the usual case: find and lock the accounts (creating any on first use), then
 * write the journal row, its postings and the new balances together.
 */
export async function post(trx: Trx, entry: JournalEntry): Promise<PostedEntry> {
  if (entry.postings.length < 2) throw new Error('a journal transaction needs two postings');
  let sum = 0n;
  for (const p of entry.postings) {
    if (p.amount === 0n) throw new Error('a posting cannot be zero');
    if (p.account.merchantId !== entry.merchantId) throw new Error('a posting of another brand');
    checkOwner(p.account);
    sum += p.amount;
  }
  if (sum !== 0n) throw new Error(`postings of ${entry.kind} sum to ${sum}, not zero`);

  const refs = [...new Map(entry.postings.map((p) => [identity(p.account), p.account])).values()];
  let locked = await lockAccounts(trx, entry.merchantId, refs);
  const missing = refs.filter((ref) => !locked.has(identity(ref)));
  if (missing.length > 0) {
    // First use: create them (two racing creators end with the same rows), then lock them all.
    await trx
      .insertInto('ledger_accounts')
      .values(
        missing.map((ref) => ({
          merchant_id: ref.merchantId,
          member_id: ref.memberId ?? null,
          kind: ref.kind,
          vendor_code: ref.vendorCode ?? null,
          currency: entry.currency,
        })),
      )
      .onConflict((oc) => oc.doNothing())
      .execute();
    locked = await lockAccounts(trx, entry.merchantId, refs);
    if (refs.some((ref) => !locked.has(identity(ref))))
      throw new Error('ledger account could not be created');
  }
  const state = new Map<string, LockedAccount>();
  for (const [key, row] of locked) state.set(key, { ...row });

  const postings = entry.postings.map((p) => {
    const account = state.get(identity(p.account)) as LockedAccount;
    if (account.currency !== entry.currency) throw new Error('posting in another currency');
    account.balance += p.amount;
    account.version += 1n;
    return { account: account.id, amount: p.amount, after: account.balance, version: account.version };
  });
  // Checked on the final balances: an entry may pass through an account in several postings.
  for (const account of state.values()) {
    if (account.member_id !== null && account.balance < 0n) throw new AppError('INSUFFICIENT_FUNDS');
  }
  const accounts = [...state.values()];
  const written = await sql<{ id: string }>`
    with tx as (
      insert into ledger_transactions (merchant_id, kind, idempotency_key, reference, reverses_id, metadata)
      values (${entry.merchantId}, ${entry.kind}, ${entry.idempotencyKey}, ${entry.reference ?? null},
        ${entry.reversesId ?? null}::bigint, ${JSON.stringify(entry.metadata ?? {})}::jsonb)
      returning id
    ), lines as (
      insert into ledger_postings (transaction_id, account_id, amount, balance_after, account_version)
      select tx.id, v.account_id, v.amount, v.balance_after, v.account_version
      from tx, (values ${sql.join(
        postings.map(
          (p) => sql`(${p.account}::bigint, ${p.amount}::bigint, ${p.after}::bigint, ${p.version}::bigint)`,
        ),
      )}) as v(account_id, amount, balance_after, account_version)
    ), balances as (
      update ledger_accounts a set balance = v.balance, version = v.version
      from (values ${sql.join(
        accounts.map((a) => sql`(${a.id}::bigint, ${a.balance}::bigint, ${a.version}::bigint)`),
      )}) as v(id, balance, version)
      where a.id = v.id
    )
    select id::text from tx`.execute(trx);
  const id = written.rows[0]?.id;
  if (!id) throw new Error('journal transaction not written');
  return {
    transactionId: BigInt(id),
    balances: new Map(accounts.map((a) => [a.id, a.balance])),
    memberIds: [...new Set(accounts.filter((a) => a.member_id !== null).map((a) => a.member_id as bigint))],
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
