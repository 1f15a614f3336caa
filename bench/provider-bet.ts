import { Worker } from 'node:worker_threads';
import { accountIdsOf, bareMove, timedMovesBetween } from './lib/baseline.ts';
import type { ClientJob } from './lib/http-clients.ts';
import { databaseName, reportResult } from './lib/report.ts';
import { logStatements } from './lib/statement-log.ts';

/**
 * The hottest path of a real casino: the provider wallet's `bet` call (one a spin), through the
 * whole HTTP path (the vendor's signature checked over the raw bytes, the call read, the member,
 * launch token, game and limits checked, the transaction id claimed, the round opened, the stake
 * journalled against the member's HOUSE account, the answer stored and signed) with 50 concurrent
 * providers' requests, against the bare wallet transaction on the same connection (PGlite) or pool
 * (PostgreSQL) in the same run: lock the member's wallet and house account in id order, write the
 * journal row and its two postings, update both balances, commit.
 *   node bench/provider-bet.ts                                   (the embedded database)
 *   node scripts/with-postgres.ts node bench/provider-bet.ts     (a throwaway PostgreSQL cluster)
 * Each call is a losing spin on a round of its own (bet with round_closed). The providers' calls
 * are signed before the clock starts (signing is the provider's work, on its own machines) and
 * sent from a worker thread; rounds alternate so a noisy neighbour hurts both; the best of each
 * is kept. BENCH_PROFILE=1 adds one provider's calls one at a time with their statements.
 */
const CLIENTS = Number(process.env.BENCH_CLIENTS ?? 50);
// The embedded database runs every statement on this thread: fewer calls keep its run short.
const PER_CLIENT = Number(process.env.BENCH_BETS ?? (process.env.DATABASE_URL ? 20 : 8));
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
const PROFILE = process.env.BENCH_PROFILE === '1';

const { createTestApp } = await import('../apps/server/src/test/test-app.ts');
const { walletMember } = await import('../apps/server/src/test/wallet.ts');
const { createGame, createVendor, launchToken, PROVIDER_KEY, uuid } = await import(
  '../apps/server/src/modules/provider-wallet/test-provider.ts'
);
const { signBody, SIGNATURE_HEADER } = await import(
  '../apps/server/src/modules/provider-wallet/signature.ts'
);

const statements = logStatements({ record: PROFILE });
const perOperation = { bet: 0, move: 0 };
const report = (label: string, ms: number, kind: keyof typeof perOperation, n = CLIENTS * PER_CLIENT) => {
  const perSecond = n / (ms / 1000);
  perOperation[kind] = statements.count() / n;
  process.stdout.write(
    `${label}: ${perSecond.toFixed(0)} per second (${CLIENTS} × ${PER_CLIENT}; ${perOperation[kind].toFixed(1)} statements each)\n`,
  );
  return perSecond;
};

const t = await createTestApp({
  env: { LOG_LEVEL: 'silent' },
  // Answers are checked against their contracts in tests only (ADR 0023): off here, as in production.
  checkResponses: false,
});
const worker = new Worker(new URL('./lib/http-worker.ts', import.meta.url));
try {
  const brand = await t.app.services.brands.findByCode('TIGER');
  if (!brand) throw new Error('no TIGER brand');
  const vendor = await createVendor(t, { brands: ['TIGER'] });
  const game = await createGame(t, vendor, { name: 'Bench Slot' });
  const address = await t.app.listen({ port: 0, host: '127.0.0.1' });
  const players = [];
  for (let i = 0; i < CLIENTS; i += 1) {
    const member = await walletMember(t, { balance: '1000000.00' });
    players.push({
      member,
      user: `TIGER-${member.id}`,
      token: await launchToken(t, member, 'TIGER', vendor, game),
    });
  }
  /** Each provider's `count` bet calls of 1.00, signed: a losing spin on a round of its own. */
  const signedBets = (count: number) =>
    players.map((p) =>
      Array.from({ length: count }, () => {
        const body = JSON.stringify({
          request_uuid: uuid(),
          user: p.user,
          token: p.token,
          game_code: game.code,
          currency: brand.currency,
          round: uuid(),
          round_closed: true,
          transaction_uuid: uuid(),
          supplier_transaction_id: `s-${uuid()}`,
          amount: 100_000,
          is_free: false,
          bet: 'lines=20',
        });
        return { headers: { [SIGNATURE_HEADER]: signBody(PROVIDER_KEY, body) }, body };
      }),
    );
  const job = (count: number): ClientJob => ({
    address,
    path: `/pw/${vendor.code}/transaction/bet`,
    kind: 'prepared',
    headers: players.map(() => ({})),
    perClient: count,
    prepared: { requests: signedBets(count), expect: '"status":"RS_OK"' },
  });
  const timedHttp = async (prepared: ClientJob) => {
    statements.reset();
    const result: { ms?: number; error?: string } = await new Promise((resolve) => {
      worker.once('message', resolve);
      worker.postMessage(prepared);
    });
    if (result.error || result.ms === undefined) throw new Error(result.error ?? 'no result');
    return result.ms;
  };
  // One call each first: HOUSE accounts and the caches exist before anything is timed.
  await timedHttp(job(1));

  const idOf = await accountIdsOf(
    t.db,
    players.map((p) => p.member.id),
  );
  const pairs = players.map((x) => ({ a: idOf(x.member.id, 'MAIN'), b: idOf(x.member.id, 'HOUSE') }));
  /** The bare wallet transaction: one two-posting journal entry, hand-written SQL. */
  const move = bareMove(t.db, brand.id, 'provider-bet');
  const timedSql = async () => {
    statements.reset();
    return timedMovesBetween(pairs, PER_CLIENT, move);
  };

  let bestSql = 0;
  let bestHttp = 0;
  for (let round = 1; round <= ROUNDS; round += 1) {
    bestSql = Math.max(bestSql, report(`round ${round}: bare wallet transaction`, await timedSql(), 'move'));
    const calls = job(PER_CLIENT);
    bestHttp = Math.max(
      bestHttp,
      report(`round ${round}: provider bet calls through HTTP`, await timedHttp(calls), 'bet'),
    );
  }
  if (PROFILE) {
    const one = Number(process.env.BENCH_PROFILE_CALLS ?? 50);
    const calls = signedBets(one)[0] ?? [];
    statements.reset();
    const started = performance.now();
    for (const c of calls) {
      const res = await t.app.inject({
        method: 'POST',
        url: `/pw/${vendor.code}/transaction/bet`,
        headers: { 'content-type': 'application/json', ...c.headers },
        payload: c.body,
      });
      if (!res.body.includes('"RS_OK"')) throw new Error(`bet failed: ${res.body}`);
    }
    process.stdout.write(
      `one at a time: ${((performance.now() - started) / one).toFixed(2)} ms a call\n${statements.profile(one)}\n`,
    );
  }
  reportResult({
    name: 'provider wallet bet call (signed) vs a bare wallet transaction',
    ratio: bestHttp / bestSql,
    better: 'higher',
    goal: 1,
    detail: `${bestHttp.toFixed(0)} vs ${bestSql.toFixed(0)} per second, ${CLIENTS} providers' requests at a time, best of ${ROUNDS} alternating rounds; ${perOperation.bet.toFixed(1)} vs ${perOperation.move.toFixed(1)} statements on ${databaseName()}`,
  });
} finally {
  await worker.terminate();
  await t.close();
}
