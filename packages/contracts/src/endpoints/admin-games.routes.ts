import type { RouteInfo } from '../endpoint.ts';

/**
 * The console's games screens (issue 15, "Games"; schemas in ./admin-games.ts): the brand's
 * vendors per category (enabled, order, maintenance), its games (enabled, hot and new marks,
 * order, category, risk limits) and its game rules with the default risk limits (ADR 0029).
 */
export const ADMIN_GAMES_ROUTES = {
  gameVendors: {
    id: 'admin.gameVendors',
    method: 'GET',
    path: '/admin/api/game-vendors',
    access: 'operator',
    permission: 'games.view',
  },
  setVendorEnabled: {
    id: 'admin.setVendorEnabled',
    method: 'PUT',
    path: '/admin/api/game-vendors/:category/:vendorCode/enabled',
    access: 'operator',
    permission: 'games.write',
  },
  moveVendor: {
    id: 'admin.moveVendor',
    method: 'POST',
    path: '/admin/api/game-vendors/:category/:vendorCode/move',
    access: 'operator',
    permission: 'games.write',
  },
  setVendorMaintenance: {
    id: 'admin.setVendorMaintenance',
    method: 'PUT',
    path: '/admin/api/vendor-maintenance/:vendorCode',
    access: 'operator',
    permission: 'games.write',
  },
  games: {
    id: 'admin.games',
    method: 'GET',
    path: '/admin/api/games',
    access: 'operator',
    permission: 'games.view',
  },
  updateGame: {
    id: 'admin.updateGame',
    method: 'PUT',
    path: '/admin/api/games/:id',
    access: 'operator',
    permission: 'games.write',
  },
  updateGameRisk: {
    id: 'admin.updateGameRisk',
    method: 'PUT',
    path: '/admin/api/games/:id/risk',
    access: 'operator',
    permission: 'risk.write',
  },
  gameRules: {
    id: 'admin.gameRules',
    method: 'GET',
    path: '/admin/api/game-rules',
    access: 'operator',
    permission: 'games.view',
  },
  updateGameRules: {
    id: 'admin.updateGameRules',
    method: 'PUT',
    path: '/admin/api/game-rules',
    access: 'operator',
    permission: 'risk.write',
  },
} as const satisfies Record<string, RouteInfo>;
