import type { RouteInfo } from '../endpoint.ts';

/**
 * Where the missions' and leaderboards' endpoints live (issue 19; ADR 0040; schemas in
 * ./missions.ts). The spec's MCSFE getMissionSummaryDetails and getMissionLeaderboard need a
 * signed-in real member (T), and so does the claim; the console reads with loyalty.view and
 * writes with loyalty.manage.
 */
export const MISSION_ROUTES = {
  summary: {
    id: 'missions.summary',
    method: 'GET',
    path: '/wps/relay/MCSFE_getMissionSummaryDetails',
    access: 'member',
  },
  leaderboard: {
    id: 'missions.leaderboard',
    method: 'GET',
    path: '/wps/relay/MCSFE_getMissionLeaderboard',
    access: 'member',
  },
  claim: { id: 'missions.claim', method: 'POST', path: '/wps/missions/:id/claim', access: 'member' },
} as const satisfies Record<string, RouteInfo>;

const view = { access: 'operator', permission: 'loyalty.view' } as const;
const manage = { access: 'operator', permission: 'loyalty.manage' } as const;

export const ADMIN_MISSION_ROUTES = {
  list: { id: 'adminMissions.list', method: 'GET', path: '/admin/api/loyalty/missions', ...view },
  get: { id: 'adminMissions.get', method: 'GET', path: '/admin/api/loyalty/missions/:id', ...view },
  create: { id: 'adminMissions.create', method: 'POST', path: '/admin/api/loyalty/missions', ...manage },
  update: { id: 'adminMissions.update', method: 'PUT', path: '/admin/api/loyalty/missions/:id', ...manage },
  setStatus: {
    id: 'adminMissions.setStatus',
    method: 'POST',
    path: '/admin/api/loyalty/missions/:id/status',
    ...manage,
  },
  report: { id: 'adminMissions.report', method: 'GET', path: '/admin/api/loyalty/mission-report', ...view },
  boards: { id: 'adminLeaderboards.list', method: 'GET', path: '/admin/api/loyalty/leaderboards', ...view },
  board: { id: 'adminLeaderboards.get', method: 'GET', path: '/admin/api/loyalty/leaderboards/:id', ...view },
  createBoard: {
    id: 'adminLeaderboards.create',
    method: 'POST',
    path: '/admin/api/loyalty/leaderboards',
    ...manage,
  },
  updateBoard: {
    id: 'adminLeaderboards.update',
    method: 'PUT',
    path: '/admin/api/loyalty/leaderboards/:id',
    ...manage,
  },
  setBoardStatus: {
    id: 'adminLeaderboards.setStatus',
    method: 'POST',
    path: '/admin/api/loyalty/leaderboards/:id/status',
    ...manage,
  },
} as const satisfies Record<string, RouteInfo>;
