import { Worker } from 'node:worker_threads';
import { ORIGINALS_ROUTES } from '@portal/contracts';
import { accountIdsOf, bareMove, timedMovesBetween } from './lib/baseline.ts';
import { type ClientJob, runClients } from './lib/http-clients.ts';
import { databaseName, reportResult } from './lib/report.ts';
import { logStatements } from './lib/statement-log.ts';

/**
 * Dice bets per second through the whole HTTP path (session, rate limit, validation, the replay
 * check, the seed pair's nonce claim, the outcome, the stake and any win journalled against the
 * member's HOUSE account, the betting-record row, wagering, the stored round, the live balance)
 * with 50 concurrent players, against the bare wallet transaction measured on the same
 * connection (PGlite) or pool (PostgreSQL) in the same run: lock the member's wallet and house
 * account in id order, write the journal row and its two postings, update both balances, commit.
 *   node bench/dice.ts      (the embedded database)
 *   npm run bench:dice      (a throwaway PostgreSQL cluster; or set DATABASE_URL)
 * The clients run in a worker thread; rounds alternate so a noisy neighbour hurts both; the best
 * of each is kept. BENCH_PROFILE=1 also prints the statements of one bet with their time.
 */
const CLIENTS = Number(process.env.BENCH_CLIENTS ?? 50);
// The embedded database runs every statement on this thread: fewer bets keep its run short.
const PER_CLIENT = Number(process.env.BENCH_BETS ?? (process.env.DATABASE_URL ? 20 : 8));
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);

const PROFILE = process.env.BENCH_PROFILE === '1';
const { createTestApp } = await import('../apps/server/src/test/test-app.ts');
const { walletMember } = await import('../apps/server/src/test/wallet.ts');

const statements = logStatements({ record: PROFILE });

let perBet = 0;
let perMove = 0;
const report = (label: string, ms: number, kind: 'bet' | 'move') => {
  const n = CLIENTS * PER_CLIENT;
  const perSecond = n / (ms / 1000);
  const each = statements.count() / n;
  if (kind === 'bet') perBet = each;
  else perMove = each;
  process.stdout.write(
    `${label}: ${perSecond.toFixed(0)} per second (${CLIENTS} players × ${PER_CLIENT}; ${each.toFixed(1)} statements each)\n`,
  );
  return perSecond;
};

// All players share one address: the per-address limit would stop the run, not measure it. The
// same bets go to two portals in one run: a transaction per bet (the default), and bets arriving
// together sharing one (WALLET_GROUP_COMMIT=on, ADR 0060).
const appFor = (groupCommit: boolean) =>
  createTestApp({
    env: {
      LOG_LEVEL: 'silent',
      RATE_LIMIT_PER_MINUTE: '1000000',
      WALLET_GROUP_COMMIT: groupCommit ? 'on' : 'off',
    },
    // Answers are checked against their contracts in tests only (ADR 0023): off here, as in
    // production. BENCH_CHECK_RESPONSES=1 times the check as well.
    checkResponses: process.env.BENCH_CHECK_RESPONSES === '1',
  });
const t = await appFor(false);
const grouped = await appFor(true);
const worker = new Worker(new URL('./lib/http-worker.ts', import.meta.url));
try {
  const brand = await t.app.services.brands.findByCode('TIGER');
  if (!brand) throw new Error('no TIGER brand');
  /** The players of one portal and their bets. */
  const prepare = async (app: typeof t) => {
    const address = await app.app.listen({ port: 0, host: '127.0.0.1' });
    const players = [];
    for (let i = 0; i < CLIENTS; i += 1) players.push(await walletMember(app, { balance: '1000000.00' }));
    return {
      players,
      job: (perClient: number): ClientJob => ({
        address,
        path: ORIGINALS_ROUTES.dice.path,
        kind: 'dice',
        headers: players.map((m) => m.headers),
        perClient,
      }),
    };
  };
  const single = await prepare(t);
  const batched = await prepare(grouped);
  const members = single.players;
  const headers = members.map((m) => m.headers);
  const job = single.job;
  // One bet each first: seed pairs and HOUSE accounts exist before anything is timed.
  await runClients(job(1));
  await runClients(batched.job(1));

  const idOf = await accountIdsOf(
    t.db,
    members.map((m) => m.id),
  );
  const pairs = members.map((x) => ({ a: idOf(x.id, 'MAIN'), b: idOf(x.id, 'HOUSE') }));
  /** The bare wallet transaction: one two-posting journal entry, hand-written SQL. */
  const move = bareMove(t.db, brand.id, 'dice');
  const timedSql = async () => {
    statements.reset();
    return timedMovesBetween(pairs, PER_CLIENT, move);
  };
  const timedHttp = async (prepared: ClientJob) => {
    statements.reset();
    const result: { ms?: number; error?: string } = await new Promise((resolve) => {
      worker.once('message', resolve);
      worker.postMessage(prepared);
    });
    if (result.error || result.ms === undefined) throw new Error(result.error ?? 'no result');
    return result.ms;
  };

  let bestSql = 0;
  let bestHttp = 0;
  let bestGrouped = 0;
  let perGrouped = 0;
  for (let round = 1; round <= ROUNDS; round += 1) {
    bestSql = Math.max(bestSql, report(`round ${round}: bare wallet transaction`, await timedSql(), 'move'));
    bestHttp = Math.max(
      bestHttp,
      report(`round ${round}: dice bets through HTTP`, await timedHttp(job(PER_CLIENT)), 'bet'),
    );
    const kept = perBet;
    bestGrouped = Math.max(
      bestGrouped,
      report(
        `round ${round}: dice bets through HTTP, group commit`,
        await timedHttp(batched.job(PER_CLIENT)),
        'bet',
      ),
    );
    perGrouped = perBet;
    perBet = kept;
  }
  if (PROFILE) {
    // One player's bets one at a time: the statements of a bet and the time each took.
    const one = 50;
    statements.reset();
    const before = performance.eventLoopUtilization();
    const started = performance.now();
    for (let i = 0; i < one; i += 1) {
      const res = await t.app.inject({
        method: 'POST',
        url: ORIGINALS_ROUTES.dice.path,
        headers: headers[0],
        payload: { requestId: crypto.randomUUID(), amount: '1.00', direction: 'OVER', target: 5050 },
      });
      if (res.statusCode !== 200) throw new Error(`bet failed: ${res.body}`);
    }
    const wall = (performance.now() - started) / one;
    const busy = performance.eventLoopUtilization(before).active / one;
    process.stdout.write(
      `one at a time: ${wall.toFixed(2)} ms a bet, main thread busy ${busy.toFixed(2)} ms of it\n${statements.profile(one)}\n`,
    );
  }
  reportResult({
    name: 'in-house dice bet vs a bare wallet transaction',
    ratio: bestHttp / bestSql,
    better: 'higher',
    goal: 0.5,
    detail: `${bestHttp.toFixed(0)} vs ${bestSql.toFixed(0)} per second, ${CLIENTS} players, best of ${ROUNDS} alternating rounds; ${perBet.toFixed(1)} vs ${perMove.toFixed(1)} statements on ${databaseName()}`,
  });
  reportResult({
    name: 'in-house dice bet with group commit vs a bare wallet transaction',
    ratio: bestGrouped / bestSql,
    better: 'higher',
    goal: 0.5,
    detail: `${bestGrouped.toFixed(0)} vs ${bestSql.toFixed(0)} per second (a transaction per bet: ${bestHttp.toFixed(0)}, so ${(bestGrouped / bestHttp).toFixed(2)}×); ${perGrouped.toFixed(1)} statements a bet on ${databaseName()}`,
  });
} finally {
  await worker.terminate();
  await t.close();
  await grouped.close();
}
