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
  sessions: { id: 'operator.sessions', method: 'GET', path: '/admin/api/sessions', access: 'operator' },
  revokeSession: {
    id: 'operator.revokeSession',
    method: 'DELETE',
    path: '/admin/api/sessions/:id',
    access: 'operator',
  },
  revokeOtherSessions: {
    id: 'operator.revokeOtherSessions',
    method: 'POST',
    path: '/admin/api/sessions/revoke-others',
    access: 'operator',
  },
  switchBrand: {
    id: 'operator.switchBrand',
    method: 'POST',
    path: '/admin/api/session/brand',
    access: 'operator',
  },
  recoveryCodes: {
    id: 'operator.recoveryCodes',
    method: 'POST',
    path: '/admin/api/session/recovery-codes',
    access: 'operator',
  },
} as const satisfies Record<string, RouteInfo>;

/** Roles, operator accounts and the audit log (issue 15; schemas in ./operator.ts). */
export const OPERATOR_ADMIN_ROUTES = {
  roles: {
    id: 'operators.roles',
    method: 'GET',
    path: '/admin/api/roles',
    access: 'operator',
    permission: 'roles.manage',
  },
  updateRole: {
    id: 'operators.updateRole',
    method: 'PUT',
    path: '/admin/api/roles/:key',
    access: 'operator',
    permission: 'roles.manage',
  },
  list: {
    id: 'operators.list',
    method: 'GET',
    path: '/admin/api/operators',
    access: 'operator',
    permission: 'operators.manage',
  },
  create: {
    id: 'operators.create',
    method: 'POST',
    path: '/admin/api/operators',
    access: 'operator',
    permission: 'operators.manage',
  },
  changeRole: {
    id: 'operators.changeRole',
    method: 'PUT',
    path: '/admin/api/operators/:id/role',
    access: 'operator',
    permission: 'operators.manage',
  },
  setStatus: {
    id: 'operators.setStatus',
    method: 'PUT',
    path: '/admin/api/operators/:id/status',
    access: 'operator',
    permission: 'operators.manage',
  },
  resetTotp: {
    id: 'operators.resetTotp',
    method: 'POST',
    path: '/admin/api/operators/:id/reset-totp',
    access: 'operator',
    permission: 'operators.manage',
  },
  audit: {
    id: 'audit.list',
    method: 'GET',
    path: '/admin/api/audit',
    access: 'operator',
    permission: 'audit.view',
  },
  verifyAudit: {
    id: 'audit.verify',
    method: 'GET',
    path: '/admin/api/audit/verify',
    access: 'operator',
    permission: 'audit.view',
  },
} as const satisfies Record<string, RouteInfo>;
