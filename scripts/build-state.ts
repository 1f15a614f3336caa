import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';

export const ROOT = path.resolve(import.meta.dirname, '..');
/** Each built app: the file its build writes last, and what it is built from. */
const BUILDS = [
  {
    index: 'apps/web/dist/index.html',
    sources: ['apps/web/src', 'apps/web/index.html', 'apps/web/vite.config.ts'],
  },
  {
    index: 'apps/admin/dist/index.html',
    sources: ['apps/admin/src', 'apps/admin/index.html', 'apps/admin/vite.config.ts'],
  },
];
const SHARED_SOURCES = ['packages/contracts/src', 'packages/ui/src'];

function newestMtime(target: string): number {
  const full = path.join(ROOT, target);
  if (!existsSync(full)) return 0;
  const stat = statSync(full);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = stat.mtimeMs;
  for (const entry of readdirSync(full)) newest = Math.max(newest, newestMtime(path.join(target, entry)));
  return newest;
}

/** True when the player site's or the console's build is missing or older than any of its sources. */
export function isWebBuildStale(): boolean {
  return BUILDS.some(({ index, sources }) => {
    const file = path.join(ROOT, index);
    if (!existsSync(file)) return true;
    const built = statSync(file).mtimeMs;
    return [...sources, ...SHARED_SOURCES].some((source) => newestMtime(source) > built);
  });
}
