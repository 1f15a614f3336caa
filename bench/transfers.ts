import { Worker } from 'node:worker_threads';
import { WALLET_ROUTES } from '@portal/contracts';
import { accountIdsOf, bareMove } from './lib/baseline.ts';
import { type ClientJob, runClients } from './lib/http-clients.ts';
import { databaseName, reportResult } from './lib/report.ts';
import { logStatements } from './lib/statement-log.ts';

/**
 * Wallet transfers per second through the whole HTTP path (session, rate limit, validation, the
 * idempotency claim, both journal legs through the member's in-transit account, live balance
 * events) with 50 concurrent clients, against the bare SQL of the same journal writes issued
 * directly on the same connection (PGlite) or pool (PostgreSQL) in the same run: per leg, lock the
 * two accounts in id order, write the journal row and its two postings, update both balances,
 * commit.
 *   node bench/transfers.ts      (the embedded database)
 *   npm run bench:transfers      (a throwaway PostgreSQL cluster; or set DATABASE_URL)
 * A transfer is two database transactions by design (ADR 0013: the money leaves the wallet before
 * the vendor is asked, and lands when it answers), so the baseline is those two legs; the ratio
 * to a single-transaction movement is printed too. The vendor answers at once (its latency is the
 * vendor's, not ours) and the HTTP clients run in a worker thread, as remote clients would not
 * share the server's event loop. Rounds alternate so a noisy neighbour hurts every contender;
 * the best of each is kept.
 */
const CLIENTS = Number(process.env.BENCH_CLIENTS ?? 50);
// The embedded database runs every statement on this thread: fewer transfers keep its run short.
const PER_CLIENT = Number(process.env.BENCH_TRANSFERS ?? (process.env.DATABASE_URL ? 16 : 6));
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);

await main();

async function main() {
  const { createTestApp } = await import('../apps/server/src/test/test-app.ts');
  const { useSimulatedTransferVendors, walletMember } = await import('../apps/server/src/test/wallet.ts');

  // Statements sent to the database by this thread (the server's and the baselines').
  const statements = logStatements();
  const perOperation = { legs: 0, http: 0 };
  const report = (label: string, ms: number, kind?: keyof typeof perOperation) => {
    const n = CLIENTS * PER_CLIENT;
    const each = statements.count() / n;
    if (kind) perOperation[kind] = each;
    const perSecond = n / (ms / 1000);
    process.stdout.write(
      `${label}: ${perSecond.toFixed(0)} per second (${CLIENTS} clients × ${PER_CLIENT}; ${each.toFixed(1)} statements each)\n`,
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
    // BTI plays as a transfer-wallet vendor here (the seeds keep only SB1 so, reached over HTTP):
    // the instant gateway above answers for it. Before the brand is first read, which caches its
    // list of transfer-wallet vendors.
    await useSimulatedTransferVendors(t, ['BTI']);
    const brand = await t.app.services.brands.findByCode('TIGER');
    if (!brand) throw new Error('no TIGER brand');
    const address = await t.app.listen({ port: 0, host: '127.0.0.1' });
    const members = [];
    for (let i = 0; i < CLIENTS; i += 1) members.push(await walletMember(t, { balance: '1000000.00' }));
    const headers = members.map((m) => m.headers);
    // One transfer each first, so every run touches accounts that exist.
    await runClients({ address, path: WALLET_ROUTES.transfer.path, kind: 'transfer', headers, perClient: 1 });

    const idOf = await accountIdsOf(
      t.db,
      members.map((m) => m.id),
    );
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
      bestLegs = Math.max(
        bestLegs,
        report(`round ${round}: the two bare SQL legs`, await timedSql(twoLegs), 'legs'),
      );
      bestHttp = Math.max(
        bestHttp,
        report(`round ${round}: transfers through HTTP`, await timedHttp(), 'http'),
      );
    }
    reportResult({
      name: 'wallet transfer main ↔ vendor over HTTP vs its two legs as bare SQL transactions',
      ratio: bestHttp / bestLegs,
      better: 'higher',
      goal: 1,
      detail: `${bestHttp.toFixed(0)} vs ${bestLegs.toFixed(0)} per second, ${CLIENTS} clients, best of ${ROUNDS} alternating rounds; ${perOperation.http.toFixed(1)} vs ${perOperation.legs.toFixed(1)} statements on ${databaseName()}; ${(bestHttp / bestSingle).toFixed(2)}× one single-transaction movement`,
    });
  } finally {
    await worker.terminate();
    await t.close();
  }
}
