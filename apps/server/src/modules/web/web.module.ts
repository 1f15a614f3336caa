import type { FastifyReply, FastifyRequest } from 'fastify';
import { AppError } from '../../platform/app-error.ts';
import { createBrandResolver } from '../../platform/context.ts';
import { defineModule, type Platform } from '../../platform/module.ts';
import type { BrandService } from '../brands/brands.service.ts';
import type { AnnouncementService } from '../content/announcements.service.ts';
import type { BannerService } from '../content/banners.service.ts';
import type { SystemService } from '../system/system.service.ts';
import { type ConsoleApp, isConsolePath, registerConsole } from './console.routes.ts';
import { registerWebApp, type WebApp } from './web.routes.ts';

/**
 * Web: the built player site and the built operator console (under /admin). Registered last;
 * until it is (or without a build), a path no route claims is a plain not-found.
 */
export function createWebModule(
  platform: Platform,
  deps: {
    brands: BrandService;
    system: SystemService;
    banners: BannerService;
    announcements: AnnouncementService;
    /** The web app's index.html; read from the build when absent. */
    template?: string | undefined;
  },
) {
  const { config } = platform;
  const { system, banners, announcements, template } = deps;
  // The same resolution as the request context's (stateless over the brands' cache).
  const resolver = createBrandResolver(config, deps.brands);
  let web: WebApp | null = null;
  let operatorConsole: ConsoleApp | null = null;
  const module = defineModule({
    name: 'web',
    services: {},
    async register(app) {
      operatorConsole = await registerConsole(app, { config });
      web = await registerWebApp(app, {
        config,
        resolver,
        system,
        banners,
        announcements,
        ...(template !== undefined ? { template } : {}),
      });
    },
  });
  return {
    ...module,
    /** The console's or the player site's HTML for a path no route claims (the error handler's fallback). */
    htmlFallback: async (request: FastifyRequest, reply: FastifyReply): Promise<unknown> => {
      const pathname = request.url.split('?')[0] ?? '/';
      if (operatorConsole && isConsolePath(pathname)) return operatorConsole.serve(request, reply);
      if (web) return web.htmlFallback(request, reply);
      throw new AppError('NOT_FOUND');
    },
  };
}

export type WebModule = ReturnType<typeof createWebModule>;
