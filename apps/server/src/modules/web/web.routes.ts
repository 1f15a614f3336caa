import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import { DEFAULT_PAGE_SIZE, isLanguageCode, isPlayerRoute, PLAYER_ROUTES } from '@portal/contracts';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { AppConfig } from '../../config/config.ts';
import type { BrandResolver } from '../../platform/context.ts';
import { languageFor } from '../../platform/context.ts';
import { sendError, toAppError } from '../../platform/error-handler.ts';
import type { AnnouncementService } from '../content/announcements.service.ts';
import type { BannerService } from '../content/banners.service.ts';
import type { SystemService } from '../system/system.service.ts';
import { visitorOf } from '../system/system.service.ts';
import {
  HEAD_MARKER,
  type HomeContent,
  isHomePath,
  lowPriorityPreloads,
  renderIndexHtml,
} from './index-html.ts';
import { registerPwa } from './pwa.routes.ts';
import { loadRoutePreloads, NO_PRELOADS, type RoutePreloads } from './route-preloads.ts';

export interface WebApp {
  /** Serves the app's HTML for a path no route claims (the app shows its not-found page). */
  htmlFallback: (request: FastifyRequest, reply: FastifyReply) => Promise<unknown>;
}

function loadTemplate(webDist: string): string | null {
  const file = path.join(webDist, 'index.html');
  if (!existsSync(file)) return null;
  const html = readFileSync(file, 'utf8');
  if (!html.includes(HEAD_MARKER)) throw new Error(`${file} has no ${HEAD_MARKER} marker`);
  return html;
}

/**
 * The built player site: hashed assets from dist/assets (pre-compressed, cached for a year) and
 * index.html, rendered per brand, for every route of the site.
 */
export async function registerWebApp(
  app: FastifyInstance,
  deps: {
    config: AppConfig;
    resolver: BrandResolver;
    system: SystemService;
    banners: BannerService;
    announcements: AnnouncementService;
    template?: string;
    /** The code each route asks for with its HTML (ADR 0049); read from the build when absent. */
    preloads?: RoutePreloads;
  },
): Promise<WebApp | null> {
  const { config, resolver, system } = deps;
  const loaded = deps.template ?? loadTemplate(config.webDist);
  if (loaded === null) {
    app.log.warn(`no web build at ${config.webDist}: run "npm run build" to serve the player site`);
    return null;
  }
  const template = lowPriorityPreloads(loaded);
  // A template given by a test goes without the build's preloads unless they are given too.
  const preloads = deps.preloads ?? (deps.template ? NO_PRELOADS : loadRoutePreloads(config.webDist));
  const assets = path.join(config.webDist, 'assets');
  if (existsSync(assets)) {
    await app.register(fastifyStatic, {
      root: assets,
      prefix: '/assets/',
      preCompressed: true,
      immutable: true,
      maxAge: '365d',
      index: false,
      wildcard: true,
    });
  }

  async function serveIndex(request: FastifyRequest, reply: FastifyReply, statusCode: number) {
    const query = request.query as Record<string, unknown>;
    // Development only: open any brand on localhost with ?merchant=CODE.
    const hint = config.isDevelopment && typeof query.merchant === 'string' ? query.merchant : undefined;
    let brand: Awaited<ReturnType<BrandResolver['resolve']>>;
    try {
      brand = await resolver.resolve(request, hint);
    } catch (error) {
      return sendError(request, reply, toAppError(error));
    }
    request.brand = brand;
    const stored = typeof query.lang === 'string' && isLanguageCode(query.lang) ? query.lang : undefined;
    const language = stored && brand.languages.includes(stored) ? stored : languageFor(request, brand);
    request.language = language;
    const pathname = request.url.split('?')[0] ?? '/';
    const siteConfig = system.config(brand, visitorOf(request), language);
    let home: HomeContent | undefined;
    if (statusCode === 200 && siteConfig.status.status === 0 && isHomePath(pathname)) {
      const [banners, marquee] = await Promise.all([
        deps.banners.list(brand, 'w_home', language),
        deps.announcements.list(brand, { type: 'H', pageNo: 1, pageSize: DEFAULT_PAGE_SIZE }, language),
      ]);
      home = { banners, marquee };
    }
    const html = renderIndexHtml(
      template,
      siteConfig,
      language,
      reply.cspNonce.style,
      pathname,
      home,
      statusCode === 200 && siteConfig.status.status === 0 ? preloads(pathname, language) : '',
    );
    return reply
      .status(statusCode)
      .type('text/html; charset=utf-8')
      .header('cache-control', 'no-store')
      .send(html);
  }

  // The installable app's manifest, icons, service worker and offline page (ADR 0047).
  registerPwa(app, { config, resolver, system, template });

  for (const route of PLAYER_ROUTES) {
    app.get(route, (request, reply) => serveIndex(request, reply, 200));
  }
  // Paths the exact routes miss may still be player routes in another case (/vnlottery).
  return {
    htmlFallback: (request, reply) =>
      serveIndex(request, reply, isPlayerRoute(request.url.split('?')[0] ?? '/') ? 200 : 404),
  };
}
