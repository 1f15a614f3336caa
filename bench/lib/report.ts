/**
 * One result of a benchmark, for `npm run bench` (scripts/bench.ts) to gather into
 * bench/RESULTS.md: printed as a line `BENCH-RESULT {json}` after the benchmark's own words.
 *
 * `ratio` is always measured against a baseline taken in the same run (machines here are shared
 * and noisy); `better` says which way is good, `goal` is the target for the ratio.
 */
export interface BenchResult {
  /** What was measured, e.g. "game list call vs primary-key lookup over HTTP". */
  name: string;
  ratio: number;
  better: 'higher' | 'lower';
  goal?: number;
  /** The figures behind the ratio, in words ("3.8 ms vs 0.11 ms median"). */
  detail: string;
}

export const RESULT_PREFIX = 'BENCH-RESULT ';

/** The database a benchmark ran on: PostgreSQL when DATABASE_URL is set, else the embedded one. */
export const databaseName = () => (process.env.DATABASE_URL ? 'PostgreSQL' : 'PGlite');

export function met(result: BenchResult): boolean | null {
  if (result.goal === undefined) return null;
  return result.better === 'higher' ? result.ratio >= result.goal : result.ratio <= result.goal;
}

export function reportResult(result: BenchResult): void {
  const verdict = met(result);
  const goal =
    result.goal === undefined ? '' : `; goal ${result.better === 'higher' ? '≥' : '≤'} ${result.goal}`;
  process.stdout.write(
    `ratio: ${result.name}: ${result.ratio.toFixed(2)}× (${result.detail}${goal})${verdict === null ? '' : verdict ? ' — met' : ' — missed'}\n`,
  );
  process.stdout.write(`${RESULT_PREFIX}${JSON.stringify({ ...result, database: databaseName() })}\n`);
}
