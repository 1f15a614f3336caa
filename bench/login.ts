import { verify } from '@node-rs/argon2';
import { hashPassword } from '../apps/server/src/platform/passwords.ts';
import { sealPayload, solveHumanCheck } from '../apps/server/src/test/accounts.ts';
import { createTestApp } from '../apps/server/src/test/test-app.ts';

/**
 * Logins per second through the whole HTTP path (decrypting the sealed payload, the human check,
 * throttles, argon2id, the session write), against argon2id verification alone measured in the
 * same run. The human checks and sealed payloads are prepared before the clock starts: their cost
 * is the browser's.
 *   node bench/login.ts
 */
const N = Number(process.env.BENCH_LOGINS ?? 60);
const CONCURRENCY = Number(process.env.BENCH_CONCURRENCY ?? 2);

async function timed(label: string, count: number, work: (i: number) => Promise<void>): Promise<number> {
  let next = 0;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: CONCURRENCY }, async () => {
      for (let i = next++; i < count; i = next++) await work(i);
    }),
  );
  const perSecond = count / ((performance.now() - started) / 1000);
  process.stdout.write(`${label}: ${perSecond.toFixed(1)} per second (${count}, ${CONCURRENCY} at a time)\n`);
  return perSecond;
}

const t = await createTestApp({ env: { LOG_LEVEL: 'silent' } });
try {
  const hash = await hashPassword('Play@2026');
  const baseline = await timed('argon2id verification alone', N, async () => {
    if (!(await verify(hash, 'Play@2026'))) throw new Error('verify failed');
  });
  const payloads = [];
  for (let i = 0; i < N; i += 1) {
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
  const logins = await timed('logins through HTTP', N, async (i) => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/wps/session/login',
      headers: { 'x-merchant': 'TIGER' },
      payload: payloads[i],
    });
    if (res.statusCode !== 200) throw new Error(`login failed: ${res.body}`);
  });
  process.stdout.write(
    `ratio: logins run at ${((logins / baseline) * 100).toFixed(0)}% of the bare password-hash rate\n`,
  );
} finally {
  await t.close();
}
