/**
 * Paths of the player site (spec section 2). The server answers these with the single-page app
 * (status 200) and every other non-API path with the app's not-found page (status 404).
 */
export const PLAYER_ROUTES = [
  '/',
  '/index',
  '/index.html',
  '/home',
  '/login',
  '/register',
  '/help',
  '/download',
  '/agent',
  '/agentHome',
  '/member',
  '/sports',
  '/esports',
  '/lott',
  '/elott',
  '/cockfight',
  '/live',
  '/fish',
  '/rng',
  '/pvp',
  '/bgs',
  '/bgs/dice',
  '/bgs/limbo',
  '/bgs/plinko',
  '/bgs/keno',
  '/bgs/mines',
  '/bgs/hilo',
  '/bgs/crash',
  '/fairness',
  '/favorite',
  '/recent',
  '/lottery',
  '/seaLottery',
  '/vnLottery',
  '/promotions',
  '/pointMall',
  '/vip',
  '/seamless',
] as const;

export type PlayerRoute = (typeof PLAYER_ROUTES)[number];

const playerRouteSet = new Set(PLAYER_ROUTES.map((route) => route.toLowerCase()));

/** Route matching is case-insensitive, as in the router of the player site. */
export function isPlayerRoute(pathname: string): boolean {
  const trimmed = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  return playerRouteSet.has(trimmed.toLowerCase());
}

/**
 * Pages that hide the side menu. The spec lists /seamless, /lottert, /vnlottery and /sealottery;
 * "/lottert" is read as the /lottery page (ADR 0006).
 */
export const ROUTES_WITHOUT_SIDE_MENU = ['/seamless', '/lottery', '/vnlottery', '/sealottery'] as const;

export function hidesSideMenu(pathname: string): boolean {
  const lower = pathname.toLowerCase().replace(/\/+$/, '');
  return (ROUTES_WITHOUT_SIDE_MENU as readonly string[]).includes(lower);
}

/** Pages that need a logged-in session; a visitor is sent to /login (spec section 6). */
export const LOGIN_REDIRECT_ROUTES = ['/lottery', '/sealottery', '/vnlottery'] as const;
