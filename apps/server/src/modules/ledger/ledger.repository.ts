import { type Kysely, sql } from 'kysely';
import type { Database, LedgerAccountKind } from '../../db/schema.ts';
import { countOf } from '../../platform/paging.ts';
import type { AccountRef, Guard, GuardedEntry, Report, Text, Trx } from './ledger.ts';

/**
 * The journal's SQL (`ledger_accounts`, `ledger_transactions`, `ledger_postings`; ADR 0013).
 * ledger.ts is the module's face (post, postGuarded, balanceOf and the account rules): other
 * modules call it, never this file. Each statement runs on the executor it is given: the
 * caller's transaction, or the database for a statement atomic by itself.
 */

/** Anything that runs queries: the database or a transaction. */
type Executor = Kysely<Database>;

const text = (value: Text) => (typeof value === 'string' ? sql`${value}` : value);

/** Creates accounts on first use; two racing creators end with the same rows. */
export async function createAccounts(db: Executor, currency: string, refs: AccountRef[]): Promise<void> {
  await db
    .insertInto('ledger_accounts')
    .values(
      refs.map((ref) => ({
        merchant_id: ref.merchantId,
        member_id: ref.memberId ?? null,
        kind: ref.kind,
        vendor_code: ref.vendorCode ?? null,
        currency,
      })),
    )
    .onConflict((oc) => oc.doNothing())
    .execute();
}

export type Written = {
  ready: boolean;
  wrong_currency: boolean;
  guarded: boolean;
  transaction_id: string | null;
  moved: { id: string; balance: string; member: string | null }[] | null;
  guard: Record<string, unknown> | null;
  report: unknown;
};

/**
 * The entry as one statement: check that its accounts exist, find and lock them in id order (so
 * two movements over the same accounts never deadlock), move every balance by the sum of its
 * postings, write the journal row and its postings with each one's balance and version after it.
 * Nothing is written unless every account exists in the entry's currency and the guard, if any,
 * took place. An account going below zero fails the CHECK, which refuses the whole statement.
 */
function journalStatement(entry: GuardedEntry, accounts: number, guard?: Guard, report?: Report) {
  const want = sql.join(
    entry.postings.map(
      (p, i) =>
        sql`(${i}::int, ${p.account.kind}::text, ${p.account.memberId ?? null}::bigint, ${p.account.vendorCode ?? null}::text, ${p.amount}::bigint)`,
    ),
  );
  // Matches the identity index's expressions, so each account is one index probe.
  const ours = sql`a.merchant_id = ${entry.merchantId} and a.kind = k.kind
    and coalesce(a.member_id, 0) = k.member_key and coalesce(a.vendor_code, '') = k.vendor_key`;
  const ready = sql<boolean>`(select ok from ready)`;
  const happened = guard ? sql`exists (select 1 from ${sql.table(guard.name)})` : sql`true`;
  return sql<Written>`
    with want (n, kind, member_id, vendor_code, amount) as (values ${want}),
    keys as materialized (
      select distinct kind, coalesce(member_id, 0) as member_key, coalesce(vendor_code, '') as vendor_key from want
    ),
    ready as materialized (
      select count(*) filter (where a.currency = ${entry.currency}) = ${accounts} as ok,
        coalesce(bool_or(a.currency <> ${entry.currency}), false) as wrong_currency
      from keys k join ledger_accounts a on ${ours}
    ),
    ${guard ? sql`${guard.ctes(ready)},` : sql``}
    acc as materialized (
      select a.id, a.kind, a.member_id, a.vendor_code
      from keys k join ledger_accounts a on ${ours}
      where ${ready} and ${happened}
      order by a.id
      for update of a
    ),
    lines as materialized (
      select w.n, acc.id as account_id, w.amount
      from want w join acc on acc.kind = w.kind
        and coalesce(acc.member_id, 0) = coalesce(w.member_id, 0)
        and coalesce(acc.vendor_code, '') = coalesce(w.vendor_code, '')
    ),
    moved as (
      update ledger_accounts a
      set balance = a.balance + d.delta, version = a.version + d.lines
      from (select account_id, sum(amount) as delta, count(*) as lines from lines group by account_id) d
      where a.id = d.account_id
      returning a.id, a.balance, a.version, a.member_id
    ),
    tx as (
      insert into ledger_transactions (merchant_id, kind, idempotency_key, reference, reverses_id, metadata)
      select ${entry.merchantId}::int, ${entry.kind}::text, (${text(entry.idempotencyKey)})::text,
        (${entry.reference == null ? null : text(entry.reference)})::text, ${entry.reversesId ?? null}::bigint,
        ${JSON.stringify(entry.metadata ?? {})}::jsonb
      where exists (select 1 from moved)
      returning id
    ),
    posted as (
      insert into ledger_postings (transaction_id, account_id, amount, balance_after, account_version)
      select tx.id, l.account_id, l.amount,
        m.balance - coalesce(sum(l.amount) over later, 0),
        m.version - count(*) over later
      from tx, lines l join moved m on m.id = l.account_id
      window later as (partition by l.account_id order by l.n rows between 1 following and unbounded following)
      order by l.n
    )
    select ready.ok as ready, ready.wrong_currency,
      ${happened} as guarded,
      (select id::text from tx) as transaction_id,
      (select json_agg(json_build_object('id', id::text, 'balance', balance::text, 'member', member_id::text)) from moved) as moved,
      ${guard ? sql`(select to_jsonb(g) from ${sql.table(guard.name)} g limit 1)` : sql`null::jsonb`} as guard,
      ${report ?? sql`null`} as report
    from ready`;
}

/** Runs the entry's statement; its one row says what happened. */
export async function writeJournal(
  db: Executor,
  entry: GuardedEntry,
  accounts: number,
  guard?: Guard,
  report?: Report,
): Promise<Written | undefined> {
  return (await journalStatement(entry, accounts, guard, report).execute(db)).rows[0];
}

export type WrittenMany = {
  ready: boolean;
  wrong_currency: boolean;
  /** The journal transaction of each entry, by its index in the batch. */
  transactions: { e: number; id: string }[] | null;
  moved: { id: string; balance: string; member: string | null }[] | null;
};

/**
 * Several entries of one brand and currency as one statement (a settlement paying a batch of
 * bills): the same steps as `journalStatement` over all of them at once. Every account is locked
 * once, in id order, and moved by the sum of its postings; each entry gets its own journal row,
 * and each posting its account's balance and version after it in the batch's order (entry, then
 * line), as if the entries had been written one after another. An account ending below zero
 * refuses the whole batch (the CHECK), like a single entry.
 */
function journalBatchStatement(
  merchantId: number,
  currency: string,
  entries: readonly GuardedEntry[],
  accounts: number,
) {
  const want = sql.join(
    entries.flatMap((entry, e) =>
      entry.postings.map(
        (p, n) =>
          sql`(${e}::int, ${n}::int, ${p.account.kind}::text, ${p.account.memberId ?? null}::bigint, ${p.account.vendorCode ?? null}::text, ${p.amount}::bigint)`,
      ),
    ),
  );
  const heads = sql.join(
    entries.map(
      (entry, e) =>
        sql`(${e}::int, ${entry.kind}::text, (${text(entry.idempotencyKey)})::text, (${entry.reference == null ? null : text(entry.reference)})::text, ${entry.reversesId ?? null}::bigint, ${JSON.stringify(entry.metadata ?? {})}::jsonb)`,
    ),
  );
  const ours = sql`a.merchant_id = ${merchantId} and a.kind = k.kind
    and coalesce(a.member_id, 0) = k.member_key and coalesce(a.vendor_code, '') = k.vendor_key`;
  return sql<WrittenMany>`
    with want (e, n, kind, member_id, vendor_code, amount) as (values ${want}),
    heads (e, kind, idempotency_key, reference, reverses_id, metadata) as (values ${heads}),
    keys as materialized (
      select distinct kind, coalesce(member_id, 0) as member_key, coalesce(vendor_code, '') as vendor_key from want
    ),
    ready as materialized (
      select count(*) filter (where a.currency = ${currency}) = ${accounts} as ok,
        coalesce(bool_or(a.currency <> ${currency}), false) as wrong_currency
      from keys k join ledger_accounts a on ${ours}
    ),
    acc as materialized (
      select a.id, a.kind, a.member_id, a.vendor_code
      from keys k join ledger_accounts a on ${ours}
      where (select ok from ready)
      order by a.id
      for update of a
    ),
    lines as materialized (
      select w.e, w.n, acc.id as account_id, w.amount
      from want w join acc on acc.kind = w.kind
        and coalesce(acc.member_id, 0) = coalesce(w.member_id, 0)
        and coalesce(acc.vendor_code, '') = coalesce(w.vendor_code, '')
    ),
    moved as (
      update ledger_accounts a
      set balance = a.balance + d.delta, version = a.version + d.lines
      from (select account_id, sum(amount) as delta, count(*) as lines from lines group by account_id) d
      where a.id = d.account_id
      returning a.id, a.balance, a.version, a.member_id
    ),
    tx as (
      insert into ledger_transactions (merchant_id, kind, idempotency_key, reference, reverses_id, metadata)
      select ${merchantId}::int, h.kind, h.idempotency_key, h.reference, h.reverses_id, h.metadata
      from heads h
      where exists (select 1 from moved)
      order by h.e
      returning id, idempotency_key
    ),
    txe as materialized (
      select tx.id, h.e from tx join heads h on h.idempotency_key = tx.idempotency_key
    ),
    posted as (
      insert into ledger_postings (transaction_id, account_id, amount, balance_after, account_version)
      select txe.id, l.account_id, l.amount,
        m.balance - coalesce(sum(l.amount) over later, 0),
        m.version - count(*) over later
      from lines l join txe on txe.e = l.e join moved m on m.id = l.account_id
      window later as (partition by l.account_id order by l.e, l.n rows between 1 following and unbounded following)
      order by l.e, l.n
    )
    select ready.ok as ready, ready.wrong_currency,
      (select json_agg(json_build_object('e', e, 'id', id::text) order by e) from txe) as transactions,
      (select json_agg(json_build_object('id', id::text, 'balance', balance::text, 'member', member_id::text)) from moved) as moved
    from ready`;
}

/** Runs a batch's statement; its one row says what happened. */
export async function writeJournalBatch(
  db: Executor,
  merchantId: number,
  currency: string,
  entries: readonly GuardedEntry[],
  accounts: number,
): Promise<WrittenMany | undefined> {
  return (await journalBatchStatement(merchantId, currency, entries, accounts).execute(db)).rows[0];
}

/** The journal transaction with this key, if there is one. */
export function findTransactionByKey(trx: Trx, merchantId: number, idempotencyKey: string) {
  return trx
    .selectFrom('ledger_transactions')
    .select(['id', 'kind', 'created_at'])
    .where('merchant_id', '=', merchantId)
    .where('idempotency_key', '=', idempotencyKey)
    .executeTakeFirst();
}

/** A member wallet's balance (0 when it was never used). */
export async function walletBalance(
  db: Pick<Trx, 'selectFrom'>,
  merchantId: number,
  memberId: bigint,
  kind: 'MAIN' | 'BONUS' | 'VENDOR',
  vendorCode: string | null,
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

// ---- what the member sees of the journal (the wallet's records) ----

/**
 * Postings on the member's accounts of `accountKinds` (their wallets, as ledger.ts publishes it)
 * made in [from, to], of these journal kinds if given.
 */
function walletPostings(
  db: Kysely<Database>,
  q: {
    merchantId: number;
    memberId: bigint;
    accountKinds: readonly LedgerAccountKind[];
    from: Date;
    to: Date;
    kinds?: string[] | undefined;
  },
) {
  let base = db
    .selectFrom('ledger_postings')
    .innerJoin('ledger_accounts', 'ledger_accounts.id', 'ledger_postings.account_id')
    .innerJoin('ledger_transactions', 'ledger_transactions.id', 'ledger_postings.transaction_id')
    .where('ledger_accounts.merchant_id', '=', q.merchantId)
    .where('ledger_accounts.member_id', '=', q.memberId)
    .where('ledger_accounts.kind', 'in', q.accountKinds)
    .where('ledger_postings.created_at', '>=', q.from)
    .where('ledger_postings.created_at', '<=', q.to);
  if (q.kinds) base = base.where('ledger_transactions.kind', 'in', q.kinds);
  return base;
}

export type WalletPostingsQuery = Parameters<typeof walletPostings>[1];

export function countWalletPostings(db: Kysely<Database>, q: WalletPostingsQuery): Promise<number> {
  return countOf(walletPostings(db, q));
}

/** A page of them, newest first, with their account and journal transaction. */
export function walletPostingsPage(
  db: Kysely<Database>,
  q: WalletPostingsQuery,
  window: { offset: number; limit: number },
) {
  return walletPostings(db, q)
    .select([
      'ledger_postings.id',
      'ledger_postings.amount',
      'ledger_postings.balance_after',
      'ledger_postings.created_at',
      'ledger_accounts.kind as account_kind',
      'ledger_accounts.vendor_code',
      'ledger_transactions.kind',
      'ledger_transactions.reference',
    ])
    .orderBy('ledger_postings.id', 'desc')
    .offset(window.offset)
    .limit(window.limit)
    .execute();
}

/** Their sum per journal kind (kinds required: the totals the profit-and-loss page shows). */
export function walletFlows(
  db: Kysely<Database>,
  q: WalletPostingsQuery & { kinds: string[] },
): Promise<{ kind: string; total: string }[]> {
  return walletPostings(db, q)
    .select([
      'ledger_transactions.kind',
      sql<string>`coalesce(sum(ledger_postings.amount), 0)::text`.as('total'),
    ])
    .groupBy('ledger_transactions.kind')
    .execute();
}

// ---- the invariant checks (invariants.ts) ----

/** Journal transactions with fewer than two postings or postings that do not sum to zero. */
export async function unbalancedTransactions(db: Kysely<Database>) {
  const result = await sql<{ transaction_id: string; total: string; n: string }>`
    select t.id as transaction_id, coalesce(sum(p.amount), 0)::text as total, count(p.id)::text as n
    from ledger_transactions t left join ledger_postings p on p.transaction_id = t.id
    group by t.id
    having coalesce(sum(p.amount), 0) <> 0 or count(p.id) < 2`.execute(db);
  return result.rows;
}

/** Accounts whose cached balance or version disagrees with their postings. */
export async function driftedAccounts(db: Kysely<Database>) {
  const result = await sql<{
    id: string;
    balance: string;
    total: string;
    version: string;
    n: string;
    last: string | null;
  }>`
    select a.id::text, a.balance::text, coalesce(sum(p.amount), 0)::text as total, a.version::text,
      count(p.id)::text as n,
      (select p2.balance_after::text from ledger_postings p2 where p2.account_id = a.id order by p2.id desc limit 1) as last
    from ledger_accounts a left join ledger_postings p on p.account_id = a.id
    group by a.id
    having a.balance <> coalesce(sum(p.amount), 0) or a.version <> count(p.id)
      or a.balance <> coalesce((select p3.balance_after from ledger_postings p3 where p3.account_id = a.id order by p3.id desc limit 1), 0)`.execute(
    db,
  );
  return result.rows;
}

/** Member accounts below zero (the game HOUSE and the payment clearing account may be). */
export async function negativeMemberAccounts(db: Kysely<Database>) {
  const result = await sql<{ id: string; balance: string }>`
    select id::text, balance::text from ledger_accounts
    where member_id is not null and kind not in ('HOUSE', 'PAYMENT_CLEARING') and balance < 0`.execute(db);
  return result.rows;
}
