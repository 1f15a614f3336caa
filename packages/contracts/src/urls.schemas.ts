import { z } from 'zod';
import type { LinkageType } from './content.ts';
import { FIELD_MESSAGES, type FieldMessageKey } from './i18n/field-messages.ts';
import { CS_TYPES, RESOURCE_TYPES } from './system.ts';
import { isSafeContactPath, isSafeUrl, SAFE_URL_MAX_LENGTH, type SafeUrlOptions } from './urls.ts';

/**
 * The zod side of the stored-URL rule (urls.ts). A refused value is a custom issue carrying the
 * shared field message's key in `params.fieldMessage`, so the server can answer in the caller's
 * language, and its English text as the issue message (what the operator pages show).
 */
function urlIssue(key: FieldMessageKey) {
  return { message: FIELD_MESSAGES.en[key], params: { fieldMessage: key } };
}

export function zSafeUrl(options: SafeUrlOptions & { max?: number } = {}) {
  const key: FieldMessageKey =
    options.absolute === false
      ? 'sitePath'
      : options.paths === false
        ? options.httpsOnly
          ? 'httpsUrl'
          : 'absoluteUrl'
        : 'url';
  return z
    .string()
    .trim()
    .max(options.max ?? SAFE_URL_MAX_LENGTH)
    .refine((value) => isSafeUrl(value, options), urlIssue(key));
}

/** An absolute http(s) URL or a path on this site: any stored link. */
export const ZSafeUrl = zSafeUrl();
/** An absolute http(s) URL: addresses of other services (CDNs, identity providers). */
export const ZAbsoluteUrl = zSafeUrl({ paths: false });

/**
 * What a banner's linkage value must be for its type: a link (URL), a page of the site (ROUTE),
 * a promotion's id (PROMOTION, which the site puts in a query string, encoded); types that take
 * no value may still carry one, but never an unsafe link. Null when the value is acceptable.
 */
export function linkageProblem(type: LinkageType, value: string | null): FieldMessageKey | null {
  if (value === null || value === '') return null;
  switch (type) {
    case 'ROUTE':
      return isSafeUrl(value, { absolute: false }) ? null : 'sitePath';
    case 'PROMOTION':
      return null;
    default:
      return isSafeUrl(value) ? null : 'url';
  }
}

/** Refines a banner-shaped object: the linkage value must suit its type (see linkageProblem). */
export function checkLinkage(
  banner: { linkageType: LinkageType; linkageValue: string | null },
  ctx: z.RefinementCtx,
): void {
  const problem = linkageProblem(banner.linkageType, banner.linkageValue);
  if (problem) ctx.addIssue({ code: 'custom', path: ['linkageValue'], ...urlIssue(problem) });
}

/** A customer-service entry as stored: e-mail and phone entries hold an address or number, others a safe URL. */
export const ZCustomerServiceEntry = z
  .object({
    type: z.enum(CS_TYPES),
    csPosition: z.number().int().min(1).max(99),
    title: z.string().trim().min(1).max(80),
    path: z.string().trim().min(1).max(SAFE_URL_MAX_LENGTH),
  })
  .strict()
  .superRefine((entry, ctx) => {
    if (!isSafeContactPath(entry.type, entry.path))
      ctx.addIssue({
        code: 'custom',
        path: ['path'],
        ...urlIssue(
          entry.type === 'EMAIL' ? 'pattern.EMAIL' : entry.type === 'PHONE' ? 'invalidMobile' : 'url',
        ),
      });
  });

/** A brand resource (app downloads, the home link) as stored. */
export const ZResource = z
  .object({
    resourceType: z.enum(RESOURCE_TYPES),
    url: ZSafeUrl,
    labelNameEn: z.string().trim().max(80).nullable(),
  })
  .strict();
