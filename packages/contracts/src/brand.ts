import type { LanguageCode } from './languages.ts';

export interface TTheme {
  primary: string;
  primaryContrast: string;
  accent: string;
  background: string;
  surface: string;
  surfaceRaised: string;
  border: string;
  text: string;
  textMuted: string;
}

export const THEME_KEYS = [
  'primary',
  'primaryContrast',
  'accent',
  'background',
  'surface',
  'surfaceRaised',
  'border',
  'text',
  'textMuted',
] as const satisfies readonly (keyof TTheme)[];

export interface TMaintenance {
  enabled: boolean;
  /** Optional window: maintenance applies only between these instants. */
  startsAt: string | null;
  endsAt: string | null;
  /** Message per language; the page falls back to the generic text when missing. */
  message: Partial<Record<LanguageCode, string>>;
}

export interface TRegionRestriction {
  /** ISO 3166-1 alpha-2 codes, read from the trusted geo header (GEO_COUNTRY_HEADER). */
  blockedCountries: string[];
  blockedCidrs: string[];
  /** Networks that are never blocked (offices, monitoring); they win over both lists above. */
  allowedCidrs: string[];
}

export interface TPhoneSettings {
  countryCode: string;
  countryDialingCode: string;
  minDigits: number;
  maxDigits: number;
  placeholder: string;
}

/** Brand settings kept as one validated JSON document beside the brand row (ADR 0004). */
export interface TBrandSettings {
  theme: TTheme;
  maintenance: TMaintenance;
  regionRestriction: TRegionRestriction;
  mainDomain: string;
  analyticsId: string | null;
  imageCDNs: string[];
  launchGameCDNs: string[];
  phone: TPhoneSettings;
  /** Minimum age players confirm at sign-up (spec section 9 gives 18; some markets need 21). */
  minimumAge: number;
  tagline: Partial<Record<LanguageCode, string>>;
}
