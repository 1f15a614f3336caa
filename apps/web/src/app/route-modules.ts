/**
 * The code a route needs on a first visit, named so that the server can ask for it with the page's
 * HTML (modulepreload) instead of the app asking for it once it has started: one network round
 * trip fewer before the page draws (ADR 0049). The build writes this table next to its manifest
 * (vite.config.ts); the server turns each module into its chunk and the chunk's imports.
 *
 * Keys are the player routes in lower case. `modules` are the source files the route imports
 * lazily (relative to apps/web); `texts` are the text sections it loads. route-modules.test.ts
 * checks every entry against router.tsx, so the table cannot drift from the router.
 */
export interface RouteModules {
  modules: string[];
  texts?: string[];
}

const listCentre: RouteModules = { modules: ['src/features/games/list-centre-page.tsx'] };
const gameCentre: RouteModules = { modules: ['src/features/games/game-centre-page.tsx'] };
const original = (page: string): RouteModules => ({
  modules: [`src/features/originals/${page}.tsx`],
  texts: ['originals'],
});
const lottery = (page: string): RouteModules => ({
  modules: ['src/features/lottery/lottery-gate.tsx', `src/features/lottery/${page}.tsx`],
  texts: ['lotto'],
});

export const ROUTE_MODULES: Record<string, RouteModules> = {
  '/download': { modules: ['src/features/download/download-page.tsx'] },
  '/agent': { modules: ['src/app/routes/agent-login.tsx'] },
  '/agenthome': { modules: ['src/app/routes/agent-home.tsx'], texts: ['agent'] },
  '/member': { modules: ['src/app/routes/member-page.tsx'] },
  '/sports': gameCentre,
  '/esports': gameCentre,
  '/lott': gameCentre,
  '/elott': gameCentre,
  '/cockfight': gameCentre,
  '/live': listCentre,
  '/fish': listCentre,
  '/rng': listCentre,
  '/pvp': listCentre,
  '/bgs': listCentre,
  '/bgs/crash': { modules: ['src/features/crash/crash-page.tsx'], texts: ['crash', 'originals'] },
  '/bgs/dice': original('dice-page'),
  '/bgs/limbo': original('limbo-page'),
  '/bgs/plinko': original('plinko-page'),
  '/bgs/keno': original('keno-page'),
  '/bgs/mines': original('mines-page'),
  '/bgs/hilo': original('hilo-page'),
  '/fairness': original('fairness-page'),
  '/favorite': { modules: ['src/features/games/account-games-page.tsx'] },
  '/recent': { modules: ['src/features/games/account-games-page.tsx'] },
  '/lottery': lottery('lobby-page'),
  '/vnlottery': lottery('betting-page'),
  '/sealottery': lottery('betting-page'),
  '/promotions': { modules: ['src/app/routes/promotions-page.tsx'], texts: ['promotions'] },
  '/pointmall': { modules: ['src/features/points/point-mall-page.tsx'], texts: ['points'] },
  '/vip': { modules: ['src/features/vip/vip-page.tsx'], texts: ['vip'] },
  '/seamless': { modules: ['src/features/games/seamless-page.tsx'] },
};
