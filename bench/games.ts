import { GAME_ROUTES } from '@portal/contracts';
import { sql } from 'kysely';

/**
 * Game-list latency over the whole demo catalogue (3,000+ games) through HTTP, against a bare
 * primary-key lookup of one game issued on the same pool in the same run. Requests go one at a
 * time (latency, not throughput), over a keep-alive connection; the lists vary: every list centre,
 * vendors, classifications, filters, searches, first and deep pages.
 *   npm run bench:games      (a throwaway PostgreSQL cluster; or set DATABASE_URL)
 * Rounds alternate so a noisy neighbour hurts both; the best median of each is kept.
 */
const REQUESTS = Number(process.env.BENCH_REQUESTS ?? 400);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);

if (!process.env.DATABASE_URL) {
  console.error('bench/games.ts measures PostgreSQL: run it with npm run bench:games.');
  process.exit(2);
}
const { createTestApp } = await import('../apps/server/src/test/test-app.ts');

const quantile = (values: number[], q: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * q))] as number;
};

const t = await createTestApp({
  env: { LOG_LEVEL: 'silent', RATE_LIMIT_PER_MINUTE: '1000000' },
  // Answers are checked against their contracts in tests only (ADR 0023): off here, as in
  // production. BENCH_CHECK_RESPONSES=1 times the check as well.
  checkResponses: process.env.BENCH_CHECK_RESPONSES === '1',
});
try {
  const address = await t.app.listen({ port: 0, host: '127.0.0.1' });
  const ids = (await t.db.selectFrom('games').select('id').execute()).map((r) => r.id);
  const total = ids.length;
  const lists = [
    'gameType=RNG',
    'gameType=RNG&pageNo=60',
    'gameType=RNG&vassalage=SPF',
    'gameType=RNG&gameClassify=JACKPOT',
    'gameType=RNG&filter=HOT',
    'gameType=RNG&filter=NEW',
    'gameType=RNG&keyword=dragon',
    'gameType=RNG&keyword=%E0%A6%B8%E0%A7%8B%E0%A6%A8%E0%A6%BE%E0%A6%B2%E0%A7%80',
    'gameType=LIVE',
    'gameType=LIVE&gameClassify=ROULETTE&pageNo=2',
    'gameType=FISH&vassalage=OCK',
    'gameType=PVP',
  ].map((q) => `${address}${GAME_ROUTES.list.path}?${q}&pageSize=20&language=en`);
  const headers = { 'x-merchant': 'TIGER' };
  // Warm both paths (connections, prepared statements, JIT).
  for (const url of lists) await (await fetch(url, { headers })).text();
  for (const id of ids.slice(0, 50)) await sql`select * from games where id = ${id}`.execute(t.db);

  const timeHttp = async () => {
    const times: number[] = [];
    for (let i = 0; i < REQUESTS; i += 1) {
      const url = lists[i % lists.length] as string;
      const started = performance.now();
      const res = await fetch(url, { headers });
      const body = await res.json();
      times.push(performance.now() - started);
      if (body.code !== 'OK') throw new Error(`list failed: ${JSON.stringify(body)}`);
    }
    return times;
  };
  const timeLookup = async () => {
    const times: number[] = [];
    for (let i = 0; i < REQUESTS; i += 1) {
      const id = ids[(i * 7919) % ids.length] as bigint;
      const started = performance.now();
      const { rows } = await sql`select * from games where id = ${id}`.execute(t.db);
      times.push(performance.now() - started);
      if (rows.length !== 1) throw new Error('lookup failed');
    }
    return times;
  };

  let bestList = Number.POSITIVE_INFINITY;
  let bestLookup = Number.POSITIVE_INFINITY;
  for (let round = 1; round <= ROUNDS; round += 1) {
    const lookup = await timeLookup();
    const list = await timeHttp();
    bestLookup = Math.min(bestLookup, quantile(lookup, 0.5));
    bestList = Math.min(bestList, quantile(list, 0.5));
    process.stdout.write(
      `round ${round}: game list through HTTP median ${quantile(list, 0.5).toFixed(2)} ms, p95 ${quantile(list, 0.95).toFixed(2)} ms; primary-key lookup median ${quantile(lookup, 0.5).toFixed(3)} ms, p95 ${quantile(lookup, 0.95).toFixed(3)} ms\n`,
    );
  }
  process.stdout.write(
    `ratio: a game-list page over ${total} games takes ${(bestList / bestLookup).toFixed(1)} times a primary-key lookup (medians ${bestList.toFixed(2)} ms and ${bestLookup.toFixed(3)} ms)\n`,
  );
} finally {
  await t.close();
}
