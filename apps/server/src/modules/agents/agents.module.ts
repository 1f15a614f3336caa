import { defineModule, type Platform } from '../../platform/module.ts';
import { registerAgentRoutes } from './agents.routes.ts';

/** Agents: the affiliate check (the agent centre comes with its issue). */
export function createAgentsModule(platform: Platform) {
  const { db, checkResponses } = platform;
  return defineModule({
    name: 'agents',
    services: {},
    register(app) {
      registerAgentRoutes(app, { db, checkResponses });
    },
  });
}

export type AgentsModule = ReturnType<typeof createAgentsModule>;
