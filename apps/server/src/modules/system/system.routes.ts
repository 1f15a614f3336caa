import { buildWhitelabelTree, RESOURCE_TYPES } from '@portal/contracts';
import {
  ENDPOINTS,
  type EndpointResult,
  openApiDocument,
  systemEndpoints,
} from '@portal/contracts/endpoints';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Db } from '../../db/database.ts';
import { AppError } from '../../platform/app-error.ts';
import { brandOf } from '../../platform/context.ts';
import { serve } from '../../platform/endpoint.ts';
import type { PayloadKey } from '../../platform/payload-crypto.ts';
import type { BrandService } from '../brands/brands.service.ts';
import { setMemberLanguage } from '../member/members.ts';
import { brandLogoSvg, vendorLogoSvg } from './artwork.ts';
import { DOWNLOAD_RESOURCE_TYPES, type SystemService, visitorOf } from './system.service.ts';

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
        'Endpoints declared in packages/contracts. Every answer is the envelope { success, code, message, value } unless the operation names another media type; the brand comes from x-merchant or the Host.',
    });
  serve(app, systemEndpoints.openApi, declared, async ({ reply }) => {
    openApi ??= describeApi();
    reply.header('cache-control', 'public, max-age=300');
    return openApi as EndpointResult<typeof systemEndpoints.openApi>;
  });

  /** The public key browsers seal E payloads with (ADR 0010). */
  serve(app, systemEndpoints.encryptionKey, declared, async ({ request }) => ({
    kid: deps.payloadKey.kid,
    publicKey: deps.payloadKey.publicKey,
    algorithm: 'ECDH-P256+HKDF-SHA256+A256GCM' as const,
    required: brandOf(request).settings.security.encryptPayloads,
  }));

  /** Country list (spec section 3): the brand's country and its dialing code. */
  serve(app, systemEndpoints.countries, declared, async ({ request }) => {
    const { phone } = brandOf(request).settings;
    return [{ countryCode: phone.countryCode, countryDialingCode: phone.countryDialingCode }];
  });

  serve(app, systemEndpoints.whitelabel, declared, async ({ request }) =>
    buildWhitelabelTree(brandOf(request).flags),
  );

  serve(
    app,
    systemEndpoints.registerSettings,
    declared,
    async ({ request }) => brandOf(request).registerRules,
  );

  serve(app, systemEndpoints.status, declared, async ({ request }) =>
    system.status(brandOf(request), visitorOf(request), request.language),
  );

  serve(app, systemEndpoints.domainRoute, declared, async ({ request }) => brandOf(request).domains);

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

  async function artworkBrand(request: FastifyRequest, m: string | undefined) {
    if (m === undefined) return brandOf(request);
    const brand = await brands.findByCode(m);
    if (!brand) throw new AppError('UNKNOWN_MERCHANT');
    return brand;
  }

  serve(app, systemEndpoints.logo, declared, async ({ query, request, reply }) => {
    const brand = await artworkBrand(request, query.m);
    reply.header('cache-control', ARTWORK_CACHE);
    return brandLogoSvg(brand.name, brand.settings.theme);
  });

  serve(app, systemEndpoints.vendorLogo, declared, async ({ params, reply }) => {
    const vendor = await brands.findVendor(params.file.slice(0, -4));
    if (!vendor) throw new AppError('NOT_FOUND');
    reply.header('cache-control', ARTWORK_CACHE);
    return vendorLogoSvg(vendor.name, vendor.logo_colours);
  });

  serve(app, systemEndpoints.qr, declared, async ({ params, query, request, reply }) => {
    const type = params.file.slice(0, -4);
    const brand = await artworkBrand(request, query.m);
    const resource = (RESOURCE_TYPES as readonly string[]).includes(type)
      ? brand.resources.find((r) => r.resourceType === type && DOWNLOAD_RESOURCE_TYPES.has(r.resourceType))
      : undefined;
    if (!resource) throw new AppError('NOT_FOUND');
    const svg = await system.qrSvg(resource.url, { fg: '#111111', bg: '#ffffff' });
    reply.header('cache-control', ARTWORK_CACHE);
    return svg;
  });
}
