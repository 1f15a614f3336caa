import type { RouteInfo } from '../endpoint.ts';

/**
 * The console's lottery settings (issue 15, "Games"; ADR 0031; schemas in ./admin-lottery.ts):
 * each lottery game's draw schedule and odds for the brand, with the return of every bet type.
 * Changing them is a risk decision (the house's return), so it takes `risk.write`.
 */
export const ADMIN_LOTTERY_ROUTES = {
  lotteryGames: {
    id: 'admin.lotteryGames',
    method: 'GET',
    path: '/admin/api/lottery-games',
    access: 'operator',
    permission: 'games.view',
  },
  updateLotteryGame: {
    id: 'admin.updateLotteryGame',
    method: 'PUT',
    path: '/admin/api/lottery-games/:id',
    access: 'operator',
    permission: 'risk.write',
  },
} as const satisfies Record<string, RouteInfo>;
