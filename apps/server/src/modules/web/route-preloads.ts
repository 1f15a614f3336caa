import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { escapeXml } from '../../platform/html.ts';

/**
 * The code a page of the player site needs, asked for with its HTML (ADR 0049). The build writes
 * which source files and text sections each route loads lazily (route-modules.json, from
 * apps/web/src/app/route-modules.ts) beside Vite's manifest; here each file becomes its chunk and
 * the chunks that chunk imports, less what the HTML already loads for the app's entry. The
 * browser then fetches a page's code alongside the app's instead of after the app has started.
 */

/** One chunk of Vite's build manifest (.vite/manifest.json). */
interface ManifestChunk {
  file: string;
  imports?: string[];
  css?: string[];
  isEntry?: boolean;
}
type Manifest = Record<string, ManifestChunk>;
type RouteModules = Record<string, { modules: string[]; texts?: string[] }>;

interface RouteAssets {
  scripts: string[];
  styles: string[];
  texts: string[];
}

/** The links of a route's code for one language: empty for a route with no code of its own. */
export type RoutePreloads = (pathname: string, language: string) => string;

export const NO_PRELOADS: RoutePreloads = () => '';

export function routePreloads(manifest: Manifest, routes: RouteModules): RoutePreloads {
  const entry = Object.keys(manifest).find((key) => manifest[key]?.isEntry);
  const closure = (keys: string[], into = new Set<string>()) => {
    const visit = (key: string) => {
      if (into.has(key) || !manifest[key]) return;
      into.add(key);
      for (const next of manifest[key].imports ?? []) visit(next);
    };
    for (const key of keys) visit(key);
    return into;
  };
  const loaded = closure(entry ? [entry] : []);
  const loadedCss = new Set([...loaded].flatMap((key) => manifest[key]?.css ?? []));

  const byRoute = new Map<string, RouteAssets>();
  for (const [route, wanted] of Object.entries(routes)) {
    const keys = [...closure(wanted.modules)].filter((key) => !loaded.has(key));
    byRoute.set(route, {
      scripts: keys.map((key) => (manifest[key] as ManifestChunk).file),
      styles: [...new Set(keys.flatMap((key) => manifest[key]?.css ?? []))].filter(
        (css) => !loadedCss.has(css),
      ),
      texts: wanted.texts ?? [],
    });
  }
  const textFile = (section: string, language: string) =>
    manifest[`src/locales/${section}/${language}.ts`]?.file;

  return (pathname, language) => {
    const trimmed = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
    const assets = byRoute.get(trimmed.toLowerCase());
    if (!assets) return '';
    // English is always loaded as the fallback of every other language.
    const languages = language === 'en' ? ['en'] : ['en', language];
    const texts = assets.texts.flatMap((section) => languages.map((code) => textFile(section, code)));
    const scripts = [...assets.scripts, ...texts.filter((file): file is string => Boolean(file))];
    return [
      ...scripts.map(
        (file) => `<link rel="modulepreload" fetchpriority="low" crossorigin href="/${escapeXml(file)}">`,
      ),
      ...assets.styles.map((file) => `<link rel="preload" as="style" href="/${escapeXml(file)}">`),
    ].join('');
  };
}

/** The preloads of a build directory; none when the build has no manifest or route table. */
export function loadRoutePreloads(webDist: string): RoutePreloads {
  const manifestFile = path.join(webDist, '.vite/manifest.json');
  const routesFile = path.join(webDist, 'route-modules.json');
  if (!existsSync(manifestFile) || !existsSync(routesFile)) return NO_PRELOADS;
  return routePreloads(
    JSON.parse(readFileSync(manifestFile, 'utf8')) as Manifest,
    JSON.parse(readFileSync(routesFile, 'utf8')) as RouteModules,
  );
}
