import type { RouteInfo } from '../endpoint.ts';

/**
 * Where the points' endpoints live (issue 19; ADR 0040; flag PTSYS3; schemas in ./points.ts). The
 * spec's MCS2 calls keep their names: getPointBalance, getPointReward, getRedeemPointList,
 * getPointConfig and the two sealed passwordCheck calls (E: the payment password travels sealed).
 * Every one needs a real (non-trial) member; with PTSYS3 off each answers POINTS_DISABLED.
 */
export const POINTS_ROUTES = {
  balance: { id: 'points.balance', method: 'GET', path: '/wps/relay/MCS2_getPointBalance', access: 'member' },
  mall: { id: 'points.mall', method: 'GET', path: '/wps/relay/MCS2_getPointReward', access: 'member' },
  redemptions: {
    id: 'points.redemptions',
    method: 'GET',
    path: '/wps/relay/MCS2_getRedeemPointList',
    access: 'member',
  },
  config: { id: 'points.config', method: 'GET', path: '/wps/relay/MCS2_getPointConfig', access: 'member' },
  redeem: {
    id: 'points.redeem',
    method: 'POST',
    path: '/wps/relay/MCS2_passwordCheck/redeemPointReward',
    access: 'member',
    sealed: true,
  },
  convert: {
    id: 'points.convert',
    method: 'POST',
    path: '/wps/relay/MCS2_passwordCheck/convertPoint',
    access: 'member',
    sealed: true,
  },
  /** Points details: the entries, paged and filtered. */
  entries: { id: 'points.entries', method: 'GET', path: '/wps/points/entries', access: 'member' },
  /** Points details: earned and spent per day. */
  days: { id: 'points.days', method: 'GET', path: '/wps/points/days', access: 'member' },
} as const satisfies Record<string, RouteInfo>;

/** The console's points screens (issue 19): settings, mall items, the redemption queue, members, report. */
export const ADMIN_POINTS_ROUTES = {
  settings: {
    id: 'adminPoints.settings',
    method: 'GET',
    path: '/admin/api/loyalty/points/settings',
    access: 'operator',
    permission: 'loyalty.view',
  },
  setSettings: {
    id: 'adminPoints.setSettings',
    method: 'PUT',
    path: '/admin/api/loyalty/points/settings',
    access: 'operator',
    permission: 'loyalty.manage',
  },
  items: {
    id: 'adminPoints.items',
    method: 'GET',
    path: '/admin/api/loyalty/points/items',
    access: 'operator',
    permission: 'loyalty.view',
  },
  createItem: {
    id: 'adminPoints.createItem',
    method: 'POST',
    path: '/admin/api/loyalty/points/items',
    access: 'operator',
    permission: 'loyalty.manage',
  },
  updateItem: {
    id: 'adminPoints.updateItem',
    method: 'PUT',
    path: '/admin/api/loyalty/points/items/:id',
    access: 'operator',
    permission: 'loyalty.manage',
  },
  redemptions: {
    id: 'adminPoints.redemptions',
    method: 'GET',
    path: '/admin/api/loyalty/points/redemptions',
    access: 'operator',
    permission: 'loyalty.view',
  },
  approve: {
    id: 'adminPoints.approve',
    method: 'POST',
    path: '/admin/api/loyalty/points/redemptions/:id/approve',
    access: 'operator',
    permission: 'loyalty.review',
  },
  reject: {
    id: 'adminPoints.reject',
    method: 'POST',
    path: '/admin/api/loyalty/points/redemptions/:id/reject',
    access: 'operator',
    permission: 'loyalty.review',
  },
  member: {
    id: 'adminPoints.member',
    method: 'GET',
    path: '/admin/api/loyalty/points/member',
    access: 'operator',
    permission: 'loyalty.view',
  },
  adjust: {
    id: 'adminPoints.adjust',
    method: 'POST',
    path: '/admin/api/loyalty/points/members/:id/adjust',
    access: 'operator',
    permission: 'loyalty.adjust',
  },
  report: {
    id: 'adminPoints.report',
    method: 'GET',
    path: '/admin/api/loyalty/points/report',
    access: 'operator',
    permission: 'loyalty.view',
  },
} as const satisfies Record<string, RouteInfo>;
