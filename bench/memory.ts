import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { GAME_ROUTES } from '@portal/contracts';
import { databaseName, reportResult } from './lib/report.ts';
import { startEnv, startFlags } from './lib/start-flags.ts';

/**
 * Memory of the portal process (RSS) at rest after a start, then over a soak of mixed reads.
 *   node bench/memory.ts                                        (embedded database, demo data)
 *   node scripts/with-postgres.ts node bench/memory.ts          (PostgreSQL)
 * The portal starts as `npm start` runs it (apps/server/src/main.ts with the Node flags of the
 * start script, e.g. the young generation's bound, ADR 0054): a first start fills an empty
 * database with the demo data, then it is stopped and started again, as every later `npm start`
 * is. At rest: RSS after BENCH_REST_SECONDS (20) with no requests. Then BENCH_SOAK_MINUTES (2;
 * the full soak is 30) of reads from BENCH_CLIENTS (4) keep-alive clients, RSS printed
 * every BENCH_SAMPLE_SECONDS (10), after a warm-up of a sixth of the soak (at most 60 s) that
 * fills the caches. Goals (issue 21): ≤ 350 MB at rest on the embedded database, ≤ 200 MB on
 * PostgreSQL (ratio RSS / goal, ≤ 1); flat over the soak (ratio end / middle of the soak, ≤ 1.1;
 * the start, the peak and every sample are printed too).
 * The sandbox payment provider and the demo game provider are processes of their own and are
 * not counted (the portal's figure is the goal).
 */
const ROOT = path.resolve(import.meta.dirname, '..');
const REST_SECONDS = Number(process.env.BENCH_REST_SECONDS ?? 20);
const SOAK_MINUTES = Number(process.env.BENCH_SOAK_MINUTES ?? 2);
const CLIENTS = Number(process.env.BENCH_CLIENTS ?? 4);
const SAMPLE_SECONDS = Number(process.env.BENCH_SAMPLE_SECONDS ?? 10);
const onPostgres = Boolean(process.env.DATABASE_URL);
const GOAL_MB = onPostgres ? 200 : 350;
const FLAT_GOAL = 1.1;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const probe = createServer();
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

/** Resident set of a process in MB: /proc on Linux, ps elsewhere. */
function rssMb(pid: number): number {
  const status = `/proc/${pid}/status`;
  if (existsSync(status)) {
    const match = readFileSync(status, 'utf8').match(/VmRSS:\s+(\d+)\s+kB/);
    if (match) return Number(match[1]) / 1024;
  }
  return Number(execFileSync('ps', ['-o', 'rss=', '-p', String(pid)], { encoding: 'utf8' }).trim()) / 1024;
}

async function start(dataDir: string, port: number): Promise<ChildProcess> {
  const child = spawn(process.execPath, [...startFlags(), 'apps/server/src/main.ts'], {
    cwd: ROOT,
    env: {
      ...process.env,
      ...startEnv(),
      DATA_DIR: dataDir,
      PORT: String(port),
      LOG_LEVEL: 'warn',
      // The soak's few clients come from one address; the per-address limit would answer 429.
      RATE_LIMIT_PER_MINUTE: '1000000',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const started = performance.now();
  for (;;) {
    if (child.exitCode !== null) throw new Error(`the portal exited (${child.exitCode})`);
    try {
      if ((await fetch(`http://127.0.0.1:${port}/healthz`)).ok) return child;
    } catch {
      // not listening yet
    }
    if (performance.now() - started > 300_000) throw new Error('no answer within 300 s');
    await sleep(100);
  }
}

async function stop(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  await exited;
}

/** The public reads a visitor's pages make: home, catalogue, content, the crash game, health. */
function readPaths(): string[] {
  const list = GAME_ROUTES.list.path;
  return [
    '/',
    `${list}?gameType=RNG&pageNo=1&pageSize=20&language=en`,
    `${list}?gameType=RNG&pageNo=7&pageSize=20&language=bn`,
    `${list}?gameType=LIVE&pageNo=1&pageSize=20&language=en`,
    `${list}?gameType=RNG&keyword=dragon&pageSize=20&language=en`,
    `${list}?gameType=FISH&pageSize=20&language=fil`,
    `${GAME_ROUTES.hot.path}?language=en`,
    `${GAME_ROUTES.vendorLanes.path}?language=en`,
    `${GAME_ROUTES.menus.path}?language=en`,
    '/wps/system/config',
    '/wps/banners?group=w_home',
    '/wps/announcements?type=H',
    '/lgw/crash/state',
    '/lgw/originals/config',
    '/healthz',
    '/nowhere-at-all',
  ];
}

const dir = mkdtempSync(path.join(tmpdir(), 'portal-memory-'));
const dataDir = path.join(dir, 'pglite');
let child: ChildProcess | null = null;
try {
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  process.stdout.write(`database: ${databaseName()}; first start (demo data on an empty database)…\n`);
  child = await start(dataDir, port);
  await stop(child);
  child = await start(dataDir, port);
  const pid = child.pid as number;
  process.stdout.write(`started again; resting ${REST_SECONDS} s…\n`);
  await sleep(REST_SECONDS * 1000);
  const rest = rssMb(pid);
  process.stdout.write(`RSS at rest: ${rest.toFixed(0)} MB (goal ≤ ${GOAL_MB} MB on ${databaseName()})\n`);

  const paths = readPaths();
  const counts = new Map<number | string, number>();
  let requests = 0;
  let running = true;
  const client = async (offset: number) => {
    const headers = { 'x-merchant': offset % 2 === 0 ? 'TIGER' : 'JADE', 'accept-language': 'en' };
    for (let i = offset; running; i += 1) {
      const url = `${base}${paths[i % paths.length]}`;
      try {
        const response = await fetch(url, { headers });
        await response.arrayBuffer();
        counts.set(response.status, (counts.get(response.status) ?? 0) + 1);
      } catch (error) {
        const code = (error as { cause?: { code?: string } }).cause?.code ?? 'error';
        counts.set(code, (counts.get(code) ?? 0) + 1);
        await sleep(100);
      }
      requests += 1;
    }
  };
  const clients = Array.from({ length: CLIENTS }, (_, i) => client(i * 3));
  const soakMs = SOAK_MINUTES * 60_000;
  const warmUpMs = Math.min(60_000, soakMs / 6);
  await sleep(warmUpMs);
  const soakStart = rssMb(pid);
  process.stdout.write(
    `soak: ${SOAK_MINUTES} min of reads by ${CLIENTS} clients after ${(warmUpMs / 1000).toFixed(0)} s of warm-up; RSS ${soakStart.toFixed(0)} MB\n`,
  );
  const began = performance.now();
  const samples: number[] = [soakStart];
  let peak = soakStart;
  while (performance.now() - began < soakMs) {
    await sleep(Math.min(SAMPLE_SECONDS * 1000, soakMs - (performance.now() - began)));
    const now = rssMb(pid);
    samples.push(now);
    peak = Math.max(peak, now);
    process.stdout.write(
      `  ${((performance.now() - began) / 1000).toFixed(0).padStart(5)} s  RSS ${now.toFixed(0)} MB  (${requests} requests so far)\n`,
    );
  }
  running = false;
  await Promise.all(clients);
  const end = samples.at(-1) as number;
  // Flat means no growth once the process has reached its working size: V8 lets the old
  // generation fill with garbage up to a limit before its first full collections (the live heap
  // after them stays the same), so the first half of the soak is the way there and the second
  // half is what a leak would show in.
  const mid = samples[Math.floor((samples.length - 1) / 2)] as number;
  const statuses = [...counts].map(([status, n]) => `${status}: ${n}`).join(', ');
  process.stdout.write(`answers: ${statuses}\n`);
  await sleep(5_000);
  const after = rssMb(pid);
  process.stdout.write(`RSS 5 s after the soak: ${after.toFixed(0)} MB\n`);

  reportResult({
    name: `portal RSS at rest after a start vs the ${GOAL_MB} MB goal`,
    ratio: rest / GOAL_MB,
    better: 'lower',
    goal: 1,
    detail: `${rest.toFixed(0)} MB at rest ${REST_SECONDS} s after the start vs ${GOAL_MB} MB`,
  });
  reportResult({
    name: 'portal RSS at the end of the soak vs its middle',
    ratio: end / mid,
    better: 'lower',
    goal: FLAT_GOAL,
    detail: `${mid.toFixed(0)} → ${end.toFixed(0)} MB over the second half of ${SOAK_MINUTES} min of reads (${requests} requests; ${soakStart.toFixed(0)} MB at its start, peak ${peak.toFixed(0)} MB)`,
  });
} finally {
  if (child) await stop(child);
  rmSync(dir, { recursive: true, force: true });
}
