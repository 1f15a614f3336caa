import { isLanguageCode, LANGUAGE_CODES, type LanguageCode, pickLanguage } from '@portal/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AppConfig } from '../config/config.ts';
import { AppError } from './app-error.ts';
import type { Brand, BrandLookup } from './brand.ts';

declare module 'fastify' {
  interface FastifyRequest {
    /** The brand of the request; set on every brand-scoped path (see isBrandPath). */
    brand: Brand | null;
    /** Language for messages: x-language, else Accept-Language, else the brand default. */
    language: LanguageCode;
    /** ISO country from the trusted geo header, when one is configured. */
    country: string | null;
  }
}

const BRAND_PREFIXES = ['/wps/', '/lgw/', '/lotto/'];
const MERCHANT_CODE = /^[A-Z0-9]{2,16}$/;

export function isBrandPath(url: string): boolean {
  return BRAND_PREFIXES.some((prefix) => url.startsWith(prefix));
}

function headerValue(request: FastifyRequest, name: string): string | undefined {
  const value = request.headers[name];
  return Array.isArray(value) ? value[0] : value;
}

export interface BrandResolver {
  /** Resolves the brand of a request; `codeHint` is a brand code the caller is allowed to honour. */
  resolve(request: FastifyRequest, codeHint?: string): Promise<Brand>;
}

/** Resolves brands through `brands`, the brands module's lookup (handed in at wiring). */
export function createBrandResolver(config: AppConfig, brands: BrandLookup): BrandResolver {
  return {
    async resolve(request, codeHint) {
      const code = (headerValue(request, 'x-merchant') ?? codeHint)?.trim().toUpperCase();
      if (code !== undefined) {
        const brand = MERCHANT_CODE.test(code) ? await brands.findByCode(code) : undefined;
        if (!brand) throw new AppError('UNKNOWN_MERCHANT');
        return brand;
      }
      const host = request.hostname.toLowerCase();
      const byDomain = host ? await brands.findByDomain(host) : undefined;
      if (byDomain) return byDomain;
      const fallback = config.defaultMerchant
        ? await brands.findByCode(config.defaultMerchant)
        : config.isDevelopment
          ? await brands.findFirst()
          : undefined;
      if (!fallback) throw new AppError('UNKNOWN_MERCHANT');
      return fallback;
    },
  };
}

export function languageFor(request: FastifyRequest, brand: Brand | null): LanguageCode {
  const supported = brand?.languages ?? LANGUAGE_CODES;
  // Any case: the spec writes language codes upper case (EN, BN).
  const explicit = headerValue(request, 'x-language')?.trim().toLowerCase();
  if (isLanguageCode(explicit) && supported.includes(explicit)) return explicit;
  return pickLanguage(headerValue(request, 'accept-language'), supported) ?? brand?.defaultLanguage ?? 'en';
}

/** Resolves brand, language and country for every request before routing. */
export function registerRequestContext(
  app: FastifyInstance,
  config: AppConfig,
  resolver: BrandResolver,
): void {
  app.decorateRequest('brand', null);
  app.decorateRequest('language', 'en');
  app.decorateRequest('country', null);
  app.addHook('onRequest', async (request) => {
    request.language = languageFor(request, null);
    if (config.trustProxy !== false && config.geoCountryHeader) {
      const country = headerValue(request, config.geoCountryHeader)?.trim().toUpperCase();
      request.country = country && /^[A-Z]{2}$/.test(country) ? country : null;
    }
    if (!isBrandPath(request.url)) return;
    const brand = await resolver.resolve(request);
    request.brand = brand;
    request.language = languageFor(request, brand);
    if (brand.status === 'suspended') throw new AppError('MERCHANT_SUSPENDED');
  });
}

/** The brand of a brand-scoped route; a route outside the brand prefixes calling this is a bug. */
export function brandOf(request: FastifyRequest): Brand {
  if (!request.brand) throw new Error(`no brand resolved for ${request.url}`);
  return request.brand;
}
