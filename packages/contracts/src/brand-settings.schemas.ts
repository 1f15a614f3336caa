import { z } from 'zod';
import { ZCidr } from './brand.schemas.ts';
import { THEME_KEYS, type TTheme } from './brand.ts';
import { FEATURE_FLAGS } from './flags.ts';
import { SETTINGS_MESSAGES, type SettingsMessageKey } from './i18n/settings-messages.ts';
import { ZLanguageCode } from './languages.schemas.ts';
import { LANGUAGE_CODES } from './languages.ts';
import { PATTERNS, REGISTER_FIELDS, VERIFICATION_CODE_MAX_LENGTH } from './register-rules.ts';
import { DOMAIN_ROUTE_TYPES } from './system.ts';

/**
 * What the console's brand-settings screens send (issue 15). Every refusal names a localised
 * message (settings-messages.ts) in `params.fieldMessage`, so the operator reads why on the field.
 */
function problem(key: SettingsMessageKey) {
  return { message: SETTINGS_MESSAGES.en[key], params: { fieldMessage: key } };
}

const HEX_COLOUR = /^#[0-9a-fA-F]{6}$/;
/** A host name (letters, digits, hyphens; labels of 1 to 63) or an IPv4 address, lower case. */
const HOST_NAME =
  /^(?=.{1,253}$)[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?)*$/;

/** Switches feature flags: only the flags named are changed; an unknown name is refused. */
export const ZFlagsInput = z.strictObject({
  flags: z.record(z.string(), z.boolean()).superRefine((flags, ctx) => {
    for (const name of Object.keys(flags)) {
      if (!(FEATURE_FLAGS as readonly string[]).includes(name))
        ctx.addIssue({ code: 'custom', path: [name], ...problem('unknownFlag') });
    }
  }),
});

/**
 * One registration field's rule. The pattern is chosen by id from the fixed table (ADR 0004): a
 * brand never publishes a regular expression of its own.
 */
export const ZRegisterRuleInput = z
  .strictObject({
    field: z.enum(REGISTER_FIELDS),
    enabled: z.boolean(),
    required: z.boolean(),
    patternId: z.string().refine((id) => Object.hasOwn(PATTERNS, id), problem('unknownPattern')),
    minLength: z.number().int().min(0).max(VERIFICATION_CODE_MAX_LENGTH),
    maxLength: z.number().int().min(1).max(VERIFICATION_CODE_MAX_LENGTH),
  })
  .superRefine((rule, ctx) => {
    if (rule.minLength > rule.maxLength)
      ctx.addIssue({ code: 'custom', path: ['minLength'], ...problem('minAboveMax') });
    if (rule.required && !rule.enabled)
      ctx.addIssue({ code: 'custom', path: ['required'], ...problem('requiredNeedsEnabled') });
  });

export const ZRegisterRulesInput = z.strictObject({
  rules: z
    .array(ZRegisterRuleInput)
    .min(1)
    .max(REGISTER_FIELDS.length)
    .superRefine((rules, ctx) => {
      const seen = new Set<string>();
      rules.forEach((rule, index) => {
        if (seen.has(rule.field))
          ctx.addIssue({ code: 'custom', path: [index, 'field'], ...problem('duplicateField') });
        seen.add(rule.field);
      });
    }),
});

export const ZLanguagesInput = z
  .strictObject({
    languages: z.array(ZLanguageCode).min(1).max(LANGUAGE_CODES.length),
    defaultLanguage: ZLanguageCode,
  })
  .superRefine((input, ctx) => {
    if (!input.languages.includes(input.defaultLanguage))
      ctx.addIssue({ code: 'custom', path: ['defaultLanguage'], ...problem('defaultLanguageMissing') });
  });

const ZColour = z
  .string()
  .trim()
  .refine((value) => HEX_COLOUR.test(value), problem('colour'));
export const ZThemeInput = z.strictObject(
  Object.fromEntries(THEME_KEYS.map((key) => [key, ZColour])) as Record<keyof TTheme, typeof ZColour>,
);

const ZInstant = z.iso.datetime({ offset: true }).nullable();

/** Maintenance: on or off, an optional window (on only inside it), a message per language. */
export const ZMaintenanceInput = z
  .strictObject({
    enabled: z.boolean(),
    startsAt: ZInstant,
    endsAt: ZInstant,
    message: z.partialRecord(ZLanguageCode, z.string().trim().max(500)),
  })
  .superRefine((input, ctx) => {
    if (input.startsAt && input.endsAt && Date.parse(input.endsAt) <= Date.parse(input.startsAt))
      ctx.addIssue({ code: 'custom', path: ['endsAt'], ...problem('endsBeforeStarts') });
  });

const ZNetwork = z
  .string()
  .trim()
  .max(64)
  .refine((value) => ZCidr.safeParse(value).success, problem('cidr'));

export const ZRegionInput = z.strictObject({
  blockedCountries: z
    .array(
      z
        .string()
        .trim()
        .toUpperCase()
        .refine((value) => /^[A-Z]{2}$/.test(value), problem('countryCode')),
    )
    .max(250),
  blockedCidrs: z.array(ZNetwork).max(500),
  allowedCidrs: z.array(ZNetwork).max(500),
});

export const ZDomainName = z
  .string()
  .trim()
  .toLowerCase()
  .refine((value) => HOST_NAME.test(value), problem('domain'));

export const ZDomainInput = z.strictObject({
  domain: ZDomainName,
  type: z.enum(DOMAIN_ROUTE_TYPES),
  primary: z.boolean(),
});

export const ZDomainUpdate = z.strictObject({ type: z.enum(DOMAIN_ROUTE_TYPES), primary: z.boolean() });
export const ZDomainParams = z.strictObject({ domain: ZDomainName });

/** A brand's currency (ISO 4217 letters) and how many decimals its amounts have. */
export const ZCurrencyInput = z.strictObject({
  currency: z
    .string()
    .trim()
    .toUpperCase()
    .regex(/^[A-Z]{3}$/),
  exponent: z.number().int().min(0).max(4),
});
