import { defineModule, type Platform } from '../../platform/module.ts';
import type { BrandService } from '../brands/brands.service.ts';
import type { CaptchaService } from '../verification/captcha.service.ts';
import { AnnouncementService } from './announcements.service.ts';
import { BannerService } from './banners.service.ts';
import { registerContentRoutes } from './content.routes.ts';
import { contentSubscribers } from './content.subscribers.ts';
import { FeedbackService } from './feedback.service.ts';
import { type BadgeSources, InboxService } from './inbox.service.ts';

/** Content: announcements, banners, the inbox, feedback. */
export function createContentModule(
  platform: Platform,
  deps: {
    brands: BrandService;
    captcha: CaptchaService;
    /** The badge counts of modules above content (issue 19), read when counted. */
    badges?: () => BadgeSources;
  },
) {
  const { config, db, now, events, checkResponses } = platform;
  const announcements = new AnnouncementService(db, now);
  const banners = new BannerService(db, now);
  const inbox = new InboxService(db, events, deps.badges);
  const feedback = new FeedbackService(db, deps.captcha);
  return defineModule({
    name: 'content',
    services: { inbox, announcements, banners, feedback },
    subscribers: contentSubscribers({ events, inbox }),
    register(app) {
      registerContentRoutes(app, {
        config,
        brands: deps.brands,
        announcements,
        banners,
        inbox,
        feedback,
        checkResponses,
      });
    },
  });
}

export type ContentModule = ReturnType<typeof createContentModule>;
