import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { databaseName, reportResult } from './lib/report.ts';
import { startEnv, startFlags } from './lib/start-flags.ts';

/**
 * How long the portal takes from process start to its first answered page, against a bare Node
 * HTTP server started the same way in the same run (so a busy machine slows both alike).
 *   node bench/startup.ts                                       (embedded database)
 *   node scripts/with-postgres.ts node bench/startup.ts         (PostgreSQL)
 * "warm" is the usual `npm start` after `npm install` (database already set up, Node's compile
 * cache filled by an earlier start); "cold" is a first start on an empty database (initdb on the
 * embedded one, migrations, demo data). Goal (issue 21): the first answer within 3 s of `npm
 * start` (it was 4.6 s); the ratio to the bare server is what the table tracks.
 */
const ROOT = path.resolve(import.meta.dirname, '..');
const RUNS = Number(process.env.BENCH_RUNS ?? 5);

function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const probe = createServer();
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

async function timeToFirstAnswer(
  args: string[],
  env: Record<string, string>,
  urlPath: string,
): Promise<number> {
  const port = await freePort();
  const started = performance.now();
  const child = spawn(process.execPath, args, {
    cwd: ROOT,
    env: { ...process.env, ...env, PORT: String(port) },
    stdio: 'ignore',
  });
  try {
    for (;;) {
      try {
        const response = await fetch(`http://127.0.0.1:${port}${urlPath}`);
        if (response.ok) return performance.now() - started;
      } catch {
        // not listening yet
      }
      if (performance.now() - started > 300_000) throw new Error('no answer within 300 s');
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
  } finally {
    child.kill('SIGTERM');
    await new Promise((resolve) => child.once('exit', resolve));
  }
}

const median = (values: number[]) =>
  [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] as number;

const dir = mkdtempSync(path.join(tmpdir(), 'portal-bench-'));
try {
  const baselineScript =
    "require('node:http').createServer((q, s) => s.end('ok')).listen(Number(process.env.PORT), '127.0.0.1')";
  const portal = (dataDir: string) =>
    timeToFirstAnswer(
      [...startFlags(), 'apps/server/src/main.ts'],
      { ...startEnv(), DATA_DIR: dataDir, LOG_LEVEL: 'silent' },
      '/',
    );
  const baseline: number[] = [];
  const warm: number[] = [];
  const cold = await portal(path.join(dir, 'cold'));
  for (let i = 0; i < RUNS; i += 1) {
    baseline.push(await timeToFirstAnswer(['-e', baselineScript], {}, '/'));
    warm.push(await portal(path.join(dir, 'cold')));
  }
  const b = median(baseline);
  const w = median(warm);
  process.stdout.write(`database: ${databaseName()}\n`);
  process.stdout.write(`bare node http server: ${b.toFixed(0)} ms (median of ${RUNS})\n`);
  process.stdout.write(
    `portal, prepared database: ${w.toFixed(0)} ms (median of ${RUNS}: ${warm.map((x) => x.toFixed(0)).join(', ')}), ratio ${(w / b).toFixed(1)}x baseline\n`,
  );
  process.stdout.write(
    `portal, empty database: ${cold.toFixed(0)} ms, ratio ${(cold / b).toFixed(1)}x baseline\n`,
  );
  reportResult({
    name: 'npm start to first answer vs a bare Node HTTP server',
    ratio: w / b,
    better: 'lower',
    detail: `${w.toFixed(0)} ms vs ${b.toFixed(0)} ms, medians of ${RUNS}; goal in words: first answer ≤ 3 s (was 4.6 s) — ${w <= 3000 ? 'met' : 'missed'} here at ${(w / 1000).toFixed(1)} s`,
  });
  reportResult({
    name: 'first start on an empty database (migrations, demo data) vs a bare Node HTTP server',
    ratio: cold / b,
    better: 'lower',
    detail: `${cold.toFixed(0)} ms vs ${b.toFixed(0)} ms, one run`,
  });
} finally {
  rmSync(dir, { recursive: true, force: true });
}
