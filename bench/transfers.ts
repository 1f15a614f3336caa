import { Worker } from 'node:worker_threads';
import { WALLET_PATHS } from '@portal/contracts';
import { sql } from 'kysely';
import pg from 'pg';
import { type ClientJob, runClients } from './lib/http-clients.ts';

/**
 * Wallet transfers per second through the whole HTTP path (session, rate limit, validation, the
 * idempotency claim, both journal legs through the member's in-transit account, live balance
 * events) with 50 concurrent clients on PostgreSQL, against the bare SQL of the same journal
 * writes issued directly on the same pool in the same run: per leg, lock the two accounts in id
 * order, write the journal row and its two postings, update both balances, commit.
 *   npm run bench:transfers      (a throwaway PostgreSQL cluster; or set DATABASE_URL)
 * A transfer is two database transactions by design (ADR 0013: the money leaves the wallet before
 * the vendor is asked, and lands when it answers), so the baseline is those two legs; the ratio
 * to a single-transaction movement is printed too. The vendor answers at once (its latency is the
 * vendor's, not ours) and the HTTP clients run in a worker thread, as remote clients would not
 * share the server's event loop. Rounds alternate so a noisy neighbour hurts every contender;
 * the best of each is kept.
 */
const CLIENTS = Number(process.env.BENCH_CLIENTS ?? 50);
const PER_CLIENT = Number(process.env.BENCH_TRANSFERS ?? 16);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);

await main();

async function main() {
  if (!process.env.DATABASE_URL) {
    console.error('bench/transfers.ts measures PostgreSQL: run it with npm run bench:transfers.');
    process.exit(2);
  }
  const { createTestApp } = await import('../apps/server/src/test/test-app.ts');
  const { walletMember } = await import('../apps/server/src/test/wallet.ts');

  // Statements sent to PostgreSQL by this thread (the server's and the baselines').
  let statements = 0;
  const query = pg.Client.prototype.query;
  pg.Client.prototype.query = function (this: pg.Client, ...args: Parameters<typeof query>) {
    statements += 1;
    return (query as (...a: unknown[]) => unknown).apply(this, args);
  } as typeof query;

  const report = (label: string, ms: number) => {
    const n = CLIENTS * PER_CLIENT;
    const perSecond = n / (ms / 1000);
    process.stdout.write(
      `${label}: ${perSecond.toFixed(0)} per second (${CLIENTS} clients × ${PER_CLIENT}; ${(statements / n).toFixed(1)} statements each)\n`,
    );
    return perSecond;
  };

  const instantVendor = {
    isAvailable: async () => true,
    transfer: async () => 'OK' as const,
    lookup: async () => 'OK' as const,
  };
  // All clients share one address: the per-address limit would stop the run, not measure it.
  const t = await createTestApp({
    env: { LOG_LEVEL: 'silent', RATE_LIMIT_PER_MINUTE: '1000000' },
    vendorGateway: instantVendor,
  });
  const worker = new Worker(new URL('./lib/http-worker.ts', import.meta.url));
  try {
    const brand = await t.app.services.brands.findByCode('TIGER');
    if (!brand) throw new Error('no TIGER brand');
    const address = await t.app.listen({ port: 0, host: '127.0.0.1' });
    const members = [];
    for (let i = 0; i < CLIENTS; i += 1) members.push(await walletMember(t, { balance: '1000000.00' }));
    const headers = members.map((m) => m.headers);
    // One transfer each first, so every run touches accounts that exist.
    await runClients({ address, path: WALLET_PATHS.transfer, kind: 'transfer', headers, perClient: 1 });

    const accounts = await t.db
      .selectFrom('ledger_accounts')
      .select(['id', 'member_id', 'kind'])
      .where(
        'member_id',
        'in',
        members.map((m) => m.id),
      )
      .execute();
    const idOf = (memberId: bigint, kind: string) => {
      const found = accounts.find((a) => a.member_id === memberId && a.kind === kind)?.id;
      if (!found) throw new Error(`no ${kind} account`);
      return found;
    };
    const sets = members.map((m) => ({
      main: idOf(m.id, 'MAIN'),
      vendor: idOf(m.id, 'VENDOR'),
      transit: idOf(m.id, 'PROVIDER_CLEARING'),
    }));

    let serial = 0;
    const move = (from: bigint, to: bigint) =>
      t.db.transaction().execute(async (trx) => {
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
          values (${brand.id}, 'BENCH', ${`bench:${process.pid}:${serial}`}, '{}') returning id`.execute(trx);
        const txId = tx.rows[0]?.id;
        await sql`
          insert into ledger_postings (transaction_id, account_id, amount, balance_after, account_version)
          values (${txId}, ${from}, -100, ${fromBalance}, ${fromVersion}),
                 (${txId}, ${to}, 100, ${toBalance}, ${toVersion})`.execute(trx);
        await sql`update ledger_accounts set balance = ${fromBalance}, version = ${fromVersion} where id = ${from}`.execute(
          trx,
        );
        await sql`update ledger_accounts set balance = ${toBalance}, version = ${toVersion} where id = ${to}`.execute(
          trx,
        );
      });
    const timedSql = async (work: (set: (typeof sets)[number], i: number) => Promise<void>) => {
      statements = 0;
      const started = performance.now();
      await Promise.all(
        sets.map(async (set) => {
          for (let i = 0; i < PER_CLIENT; i += 1) await work(set, i);
        }),
      );
      return performance.now() - started;
    };
    // Directions alternate so balances stay where they were.
    const single = (set: (typeof sets)[number], i: number) =>
      i % 2 === 0 ? move(set.main, set.vendor) : move(set.vendor, set.main);
    const twoLegs = async (set: (typeof sets)[number], i: number) => {
      const [from, to] = i % 2 === 0 ? [set.main, set.vendor] : [set.vendor, set.main];
      await move(from, set.transit);
      await move(set.transit, to);
    };
    const timedHttp = async () => {
      statements = 0;
      const result: { ms?: number; error?: string } = await new Promise((resolve) => {
        worker.once('message', resolve);
        worker.postMessage({
          address,
          path: WALLET_PATHS.transfer,
          kind: 'transfer',
          headers,
          perClient: PER_CLIENT,
        } satisfies ClientJob);
      });
      if (result.error || result.ms === undefined) throw new Error(result.error ?? 'no result');
      return result.ms;
    };

    let bestSingle = 0;
    let bestLegs = 0;
    let bestHttp = 0;
    for (let round = 1; round <= ROUNDS; round += 1) {
      bestSingle = Math.max(
        bestSingle,
        report(`round ${round}: one bare SQL transaction`, await timedSql(single)),
      );
      bestLegs = Math.max(bestLegs, report(`round ${round}: the two bare SQL legs`, await timedSql(twoLegs)));
      bestHttp = Math.max(bestHttp, report(`round ${round}: transfers through HTTP`, await timedHttp()));
    }
    process.stdout.write(
      `ratio: HTTP transfers run at ${(bestHttp / bestLegs).toFixed(2)} of the bare SQL rate of their two legs (target at least 0.50); ${(bestHttp / bestSingle).toFixed(2)} of a single-transaction movement\n`,
    );
  } finally {
    await worker.terminate();
    await t.close();
  }
}
