import type { RouteInfo } from '../endpoint.ts';

/** Where the agent endpoints live (their schemas are in ./agents.ts). */
export const AGENT_ROUTES = {
  affiliate: { id: 'agents.affiliate', method: 'GET', path: '/wps/agent/affiliate', access: 'public' },
} as const satisfies Record<string, RouteInfo>;
