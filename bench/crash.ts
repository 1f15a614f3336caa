import type { AddressInfo } from 'node:net';
import { isMainThread, parentPort, Worker } from 'node:worker_threads';
import WebSocket from 'ws';

/**
 * Crash tick fan-out: 1,000 WebSocket clients on loopback follow the crash game of one node
 * (signed-in members: hello with a session token, then crash.subscribe), and every tick's latency
 * from publish to each client's receipt is measured, per tick p50/p95/p99/max. The baseline, in
 * the same run and with the same 1,000 clients (a second connection each), is a bare `ws` server
 * broadcasting the same payload, serialised once, in a loop. Ticks alternate between the two every
 * 50 ms, so each sees the same machine; the clients run in a worker thread, as remote clients would
 * not share the server's event loop. Times are absolute (timeOrigin + now), shared by both threads.
 *   npm run bench:crash        (embedded PGlite; with DATABASE_URL set, that PostgreSQL)
 * No assertion: it prints the figures and the ratios.
 */
const CLIENTS = Number(process.env.BENCH_CLIENTS ?? 1000);
const TICKS = Number(process.env.BENCH_TICKS ?? 200);
const TICK_MS = 100;

const clock = () => performance.timeOrigin + performance.now();

type Job = { portal: string; baseline: string; tokens: string[] };
type Received = { portal: number[][]; baseline: number[][] };

/** The clients: both connections of each, and every tick's arrival time by sequence number. */
async function runClients(job: Job): Promise<void> {
  const received: Received = { portal: [], baseline: [] };
  const record = (kind: keyof Received) => (data: WebSocket.Data) => {
    const at = clock();
    const event = JSON.parse(String(data)) as { type: string; elapsedMs?: number };
    if (event.type !== 'crash.tick' || event.elapsedMs === undefined) return;
    const list = received[kind];
    let arrivals = list[event.elapsedMs];
    if (!arrivals) {
      arrivals = [];
      list[event.elapsedMs] = arrivals;
    }
    arrivals.push(at);
  };
  const sockets: WebSocket[] = [];
  const open = (url: string) =>
    new Promise<WebSocket>((resolve, reject) => {
      const socket = new WebSocket(url, { perMessageDeflate: false });
      socket.once('open', () => resolve(socket));
      socket.once('error', reject);
      sockets.push(socket);
    });
  // In batches, so the server's accept queue is not flooded all at once.
  for (let i = 0; i < job.tokens.length; i += 100) {
    await Promise.all(
      job.tokens.slice(i, i + 100).map(async (token) => {
        const portal = await open(job.portal);
        await new Promise<void>((resolve) => {
          portal.on('message', (data) => {
            const type = (JSON.parse(String(data)) as { type: string }).type;
            if (type === 'ready') {
              portal.send(JSON.stringify({ type: 'crash.subscribe' }));
              resolve();
            }
          });
          portal.send(JSON.stringify({ type: 'hello', merchant: 'TIGER', token }));
        });
        portal.on('message', record('portal'));
        const baseline = await open(job.baseline);
        baseline.on('message', record('baseline'));
      }),
    );
  }
  parentPort?.postMessage({ connected: true });
  parentPort?.once('message', () => {
    parentPort?.postMessage({ received });
    for (const socket of sockets) socket.terminate();
  });
}

if (!isMainThread) {
  parentPort?.once('message', (job: Job) => {
    runClients(job).catch((error: unknown) => parentPort?.postMessage({ error: String(error) }));
  });
} else {
  await main();
}

function quantile(sorted: number[], q: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * q))] as number;
}

interface TickStats {
  p50: number;
  p95: number;
  p99: number;
  max: number;
  missing: number;
}

function tickStats(sent: number[], arrivals: number[][], clients: number): TickStats[] {
  return sent.map((t0, seq) => {
    const got = (arrivals[seq] ?? []).map((at) => at - t0).sort((a, b) => a - b);
    return {
      p50: quantile(got, 0.5),
      p95: quantile(got, 0.95),
      p99: quantile(got, 0.99),
      max: got.at(-1) as number,
      missing: clients - got.length,
    };
  });
}

/** The median over ticks of each per-tick figure. */
function summary(stats: TickStats[]) {
  const of = (key: keyof TickStats) =>
    quantile(
      stats.map((s) => s[key]).sort((a, b) => a - b),
      0.5,
    );
  return {
    p50: of('p50'),
    p95: of('p95'),
    p99: of('p99'),
    max: of('max'),
    worstMax: Math.max(...stats.map((s) => s.max)),
  };
}

async function main() {
  const { createTestApp } = await import('../apps/server/src/test/test-app.ts');
  const t = await createTestApp({
    env: { LOG_LEVEL: 'silent', RATE_LIMIT_PER_MINUTE: '1000000', LIVE_SOCKETS_PER_ADDRESS: '5000' },
  });
  const bare = new WebSocket.Server({ host: '127.0.0.1', port: 0, perMessageDeflate: false });
  const bareListening = new Promise<void>((resolve) => bare.once('listening', () => resolve()));
  const worker = new Worker(new URL(import.meta.url));
  try {
    const brand = await t.app.services.brands.findByCode('TIGER');
    if (!brand) throw new Error('no TIGER brand');
    const address = await t.app.listen({ port: 0, host: '127.0.0.1' });
    await bareListening;
    const barePort = (bare.address() as AddressInfo).port;
    const member = await t.db
      .selectFrom('members')
      .select('id')
      .where('merchant_id', '=', brand.id)
      .where('account', '=', 'player01')
      .executeTakeFirstOrThrow();
    // Sessions straight from the session service: 1,000 password checks would measure argon2.
    const tokens: string[] = [];
    for (let i = 0; i < CLIENTS; i += 1) {
      const { token } = await t.app.services.sessions.create(brand, member.id, {
        ip: '127.0.0.1',
        userAgent: 'bench',
      });
      tokens.push(token);
    }

    const done = new Promise<Received>((resolve, reject) => {
      worker.on('message', (message: { connected?: boolean; received?: Received; error?: string }) => {
        if (message.error) reject(new Error(message.error));
        if (message.received) resolve(message.received);
      });
    });
    const connected = new Promise<void>((resolve) =>
      worker.on('message', (message: { connected?: boolean }) => message.connected && resolve()),
    );
    const started = performance.now();
    worker.postMessage({
      portal: `${address.replace('http', 'ws')}/ws`,
      baseline: `ws://127.0.0.1:${barePort}`,
      tokens,
    } satisfies Job);
    await connected;
    const followers = t.app.services.crashHub.size(brand.id);
    process.stdout.write(
      `${CLIENTS} clients connected in ${((performance.now() - started) / 1000).toFixed(1)} s; ${followers} following the crash game, ${bare.clients.size} on the bare server\n`,
    );

    const portalSent: number[] = [];
    const baselineSent: number[] = [];
    const payload = (seq: number) => ({
      type: 'crash.tick' as const,
      roundId: '123456',
      elapsedMs: seq,
      multiplier: 100 + seq,
    });
    for (let seq = 0; seq < TICKS; seq += 1) {
      // The portal's path: the service publishes on the event bus, the hub fans out.
      portalSent[seq] = clock();
      await t.app.services.crash.publish(brand, payload(seq));
      await new Promise((resolve) => setTimeout(resolve, TICK_MS / 2));
      // The baseline: serialise once, send to every client.
      baselineSent[seq] = clock();
      const text = JSON.stringify(payload(seq));
      for (const client of bare.clients) client.send(text);
      await new Promise((resolve) => setTimeout(resolve, TICK_MS / 2));
    }
    await new Promise((resolve) => setTimeout(resolve, 1000));
    worker.postMessage('report');
    const received = await done;

    const portal = summary(tickStats(portalSent, received.portal, CLIENTS));
    const baseline = summary(tickStats(baselineSent, received.baseline, CLIENTS));
    const missing = (arrivals: number[][]) =>
      CLIENTS * TICKS - arrivals.reduce((n, a) => n + (a?.length ?? 0), 0);
    const row = (label: string, s: ReturnType<typeof summary>) =>
      `${label.padEnd(22)} p50 ${s.p50.toFixed(2).padStart(7)}  p95 ${s.p95.toFixed(2).padStart(7)}  p99 ${s.p99.toFixed(2).padStart(7)}  max ${s.max.toFixed(2).padStart(7)}  (worst tick max ${s.worstMax.toFixed(2)})\n`;
    process.stdout.write(
      `\ntick fan-out latency to ${CLIENTS} clients, ms (median over ${TICKS} ticks of each tick's figure)\n`,
    );
    process.stdout.write(row('portal (bus + hub)', portal));
    process.stdout.write(row('bare ws broadcast', baseline));
    process.stdout.write(
      `ratio portal/baseline   p50 ${(portal.p50 / baseline.p50).toFixed(2)}×  p95 ${(portal.p95 / baseline.p95).toFixed(2)}×  p99 ${(portal.p99 / baseline.p99).toFixed(2)}×  max ${(portal.max / baseline.max).toFixed(2)}×\n`,
    );
    process.stdout.write(
      `lost ticks: portal ${missing(received.portal)}, baseline ${missing(received.baseline)} (of ${CLIENTS * TICKS})\n`,
    );
  } finally {
    await worker.terminate();
    await new Promise((resolve) => bare.close(resolve));
    await t.close();
  }
}
