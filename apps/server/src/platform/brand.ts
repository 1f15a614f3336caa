import type {
  FlagSet,
  LanguageCode,
  TBrandSettings,
  TCustomerServiceEntry,
  TDomainRoute,
  TGameMenu,
  TRegisterRule,
  TResource,
} from '@portal/contracts';

/**
 * Everything about a brand that requests read (`request.brand`), loaded at once and cached. The
 * platform carries it on every brand-scoped request; the brands module loads and assembles it
 * (`modules/brands/brand.ts`, `brands.service.ts`).
 */
export interface Brand {
  id: number;
  code: string;
  name: string;
  status: 'active' | 'suspended';
  currency: string;
  currencyExponent: number;
  defaultLanguage: LanguageCode;
  languages: LanguageCode[];
  settings: TBrandSettings;
  flags: FlagSet;
  domains: TDomainRoute[];
  registerRules: TRegisterRule[];
  customerService: TCustomerServiceEntry[];
  resources: Omit<TResource, 'qrUrl'>[];
  gameMenus: TGameMenu[];
  /** Enabled vendors with a wallet of their own that members transfer to, by code. */
  transferVendors: { vendorCode: string; name: string }[];
}

/**
 * The port through which the platform finds brands (request context, write guard): the brands
 * module's `BrandService` provides it at wiring, so the platform imports no module.
 */
export interface BrandLookup {
  findByCode(code: string): Promise<Brand | undefined>;
  findByDomain(domain: string): Promise<Brand | undefined>;
  /** The first brand, for development without a configured default. */
  findFirst(): Promise<Brand | undefined>;
}
