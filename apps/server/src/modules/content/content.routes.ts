import { isAgentType, safeUrlKind } from '@portal/contracts';
import { contentEndpoints } from '@portal/contracts/endpoints';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { AppConfig } from '../../config/config.ts';
import { AppError } from '../../platform/app-error.ts';
import { authRouteLimits } from '../../platform/auth.ts';
import { brandOf } from '../../platform/context.ts';
import { serve } from '../../platform/endpoint.ts';
import { ZBrandHintQuery } from '../../platform/route-schemas.ts';
import { parseInput } from '../../platform/validation.ts';
import type { BrandService } from '../brands/brands.service.ts';
import type { AnnouncementService } from './announcements.service.ts';
import type { BannerService } from './banners.service.ts';
import type { FeedbackService } from './feedback.service.ts';
import type { InboxService } from './inbox.service.ts';

const ZArtParams = z.object({ file: z.string().regex(/^\d{1,18}\.svg$/) }).strict();

export function registerContentRoutes(
  app: FastifyInstance,
  deps: {
    config: AppConfig;
    brands: BrandService;
    announcements: AnnouncementService;
    banners: BannerService;
    inbox: InboxService;
    feedback: FeedbackService;
    /** Check answers against their declared contracts (tests). */
    checkResponses: boolean;
  },
): void {
  const { AUTH } = authRouteLimits(deps.config.authRateLimitPerMinute);
  const e = contentEndpoints;
  const plain = { checkResponses: deps.checkResponses };

  /**
   * Announcements of types B, PL, PU, PR and H (platform W), paged; also under the spec's relay
   * name. Agent announcements (AG) are for signed-in agents of the brand only (NOT_AGENT).
   */
  for (const endpoint of [e.announcements, e.announcementsRelay]) {
    serve(app, endpoint, plain, async ({ query, request, session }) => {
      if (query.type === 'AG' && !(session && isAgentType(session.type))) {
        throw new AppError(session ? 'NOT_AGENT' : 'NOT_LOGGED_IN');
      }
      return deps.announcements.list(brandOf(request), query, request.language);
    });
  }

  serve(app, e.banners, plain, async ({ query, request }) =>
    deps.banners.list(brandOf(request), query.group, request.language),
  );

  // The banners' generated artwork: an image, not a declared endpoint.
  app.get('/wps/content/banners/:file', async (request, reply) => {
    const { file } = parseInput(ZArtParams, request.params, request.language);
    const { m } = parseInput(ZBrandHintQuery, request.query, request.language);
    const brand = m ? await deps.brands.findByCode(m) : brandOf(request);
    if (!brand) throw new AppError('UNKNOWN_MERCHANT');
    return reply
      .type('image/svg+xml')
      .header('cache-control', 'public, max-age=3600')
      .send(await deps.banners.artwork(brand, file.slice(0, -4)));
  });

  // The inbox. Trial accounts have none (spec section 6: their unread messages are not fetched).
  const reader = (session: { merchantId: number; memberId: bigint }) => ({
    merchantId: session.merchantId,
    memberId: session.memberId,
  });
  serve(app, e.messages, plain, async ({ query, session }) => deps.inbox.list(reader(session), query));
  serve(app, e.readMessage, plain, async ({ params, session }) =>
    deps.inbox.markRead(reader(session), params.id),
  );
  serve(app, e.readAllMessages, plain, async ({ session }) => deps.inbox.markAllRead(reader(session)));
  serve(app, e.unreadCount, plain, async ({ session }) => deps.inbox.unreadCounts(reader(session)));

  /** Feedback from visitors and members alike; the captcha keeps robots out. */
  serve(app, e.feedback, { ...plain, config: AUTH }, async ({ body, session, request }) =>
    deps.feedback.submit(
      brandOf(request),
      body,
      { memberId: session?.memberId ?? null, account: session?.account ?? null, ip: request.ip },
      request.language,
    ),
  );

  /** Customer service models (CBS_modelList): the brand's contact entries. */
  serve(app, e.customerService, plain, async ({ request }) => brandOf(request).customerService);

  /** Live chat launch (CBS_launchChat): the brand's chat address, told who is asking and in which language. */
  serve(app, e.launchChat, plain, async ({ session, request }) => {
    const brand = brandOf(request);
    const chat = brand.customerService.find((c) => c.type === 'LIVE_CHAT');
    // The brand's entries are safe links already (brand.ts); checked again here because this
    // answer is where the site sends the player's tab.
    const kind = chat ? safeUrlKind(chat.path) : null;
    if (!chat || !kind) throw new AppError('FEATURE_DISABLED');
    // A chat page of the site itself is resolved against the origin the player is on.
    const url =
      kind === 'path' ? new URL(chat.path, `${request.protocol}://${request.host}`) : new URL(chat.path);
    url.searchParams.set('brand', brand.code);
    url.searchParams.set('lang', request.language);
    if (session && !session.isTrial) url.searchParams.set('user', session.account);
    return { chatUrl: url.toString() };
  });
}
