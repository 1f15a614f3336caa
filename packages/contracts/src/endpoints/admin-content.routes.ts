import type { RouteInfo } from '../endpoint.ts';

/**
 * The console's content screens beyond the first ones (issue 15; schemas in ./admin-content.ts):
 * editing announcements and banners, and the messages operators have sent.
 */
export const ADMIN_CONTENT_ROUTES = {
  updateAnnouncement: {
    id: 'admin.updateAnnouncement',
    method: 'PUT',
    path: '/admin/api/announcements/:id',
    access: 'operator',
    permission: 'content.write',
  },
  updateBanner: {
    id: 'admin.updateBanner',
    method: 'PUT',
    path: '/admin/api/banners/:id',
    access: 'operator',
    permission: 'content.write',
  },
  sentMessages: {
    id: 'admin.sentMessages',
    method: 'GET',
    path: '/admin/api/messages',
    access: 'operator',
    permission: 'members.message',
  },
} as const satisfies Record<string, RouteInfo>;
