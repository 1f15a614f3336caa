import { z } from 'zod';
import { ZAnnouncementInput, ZBannerInput } from '../content.schemas.ts';
import { endpoint } from '../endpoint.ts';
import { ZPageQuery, zPage } from '../paging.schemas.ts';
import { ZAdminAnnouncement, ZAdminBanner, ZAdminIdParams } from './admin.ts';
import { ADMIN_CONTENT_ROUTES } from './admin-content.routes.ts';

/** A message an operator sent: to one member (their account) or to every member (of a language). */
export const ZAdminSentMessage = z.strictObject({
  id: z.string(),
  /** The member's account, or null for a message to every member. */
  account: z.string().nullable(),
  /** For a message to every member: only those reading this language (null: all). */
  language: z.string().nullable(),
  title: z.string(),
  content: z.string(),
  /** The operator who sent it (their username), when still known. */
  sentBy: z.string().nullable(),
  createdAt: z.string(),
});

export const adminContentEndpoints = {
  updateAnnouncement: endpoint({
    ...ADMIN_CONTENT_ROUTES.updateAnnouncement,
    summary:
      'Changes an announcement (its HTML sanitised again) and answers it as saved; audited with before and after.',
    params: ZAdminIdParams,
    body: ZAnnouncementInput,
    response: ZAdminAnnouncement,
  }),
  updateBanner: endpoint({
    ...ADMIN_CONTENT_ROUTES.updateBanner,
    summary: 'Changes a banner and answers it as saved; audited with before and after.',
    params: ZAdminIdParams,
    body: ZBannerInput,
    response: ZAdminBanner,
  }),
  sentMessages: endpoint({
    ...ADMIN_CONTENT_ROUTES.sentMessages,
    summary: 'The inbox messages operators of the brand sent, newest first.',
    query: z.strictObject({ ...ZPageQuery }),
    response: zPage(ZAdminSentMessage),
  }),
};
