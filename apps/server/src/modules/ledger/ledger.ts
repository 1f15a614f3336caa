import type { Kysely, RawBuilder, Transaction } from 'kysely';
import type { Database, LedgerAccountKind } from '../../db/schema.ts';
import { AppError } from '../../platform/app-error.ts';
import * as repo from './ledger.repository.ts';

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
/**
 * Money of one member on its way (to a vendor, to the member's bank), the house's side of their
 * play and the payment provider's side of their deposits and paid withdrawals: per member, so
 * never a hot row. A brand-level row of these kinds stays valid for what it holds.
 */
const MEMBER_OR_BRAND_KINDS = new Set<LedgerAccountKind>([
  'PROVIDER_CLEARING',
  'WITHDRAWAL_HOLD',
  'HOUSE',
  'PAYMENT_CLEARING',
]);

/**
 * The house's side of one member's game play (ADR 0017): bets and wins move between the member's
 * wallet and this account, so concurrent play never queues on one brand-wide row. It may go below
 * zero (the member is ahead); the brand's result is the sum of its HOUSE accounts.
 */
export const gameHouse = (merchantId: number, memberId: bigint): AccountRef => ({
  merchantId,
  kind: 'HOUSE',
  memberId,
});

/**
 * The payment provider's side of a member's deposits and paid withdrawals (ADR 0052): the
 * member's own PAYMENT_CLEARING account, so deposits and withdrawals of different members never
 * wait on one brand-wide row; `perMember` false is the brand's single row (the benchmark's
 * baseline, and a switch back). It goes below zero as deposits come in (the provider owes the
 * money it collected); the brand's clearing balance is the sum of all its PAYMENT_CLEARING rows.
 */
export const paymentClearing = (merchantId: number, memberId: bigint, perMember = true): AccountRef => ({
  merchantId,
  kind: 'PAYMENT_CLEARING',
  memberId: perMember ? memberId : null,
});

const identity = (r: { kind: string; memberId?: bigint | null; vendorCode?: string | null }) =>
  `${r.kind}|${r.memberId ?? ''}|${r.vendorCode ?? ''}`;

function checkOwner(ref: AccountRef): void {
  const hasMember = (ref.memberId ?? null) !== null;
  if (!MEMBER_OR_BRAND_KINDS.has(ref.kind) && MEMBER_KINDS.has(ref.kind) !== hasMember)
    throw new Error(`account ${ref.kind} owner mismatch`);
}

/** Anything that runs queries: the database or a transaction. */
type Executor = Kysely<Database>;

/** SQL text, or a fragment computed in the statement (from a guard's row, say). */
export type Text = string | RawBuilder<unknown>;

/**
 * A step that must happen for the entry to happen, in the same statement: CTEs (`name as (...)`)
 * written before the journal's, of which `name` yields one row when the step took place and none
 * when it did not (a claim someone else holds, a status already changed). No row, no movement.
 * Each data-modifying CTE must be conditional on `ready` (true when every account of the entry
 * exists): on an entry's first use of an account the statement runs twice, and the first run
 * must change nothing.
 */
export interface Guard {
  ctes: (ready: RawBuilder<boolean>) => RawBuilder<unknown>;
  name: string;
}

/**
 * Something to read in the same statement once the entry is written, as one SQL value (JSON, say):
 * it may read `moved` (id, balance, version, member_id of the accounts the entry changed), which
 * holds their new balances; the tables themselves still show the statement's starting point.
 */
export type Report = RawBuilder<unknown>;

export interface GuardedEntry extends Omit<JournalEntry, 'idempotencyKey' | 'reference'> {
  idempotencyKey: Text;
  reference?: Text | null;
}

/** What a member account that would go below zero raises (the CHECK of migration 0004). */
function isOverdraft(error: unknown): boolean {
  const e = error as { code?: string; constraint?: string; message?: string } | null;
  return (
    e?.code === '23514' && (e.constraint ?? e.message ?? '').includes('ledger_accounts_member_not_negative')
  );
}

function checkEntry(entry: GuardedEntry): AccountRef[] {
  if (entry.postings.length < 2) throw new Error('a journal transaction needs two postings');
  let sum = 0n;
  for (const p of entry.postings) {
    if (p.amount === 0n) throw new Error('a posting cannot be zero');
    if (p.account.merchantId !== entry.merchantId) throw new Error('a posting of another brand');
    checkOwner(p.account);
    sum += p.amount;
  }
  if (sum !== 0n) throw new Error(`postings of ${entry.kind} sum to ${sum}, not zero`);
  return [...new Map(entry.postings.map((p) => [identity(p.account), p.account])).values()];
}

/**
 * Writes one journal transaction: postings that sum to zero, balances moved and checked in the
 * same statement. Inside the caller's transaction when given one; on its own (atomic by itself)
 * when given the database. A member account that would go below zero refuses the whole entry
 * with INSUFFICIENT_FUNDS (the database CHECK decides, so no code path can get past it).
 */
export async function post(db: Executor, entry: JournalEntry): Promise<PostedEntry> {
  const posted = await postGuarded(db, entry);
  if (!posted) throw new Error('journal transaction not written');
  return posted;
}

/**
 * `post` with a guard: the guard's CTEs run in the same statement, and the entry happens only if
 * the guard yields its row. Returns the guard's row with the entry, or `null` when the guard did
 * not take place (and nothing moved).
 */
export async function postGuarded(
  db: Executor,
  entry: GuardedEntry,
  guard?: Guard,
  report?: Report,
): Promise<(PostedEntry & { guard: Record<string, unknown>; report: unknown }) | null> {
  const refs = checkEntry(entry);
  for (let attempt = 1; ; attempt += 1) {
    let row: repo.Written | undefined;
    try {
      row = await repo.writeJournal(db, entry, refs.length, guard, report);
    } catch (error) {
      if (isOverdraft(error)) throw new AppError('INSUFFICIENT_FUNDS');
      throw error;
    }
    if (!row) throw new Error('journal statement returned nothing');
    if (row.wrong_currency) throw new Error('posting in another currency');
    if (!row.ready) {
      // Accounts used for the first time: the statement changed nothing; it runs again once
      // they exist.
      if (attempt > 1) throw new Error('ledger account could not be created');
      await repo.createAccounts(db, entry.currency, refs);
      continue;
    }
    if (!row.guarded) return null;
    if (row.transaction_id === null) throw new Error('journal transaction not written');
    const moved = row.moved ?? [];
    return {
      transactionId: BigInt(row.transaction_id),
      balances: new Map(moved.map((m) => [BigInt(m.id), BigInt(m.balance)])),
      memberIds: [...new Set(moved.filter((m) => m.member !== null).map((m) => BigInt(m.member as string)))],
      guard: row.guard ?? {},
      report: row.report,
    };
  }
}

/**
 * Several journal transactions of one brand and currency in ONE statement (a settlement paying a
 * batch of bills), each checked like `post`'s and each with its own journal row and idempotency
 * key; the answer is in the entries' order. All or nothing: a member account that would end below
 * zero refuses the whole batch with INSUFFICIENT_FUNDS (the caller may then write the entries one
 * by one), and a key used before refuses it too. `balances` are the accounts' balances after the
 * whole batch.
 */
export async function postBatch(db: Executor, entries: readonly JournalEntry[]): Promise<PostedEntry[]> {
  const first = entries[0];
  if (!first) return [];
  const refs = new Map<string, AccountRef>();
  for (const entry of entries) {
    if (entry.merchantId !== first.merchantId || entry.currency !== first.currency)
      throw new Error('a batch is of one brand and currency');
    for (const ref of checkEntry(entry)) refs.set(identity(ref), ref);
  }
  for (let attempt = 1; ; attempt += 1) {
    let row: repo.WrittenMany | undefined;
    try {
      row = await repo.writeJournalBatch(db, first.merchantId, first.currency, entries, refs.size);
    } catch (error) {
      if (isOverdraft(error)) throw new AppError('INSUFFICIENT_FUNDS');
      throw error;
    }
    if (!row) throw new Error('journal statement returned nothing');
    if (row.wrong_currency) throw new Error('posting in another currency');
    if (!row.ready) {
      if (attempt > 1) throw new Error('ledger account could not be created');
      await repo.createAccounts(db, first.currency, [...refs.values()]);
      continue;
    }
    const ids = new Map((row.transactions ?? []).map((t) => [t.e, BigInt(t.id)]));
    const balances = new Map((row.moved ?? []).map((m) => [BigInt(m.id), BigInt(m.balance)]));
    return entries.map((entry, e) => {
      const transactionId = ids.get(e);
      if (transactionId === undefined) throw new Error('journal transaction not written');
      const memberIds = new Set<bigint>();
      for (const p of entry.postings) {
        if (MEMBER_KINDS.has(p.account.kind) && p.account.memberId != null) memberIds.add(p.account.memberId);
      }
      return { transactionId, balances, memberIds: [...memberIds] };
    });
  }
}

/**
 * Opens these accounts now where they do not exist yet, in one statement, so a batch of entries
 * that uses many accounts for the first time (a settlement paying thousands of agents) writes
 * each entry in one pass instead of two. Opening an account that exists changes nothing.
 */
export async function openAccounts(
  db: Executor,
  currency: string,
  refs: readonly AccountRef[],
): Promise<void> {
  if (refs.length === 0) return;
  for (const ref of refs) checkOwner(ref);
  const unique = [...new Map(refs.map((r) => [identity(r), r])).values()];
  await repo.createAccounts(db, currency, unique);
}

/** Whether a journal transaction with this key exists already (the movement happened). */
export function findByKey(trx: Trx, merchantId: number, idempotencyKey: string) {
  return repo.findTransactionByKey(trx, merchantId, idempotencyKey);
}

/** A member wallet's balance (0 when it was never used). */
export function balanceOf(
  db: Pick<Trx, 'selectFrom'>,
  merchantId: number,
  memberId: bigint,
  kind: 'MAIN' | 'BONUS' | 'VENDOR',
  vendorCode: string | null = null,
): Promise<bigint> {
  return repo.walletBalance(db, merchantId, memberId, kind, vendorCode);
}

/** The member's wallet postings in [from, to] (of these journal kinds if given), for the records. */
export interface WalletPostingsQuery {
  merchantId: number;
  memberId: bigint;
  from: Date;
  to: Date;
  kinds?: string[] | undefined;
}

// Wallets only: money in transit or on hold is the member's too, but not a movement they see.
const onWallets = (q: WalletPostingsQuery) => ({ ...q, accountKinds: WALLET_KINDS });

export function countWalletPostings(db: Executor, q: WalletPostingsQuery): Promise<number> {
  return repo.countWalletPostings(db, onWallets(q));
}

/** A page of them, newest first, each with its account and journal transaction. */
export function walletPostingsPage(
  db: Executor,
  q: WalletPostingsQuery,
  window: { offset: number; limit: number },
) {
  return repo.walletPostingsPage(db, onWallets(q), window);
}

/** Their sum per journal kind. */
export function walletFlows(db: Executor, q: WalletPostingsQuery & { kinds: string[] }) {
  return repo.walletFlows(db, { ...onWallets(q), kinds: q.kinds });
}

/** A brand's currency change, allowed only before its first journal entry (issue 15). */
export { brandHasJournal, moveUnusedAccountsToCurrency } from './currency.repository.ts';
