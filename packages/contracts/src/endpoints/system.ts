import { z } from 'zod';
import { ZBrandHintQuery, ZTheme } from '../brand.schemas.ts';
import { endpoint } from '../endpoint.ts';
import type { WhitelabelNode } from '../flags.ts';
import { ZGameCategory } from '../games.schemas.ts';
import { ZLanguageCode } from '../languages.schemas.ts';
import type { TCountry } from '../members.ts';
import { ZRegisterRule } from '../register-rules.schemas.ts';
import { ZHelpQuery, ZLanguageUpdate } from '../system.schemas.ts';
import {
  CS_TYPES,
  DOMAIN_ROUTE_TYPES,
  HELP_KINDS,
  RESOURCE_TYPES,
  SYSTEM_STATUS,
  type TDomainRoute,
  type TSystemConfig,
  type TSystemStatus,
} from '../system.ts';
import { SYSTEM_ROUTES } from './system.routes.ts';

/** A help or terms article of the brand (sanitised HTML). */
export const ZHelpArticle = z.object({
  anchor: z.string(),
  kind: z.enum(HELP_KINDS),
  title: z.string(),
  content: z.string(),
});

/** The public key browsers seal E payloads with (ADR 0010), and whether the brand requires them. */
export const ZEncryptionKey = z.strictObject({
  kid: z.string(),
  publicKey: z.string(),
  algorithm: z.literal('ECDH-P256+HKDF-SHA256+A256GCM'),
  required: z.boolean(),
});

/** System status of spec section 4: normal, maintenance or region blocked, for this visitor. */
export const ZSystemStatus = z.strictObject({
  status: z.union(Object.values(SYSTEM_STATUS).map((code) => z.literal(code))),
  ip: z.string(),
  country: z.string().nullable(),
  message: z.string().nullable(),
  maintenanceEndsAt: z.string().nullable(),
}) satisfies z.ZodType<TSystemStatus>;

/** The spec's whitelabel tree: feature groups and their flags, '1' on, '0' off. */
export const ZWhitelabelNode: z.ZodType<WhitelabelNode> = z.strictObject({
  modId: z.string(),
  enabled: z.enum(['1', '0']),
  get childrenNodes() {
    return z.array(ZWhitelabelNode);
  },
});

/** One of the brand's domains and what it serves. */
export const ZDomainRoute = z.strictObject({
  domain: z.string(),
  type: z.enum(DOMAIN_ROUTE_TYPES),
  primary: z.boolean(),
}) satisfies z.ZodType<TDomainRoute>;

/** A country a phone number may belong to (the brand's own). */
export const ZCountry = z.strictObject({
  countryCode: z.string(),
  countryDialingCode: z.string(),
}) satisfies z.ZodType<TCountry>;

/** The generated artwork: an SVG document. */
const ZSvg = z.string().startsWith('<svg');

/** The OpenAPI 3.1 document: checked only for its outline (its inside is generated). */
export const ZOpenApiDocument = z.looseObject({
  openapi: z.literal('3.1.0'),
  info: z.looseObject({ title: z.string(), version: z.string() }),
  paths: z.record(z.string(), z.record(z.string(), z.unknown())),
});

/** The permission/config document of spec section 3: what the player site needs to draw anything. */
export const ZSystemConfig = z.strictObject({
  merchant: z.strictObject({
    code: z.string(),
    name: z.string(),
    currency: z.string(),
    currencyExponent: z.number().int(),
    defaultLanguage: ZLanguageCode,
    languages: z.array(ZLanguageCode),
    theme: ZTheme,
    logoUrl: z.string(),
    tagline: z.string().nullable(),
    minimumAge: z.number().int(),
    phone: z.strictObject({
      countryDialingCode: z.string(),
      minDigits: z.number().int(),
      maxDigits: z.number().int(),
      placeholder: z.string(),
    }),
  }),
  status: ZSystemStatus,
  whitelabel: z.array(ZWhitelabelNode),
  registerRules: z.array(ZRegisterRule),
  customerService: z.array(
    z.strictObject({
      csPosition: z.number().int(),
      title: z.string(),
      path: z.string(),
      type: z.enum(CS_TYPES),
    }),
  ),
  resources: z.array(
    z.strictObject({
      resourceType: z.enum(RESOURCE_TYPES),
      url: z.string(),
      labelNameEn: z.string().nullable(),
      qrUrl: z.string().nullable(),
    }),
  ),
  domainRoute: z.array(ZDomainRoute),
  gameMenus: z.array(
    z.strictObject({
      gameCategory: ZGameCategory,
      vendors: z.array(z.strictObject({ vendorCode: z.string(), name: z.string(), logoUrl: z.string() })),
    }),
  ),
  mainDomain: z.string(),
  analyticsId: z.string().nullable(),
  location: z.strictObject({ ip: z.string(), country: z.string().nullable() }),
  imageCDNs: z.array(z.string()),
  launchGameCDNs: z.array(z.string()),
  maintenance: z.strictObject({ active: z.boolean(), endsAt: z.string().nullable() }),
  regionRestriction: z.strictObject({ restricted: z.boolean() }),
  development: z.boolean(),
  auth: z.strictObject({
    socialProviders: z.array(z.strictObject({ id: z.enum(['google', 'facebook']), label: z.string() })),
    smsVerifier: z.enum(['internal', 'phone-auth-token']),
    encryptPayloads: z.boolean(),
  }),
}) satisfies z.ZodType<TSystemConfig>;

export const systemEndpoints = {
  helpCenter: endpoint({
    ...SYSTEM_ROUTES.helpCenter,
    summary: 'The help centre and terms articles of the brand in a language (spec: /wps/system/helpCenter).',
    query: ZHelpQuery,
    response: z.array(ZHelpArticle),
  }),
  encryptionKey: endpoint({
    ...SYSTEM_ROUTES.encryptionKey,
    summary: 'The public key browsers seal the E payloads with (ADR 0010).',
    response: ZEncryptionKey,
  }),
  config: endpoint({
    ...SYSTEM_ROUTES.config,
    summary:
      'The permission/config document of spec section 3 (brand, status, flags, registration rules, contacts, downloads, domains, game menus) in the request language.',
    response: ZSystemConfig,
  }),
  language: endpoint({
    ...SYSTEM_ROUTES.language,
    summary: "Sets the language; a member's choice is kept with the account, a visitor's in the browser.",
    body: ZLanguageUpdate,
    response: z.strictObject({ language: ZLanguageCode }),
  }),
  countries: endpoint({
    ...SYSTEM_ROUTES.countries,
    summary: "The countries a phone number may belong to: the brand's own, with its dialing code.",
    response: z.array(ZCountry),
  }),
  whitelabel: endpoint({
    ...SYSTEM_ROUTES.whitelabel,
    summary: "The brand's feature flags as the spec's whitelabel tree.",
    response: z.array(ZWhitelabelNode),
  }),
  registerSettings: endpoint({
    ...SYSTEM_ROUTES.registerSettings,
    summary:
      "The brand's registration rules: which fields the form shows, which it requires, their patterns.",
    response: z.array(ZRegisterRule),
  }),
  status: endpoint({
    ...SYSTEM_ROUTES.status,
    summary: 'System status for this visitor (spec section 4): normal, maintenance or region blocked.',
    response: ZSystemStatus,
  }),
  domainRoute: endpoint({
    ...SYSTEM_ROUTES.domainRoute,
    summary: "The brand's domains and what each serves.",
    response: z.array(ZDomainRoute),
  }),
  logo: endpoint({
    ...SYSTEM_ROUTES.logo,
    summary:
      "The brand's logo, drawn from its name and colours. `m` names the brand where the image is loaded without the brand header.",
    query: ZBrandHintQuery,
    response: ZSvg,
  }),
  vendorLogo: endpoint({
    ...SYSTEM_ROUTES.vendorLogo,
    summary: "A game vendor's logo (`CODE.svg`), drawn from its name and colours.",
    params: z.strictObject({ file: z.string().regex(/^[A-Z0-9_]{2,20}\.svg$/) }),
    query: ZBrandHintQuery,
    response: ZSvg,
  }),
  qr: endpoint({
    ...SYSTEM_ROUTES.qr,
    summary: "The QR code of one of the brand's app downloads (`Android.svg`, `iOS.svg`).",
    params: z.strictObject({ file: z.string().regex(/^[A-Za-z]{2,10}\.svg$/) }),
    query: ZBrandHintQuery,
    response: ZSvg,
  }),
  openApi: endpoint({
    ...SYSTEM_ROUTES.openApi,
    summary: 'This document: every endpoint declared in the contracts, as OpenAPI 3.1.',
    response: ZOpenApiDocument,
  }),
} as const;
