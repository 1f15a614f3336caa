import type { FastifyInstance } from 'fastify';

export interface AppRoute {
  method: string;
  /** The path as registered, with `:name` parameters. */
  path: string;
}

/**
 * Every method and path the app serves, read from the router's own tree (each line of
 * `printRoutes` is a segment that continues the path of the line above it one level up), so the
 * security suite covers routes nobody remembered to list.
 */
export function appRoutes(app: FastifyInstance): AppRoute[] {
  const routes: AppRoute[] = [];
  const parents: string[] = [];
  for (const line of app.printRoutes({ commonPrefix: false }).split('\n')) {
    const match = /^([│ ]*)[├└]── (\S+)(?: \(([^)]+)\))?/.exec(line);
    if (!match) continue;
    const depth = (match[1] ?? '').length / 4;
    const path = (parents[depth - 1] ?? '') + (match[2] ?? '');
    parents[depth] = path;
    for (const method of (match[3] ?? '').split(', ').filter(Boolean)) {
      if (method !== 'HEAD' && method !== 'OPTIONS') routes.push({ method, path });
    }
  }
  return routes;
}
