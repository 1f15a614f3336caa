import { Worker } from 'node:worker_threads';
import { WALLET_ROUTES } from '@portal/contracts';
import { bareMove, countStatements } from './lib/baseline.ts';
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
  const statements = countStatements();

  const report = (label: string, ms: number) =>
    statements.report(label, ms, { clients: CLIENTS, perClient: PER_CLIENT, who: 'clients' });

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
    await runClients({ address, path: WALLET_ROUTES.transfer.path, kind: 'transfer', headers, perClient: 1 });

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

    const move = bareMove(t.db, brand.id, 'transfers');
    const timedSql = async (work: (set: (typeof sets)[number], i: number) => Promise<void>) => {
      statements.reset();
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
      statements.reset();
      const result: { ms?: number; error?: string } = await new Promise((resolve) => {
        worker.once('message', resolve);
        worker.postMessage({
          address,
          path: WALLET_ROUTES.transfer.path,
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
