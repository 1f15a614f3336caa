import type { TTheme } from './brand.ts';
import type { WhitelabelNode } from './flags.ts';
import type { TGameMenu } from './games.ts';
import type { LanguageCode } from './languages.ts';
import type { TRegisterRule } from './register-rules.ts';

/** System status of spec section 4: 0 normal, 1 maintenance, 2 region blocked. */
export const SYSTEM_STATUS = { NORMAL: 0, MAINTENANCE: 1, REGION_BLOCKED: 2 } as const;
export type SystemStatusCode = (typeof SYSTEM_STATUS)[keyof typeof SYSTEM_STATUS];

export interface TSystemStatus {
  status: SystemStatusCode;
  ip: string;
  country: string | null;
  /** Localised maintenance message, when status is 1 and the brand wrote one. */
  message: string | null;
  maintenanceEndsAt: string | null;
}

export const CS_TYPES = ['LIVE_CHAT', 'TELEGRAM', 'FACEBOOK', 'WHATSAPP', 'EMAIL', 'PHONE'] as const;
export interface TCustomerServiceEntry {
  /** Position of the entry among the entries of its type (Telegram 1 to 3, Facebook 1). */
  csPosition: number;
  title: string;
  path: string;
  type: (typeof CS_TYPES)[number];
}

export const RESOURCE_TYPES = ['Android', 'iOS', 'iOSLite', 'HomeLink'] as const;
export interface TResource {
  resourceType: (typeof RESOURCE_TYPES)[number];
  url: string;
  labelNameEn: string | null;
  /** A QR code of `url`, as an SVG served by us (download resources only). */
  qrUrl: string | null;
}

export const DOMAIN_ROUTE_TYPES = ['PLAYER', 'AGENT', 'ALTERNATE'] as const;
export interface TDomainRoute {
  domain: string;
  type: (typeof DOMAIN_ROUTE_TYPES)[number];
  primary: boolean;
}

export const HELP_KINDS = ['help', 'terms'] as const;
export const HELP_DEVICES = ['WEB', 'H5'] as const;
export interface THelpArticle {
  anchor: string;
  kind: (typeof HELP_KINDS)[number];
  title: string;
  /** Sanitised HTML. */
  content: string;
}

export interface TMerchantInfo {
  code: string;
  name: string;
  currency: string;
  currencyExponent: number;
  defaultLanguage: LanguageCode;
  languages: LanguageCode[];
  theme: TTheme;
  logoUrl: string;
  tagline: string | null;
  minimumAge: number;
  phone: { countryDialingCode: string; minDigits: number; maxDigits: number; placeholder: string };
}

/**
 * The permission/config info of spec section 3 in one document: what the player site needs before
 * it can draw anything. The server also inlines it into the HTML it serves, so the first paint
 * needs no extra round trip.
 */
export interface TSystemConfig {
  merchant: TMerchantInfo;
  status: TSystemStatus;
  whitelabel: WhitelabelNode[];
  registerRules: TRegisterRule[];
  customerService: TCustomerServiceEntry[];
  resources: TResource[];
  domainRoute: TDomainRoute[];
  gameMenus: TGameMenu[];
  mainDomain: string;
  analyticsId: string | null;
  location: { ip: string; country: string | null };
  imageCDNs: string[];
  launchGameCDNs: string[];
  maintenance: { active: boolean; endsAt: string | null };
  regionRestriction: { restricted: boolean };
  /** True in development mode, where the development tools exist; never in production. */
  development: boolean;
  /** Sign-in options the forms need (no secrets). */
  auth: {
    socialProviders: { id: 'google' | 'facebook'; label: string }[];
    /** 'phone-auth-token': phone numbers are verified by the external phone-auth service. */
    smsVerifier: 'internal' | 'phone-auth-token';
    encryptPayloads: boolean;
  };
}
