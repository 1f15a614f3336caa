import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';

export const ROOT = path.resolve(import.meta.dirname, '..');
const WEB_INDEX = path.join(ROOT, 'apps/web/dist/index.html');
const WEB_SOURCES = [
  'apps/web/src',
  'apps/web/index.html',
  'apps/web/vite.config.ts',
  'packages/contracts/src',
];

function newestMtime(target: string): number {
  const full = path.join(ROOT, target);
  if (!existsSync(full)) return 0;
  const stat = statSync(full);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = stat.mtimeMs;
  for (const entry of readdirSync(full)) newest = Math.max(newest, newestMtime(path.join(target, entry)));
  return newest;
}

/** True when the web build is missing or older than any of its sources. */
export function isWebBuildStale(): boolean {
  if (!existsSync(WEB_INDEX)) return true;
  const built = statSync(WEB_INDEX).mtimeMs;
  return WEB_SOURCES.some((source) => newestMtime(source) > built);
}
