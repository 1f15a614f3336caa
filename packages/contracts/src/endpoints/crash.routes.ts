import type { RouteInfo } from '../endpoint.ts';

/** Where the crash game's calls live (../crash.ts describes the game; the schemas are in ./crash.ts). */
export const CRASH_ROUTES = {
  /** A bet on the round now taking bets. */
  bet: { id: 'crash.bet', method: 'POST', path: '/wps/crash/bet', access: 'session' },
  /** Cashes out the member's bet of the running round. */
  cashout: { id: 'crash.cashout', method: 'POST', path: '/wps/crash/cashout', access: 'session' },
  /** The game as it is now; the member's own bet with a session. */
  state: { id: 'crash.state', method: 'GET', path: '/lgw/crash/state', access: 'public' },
  /** The member's crash bets, newest first. */
  myBets: { id: 'crash.myBets', method: 'GET', path: '/wps/crash/my-bets', access: 'session' },
  /** One finished round with what verifies it. */
  round: { id: 'crash.round', method: 'GET', path: '/lgw/crash/rounds/:roundId', access: 'public' },
} as const satisfies Record<string, RouteInfo>;
