import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { AppConfig } from '../../config/config.ts';
import { AppError } from '../../platform/app-error.ts';
import type { Brand } from '../../platform/brand.ts';
import type { BrandResolver } from '../../platform/context.ts';
import { languageFor } from '../../platform/context.ts';
import { sendError, toAppError } from '../../platform/error-handler.ts';
import type { SystemService } from '../system/system.service.ts';
import { visitorOf } from '../system/system.service.ts';
import { appIconPng } from './app-icon.ts';
import {
  APP_ICONS,
  INSTALL_PATH,
  INSTALL_QR_PATH,
  iconUrl,
  iconVersion,
  isAppIconFile,
  MANIFEST_PATH,
  OFFLINE_PATH,
  offlineHtml,
  REGISTER_PATH,
  REGISTER_SOURCE,
  SW_PATH,
  serviceWorkerSource,
  shellAssets,
  webManifest,
} from './pwa.ts';

/**
 * The installable web app's files (ADR 0047), each for the brand of the request's host: the
 * manifest, the icons drawn from the brand's logo and colours, the service worker, its
 * registration script, the offline page and the QR code of the install page.
 */
export function registerPwa(
  app: FastifyInstance,
  deps: { config: AppConfig; resolver: BrandResolver; system: SystemService; template: string },
): void {
  const { config, resolver, system, template } = deps;
  const assets = shellAssets(template);

  async function brandOf(request: FastifyRequest): Promise<Brand> {
    const query = request.query as Record<string, unknown>;
    const hint = config.isDevelopment && typeof query.merchant === 'string' ? query.merchant : undefined;
    const brand = await resolver.resolve(request, hint);
    request.brand = brand;
    return brand;
  }

  function languageOf(request: FastifyRequest, brand: Brand) {
    const query = request.query as Record<string, unknown>;
    const asked = typeof query.lang === 'string' ? query.lang : undefined;
    const language = brand.languages.find((l) => l === asked) ?? languageFor(request, brand);
    request.language = language;
    return language;
  }

  /** Every answer here is for the brand: a failure is the usual localised error. */
  const handle =
    (fn: (request: FastifyRequest, reply: FastifyReply, brand: Brand) => unknown) =>
    async (request: FastifyRequest, reply: FastifyReply) => {
      try {
        return await fn(request, reply, await brandOf(request));
      } catch (error) {
        return sendError(request, reply, toAppError(error));
      }
    };

  app.get(
    MANIFEST_PATH,
    handle((request, reply, brand) => {
      const language = languageOf(request, brand);
      const { merchant } = system.config(brand, visitorOf(request), language);
      return reply
        .type('application/manifest+json; charset=utf-8')
        .header('cache-control', 'no-cache')
        .send(
          JSON.stringify(
            webManifest({
              name: merchant.name,
              tagline: merchant.tagline,
              language,
              theme: merchant.theme,
              logoUrl: merchant.logoUrl,
            }),
          ),
        );
    }),
  );

  app.get(
    '/app-icon/:file',
    handle((request, reply, brand) => {
      const { file } = request.params as { file: string };
      if (!isAppIconFile(file)) throw new AppError('NOT_FOUND');
      const { size, kind } = APP_ICONS[file];
      const { theme } = brand.settings;
      return reply
        .type('image/png')
        .header('cache-control', 'public, max-age=86400')
        .send(appIconPng(brand.name, theme, size, kind));
    }),
  );

  app.get(
    SW_PATH,
    handle((_request, reply, brand) => {
      const version = iconVersion(brand.name, brand.settings.theme);
      const icons = [iconUrl('192.png', version)];
      return reply
        .type('text/javascript; charset=utf-8')
        .header('cache-control', 'no-cache')
        .send(serviceWorkerSource({ build: template, icons, assets }));
    }),
  );

  app.get(REGISTER_PATH, (_request, reply) =>
    reply.type('text/javascript; charset=utf-8').header('cache-control', 'no-cache').send(REGISTER_SOURCE),
  );

  app.get(
    OFFLINE_PATH,
    handle((request, reply, brand) => {
      const language = languageOf(request, brand);
      const version = iconVersion(brand.name, brand.settings.theme);
      return reply
        .type('text/html; charset=utf-8')
        .header('cache-control', 'no-cache')
        .send(
          offlineHtml({
            name: brand.name,
            language,
            languages: brand.languages,
            theme: brand.settings.theme,
            icon: iconUrl('192.png', version),
            styleNonce: reply.cspNonce.style,
            scriptNonce: reply.cspNonce.script,
          }),
        );
    }),
  );

  app.get(
    INSTALL_QR_PATH,
    handle(async (request, reply) => {
      // The address the visitor reached this site by: the QR leads a phone to the same site.
      const origin = `${request.protocol}://${request.host}`;
      const svg = await system.qrSvg(`${origin}${INSTALL_PATH}`, { fg: '#111111', bg: '#ffffff' });
      return reply.type('image/svg+xml').header('cache-control', 'public, max-age=3600').send(svg);
    }),
  );
}
