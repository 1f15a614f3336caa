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
const perOperation = { bet: 0, move: 0, grouped: 0 };
const report = (label: string, ms: number, kind: keyof typeof perOperation, n = CLIENTS * PER_CLIENT) => {
  const perSecond = n / (ms / 1000);
  perOperation[kind] = statements.count() / n;
  process.stdout.write(
    `${label}: ${perSecond.toFixed(0)} per second (${CLIENTS} × ${PER_CLIENT}; ${perOperation[kind].toFixed(1)} statements each)\n`,
  );
  return perSecond;
};

const appFor = (groupCommit: boolean) =>
  createTestApp({
    env: { LOG_LEVEL: 'silent', WALLET_GROUP_COMMIT: groupCommit ? 'on' : 'off' },
    // Answers are checked against their contracts in tests only (ADR 0023): off here, as in production.
    checkResponses: false,
  });
// The same calls against two portals in one run: each call in its own transaction (the default),
// and calls arriving together sharing one (WALLET_GROUP_COMMIT=on, ADR 0060).
const t = await appFor(false);
const grouped = await appFor(true);
const worker = new Worker(new URL('./lib/http-worker.ts', import.meta.url));
try {
  /** A vendor, a game and the players with their launch tokens on one portal. */
  const prepare = async (app: typeof t) => {
    const brand = await app.app.services.brands.findByCode('TIGER');
    if (!brand) throw new Error('no TIGER brand');
    const vendor = await createVendor(app, { brands: ['TIGER'] });
    const game = await createGame(app, vendor, { name: 'Bench Slot' });
    const address = await app.app.listen({ port: 0, host: '127.0.0.1' });
    const players = [];
    for (let i = 0; i < CLIENTS; i += 1) {
      const member = await walletMember(app, { balance: '1000000.00' });
      players.push({
        member,
        user: `TIGER-${member.id}`,
        token: await launchToken(app, member, 'TIGER', vendor, game),
      });
    }
    return { app, brand, vendor, game, address, players };
  };
  type Portal = Awaited<ReturnType<typeof prepare>>;
  /** Each provider's `count` bet calls of 1.00, signed: a losing spin on a round of its own. */
  const signedBets = (p: Portal, count: number) =>
    p.players.map((player) =>
      Array.from({ length: count }, () => {
        const body = JSON.stringify({
          request_uuid: uuid(),
          user: player.user,
          token: player.token,
          game_code: p.game.code,
          currency: p.brand.currency,
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
  const job = (p: Portal, count: number): ClientJob => ({
    address: p.address,
    path: `/pw/${p.vendor.code}/transaction/bet`,
    kind: 'prepared',
    headers: p.players.map(() => ({})),
    perClient: count,
    prepared: { requests: signedBets(p, count), expect: '"status":"RS_OK"' },
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
  const single = await prepare(t);
  const batched = await prepare(grouped);
  const { brand, vendor, players } = single;
  // One call each first: HOUSE accounts and the caches exist before anything is timed.
  await timedHttp(job(single, 1));
  await timedHttp(job(batched, 1));

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
  let bestGrouped = 0;
  for (let round = 1; round <= ROUNDS; round += 1) {
    bestSql = Math.max(bestSql, report(`round ${round}: bare wallet transaction`, await timedSql(), 'move'));
    bestHttp = Math.max(
      bestHttp,
      report(
        `round ${round}: provider bet calls through HTTP`,
        await timedHttp(job(single, PER_CLIENT)),
        'bet',
      ),
    );
    bestGrouped = Math.max(
      bestGrouped,
      report(
        `round ${round}: provider bet calls through HTTP, group commit`,
        await timedHttp(job(batched, PER_CLIENT)),
        'grouped',
      ),
    );
  }
  if (PROFILE) {
    const one = Number(process.env.BENCH_PROFILE_CALLS ?? 50);
    const calls = signedBets(single, one)[0] ?? [];
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
  reportResult({
    name: 'provider wallet bet call with group commit vs a bare wallet transaction',
    ratio: bestGrouped / bestSql,
    better: 'higher',
    goal: 1,
    detail: `${bestGrouped.toFixed(0)} vs ${bestSql.toFixed(0)} per second (one transaction a call: ${bestHttp.toFixed(0)}, so ${(bestGrouped / bestHttp).toFixed(2)}×); ${perOperation.grouped.toFixed(1)} statements a call on ${databaseName()}`,
  });
} finally {
  await worker.terminate();
  await t.close();
  await grouped.close();
}
