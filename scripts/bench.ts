import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { type BenchResult, met, RESULT_PREFIX } from '../bench/lib/report.ts';

/**
 * `npm run bench`: every benchmark in bench/, each on the embedded database and (where it uses a
 * database) on a throwaway PostgreSQL server, then a table of their ratios in bench/RESULTS.md
 * with the machine they ran on. BENCH_ONLY=a,b runs some (and, with BENCH_MERGE=1, replaces only
 * their rows in bench/RESULTS.md, noting when and where they ran); BENCH_NO_WRITE=1 only prints.
 */
const ROOT = path.resolve(import.meta.dirname, '..');

interface Bench {
  file: string;
  /** Runs on PostgreSQL as well as on the embedded database. */
  postgres: boolean;
}

const BENCHES: Bench[] = [
  { file: 'games.ts', postgres: true },
  { file: 'login.ts', postgres: true },
  { file: 'dice.ts', postgres: true },
  { file: 'transfers.ts', postgres: true },
  { file: 'provider-bet.ts', postgres: true },
  { file: 'deposits.ts', postgres: true },
  { file: 'bonus-wager.ts', postgres: true },
  { file: 'loyalty-wager.ts', postgres: true },
  { file: 'agent-overview.ts', postgres: false },
  { file: 'agent-settlement.ts', postgres: false },
  { file: 'crash.ts', postgres: false },
  { file: 'startup.ts', postgres: true },
  { file: 'memory.ts', postgres: true },
  { file: 'spike.ts', postgres: true },
];

const only = (process.env.BENCH_ONLY ?? '').split(',').filter(Boolean);
const chosen = BENCHES.filter(
  (bench) => only.length === 0 || only.some((name) => bench.file.startsWith(name)),
);

interface Row extends BenchResult {
  bench: string;
  database: string;
}
const rows: Row[] = [];
const failures: string[] = [];

function run(bench: Bench, onPostgres: boolean) {
  const script = path.join('bench', bench.file);
  const args = onPostgres ? ['scripts/with-postgres.ts', process.execPath, script] : [script];
  const env = { ...process.env };
  if (!onPostgres) delete env.DATABASE_URL;
  process.stdout.write(`\n== ${bench.file} on ${onPostgres ? 'PostgreSQL' : 'PGlite'}\n`);
  const result = spawnSync(process.execPath, args, { cwd: ROOT, env, encoding: 'utf8', maxBuffer: 64 << 20 });
  const output = `${result.stdout ?? ''}${result.stderr ?? ''}`;
  for (const line of output.split('\n')) {
    if (line.startsWith(RESULT_PREFIX)) {
      rows.push({ bench: bench.file.replace(/\.ts$/, ''), ...JSON.parse(line.slice(RESULT_PREFIX.length)) });
    } else if (line.trim()) process.stdout.write(`  ${line}\n`);
  }
  if (result.status !== 0)
    failures.push(`${bench.file} on ${onPostgres ? 'PostgreSQL' : 'PGlite'} (exit ${result.status})`);
}

for (const bench of chosen) {
  run(bench, false);
  if (bench.postgres) run(bench, true);
}

const cpus = os.cpus();
const machine = `${cpus.length} × ${cpus[0]?.model ?? 'unknown CPU'}, ${(os.totalmem() / 2 ** 30).toFixed(0)} GiB, ${os.type()} ${os.release()}, Node ${process.version}; load average at the end ${os
  .loadavg()
  .map((l) => l.toFixed(1))
  .join(' / ')}`;
const goal = (row: Row) =>
  row.goal === undefined ? '' : `${row.better === 'higher' ? '≥' : '≤'} ${row.goal}`;
const verdict = (row: Row) => {
  const ok = met(row);
  return ok === null ? '' : ok ? 'met' : 'missed';
};
const rowLine = (row: Row) =>
  `| ${row.bench} | ${row.name} | ${row.database} | ${row.ratio.toFixed(2)}× | ${goal(row)} | ${verdict(row)} | ${row.detail} |`;
const header = [
  '| benchmark | measure | database | ratio | goal | | figures |',
  '|---|---|---|---|---|---|---|',
];
const resultsFile = path.join(ROOT, 'bench/RESULTS.md');
const merging = only.length > 0 && process.env.BENCH_MERGE === '1' && existsSync(resultsFile);
const stamp = new Date().toISOString().slice(0, 16).replace('T', ' ');
/** The committed file's lines, for a merge (read once). */
const previous = merging ? readFileSync(resultsFile, 'utf8').split('\n') : [];

/** The rows of the committed table, by benchmark, for a merge: re-run benchmarks replace theirs. */
function mergedLines(): string[] {
  const rerun = new Set(chosen.map((bench) => bench.file.replace(/\.ts$/, '')));
  const benchOf = (line: string) => line.slice(2, line.indexOf(' |', 2));
  const order = BENCHES.map((bench) => bench.file.replace(/\.ts$/, ''));
  const lines = [
    ...previous.filter(
      (line) => line.startsWith('| ') && !line.startsWith('| benchmark |') && !rerun.has(benchOf(line)),
    ),
    ...rows.map((row) => `${rowLine(row).slice(0, -2)} (run ${stamp} UTC) |`),
  ];
  return lines.sort((a, b) => order.indexOf(benchOf(a)) - order.indexOf(benchOf(b)));
}

const table = [...header, ...(merging ? mergedLines() : rows.map(rowLine))].join('\n');
const previousNotes = previous.filter((line) => line.startsWith('Updated '));
const opening = merging
  ? previous
      .slice(
        0,
        previous.findIndex((line) => line.startsWith('| benchmark |')),
      )
      .filter((line) => !line.startsWith('Updated '))
      .join('\n')
      .trimEnd()
  : `# Benchmark results

Written by \`npm run bench\` (scripts/bench.ts) on ${stamp} UTC.
Every ratio is against a baseline measured in the same run, so a busy machine slows both sides alike.

Machine: ${machine}.`;
const notes = merging
  ? [
      ...previousNotes,
      `Updated ${stamp} UTC for ${[...new Set(rows.map((row) => row.bench))].join(', ')} (BENCH_ONLY, BENCH_MERGE); machine: ${machine}.`,
    ]
  : [];

const report = `${opening}
${notes.length > 0 ? `\n${notes.join('\n\n')}\n` : ''}
${table}
${failures.length > 0 ? `\nDid not finish: ${failures.join(', ')}.\n` : ''}`;

process.stdout.write(`\n${table}\n`);
if (failures.length > 0) process.stdout.write(`\nDid not finish: ${failures.join(', ')}\n`);
if (process.env.BENCH_NO_WRITE !== '1' && (only.length === 0 || merging)) {
  writeFileSync(resultsFile, report);
  process.stdout.write('\nwritten to bench/RESULTS.md\n');
}
process.exit(failures.length > 0 ? 1 : 0);
