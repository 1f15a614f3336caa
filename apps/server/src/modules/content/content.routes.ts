import { safeUrlKind, type TChatLaunch, type TCustomerServiceEntry } from '@portal/contracts';
import {
  ZAnnouncementQuery,
  ZBannerQuery,
  ZFeedbackRequest,
  ZInboxQuery,
} from '@portal/contracts/schemas/content';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { AppConfig } from '../../config/config.ts';
import { AppError } from '../../platform/app-error.ts';
import { authRouteLimits, requireSession } from '../../platform/auth.ts';
import { brandOf } from '../../platform/context.ts';
import { ok } from '../../platform/envelope.ts';
import { ZBrandHintQuery, ZIdParams, ZNoQuery } from '../../platform/route-schemas.ts';
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
  },
): void {
  const { AUTH } = authRouteLimits(deps.config.authRateLimitPerMinute);

  const listAnnouncements = async (request: FastifyRequest) => {
    const query = parseInput(ZAnnouncementQuery, request.query, request.language);
    return ok(await deps.announcements.list(brandOf(request), query, request.language));
  };
  /** Announcements of types B, PL, PU, PR and H (platform W), paged. */
  app.get('/wps/announcements', listAnnouncements);
  app.get('/wps/relay/MCSFE_getListAnnouncements', listAnnouncements);

  app.get('/wps/banners', async (request) => {
    const { group } = parseInput(ZBannerQuery, request.query, request.language);
    return ok(await deps.banners.list(brandOf(request), group, request.language));
  });

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
  const reader = (request: FastifyRequest) => {
    const session = requireSession(request);
    return { merchantId: session.merchantId, memberId: session.memberId };
  };
  app.get('/wps/member/messages', async (request) => {
    const query = parseInput(ZInboxQuery, request.query, request.language);
    return ok(await deps.inbox.list(reader(request), query));
  });
  app.post('/wps/member/messages/:id/read', async (request) => {
    const { id } = parseInput(ZIdParams, request.params, request.language);
    return ok(await deps.inbox.markRead(reader(request), id));
  });
  app.post('/wps/member/messages/read-all', async (request) =>
    ok(await deps.inbox.markAllRead(reader(request))),
  );
  app.get('/wps/relay/CSP_unreadCount', async (request) =>
    ok(await deps.inbox.unreadCounts(reader(request))),
  );

  /** Feedback from visitors and members alike; the captcha keeps robots out. */
  app.put('/wps/feedback', { config: AUTH }, async (request) => {
    const input = parseInput(ZFeedbackRequest, request.body, request.language);
    const session = request.session;
    return ok(
      await deps.feedback.submit(
        brandOf(request),
        input,
        { memberId: session?.memberId ?? null, account: session?.account ?? null, ip: request.ip },
        request.language,
      ),
    );
  });

  /** Customer service models (CBS_modelList): the brand's contact entries. */
  app.get('/wps/relay/CBS_modelList', async (request) => {
    parseInput(ZNoQuery, request.query, request.language);
    const entries: TCustomerServiceEntry[] = brandOf(request).customerService;
    return ok(entries);
  });

  /** Live chat launch (CBS_launchChat): the brand's chat address, told who is asking and in which language. */
  app.get('/wps/relay/CBS_launchChat', async (request) => {
    parseInput(ZNoQuery, request.query, request.language);
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
    if (request.session && !request.session.isTrial) url.searchParams.set('user', request.session.account);
    const launch: TChatLaunch = { chatUrl: url.toString() };
    return ok(launch);
  });
}
