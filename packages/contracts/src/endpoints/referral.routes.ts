import type { RouteInfo } from '../endpoint.ts';

/**
 * Where the referral endpoints live (issue 19; ADR 0040; schemas in ./referral.ts). The invite
 * page is a real member's own; the console's need the loyalty permissions.
 */
export const REFERRAL_ROUTES = {
  /** The invite page: my code and link, the rules in words, my figures. */
  view: { id: 'referral.view', method: 'GET', path: '/wps/referral', access: 'member' },
  /** The friends I invited (accounts masked), newest first. */
  referees: { id: 'referral.referees', method: 'GET', path: '/wps/referral/referees', access: 'member' },
} as const satisfies Record<string, RouteInfo>;

/** The console's referral screens (issue 19). */
export const ADMIN_REFERRAL_ROUTES = {
  settings: {
    id: 'adminReferral.settings',
    method: 'GET',
    path: '/admin/api/loyalty/referral/settings',
    access: 'operator',
    permission: 'loyalty.view',
  },
  setSettings: {
    id: 'adminReferral.setSettings',
    method: 'PUT',
    path: '/admin/api/loyalty/referral/settings',
    access: 'operator',
    permission: 'loyalty.manage',
  },
  list: {
    id: 'adminReferral.list',
    method: 'GET',
    path: '/admin/api/loyalty/referrals',
    access: 'operator',
    permission: 'loyalty.view',
  },
  decide: {
    id: 'adminReferral.decide',
    method: 'POST',
    path: '/admin/api/loyalty/referrals/:id/decide',
    access: 'operator',
    permission: 'loyalty.review',
  },
  report: {
    id: 'adminReferral.report',
    method: 'GET',
    path: '/admin/api/loyalty/referral/report',
    access: 'operator',
    permission: 'loyalty.view',
  },
} as const satisfies Record<string, RouteInfo>;
