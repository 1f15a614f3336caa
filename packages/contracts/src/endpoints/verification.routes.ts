import type { RouteInfo } from '../endpoint.ts';

/** Where the verification endpoints live (their schemas are in ./verification.ts). */
export const VERIFICATION_ROUTES = {
  humanCheck: {
    id: 'verification.humanCheck',
    method: 'GET',
    path: '/wps/verification/challenge',
    access: 'public',
  },
  captcha: { id: 'verification.captcha', method: 'GET', path: '/wps/captcha', access: 'public' },
  smsCode: {
    id: 'verification.smsCode',
    method: 'POST',
    path: '/wps/verification/sms/noLogin',
    access: 'public',
  },
  registerSmsCode: {
    id: 'verification.registerSmsCode',
    method: 'POST',
    path: '/wps/verification/sms/register',
    access: 'public',
  },
} as const satisfies Record<string, RouteInfo>;
