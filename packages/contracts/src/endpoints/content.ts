import { z } from 'zod';
import { ZAnnouncementQuery, ZBannerQuery, ZFeedbackRequest, ZInboxQuery } from '../content.schemas.ts';
import {
  ANNOUNCEMENT_TYPES,
  BANNER_GROUPS,
  LINKAGE_TYPES,
  MESSAGE_KINDS,
  type TAnnouncement,
  type TBanner,
  type TChatLaunch,
  type TInboxMessage,
  type TUnreadCounts,
} from '../content.ts';
import { endpoint } from '../endpoint.ts';
import { zPage } from '../paging.schemas.ts';
import { CS_TYPES, type TCustomerServiceEntry } from '../system.ts';
import { CONTENT_ROUTES } from './content.routes.ts';

/** An announcement or notice (its content is sanitised HTML). */
export const ZAnnouncement = z.strictObject({
  id: z.string(),
  type: z.enum(ANNOUNCEMENT_TYPES),
  title: z.string(),
  content: z.string(),
  createdAt: z.string(),
}) satisfies z.ZodType<TAnnouncement>;

/** A banner: an operator's image or the brand's generated artwork, and what tapping it does. */
export const ZBanner = z.strictObject({
  id: z.string(),
  groupName: z.enum(BANNER_GROUPS),
  title: z.string(),
  subtitle: z.string().nullable(),
  url: z.string(),
  linkageType: z.enum(LINKAGE_TYPES),
  linkageValue: z.string().nullable(),
}) satisfies z.ZodType<TBanner>;

/** A message of the member's inbox (messageV2; content is sanitised HTML). */
export const ZInboxMessage = z.strictObject({
  id: z.string(),
  kind: z.enum(MESSAGE_KINDS),
  title: z.string(),
  content: z.string(),
  createdAt: z.string(),
  read: z.boolean(),
}) satisfies z.ZodType<TInboxMessage>;

/** The red badges of the personal centre. */
export const ZUnreadCounts = z.strictObject({
  messageV2: z.number().int(),
  missionLeaderboard: z.number().int(),
  rewardCenter: z.number().int(),
}) satisfies z.ZodType<TUnreadCounts>;

/** A customer-service contact of the brand (only safe links for its kind are listed). */
export const ZCustomerServiceContact = z.strictObject({
  csPosition: z.number().int(),
  title: z.string(),
  path: z.string(),
  type: z.enum(CS_TYPES),
}) satisfies z.ZodType<TCustomerServiceEntry>;

const ZAnnouncementPage = zPage(ZAnnouncement);
const announcementsSummary =
  'Announcements of one type (B, PL, PU, PR, H; AG for signed-in agents only) in the request language, falling back to the brand default; popups (PU) per audience (A, B, F). 9 to a page by default.';

export const contentEndpoints = {
  announcements: endpoint({
    ...CONTENT_ROUTES.announcements,
    summary: announcementsSummary,
    query: ZAnnouncementQuery,
    response: ZAnnouncementPage,
  }),
  announcementsRelay: endpoint({
    ...CONTENT_ROUTES.announcementsRelay,
    summary: `The spec's relay name for the announcements (MCSFE_getListAnnouncements). ${announcementsSummary}`,
    query: ZAnnouncementQuery,
    response: ZAnnouncementPage,
  }),
  banners: endpoint({
    ...CONTENT_ROUTES.banners,
    summary: 'The banners of a group in the request language (at most 20), in the brand order.',
    query: ZBannerQuery,
    response: z.array(ZBanner),
  }),
  messages: endpoint({
    ...CONTENT_ROUTES.messages,
    summary: "The member's inbox, newest first: all messages or only the unread ones.",
    query: ZInboxQuery,
    response: zPage(ZInboxMessage),
  }),
  readMessage: endpoint({
    ...CONTENT_ROUTES.readMessage,
    summary: "Marks one message read (NOT_FOUND for one the member cannot see); the member's new counts.",
    params: z.strictObject({ id: z.string().regex(/^\d{1,18}$/) }),
    response: ZUnreadCounts,
  }),
  readAllMessages: endpoint({
    ...CONTENT_ROUTES.readAllMessages,
    summary: "Marks every message read; the member's new counts.",
    response: ZUnreadCounts,
  }),
  unreadCount: endpoint({
    ...CONTENT_ROUTES.unreadCount,
    summary: 'The red badge counts (CSP_unreadCount): unread messages, missions, claimable rewards.',
    response: ZUnreadCounts,
  }),
  feedback: endpoint({
    ...CONTENT_ROUTES.feedback,
    summary: 'Feedback from a visitor or a member: a question type, 20 to 200 characters and a captcha.',
    body: ZFeedbackRequest,
    response: z.strictObject({ id: z.string() }),
  }),
  customerService: endpoint({
    ...CONTENT_ROUTES.customerService,
    summary: "The brand's customer-service contacts (CBS_modelList).",
    response: z.array(ZCustomerServiceContact),
  }),
  launchChat: endpoint({
    ...CONTENT_ROUTES.launchChat,
    summary:
      "The brand's live chat address for this visitor or member and language (CBS_launchChat); FEATURE_DISABLED when the brand has none.",
    response: z.strictObject({ chatUrl: z.string() }) satisfies z.ZodType<TChatLaunch>,
  }),
} as const;
