import { buildWhitelabelTree, RESOURCE_TYPES, type TCountry } from '@portal/contracts';
import { ENDPOINTS, openApiDocument, systemEndpoints } from '@portal/contracts/endpoints';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { Db } from '../../db/database.ts';
import { AppError } from '../../platform/app-error.ts';
import { brandOf } from '../../platform/context.ts';
import { serve } from '../../platform/endpoint.ts';
import { ok } from '../../platform/envelope.ts';
import type { PayloadKey } from '../../platform/payload-crypto.ts';
import { ZBrandHintQuery, ZNoQuery } from '../../platform/route-schemas.ts';
import { parseInput } from '../../platform/validation.ts';
import type { BrandService } from '../brands/brands.service.ts';
import { setMemberLanguage } from '../member/members.ts';
import { brandLogoSvg, vendorLogoSvg } from './artwork.ts';
import { DOWNLOAD_RESOURCE_TYPES, type SystemService, visitorOf } from './system.service.ts';

const ZVendorLogoParams = z.object({ file: z.string().regex(/^[A-Z0-9_]{2,20}\.svg$/) }).strict();
const ZQrParams = z.object({ file: z.string().regex(/^[A-Za-z]{2,10}\.svg$/) }).strict();

/** Artwork changes only with the brand; let browsers keep it for a while. */
const ARTWORK_CACHE = 'public, max-age=3600';

export function registerSystemRoutes(
  app: FastifyInstance,
  deps: {
    system: SystemService;
    brands: BrandService;
    db: Db;
    payloadKey: PayloadKey;
    /** Check answers against their declared contracts (tests). */
    checkResponses: boolean;
  },
): void {
  const { system, brands, db } = deps;
  const declared = { checkResponses: deps.checkResponses };

  /** The OpenAPI 3.1 document of every endpoint declared in the contracts (issue 14). */
  // Built on the first request, not at start: every node and every test app would pay for it.
  let openApi: ReturnType<typeof openApiDocument> | null = null;
  const describeApi = () =>
    openApiDocument(ENDPOINTS, {
      title: 'Portal API',
      version: '1',
      description:
        'Endpoints declared in packages/contracts. Every answer is the envelope { success, code, message, value }; the brand comes from x-merchant or the Host.',
    });
  app.get('/openapi.json', async (request, reply) => {
    parseInput(ZNoQuery, request.query, request.language);
    openApi ??= describeApi();
    return reply.header('cache-control', 'public, max-age=300').send(openApi);
  });

  /** The public key browsers seal E payloads with (ADR 0010). */
  serve(app, systemEndpoints.encryptionKey, declared, async ({ request }) => ({
    kid: deps.payloadKey.kid,
    publicKey: deps.payloadKey.publicKey,
    algorithm: 'ECDH-P256+HKDF-SHA256+A256GCM' as const,
    required: brandOf(request).settings.security.encryptPayloads,
  }));

  /** Country list (spec section 3): the brand's country and its dialing code. */
  app.get('/wps/system/countries', async (request) => {
    parseInput(ZNoQuery, request.query, request.language);
    const { phone } = brandOf(request).settings;
    const countries: TCountry[] = [
      { countryCode: phone.countryCode, countryDialingCode: phone.countryDialingCode },
    ];
    return ok(countries);
  });

  app.get('/wps/system/whitelabel', async (request) => {
    parseInput(ZNoQuery, request.query, request.language);
    return ok(buildWhitelabelTree(brandOf(request).flags));
  });

  app.get('/wps/system/setting/register', async (request) => {
    parseInput(ZNoQuery, request.query, request.language);
    return ok(brandOf(request).registerRules);
  });

  app.get('/wps/system/status', async (request) => {
    parseInput(ZNoQuery, request.query, request.language);
    return ok(system.status(brandOf(request), visitorOf(request), request.language));
  });

  app.get('/wps/system/domainRoute', async (request) => {
    parseInput(ZNoQuery, request.query, request.language);
    return ok(brandOf(request).domains);
  });

  serve(app, systemEndpoints.helpCenter, declared, async ({ query, request }) => {
    const brand = brandOf(request);
    const lang = query.lang ?? request.language;
    if (!brand.languages.includes(lang)) throw new AppError('UNSUPPORTED_LANGUAGE');
    let articles = await brands.listHelpArticles(brand, lang, query.device);
    // A brand that has not translated its help yet still shows it in its default language.
    if (articles.length === 0 && lang !== brand.defaultLanguage) {
      articles = await brands.listHelpArticles(brand, brand.defaultLanguage, query.device);
    }
    return articles;
  });

  serve(app, systemEndpoints.config, declared, async ({ request }) =>
    system.config(brandOf(request), visitorOf(request), request.language),
  );

  serve(app, systemEndpoints.language, declared, async ({ body: { language }, request }) => {
    if (!brandOf(request).languages.includes(language)) throw new AppError('UNSUPPORTED_LANGUAGE');
    // A member's choice is kept with the account (messages to a language follow it); visitors keep it locally.
    if (request.session && !request.session.isTrial) {
      await setMemberLanguage(db, request.session.memberId, language);
    }
    return { language };
  });

  async function artworkBrand(request: FastifyRequest) {
    const { m } = parseInput(ZBrandHintQuery, request.query, request.language);
    if (m === undefined) return brandOf(request);
    const brand = await brands.findByCode(m);
    if (!brand) throw new AppError('UNKNOWN_MERCHANT');
    return brand;
  }

  app.get('/wps/system/logo.svg', async (request, reply) => {
    const brand = await artworkBrand(request);
    return reply
      .type('image/svg+xml')
      .header('cache-control', ARTWORK_CACHE)
      .send(brandLogoSvg(brand.name, brand.settings.theme));
  });

  app.get('/wps/system/vendor-logo/:file', async (request, reply) => {
    const { file } = parseInput(ZVendorLogoParams, request.params, request.language);
    parseInput(ZBrandHintQuery, request.query, request.language);
    const vendor = await brands.findVendor(file.slice(0, -4));
    if (!vendor) throw new AppError('NOT_FOUND');
    return reply
      .type('image/svg+xml')
      .header('cache-control', ARTWORK_CACHE)
      .send(vendorLogoSvg(vendor.name, vendor.logo_colours));
  });

  app.get('/wps/system/qr/:file', async (request, reply) => {
    const { file } = parseInput(ZQrParams, request.params, request.language);
    const type = file.slice(0, -4);
    const brand = await artworkBrand(request);
    const resource = (RESOURCE_TYPES as readonly string[]).includes(type)
      ? brand.resources.find((r) => r.resourceType === type && DOWNLOAD_RESOURCE_TYPES.has(r.resourceType))
      : undefined;
    if (!resource) throw new AppError('NOT_FOUND');
    const svg = await system.qrSvg(resource.url, { fg: '#111111', bg: '#ffffff' });
    return reply.type('image/svg+xml').header('cache-control', ARTWORK_CACHE).send(svg);
  });
}
