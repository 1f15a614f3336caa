import type { RouteInfo } from '../endpoint.ts';

/**
 * Where the content endpoints live (their schemas are in ./content.ts): announcements, banners,
 * the inbox, feedback and customer service. The relay names are the spec's (section 7).
 */
export const CONTENT_ROUTES = {
  announcements: { id: 'content.announcements', method: 'GET', path: '/wps/announcements', access: 'public' },
  announcementsRelay: {
    id: 'content.announcementsRelay',
    method: 'GET',
    path: '/wps/relay/MCSFE_getListAnnouncements',
    access: 'public',
  },
  banners: { id: 'content.banners', method: 'GET', path: '/wps/banners', access: 'public' },
  messages: { id: 'content.messages', method: 'GET', path: '/wps/member/messages', access: 'member' },
  readMessage: {
    id: 'content.readMessage',
    method: 'POST',
    path: '/wps/member/messages/:id/read',
    access: 'member',
  },
  readAllMessages: {
    id: 'content.readAllMessages',
    method: 'POST',
    path: '/wps/member/messages/read-all',
    access: 'member',
  },
  unreadCount: {
    id: 'content.unreadCount',
    method: 'GET',
    path: '/wps/relay/CSP_unreadCount',
    access: 'member',
  },
  feedback: { id: 'content.feedback', method: 'PUT', path: '/wps/feedback', access: 'public' },
  customerService: {
    id: 'content.customerService',
    method: 'GET',
    path: '/wps/relay/CBS_modelList',
    access: 'public',
  },
  launchChat: {
    id: 'content.launchChat',
    method: 'GET',
    path: '/wps/relay/CBS_launchChat',
    access: 'public',
  },
} as const satisfies Record<string, RouteInfo>;
