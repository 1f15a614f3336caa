import { type Kysely, type RawBuilder, sql, type Transaction } from 'kysely';
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
const MEMBER_OR_BRAND_KINDS = new Set<LedgerAccountKind>(['PROVIDER_CLEARING', 'WITHDRAWAL_HOLD', 'HOUSE']);

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
type Text = string | RawBuilder<unknown>;

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

const text = (value: Text) => (typeof value === 'string' ? sql`${value}` : value);

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

/** Creates accounts on first use; two racing creators end with the same rows. */
async function createAccounts(db: Executor, currency: string, refs: AccountRef[]): Promise<void> {
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

type Written = {
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
    let row: Written | undefined;
    try {
      row = (await journalStatement(entry, refs.length, guard, report).execute(db)).rows[0];
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
      await createAccounts(db, entry.currency, refs);
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
