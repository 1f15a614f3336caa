import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';

/**
 * How long the portal takes from process start to its first answered page, against a bare Node
 * HTTP server started the same way in the same run (so a busy machine slows both alike).
 *   node bench/startup.ts
 * "warm" is the usual `npm start` after `npm install` (database folder already set up);
 * "cold" is a first start on an empty folder (initdb, migrations, demo data).
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
      if (performance.now() - started > 60_000) throw new Error('no answer within 60 s');
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
    timeToFirstAnswer(['apps/server/src/main.ts'], { DATA_DIR: dataDir, LOG_LEVEL: 'silent' }, '/');
  const baseline: number[] = [];
  const warm: number[] = [];
  const cold = await portal(path.join(dir, 'cold'));
  for (let i = 0; i < RUNS; i += 1) {
    baseline.push(await timeToFirstAnswer(['-e', baselineScript], {}, '/'));
    warm.push(await portal(path.join(dir, 'cold')));
  }
  const b = median(baseline);
  const w = median(warm);
  process.stdout.write(`bare node http server: ${b.toFixed(0)} ms (median of ${RUNS})\n`);
  process.stdout.write(
    `portal, prepared database: ${w.toFixed(0)} ms (median of ${RUNS}), ratio ${(w / b).toFixed(1)}x baseline\n`,
  );
  process.stdout.write(
    `portal, empty database folder: ${cold.toFixed(0)} ms, ratio ${(cold / b).toFixed(1)}x baseline\n`,
  );
} finally {
  rmSync(dir, { recursive: true, force: true });
}
