/**
 * Zod schemas of the API inputs and stored documents. Kept apart from the plain constants and
 * types (index.ts) so the player site's first load does not carry the validation library.
 */
import { z } from 'zod';
import type { TBrandSettings, TMaintenance, TPhoneSettings, TRegionRestriction, TTheme } from './brand.ts';
import { FEATURE_FLAGS, type FeatureFlag } from './flags.ts';
import { GAME_CATEGORY_CODES, type GameCategory } from './games.ts';
import { LANGUAGE_CODES, type LanguageCode } from './languages.ts';
import {
  PATTERN_IDS,
  type PatternId,
  REGISTER_FIELDS,
  VERIFICATION_CODE_MAX_LENGTH,
} from './register-rules.ts';
import { HELP_DEVICES } from './system.ts';

export const ZLanguageCode = z.enum(LANGUAGE_CODES as [LanguageCode, ...LanguageCode[]]);
export const ZFeatureFlag = z.enum(FEATURE_FLAGS as [FeatureFlag, ...FeatureFlag[]]);
export const ZGameCategory = z.enum(GAME_CATEGORY_CODES as [GameCategory, ...GameCategory[]]);
export const ZPatternId = z.enum(PATTERN_IDS as [PatternId, ...PatternId[]]);
export const ZRegisterField = z.enum(REGISTER_FIELDS);

export const ZRegisterRule = z.object({
  field: ZRegisterField,
  enabled: z.boolean(),
  required: z.boolean(),
  acceptedPattern: z.string(),
  patternId: ZPatternId,
  minLength: z.number().int().min(0),
  maxLength: z.number().int().min(1).max(VERIFICATION_CODE_MAX_LENGTH),
});

/** Colours go into CSS custom properties, so only plain hex colours are accepted. */
const ZHexColour = z.string().regex(/^#[0-9a-fA-F]{6}$/, 'a colour like #1a2b3c');

export const ZTheme = z
  .object({
    primary: ZHexColour,
    primaryContrast: ZHexColour,
    accent: ZHexColour,
    background: ZHexColour,
    surface: ZHexColour,
    surfaceRaised: ZHexColour,
    border: ZHexColour,
    text: ZHexColour,
    textMuted: ZHexColour,
  })
  .strict() satisfies z.ZodType<TTheme>;

/** IPv4 or IPv6 network in CIDR notation. */
export const ZCidr = z.union([z.cidrv4(), z.cidrv6()]);

export const ZMaintenance = z
  .object({
    enabled: z.boolean(),
    startsAt: z.iso.datetime({ offset: true }).nullable(),
    endsAt: z.iso.datetime({ offset: true }).nullable(),
    message: z.partialRecord(ZLanguageCode, z.string().max(500)),
  })
  .strict() satisfies z.ZodType<TMaintenance>;

export const ZRegionRestriction = z
  .object({
    blockedCountries: z.array(z.string().regex(/^[A-Z]{2}$/)).max(250),
    blockedCidrs: z.array(ZCidr).max(500),
    allowedCidrs: z.array(ZCidr).max(500),
  })
  .strict() satisfies z.ZodType<TRegionRestriction>;

export const ZPhoneSettings = z
  .object({
    countryCode: z.string().regex(/^[A-Z]{2}$/),
    countryDialingCode: z.string().regex(/^\+\d{1,4}$/),
    minDigits: z.number().int().min(4).max(15),
    maxDigits: z.number().int().min(4).max(15),
    placeholder: z.string().max(20),
  })
  .strict() satisfies z.ZodType<TPhoneSettings>;

export const ZBrandSettings = z
  .object({
    theme: ZTheme,
    maintenance: ZMaintenance,
    regionRestriction: ZRegionRestriction,
    mainDomain: z.string().max(253),
    analyticsId: z.string().max(64).nullable(),
    imageCDNs: z.array(z.url()).max(10),
    launchGameCDNs: z.array(z.url()).max(10),
    phone: ZPhoneSettings,
    minimumAge: z.number().int().min(18).max(25),
    tagline: z.partialRecord(ZLanguageCode, z.string().max(120)),
  })
  .strict() satisfies z.ZodType<TBrandSettings>;

export const ZHelpQuery = z
  .object({
    lang: ZLanguageCode.optional(),
    device: z.enum(HELP_DEVICES).default('WEB'),
  })
  .strict();

export const ZLanguageUpdate = z.object({ language: ZLanguageCode }).strict();
