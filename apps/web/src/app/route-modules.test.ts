import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { isPlayerRoute } from '@portal/contracts';
import { describe, expect, it } from 'vitest';
import { ROUTE_MODULES } from './route-modules';

const WEB_ROOT = path.resolve(import.meta.dirname, '../..');
const router = readFileSync(path.join(import.meta.dirname, 'router.tsx'), 'utf8');

/** How router.tsx names a source file in its import(): "@/features/x" or "./routes/x". */
function specifier(module: string): string {
  const bare = module.replace(/\.tsx?$/, '');
  return bare.startsWith('src/app/')
    ? `./${bare.slice('src/app/'.length)}`
    : `@/${bare.slice('src/'.length)}`;
}

describe('the code each route asks for with its HTML', () => {
  it('names player routes, and files the router really imports lazily', () => {
    for (const [route, entry] of Object.entries(ROUTE_MODULES)) {
      expect(isPlayerRoute(route), route).toBe(true);
      expect(route, 'keys are lower case').toBe(route.toLowerCase());
      for (const module of entry.modules) {
        expect(existsSync(path.join(WEB_ROOT, module)), module).toBe(true);
        expect(router, `${route}: ${module}`).toContain(`import('${specifier(module)}')`);
      }
      for (const section of entry.texts ?? []) {
        expect(existsSync(path.join(WEB_ROOT, 'src/locales', section, 'en.ts')), section).toBe(true);
        expect(router, `${route}: texts ${section}`).toContain(`loadTexts('${section}')`);
      }
    }
  });

  it('covers every page the router loads lazily', () => {
    const imported = [...router.matchAll(/import\('([^']+)'\)/g)].map((match) => match[1]);
    const named = new Set(Object.values(ROUTE_MODULES).flatMap((entry) => entry.modules.map(specifier)));
    // The not-found page has no path of its own.
    const unnamed = imported.filter(
      (spec) => !named.has(spec as string) && !spec?.endsWith('not-found-page'),
    );
    expect(unnamed).toEqual([]);
  });
});
