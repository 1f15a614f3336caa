import {
  endpointPath,
  FEATURE_FLAGS,
  type FlagSet,
  GAME_CATEGORY_CODES,
  type GameCategory,
  isLanguageCode,
  isSafeContactPath,
  isSafeUrl,
  PATTERNS,
  type PatternId,
  SYSTEM_ROUTES,
  type TCustomerServiceEntry,
  type TDomainRoute,
  type TGameMenu,
  type TRegisterRule,
  type TResource,
} from '@portal/contracts';
import { ZBrandSettings } from '@portal/contracts/schemas/brand';
import type { MerchantRow } from '../../db/schema.ts';
import type { Brand } from '../../platform/brand.ts';

/** The type is the platform's (it rides on every request); the brands module assembles it. */
export type { Brand };

export interface BrandParts {
  flags: { flag: string; enabled: boolean }[];
  domains: { domain: string; type: TDomainRoute['type']; is_primary: boolean }[];
  rules: {
    field: string;
    enabled: boolean;
    required: boolean;
    pattern_id: string;
    min_length: number;
    max_length: number;
  }[];
  customerService: { type: string; cs_position: number; title: string; path: string }[];
  resources: { resource_type: string; url: string; label_name_en: string | null }[];
  vendors: {
    game_category: string;
    vendor_code: string;
    name: string;
    wallet_mode: 'SEAMLESS' | 'TRANSFER';
  }[];
}

/** Builds the Brand from its rows. Settings are validated here, so a bad row fails loudly at load. */
export function assembleBrand(row: MerchantRow, parts: BrandParts): Brand {
  const settings = ZBrandSettings.parse(row.settings);
  const languages = row.languages.filter(isLanguageCode);
  const defaultLanguage = isLanguageCode(row.default_language)
    ? row.default_language
    : (languages[0] ?? 'en');
  const enabled = new Map(parts.flags.map((f) => [f.flag, f.enabled]));
  const flags = Object.fromEntries(
    FEATURE_FLAGS.map((flag) => [flag, enabled.get(flag) ?? false]),
  ) as FlagSet;

  const menus = new Map<GameCategory, TGameMenu>();
  for (const vendor of parts.vendors) {
    const category = vendor.game_category as GameCategory;
    if (!GAME_CATEGORY_CODES.includes(category)) continue;
    let menu = menus.get(category);
    if (!menu) {
      menu = { gameCategory: category, vendors: [] };
      menus.set(category, menu);
    }
    menu.vendors.push({
      vendorCode: vendor.vendor_code,
      name: vendor.name,
      logoUrl: endpointPath(SYSTEM_ROUTES.vendorLogo.path, { file: `${vendor.vendor_code}.svg` }),
    });
  }

  return {
    id: row.id,
    code: row.code,
    name: row.name,
    status: row.status,
    currency: row.currency,
    currencyExponent: row.currency_exponent,
    defaultLanguage,
    languages: languages.length > 0 ? languages : [defaultLanguage],
    settings,
    flags,
    domains: parts.domains.map((d) => ({ domain: d.domain, type: d.type, primary: d.is_primary })),
    registerRules: parts.rules.map((r) => {
      const patternId = (Object.hasOwn(PATTERNS, r.pattern_id) ? r.pattern_id : 'ANY') as PatternId;
      return {
        field: r.field as TRegisterRule['field'],
        enabled: r.enabled,
        required: r.enabled && r.required,
        acceptedPattern: PATTERNS[patternId],
        patternId,
        minLength: r.min_length,
        maxLength: r.max_length,
      };
    }),
    // Entries whose address is not a safe link for their kind (issue 13) are left out, whenever
    // they were stored: the site must never render them as links.
    customerService: parts.customerService
      .map((c) => ({
        csPosition: c.cs_position,
        title: c.title,
        path: c.path,
        type: c.type as TCustomerServiceEntry['type'],
      }))
      .filter((c) => isSafeContactPath(c.type, c.path)),
    resources: parts.resources
      .map((r) => ({
        resourceType: r.resource_type as TResource['resourceType'],
        url: r.url,
        labelNameEn: r.label_name_en,
      }))
      .filter((r) => isSafeUrl(r.url)),
    // Categories in the order of the contract, so every brand's navigation reads the same way.
    gameMenus: GAME_CATEGORY_CODES.flatMap((code) => menus.get(code) ?? []),
    // A vendor listed under several categories is still one wallet.
    transferVendors: [
      ...new Map(
        parts.vendors
          .filter((v) => v.wallet_mode === 'TRANSFER')
          .map((v) => [v.vendor_code, { vendorCode: v.vendor_code, name: v.name }]),
      ).values(),
    ].sort((a, b) => (a.vendorCode < b.vendorCode ? -1 : a.vendorCode > b.vendorCode ? 1 : 0)),
  };
}
