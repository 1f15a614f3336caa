import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { AppConfig } from '../../config/config.ts';

/**
 * The console's own policy: its scripts and styles are files of its build (no inline script or
 * style, no nonce), it calls only this origin, shows images from here (receipts, banner artwork),
 * data: URLs (the authenticator's QR code) and https images (the preview of a banner's picture,
 * which the player site shows from the same address), and no page may frame it.
 */
export function consoleCsp(isProduction: boolean): string {
  return [
    "default-src 'self'",
    "script-src 'self'",
    "style-src 'self'",
    "img-src 'self' data: https:",
    "font-src 'self'",
    "connect-src 'self'",
    "frame-src 'none'",
    "frame-ancestors 'none'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    ...(isProduction ? ['upgrade-insecure-requests'] : []),
  ].join('; ');
}

/** Paths under /admin that are not the console's: the operator API and the receipts. */
const NOT_CONSOLE = ['/admin/api/', '/admin/uploads/', '/admin/assets/'];

/** A path the console's router draws: /admin and any /admin/… except the API, uploads and assets. */
export function isConsolePath(pathname: string): boolean {
  if (pathname === '/admin' || pathname === '/admin/') return true;
  return pathname.startsWith('/admin/') && !NOT_CONSOLE.some((prefix) => pathname.startsWith(prefix));
}

export interface ConsoleApp {
  /** The console's page for a GET path no route claims (its router shows the screen). */
  serve: (request: FastifyRequest, reply: FastifyReply) => FastifyReply;
}

/**
 * The built operator console (apps/admin): hashed assets under /admin/assets/ (pre-compressed,
 * cached for a year) and its index.html for /admin and, through the not-found fallback, every
 * other console path, with the console's CSP. Null without a build.
 */
export async function registerConsole(
  app: FastifyInstance,
  deps: { config: AppConfig; html?: string },
): Promise<ConsoleApp | null> {
  const { config } = deps;
  const file = path.join(config.adminDist, 'index.html');
  const html = deps.html ?? (existsSync(file) ? readFileSync(file, 'utf8') : null);
  if (html === null) {
    app.log.warn(`no console build at ${config.adminDist}: run "npm run build" to serve /admin`);
    return null;
  }
  const assets = path.join(config.adminDist, 'assets');
  if (existsSync(assets)) {
    await app.register(fastifyStatic, {
      root: assets,
      prefix: '/admin/assets/',
      preCompressed: true,
      immutable: true,
      maxAge: '365d',
      index: false,
      wildcard: true,
      decorateReply: false,
    });
  }
  const csp = consoleCsp(config.isProduction);
  const serve = (_request: FastifyRequest, reply: FastifyReply) =>
    reply
      .status(200)
      .type('text/html; charset=utf-8')
      .header('cache-control', 'no-store')
      .header('content-security-policy', csp)
      .send(html);
  // Explicit where a stop-gap page's form posts to the same path (the fallback would answer 405).
  app.get('/admin', serve);
  app.get('/admin/login', serve);
  return { serve };
}
