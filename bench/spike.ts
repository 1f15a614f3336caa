import net from 'node:net';
import { isMainThread, parentPort, Worker } from 'node:worker_threads';

/**
 * A spike of 2,000 requests arriving at once (issue 21): each its own connection, all opened
 * together from a worker thread (as remote clients would not share the server's event loop), to
 * a representative read call (game list pages, as bench/games.ts). Run once without load shedding
 * (the baseline: every request queues, p99 of all) and once with this node's default limits (ADR
 * 0051): p50/p99 of the served ones, how many got 503 + Retry-After, and the served p99 against
 * the baseline p99 (lower is better). The issue's goal is p99 < 1 s for served requests.
 *   node bench/spike.ts                                   (embedded database)
 *   node scripts/with-postgres.ts node bench/spike.ts     (PostgreSQL)
 * BENCH_SPIKE (2000) requests per spike, BENCH_ROUNDS (1) spikes of each kind, alternating;
 * BENCH_MAX_IN_FLIGHT and BENCH_MAX_EVENT_LOOP_DELAY_MS override the shedding run's limits.
 */
interface Outcome {
  status: number;
  ms: number;
  retryAfter: boolean;
  head?: string;
}

/** In the worker: open every connection at once, one request each, time each to its last byte. */
function spike(port: number, requests: string[]): Promise<Outcome[]> {
  return Promise.all(
    requests.map(
      (request) =>
        new Promise<Outcome>((resolve) => {
          const started = performance.now();
          const chunks: Buffer[] = [];
          // The request is written whole and the socket left open (as a browser does): the server
          // closes it after its answer (connection: close).
          const socket = net.connect(port, '127.0.0.1', () => socket.write(request));
          socket.setTimeout(120_000, () => socket.destroy());
          socket.on('data', (chunk: Buffer) => chunks.push(chunk));
          socket.on('error', () => undefined);
          socket.on('close', () => {
            const head = Buffer.concat(chunks).subarray(0, 4096).toString('latin1');
            resolve({
              status: Number(head.slice(9, 12)) || 0,
              ms: performance.now() - started,
              retryAfter: /\r\nretry-after: *\d+/i.test(head),
              head: head.slice(0, 300),
            });
          });
        }),
    ),
  );
}

if (!isMainThread) {
  parentPort?.on('message', (job: { port: number; requests: string[] }) => {
    spike(job.port, job.requests).then((outcomes) => parentPort?.postMessage(outcomes));
  });
} else {
  await main();
}

async function main() {
  const { GAME_ROUTES } = await import('@portal/contracts');
  const { buildApp } = await import('../apps/server/src/app.ts');
  const { loadConfig } = await import('../apps/server/src/config/config.ts');
  const { createTestDatabase, TEST_TEMPLATE } = await import('../apps/server/src/test/test-app.ts');
  const { databaseName, reportResult } = await import('./lib/report.ts');

  const SPIKE = Number(process.env.BENCH_SPIKE ?? 2000);
  const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 1);
  const quantile = (values: number[], q: number) => {
    if (values.length === 0) return Number.NaN;
    const sorted = [...values].sort((a, b) => a - b);
    return sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * q))] as number;
  };

  const lists = [
    'gameType=RNG',
    'gameType=RNG&pageNo=60',
    'gameType=RNG&vassalage=SPF',
    'gameType=RNG&gameClassify=JACKPOT',
    'gameType=RNG&filter=HOT',
    'gameType=RNG&keyword=dragon',
    'gameType=LIVE',
    'gameType=LIVE&gameClassify=ROULETTE&pageNo=2',
    'gameType=FISH&vassalage=OCK',
    'gameType=PVP',
  ].map((q) => `${GAME_ROUTES.list.path}?${q}&pageSize=20&language=en`);
  const requests = Array.from(
    { length: SPIKE },
    (_, i) =>
      `GET ${lists[i % lists.length]} HTTP/1.1\r\nhost: 127.0.0.1\r\nx-merchant: TIGER\r\naccept: application/json\r\nconnection: close\r\n\r\n`,
  );

  // The production defaults of load shedding (ADR 0051), or a limit to try.
  const defaults = loadConfig({ APP_MODE: 'development', DATA_DIR: 'memory' }).loadShedding;
  const shedding = {
    ...defaults,
    ...(process.env.BENCH_MAX_IN_FLIGHT ? { maxInFlight: Number(process.env.BENCH_MAX_IN_FLIGHT) } : {}),
    ...(process.env.BENCH_MAX_EVENT_LOOP_DELAY_MS
      ? { maxEventLoopDelayMs: Number(process.env.BENCH_MAX_EVENT_LOOP_DELAY_MS) }
      : {}),
    ...(process.env.BENCH_MAX_QUEUE_MS ? { maxQueueMs: Number(process.env.BENCH_MAX_QUEUE_MS) } : {}),
  };
  const off = { ...defaults, maxInFlight: 0, maxEventLoopDelayMs: 0, maxQueueMs: 0, maxHeapUsedBytes: 0 };

  const database = await createTestDatabase({ seed: true });
  const worker = new Worker(new URL(import.meta.url));
  let serverSide: number[] = [];
  const runSpike = async (limits: typeof defaults) => {
    serverSide = [];
    const config = loadConfig(
      { APP_MODE: 'test', DATA_DIR: 'memory', LOG_LEVEL: 'silent', RATE_LIMIT_PER_MINUTE: '1000000' },
      { loadShedding: limits },
    );
    // Answers are checked against their contracts in tests only (ADR 0023): off, as in production.
    const app = await buildApp({
      config,
      db: database.db,
      webTemplate: TEST_TEMPLATE,
      checkResponses: false,
    });
    try {
      // The server's own view: from a connection's accept to its answer's last byte (served ones).
      const accepted = new WeakMap<object, number>();
      app.server.on('connection', (socket: object) => accepted.set(socket, performance.now()));
      app.server.on('request', (request, response) => {
        response.once('finish', () => {
          const since = accepted.get(request.socket);
          if (since !== undefined && response.statusCode === 200) serverSide.push(performance.now() - since);
        });
      });
      await app.listen({ port: 0, host: '127.0.0.1', backlog: 4096 });
      const address = app.server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      // Warm the path (statements, JIT) one request at a time.
      for (const path of lists)
        await (await fetch(`http://127.0.0.1:${port}${path}`, { headers: { 'x-merchant': 'TIGER' } })).text();
      const outcomes = await new Promise<Outcome[]>((resolve) => {
        worker.once('message', resolve);
        worker.postMessage({ port, requests });
      });
      return outcomes;
    } finally {
      await app.close();
    }
  };

  const rounds: { baseline: Outcome[]; shed: Outcome[] }[] = [];
  const line = (label: string, outcomes: Outcome[]) => {
    const served = outcomes.filter((o) => o.status === 200).map((o) => o.ms);
    const refused = outcomes.filter((o) => o.status === 503);
    const other = outcomes.length - served.length - refused.length;
    process.stdout.write(
      `${label}: ${served.length} served (p50 ${quantile(served, 0.5).toFixed(0)} ms, p99 ${quantile(served, 0.99).toFixed(0)} ms, max ${quantile(served, 1).toFixed(0)} ms), ${refused.length} got 503 (${refused.filter((o) => o.retryAfter).length} with Retry-After; p99 ${quantile(
        refused.map((o) => o.ms),
        0.99,
      ).toFixed(0)} ms)${other ? `, ${other} other` : ''}\n`,
    );
  };
  try {
    for (let round = 1; round <= ROUNDS; round += 1) {
      const b = await runSpike(off);
      line(`round ${round}, no shedding (baseline)`, b);
      const s = await runSpike(shedding);
      line(
        `round ${round}, shedding at ${shedding.maxInFlight} in flight, ${shedding.maxEventLoopDelayMs} ms loop delay, ${shedding.maxQueueMs} ms queued`,
        s,
      );
      process.stdout.write(
        `  the served ones as the server saw them (accept to last byte): p50 ${quantile(serverSide, 0.5).toFixed(0)} ms, p99 ${quantile(serverSide, 0.99).toFixed(0)} ms\n`,
      );
      rounds.push({ baseline: b, shed: s });
    }
  } finally {
    await worker.terminate();
    await database.close();
  }

  // The median round by its ratio: rounds are reported whole, never mixed.
  const ratioOf = (r: (typeof rounds)[number]) =>
    quantile(
      r.shed.filter((o) => o.status === 200).map((o) => o.ms),
      0.99,
    ) /
    quantile(
      r.baseline.map((o) => o.ms),
      0.99,
    );
  const { baseline, shed } = [...rounds].sort((x, y) => ratioOf(x) - ratioOf(y))[
    Math.floor(rounds.length / 2)
  ] as (typeof rounds)[number];
  const all = baseline.map((o) => o.ms);
  const basedOk = baseline.filter((o) => o.status === 200).length;
  const served = shed.filter((o) => o.status === 200).map((o) => o.ms);
  const refused = shed.filter((o) => o.status === 503);
  const baselineP99 = quantile(all, 0.99);
  const servedP99 = quantile(served, 0.99);
  const goalMet = servedP99 < 1000 && refused.every((o) => o.retryAfter);
  reportResult({
    name: `spike of ${SPIKE} requests: served p99 with load shedding vs p99 without`,
    ratio: servedP99 / baselineP99,
    better: 'lower',
    detail: `${databaseName()}; without shedding p99 ${baselineP99.toFixed(0)} ms of all (${basedOk}/${SPIKE} answered 200); with shedding (${shedding.maxInFlight} in flight, ${shedding.maxEventLoopDelayMs} ms loop delay, ${shedding.maxQueueMs} ms queued) ${served.length} served, p50 ${quantile(served, 0.5).toFixed(0)} ms, p99 ${servedP99.toFixed(0)} ms, ${refused.length} got 503 + Retry-After; issue goal p99 < 1 s for served: ${goalMet ? 'met' : 'missed'}`,
  });
}
