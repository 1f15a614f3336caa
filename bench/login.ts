import { verify } from '@node-rs/argon2';
import { hashPassword } from '../apps/server/src/platform/passwords.ts';
import { sealPayload, solveHumanCheck } from '../apps/server/src/test/accounts.ts';
import { createTestApp } from '../apps/server/src/test/test-app.ts';
import { databaseName, reportResult } from './lib/report.ts';
import { logStatements } from './lib/statement-log.ts';

/**
 * Logins per second through the whole HTTP path (decrypting the sealed payload, the human check,
 * throttles, argon2id, the session write), against argon2id verification alone measured in the
 * same run, on the embedded database or (DATABASE_URL) PostgreSQL. The human checks and sealed
 * payloads are prepared before the clock starts: their cost is the browser's. Blocks of hashes
 * and of logins alternate (a noisy neighbour slows both) and the ratio is of their summed times.
 *   node bench/login.ts                                   (PGlite)
 *   node scripts/with-postgres.ts node bench/login.ts     (PostgreSQL)
 * BENCH_PROFILE=1 also prints the statements of a login with their time, and the main thread's
 * busy time per login (one at a time).
 */
const N = Number(process.env.BENCH_LOGINS ?? 20);
const CONCURRENCY = Number(process.env.BENCH_CONCURRENCY ?? 2);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 8);
const PROFILE = process.env.BENCH_PROFILE === '1';

const statements = logStatements({ record: PROFILE });

async function timed(count: number, concurrency: number, work: (i: number) => Promise<void>) {
  let next = 0;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      for (let i = next++; i < count; i = next++) await work(i);
    }),
  );
  return count / ((performance.now() - started) / 1000);
}

// Answers are checked against their contracts in tests only (ADR 0023): off here, as in production.
const t = await createTestApp({ env: { LOG_LEVEL: 'silent' }, checkResponses: false });
try {
  const hash = await hashPassword('Play@2026');
  const payloadsFor = async (count: number) => {
    const payloads = [];
    for (let i = 0; i < count; i += 1) {
      const humanCheck = await solveHumanCheck(t.app, 'TIGER');
      payloads.push(
        await sealPayload(t.app, 'TIGER', 'POST', '/wps/session/login', {
          type: 'username',
          username: 'demo01',
          password: 'Play@2026',
          humanCheck,
        }),
      );
    }
    return payloads;
  };
  const login = async (payload: unknown) => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/wps/session/login',
      headers: { 'x-merchant': 'TIGER' },
      payload: payload as Record<string, string>,
    });
    if (res.statusCode !== 200) throw new Error(`login failed: ${res.body}`);
  };
  // One login first: prepared statements, the dummy hash, caches.
  for (const payload of await payloadsFor(2)) await login(payload);

  // Blocks of hashes and logins alternate (which comes first, too), so a noisy neighbour slows
  // both alike; the ratio is of the summed times.
  let hashSeconds = 0;
  let loginSeconds = 0;
  let logins = 0;
  statements.reset();
  for (let round = 1; round <= ROUNDS; round += 1) {
    const payloads = await payloadsFor(N);
    let hashRate = 0;
    let loginRate = 0;
    const hashBlock = async () => {
      const before = statements.count();
      hashRate = await timed(N, CONCURRENCY, async () => {
        if (!(await verify(hash, 'Play@2026'))) throw new Error('verify failed');
      });
      if (statements.count() !== before) throw new Error('the baseline touched the database');
    };
    const loginBlock = async () => {
      loginRate = await timed(N, CONCURRENCY, (i) => login(payloads[i]));
    };
    if (round % 2 === 1) {
      await hashBlock();
      await loginBlock();
    } else {
      await loginBlock();
      await hashBlock();
    }
    hashSeconds += N / hashRate;
    loginSeconds += N / loginRate;
    logins += N;
    process.stdout.write(
      `round ${round}: argon2id verification alone ${hashRate.toFixed(1)}/s, logins through HTTP ${loginRate.toFixed(1)}/s (${CONCURRENCY} at a time)\n`,
    );
  }
  const perLogin = statements.count() / logins;
  const hashRate = logins / hashSeconds;
  const loginRate = logins / loginSeconds;

  if (PROFILE) {
    const payloads = await payloadsFor(N);
    statements.reset();
    const before = performance.eventLoopUtilization();
    const started = performance.now();
    for (const payload of payloads) await login(payload);
    const wall = (performance.now() - started) / N;
    const busy = performance.eventLoopUtilization(before).active / N;
    process.stdout.write(
      `one at a time: ${wall.toFixed(1)} ms a login, main thread busy ${busy.toFixed(1)} ms of it\n${statements.profile(N)}\n`,
    );
  }

  reportResult({
    name: 'login vs the argon2id verification alone',
    ratio: loginRate / hashRate,
    better: 'higher',
    goal: 0.8,
    detail: `${loginRate.toFixed(1)} vs ${hashRate.toFixed(1)} per second, ${CONCURRENCY} at a time, ${ROUNDS} alternating rounds of ${N}; ${perLogin.toFixed(1)} statements a login on ${databaseName()}`,
  });
} finally {
  await t.close();
}
