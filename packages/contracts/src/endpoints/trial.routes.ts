import type { RouteInfo } from '../endpoint.ts';

/** Where a trial account's play money lives (issue 20; ADR 0044; schemas in ./trial.ts). */
export const TRIAL_ROUTES = {
  /** The trial account's play-money balance and whether a refill is open. */
  wallet: { id: 'trial.wallet', method: 'GET', path: '/wps/trial/wallet', access: 'session' },
  /** Tops play money back up once it runs low (a few times a day). */
  refill: { id: 'trial.refill', method: 'POST', path: '/wps/trial/wallet/refill', access: 'session' },
} as const satisfies Record<string, RouteInfo>;
