import { Worker } from 'node:worker_threads';
import { ORIGINALS_ROUTES } from '@portal/contracts';
import { bareMove, countStatements } from './lib/baseline.ts';
import { type ClientJob, runClients } from './lib/http-clients.ts';

/**
 * Dice bets per second through the whole HTTP path (session, rate limit, validation, the replay
 * check, the seed pair's nonce claim, the outcome, the stake and any win journalled against the
 * member's HOUSE account, the betting-record row, wagering, the stored round, the live balance)
 * with 50 concurrent players on PostgreSQL, against the bare wallet transaction measured on the
 * same pool in the same run: lock the member's wallet and house account in id order, write the
 * journal row and its two postings, update both balances, commit.
 *   npm run bench:dice      (a throwaway PostgreSQL cluster; or set DATABASE_URL)
 * The clients run in a worker thread; rounds alternate so a noisy neighbour hurts both; the best
 * of each is kept.
 */
const CLIENTS = Number(process.env.BENCH_CLIENTS ?? 50);
const PER_CLIENT = Number(process.env.BENCH_BETS ?? 20);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);

if (!process.env.DATABASE_URL) {
  console.error('bench/dice.ts measures PostgreSQL: run it with npm run bench:dice.');
  process.exit(2);
}
const { createTestApp } = await import('../apps/server/src/test/test-app.ts');
const { walletMember } = await import('../apps/server/src/test/wallet.ts');

const statements = countStatements();

const report = (label: string, ms: number) =>
  statements.report(label, ms, { clients: CLIENTS, perClient: PER_CLIENT, who: 'players' });

// All players share one address: the per-address limit would stop the run, not measure it.
const t = await createTestApp({
  env: { LOG_LEVEL: 'silent', RATE_LIMIT_PER_MINUTE: '1000000' },
  // Answers are checked against their contracts in tests only (ADR 0023): off here, as in
  // production. BENCH_CHECK_RESPONSES=1 times the check as well.
  checkResponses: process.env.BENCH_CHECK_RESPONSES === '1',
});
const worker = new Worker(new URL('./lib/http-worker.ts', import.meta.url));
try {
  const brand = await t.app.services.brands.findByCode('TIGER');
  if (!brand) throw new Error('no TIGER brand');
  const address = await t.app.listen({ port: 0, host: '127.0.0.1' });
  const members = [];
  for (let i = 0; i < CLIENTS; i += 1) members.push(await walletMember(t, { balance: '1000000.00' }));
  const headers = members.map((m) => m.headers);
  const job = (perClient: number): ClientJob => ({
    address,
    path: ORIGINALS_ROUTES.dice.path,
    kind: 'dice',
    headers,
    perClient,
  });
  // One bet each first: seed pairs and HOUSE accounts exist before anything is timed.
  await runClients(job(1));

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
  const sets = members.map((m) => ({ main: idOf(m.id, 'MAIN'), house: idOf(m.id, 'HOUSE') }));

  /** The bare wallet transaction: one two-posting journal entry, hand-written SQL. */
  const move = bareMove(t.db, brand.id, 'dice');
  const timedSql = async () => {
    statements.reset();
    const started = performance.now();
    await Promise.all(
      sets.map(async (set) => {
        // Directions alternate so balances stay where they were.
        for (let i = 0; i < PER_CLIENT; i += 1)
          await (i % 2 === 0 ? move(set.main, set.house) : move(set.house, set.main));
      }),
    );
    return performance.now() - started;
  };
  const timedHttp = async () => {
    statements.reset();
    const result: { ms?: number; error?: string } = await new Promise((resolve) => {
      worker.once('message', resolve);
      worker.postMessage(job(PER_CLIENT));
    });
    if (result.error || result.ms === undefined) throw new Error(result.error ?? 'no result');
    return result.ms;
  };

  let bestSql = 0;
  let bestHttp = 0;
  for (let round = 1; round <= ROUNDS; round += 1) {
    bestSql = Math.max(bestSql, report(`round ${round}: bare wallet transaction`, await timedSql()));
    bestHttp = Math.max(bestHttp, report(`round ${round}: dice bets through HTTP`, await timedHttp()));
  }
  process.stdout.write(
    `ratio: dice bets run at ${(bestHttp / bestSql).toFixed(2)} of the bare wallet transaction rate (${bestHttp.toFixed(0)} vs ${bestSql.toFixed(0)} per second)\n`,
  );
} finally {
  await worker.terminate();
  await t.close();
}
