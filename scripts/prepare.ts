import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { isWebBuildStale, ROOT } from './build-state.ts';

/**
 * Runs after `npm install` / `npm ci`: builds the player site and the operator console and, unless told otherwise, sets up
 * the embedded database with the demo data, so `npm start` answers within a second or two instead
 * of first spending seconds on initdb.
 */
const run = (args: string[]) =>
  execFileSync(process.execPath, args, {
    cwd: ROOT,
    stdio: 'inherit',
    env: { ...process.env, APP_MODE: process.env.APP_MODE ?? 'development' },
  });

if (isWebBuildStale()) {
  execFileSync('npm', ['run', 'build', '--silent'], { cwd: ROOT, stdio: 'inherit' });
}

const embedded =
  !process.env.DATABASE_URL && process.env.APP_MODE !== 'production' && process.env.NODE_ENV !== 'production';
const dataDir = path.resolve(ROOT, process.env.DATA_DIR ?? '.data/pglite');
if (
  embedded &&
  process.env.DATA_DIR !== 'memory' &&
  !existsSync(dataDir) &&
  process.env.PORTAL_SKIP_DB_SETUP !== '1'
) {
  run(['apps/server/src/cli/seed.ts']);
}
