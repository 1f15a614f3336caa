import type { RouteInfo } from '../endpoint.ts';

/**
 * Where the VIP endpoints live (issue 19; ADR 0040; schemas in ./vip.ts). The ladder is public (a
 * visitor sees what each level gives); a member's own status needs a real (non-trial) member; the
 * console's screens need loyalty.view, and its writes loyalty.manage.
 */
export const VIP_ROUTES = {
  levels: { id: 'vip.levels', method: 'GET', path: '/wps/vip/levels', access: 'public' },
  status: { id: 'vip.status', method: 'GET', path: '/wps/vip', access: 'member' },
} as const satisfies Record<string, RouteInfo>;

export const ADMIN_VIP_ROUTES = {
  levels: {
    id: 'adminVip.levels',
    method: 'GET',
    path: '/admin/api/loyalty/vip/levels',
    access: 'operator',
    permission: 'loyalty.view',
  },
  saveLevels: {
    id: 'adminVip.saveLevels',
    method: 'PUT',
    path: '/admin/api/loyalty/vip/levels',
    access: 'operator',
    permission: 'loyalty.manage',
  },
  settings: {
    id: 'adminVip.settings',
    method: 'GET',
    path: '/admin/api/loyalty/vip/settings',
    access: 'operator',
    permission: 'loyalty.view',
  },
  setSettings: {
    id: 'adminVip.setSettings',
    method: 'PUT',
    path: '/admin/api/loyalty/vip/settings',
    access: 'operator',
    permission: 'loyalty.manage',
  },
  members: {
    id: 'adminVip.members',
    method: 'GET',
    path: '/admin/api/loyalty/vip/members',
    access: 'operator',
    permission: 'loyalty.view',
  },
  changes: {
    id: 'adminVip.changes',
    method: 'GET',
    path: '/admin/api/loyalty/vip/changes',
    access: 'operator',
    permission: 'loyalty.view',
  },
} as const satisfies Record<string, RouteInfo>;
