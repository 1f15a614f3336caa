import type { RouteObject } from 'react-router';
import { loadChunk } from './chunk';

/**
 * The routes with every `lazy` page loader going through loadChunk: the spec's 120 s timeout and
 * one automatic retry, then the route's error element explains (ADR 0046).
 */
export function withChunkRetry(routes: RouteObject[]): RouteObject[] {
  return routes.map((route) => {
    const next = { ...route } as RouteObject;
    if (typeof route.lazy === 'function') {
      const lazy = route.lazy;
      next.lazy = (() => loadChunk(() => lazy())) as RouteObject['lazy'];
    }
    if (route.children) next.children = withChunkRetry(route.children);
    return next;
  });
}
