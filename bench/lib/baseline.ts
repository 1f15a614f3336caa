import { type Kysely, sql } from 'kysely';
import pg from 'pg';

/**
 * Counts the statements this thread sends to PostgreSQL (the server's and the baselines'), and
 * reports a timed run of `clients × perClient` operations as a rate with the statements each took.
 */
export function countStatements(): {
  count: () => number;
  reset: () => void;
  report: (label: string, ms: number, run: { clients: number; perClient: number; who: string }) => number;
} {
  let statements = 0;
  const query = pg.Client.prototype.query;
  pg.Client.prototype.query = function (this: pg.Client, ...args: Parameters<typeof query>) {
    statements += 1;
    return (query as (...a: unknown[]) => unknown).apply(this, args);
  } as typeof query;
  return {
    count: () => statements,
    reset: () => {
      statements = 0;
    },
    report: (label, ms, { clients, perClient, who }) => {
      const n = clients * perClient;
      const perSecond = n / (ms / 1000);
      process.stdout.write(
        `${label}: ${perSecond.toFixed(0)} per second (${clients} ${who} × ${perClient}; ${(statements / n).toFixed(1)} statements each)\n`,
      );
      return perSecond;
    },
  };
}

/**
 * The bare wallet transaction the benchmarks compare against: one two-posting journal entry in
 * hand-written SQL. Lock both accounts in id order, write the journal row and its postings with
 * the balances after them, update both balances, commit.
 */
export function bareMove(
  // biome-ignore lint/suspicious/noExplicitAny: any database of the schema (the benchmarks' test app)
  db: Kysely<any>,
  merchantId: number,
  tag: string,
): (from: bigint, to: bigint) => Promise<void> {
  let serial = 0;
  return (from, to) =>
    db.transaction().execute(async (trx) => {
      const locked = await sql<{ id: string; balance: string; version: string }>`
        select id, balance, version from ledger_accounts where id in (${from}, ${to}) order by id for update`.execute(
        trx,
      );
      const state = new Map(locked.rows.map((r) => [BigInt(r.id), r]));
      const fromRow = state.get(from);
      const toRow = state.get(to);
      if (!fromRow || !toRow) throw new Error('accounts vanished');
      const fromBalance = BigInt(fromRow.balance) - 100n;
      const toBalance = BigInt(toRow.balance) + 100n;
      const fromVersion = BigInt(fromRow.version) + 1n;
      const toVersion = BigInt(toRow.version) + 1n;
      serial += 1;
      const tx = await sql<{ id: string }>`
        insert into ledger_transactions (merchant_id, kind, idempotency_key, metadata)
        values (${merchantId}, 'BENCH', ${`bench:${tag}:${process.pid}:${serial}`}, '{}') returning id`.execute(
        trx,
      );
      await sql`
        insert into ledger_postings (transaction_id, account_id, amount, balance_after, account_version)
        values (${tx.rows[0]?.id}, ${from}, -100, ${fromBalance}, ${fromVersion}),
               (${tx.rows[0]?.id}, ${to}, 100, ${toBalance}, ${toVersion})`.execute(trx);
      await sql`update ledger_accounts set balance = ${fromBalance}, version = ${fromVersion} where id = ${from}`.execute(
        trx,
      );
      await sql`update ledger_accounts set balance = ${toBalance}, version = ${toVersion} where id = ${to}`.execute(
        trx,
      );
    });
}

/** The ledger account ids of these members, by member and kind (MAIN, HOUSE, VENDOR, …). */
export async function accountIdsOf(
  // biome-ignore lint/suspicious/noExplicitAny: any database of the schema (the benchmarks' test app)
  db: Kysely<any>,
  memberIds: bigint[],
): Promise<(memberId: bigint, kind: string) => bigint> {
  const accounts: { id: bigint; member_id: bigint; kind: string }[] = await db
    .selectFrom('ledger_accounts')
    .select(['id', 'member_id', 'kind'])
    .where('member_id', 'in', memberIds)
    .execute();
  return (memberId, kind) => {
    const found = accounts.find((a) => a.member_id === memberId && a.kind === kind)?.id;
    if (!found) throw new Error(`no ${kind} account`);
    return found;
  };
}

/**
 * Times `perClient` bare movements per pair, all pairs at once, directions alternating so the
 * balances stay where they were: the baseline of the bet benchmarks.
 */
export async function timedMovesBetween(
  pairs: { a: bigint; b: bigint }[],
  perClient: number,
  move: (from: bigint, to: bigint) => Promise<void>,
): Promise<number> {
  const started = performance.now();
  await Promise.all(
    pairs.map(async ({ a, b }) => {
      for (let i = 0; i < perClient; i += 1) await (i % 2 === 0 ? move(a, b) : move(b, a));
    }),
  );
  return performance.now() - started;
}
