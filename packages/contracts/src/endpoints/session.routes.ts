import type { RouteInfo } from '../endpoint.ts';

/** Where the session endpoints live (their schemas are in ./session.ts). */
export const SESSION_ROUTES = {
  login: { id: 'session.login', method: 'POST', path: '/wps/session/login', access: 'public', sealed: true },
  freeplay: { id: 'session.freeplay', method: 'POST', path: '/wps/session/login/freeplay', access: 'public' },
  twoFactorSend: {
    id: 'session.twoFactorSend',
    method: 'POST',
    path: '/wps/session/2fa/send',
    access: 'public',
  },
  twoFactorVerify: {
    id: 'session.twoFactorVerify',
    method: 'POST',
    path: '/wps/session/2fa/verify',
    access: 'public',
  },
  socialComplete: {
    id: 'session.socialComplete',
    method: 'POST',
    path: '/wps/session/social/complete',
    access: 'public',
  },
  rememberForget: {
    id: 'session.rememberForget',
    method: 'POST',
    path: '/wps/session/remember/forget',
    access: 'public',
  },
  socialStart: {
    id: 'session.socialStart',
    method: 'GET',
    path: '/wps/session/social/:provider/start',
    access: 'public',
    redirect: true,
  },
  logout: {
    id: 'session.logout',
    method: 'DELETE',
    path: '/wps/session/logout',
    access: 'session',
    allowPasswordChange: true,
  },
} as const satisfies Record<string, RouteInfo>;
