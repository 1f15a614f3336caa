import type { RouteInfo } from '../endpoint.ts';

/**
 * Where the operator session endpoints live (issue 15; their schemas are in ./operator.ts). The
 * console signs in with the password, then the authenticator code (or a recovery code); the
 * answer carries the token for the bearer header and the CSRF token for cookie writes.
 */
export const OPERATOR_SESSION_ROUTES = {
  login: { id: 'operator.login', method: 'POST', path: '/admin/api/session/login', access: 'public' },
  totp: { id: 'operator.totp', method: 'POST', path: '/admin/api/session/totp', access: 'public' },
  logout: { id: 'operator.logout', method: 'DELETE', path: '/admin/api/session', access: 'operator' },
  me: { id: 'operator.me', method: 'GET', path: '/admin/api/me', access: 'operator' },
} as const satisfies Record<string, RouteInfo>;
