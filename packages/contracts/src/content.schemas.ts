import { z } from 'zod';
import {
  ANNOUNCEMENT_TYPES,
  BANNER_GROUPS,
  FEEDBACK_TYPES,
  LINKAGE_TYPES,
  MESSAGE_SEGMENTS,
  POPUP_AUDIENCES,
} from './content.ts';
import { ZLanguageCode } from './languages.schemas.ts';
import { ZPageQuery } from './paging.schemas.ts';
import { checkLinkage, zSafeUrl } from './urls.schemas.ts';

export const ZAnnouncementQuery = z
  .object({
    type: z.enum(ANNOUNCEMENT_TYPES),
    audience: z.enum(POPUP_AUDIENCES).optional(),
    platform: z.literal('W').optional(),
    ...ZPageQuery,
  })
  .strict();

export const ZBannerQuery = z.object({ group: z.enum(BANNER_GROUPS) }).strict();
export const ZInboxQuery = z
  .object({ status: z.enum(['all', 'unread']).default('all'), ...ZPageQuery })
  .strict();

export const ZFeedbackRequest = z
  .object({
    content: z.string().max(1000),
    sender: z.string().max(64).optional(),
    type: z.coerce
      .number()
      .int()
      .refine((value) => (FEEDBACK_TYPES as readonly number[]).includes(value), 'unknown question type'),
    captcha: z.string().trim().max(16),
    captchaId: z.string().max(64),
  })
  .strict();

// Operator input.
const ZOptionalInstant = z.iso.datetime({ offset: true }).nullable().default(null);

export const ZAnnouncementInput = z
  .object({
    type: z.enum(ANNOUNCEMENT_TYPES),
    language: ZLanguageCode,
    title: z.string().trim().min(1).max(200),
    content: z.string().max(20_000),
    audience: z.array(z.enum(POPUP_AUDIENCES)).min(1).max(3).default(['A', 'B']),
    startsAt: ZOptionalInstant,
    endsAt: ZOptionalInstant,
    sort: z.number().int().min(-1000).max(1000).default(0),
  })
  .strict();

export const ZBannerInput = z
  .object({
    groupName: z.enum(BANNER_GROUPS),
    language: ZLanguageCode.nullable().default(null),
    title: z.string().trim().min(1).max(80),
    subtitle: z.string().trim().max(140).nullable().default(null),
    imageUrl: zSafeUrl({ paths: false, httpsOnly: true, max: 500 }).nullable().default(null),
    linkageType: z.enum(LINKAGE_TYPES),
    linkageValue: z.string().trim().max(500).nullable().default(null),
    startsAt: ZOptionalInstant,
    endsAt: ZOptionalInstant,
    sort: z.number().int().min(-1000).max(1000).default(0),
  })
  .strict()
  // Issue 13: a `javascript:` link was stored here. Links and routes must be safe URLs.
  .superRefine(checkLinkage);

export const ZMessageInput = z
  .object({
    /** An account name, or none for every member of the brand (or of the segment). */
    account: z.string().trim().min(1).max(64).nullable().default(null),
    /** Instead of everyone: every member of a segment (every agent), each sent their own copy. */
    segment: z.enum(MESSAGE_SEGMENTS).nullable().default(null),
    /** For a message to everyone: only members reading this language. */
    language: ZLanguageCode.nullable().default(null),
    title: z.string().trim().min(1).max(200),
    content: z.string().max(10_000),
  })
  .strict()
  .superRefine((input, ctx) => {
    // One recipient or one group: a segment goes with neither an account nor a language.
    if (input.segment !== null && input.account !== null)
      ctx.addIssue({ code: 'custom', path: ['account'], message: 'a segment has no account' });
    if (input.segment !== null && input.language !== null)
      ctx.addIssue({ code: 'custom', path: ['language'], message: 'a segment has no language' });
  });
