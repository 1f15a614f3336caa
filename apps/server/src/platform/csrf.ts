import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AppConfig } from '../config/config.ts';
import { AppError } from './app-error.ts';
import type { BrandLookup } from './brand.ts';

/**
 * Cookies that carry a credential. Browsers attach them to requests that other sites start, so a
 * write that brings one must prove it came from one of the brand's own origins. A new cookie
 * credential belongs in this list, or its writes are open to cross-site request forgery.
 *
 * None does today: members and operators alike send their session token in the Authorization
 * header, which no other site can make a browser add. The operator cookie of the retired HTML
 * sign-in (`portal_op`) is no credential any more: nothing reads it (ADR 0020, update).
 */
export const CREDENTIAL_COOKIES: readonly string[] = [];

/** The route config of a write that reads HTML form posts (besides JSON). */
export const FORM_BODIES = ['application/x-www-form-urlencoded'] as const;

const WRITE_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
/** Form posts are a few fields; anything bigger is not one of ours. */
const FORM_LIMIT_BYTES = 16_384;

/**
 * Route families that read other media types without saying so in their route config, because
 * their files belong to other work: the provider wallet verifies the signature over raw bytes of
 * any type (ADR 0015), and the development page posts forms. Their own config should say it.
 */
const UNDECLARED_BODIES: { prefix: string; accept: readonly string[] }[] = [
  { prefix: '/pw/', accept: ['*'] },
  { prefix: '/__dev/', accept: FORM_BODIES },
];

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Media types, besides JSON, that this route's writes may carry (`*`: any). */
    acceptBodies?: readonly string[];
  }
  interface FastifyInstance {
    writeGuard: WriteGuard;
  }
}

export interface WriteGuard {
  /** Refuses a request that neither its Origin nor its fetch metadata place on this brand. */
  assertOwnOrigin(request: FastifyRequest): Promise<void>;
}

/**
 * The policy for every write (POST, PUT, PATCH, DELETE), registered once on the root so routes
 * cannot forget it:
 * - a body is JSON unless the route's config lists its media type (`acceptBodies`); anything else
 *   is refused with 415 before it is parsed. Cross-site forms can only send form-encoded,
 *   multipart or text bodies, so JSON-only routes are out of their reach.
 * - a write that carries a credential cookie (`credentialCookies`, by default CREDENTIAL_COOKIES)
 *   and no bearer token, which no other site can add, must come from one of the brand's origins.
 */
export function registerWriteGuard(
  app: FastifyInstance,
  deps: {
    config: AppConfig;
    brands: Pick<BrandLookup, 'findByDomain'>;
    credentialCookies?: readonly string[];
  },
): void {
  const { config, brands, credentialCookies = CREDENTIAL_COOKIES } = deps;
  const publicOrigin = config.publicOrigin ? new URL(config.publicOrigin).origin : null;

  const isOwnOrigin = async (request: FastifyRequest, value: string): Promise<boolean> => {
    let url: URL;
    try {
      url = new URL(value);
    } catch {
      return false; // `null` (sandboxed frames, some redirects) and anything unreadable.
    }
    if (url.protocol !== 'https:' && url.protocol !== 'http:') return false;
    if (isRequestHost(url, request.host)) return true;
    if (url.origin === publicOrigin) return true;
    if (config.isProduction && url.protocol !== 'https:') return false;
    // Another of the brand's own domains (a player domain posting to an alternate one, say).
    const brand = request.brand ?? (await brands.findByDomain(request.hostname.toLowerCase()));
    return brand?.domains.some((d) => d.domain === url.hostname) ?? false;
  };

  const assertOwnOrigin = async (request: FastifyRequest): Promise<void> => {
    const origin = headerOf(request, 'origin');
    if (origin !== undefined) {
      if (await isOwnOrigin(request, origin)) return;
      throw new AppError('CROSS_SITE_REQUEST');
    }
    // Browsers send Origin on every POST; older ones and some privacy settings leave it out.
    const site = headerOf(request, 'sec-fetch-site');
    if (site !== undefined) {
      if (site === 'same-origin') return;
      throw new AppError('CROSS_SITE_REQUEST');
    }
    const referer = headerOf(request, 'referer');
    if (referer !== undefined && (await isOwnOrigin(request, referer))) return;
    throw new AppError('CROSS_SITE_REQUEST');
  };

  app.decorate('writeGuard', { assertOwnOrigin });

  // Text bodies are no API's format, and a cross-site form may send them.
  app.removeContentTypeParser('text/plain');
  // The spec's forgot-by-e-mail call posts a form; only routes that declare FORM_BODIES get this
  // far with one.
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit: FORM_LIMIT_BYTES },
    (_req, body, done) => {
      done(null, Object.fromEntries(new URLSearchParams(body as string)));
    },
  );

  app.addHook('onRoute', (route) => {
    if (route.config?.acceptBodies) return;
    const undeclared = UNDECLARED_BODIES.find((u) => route.url.startsWith(u.prefix));
    if (undeclared) route.config = { ...route.config, acceptBodies: undeclared.accept };
  });

  app.addHook('onRequest', async (request) => {
    if (!WRITE_METHODS.has(request.method)) return;
    assertAcceptedBody(request);
    if (hasBearer(request)) return;
    if (credentialCookies.some((name) => request.cookies[name])) await assertOwnOrigin(request);
  });
}

/** 415 for a body of a type the route did not declare (unknown paths keep their 404 or 405). */
function assertAcceptedBody(request: FastifyRequest): void {
  if (request.is404) return;
  const type = mediaTypeOf(request);
  const length = headerOf(request, 'content-length');
  const hasBody =
    type !== null ||
    headerOf(request, 'transfer-encoding') !== undefined ||
    (length !== undefined && length !== '0');
  if (!hasBody || type === 'application/json') return;
  const accepted = request.routeOptions.config.acceptBodies ?? [];
  if (accepted.includes('*') || (type !== null && accepted.includes(type))) return;
  throw new AppError('UNSUPPORTED_MEDIA_TYPE');
}

/** The request's own host, with or without the scheme's default port (proxies differ). */
function isRequestHost(url: URL, host: string): boolean {
  const port = url.port || (url.protocol === 'https:' ? '443' : '80');
  return url.host === host || `${url.hostname}:${port}` === host;
}

function hasBearer(request: FastifyRequest): boolean {
  const header = request.headers.authorization;
  return typeof header === 'string' && header.startsWith('Bearer ');
}

function mediaTypeOf(request: FastifyRequest): string | null {
  const value = headerOf(request, 'content-type');
  return value === undefined ? null : (value.split(';')[0]?.trim().toLowerCase() ?? '');
}

function headerOf(request: FastifyRequest, name: string): string | undefined {
  const value = request.headers[name];
  return Array.isArray(value) ? value[0] : value;
}
