import { execFileSync, spawnSync } from 'node:child_process';
import { chmodSync, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import path from 'node:path';

/**
 * Runs a command against a throwaway PostgreSQL cluster on loopback:
 *   node scripts/with-postgres.ts <command> [args...]
 * DATABASE_URL is set for the command; the cluster is removed afterwards. Uses Debian's
 * PostgreSQL binaries (as the postgres user when run as root). With DATABASE_URL already set,
 * runs the command against that server instead.
 */
const [command, ...args] = process.argv.slice(2);
if (!command) {
  console.error('usage: node scripts/with-postgres.ts <command> [args...]');
  process.exit(2);
}

function run(cmd: string, cmdArgs: string[], env = process.env): number {
  const result = spawnSync(cmd, cmdArgs, { stdio: 'inherit', env });
  return result.status ?? 1;
}

if (process.env.DATABASE_URL) process.exit(run(command, args));

const versions = existsSync('/usr/lib/postgresql') ? readdirSync('/usr/lib/postgresql').sort() : [];
const version = versions.at(-1);
if (!version) {
  console.error('PostgreSQL is not installed (apt-get install postgresql).');
  process.exit(1);
}
const bin = `/usr/lib/postgresql/${version}/bin`;
const asRoot = process.getuid?.() === 0;
const pgUser = (cmd: string, cmdArgs: string[]) =>
  asRoot
    ? execFileSync('runuser', ['-u', 'postgres', '--', cmd, ...cmdArgs], { stdio: 'pipe' })
    : execFileSync(cmd, cmdArgs, { stdio: 'pipe' });

const port: number = await new Promise((resolve) => {
  const probe = createServer();
  probe.listen(0, '127.0.0.1', () => {
    const address = probe.address();
    probe.close(() => resolve(typeof address === 'object' && address ? address.port : 55432));
  });
});

// A throwaway cluster needs no crash safety; PG_DURABLE=1 keeps PostgreSQL's defaults (every
// commit flushed to disk), for benchmarks of what commits cost (bench/provider-bet.ts, ADR 0060).
const durability =
  process.env.PG_DURABLE === '1' ? '' : '-c fsync=off -c synchronous_commit=off -c full_page_writes=off';
const base = mkdtempSync('/tmp/portal-pg-');
chmodSync(base, 0o755);
const dataDir = path.join(base, 'data');
if (asRoot) execFileSync('install', ['-d', '-o', 'postgres', '-g', 'postgres', dataDir]);
let code = 1;
try {
  pgUser(`${bin}/initdb`, ['-D', dataDir, '-U', 'postgres', '--auth=trust', '--no-sync', '-E', 'UTF8']);
  pgUser(`${bin}/pg_ctl`, [
    '-D',
    dataDir,
    '-w',
    '-l',
    path.join(dataDir, 'server.log'),
    'start',
    '-o',
    `-p ${port} -k ${dataDir} -c listen_addresses=127.0.0.1 ${durability} -c max_connections=200`,
  ]);
  const url = `postgres://postgres@127.0.0.1:${port}/postgres`;
  process.stdout.write(`PostgreSQL ${version} ready at ${url}\n`);
  code = run(command, args, { ...process.env, DATABASE_URL: url });
} catch (error) {
  const log = path.join(dataDir, 'server.log');
  if (existsSync(log)) process.stderr.write(readFileSync(log, 'utf8'));
  throw error;
} finally {
  try {
    pgUser(`${bin}/pg_ctl`, ['-D', dataDir, '-w', '-m', 'immediate', 'stop']);
  } catch {
    // already stopped
  }
  rmSync(base, { recursive: true, force: true });
}
process.exit(code);
