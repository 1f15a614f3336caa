import { defineModule, type Platform } from '../../platform/module.ts';
import type { BrandService } from '../brands/brands.service.ts';
import { registerHealthRoutes } from './health.routes.ts';
import { registerStatusGate } from './status-gate.ts';
import { registerSystemRoutes } from './system.routes.ts';
import { SystemService } from './system.service.ts';

/**
 * System: status, health and the system calls. Its hooks come before every route: the health
 * routes, then the status gate (so health answers during maintenance).
 */
export function createSystemModule(
  platform: Platform,
  deps: { brands: BrandService; isShuttingDown: () => boolean },
) {
  const { config, db, redis, now, payloadKey, checkResponses } = platform;
  const system = new SystemService(config, now);
  return defineModule({
    name: 'system',
    services: { system },
    hooks(app) {
      registerHealthRoutes(app, { db, redis, isShuttingDown: deps.isShuttingDown });
      registerStatusGate(app, system);
    },
    register(app) {
      registerSystemRoutes(app, { system, brands: deps.brands, db, payloadKey, checkResponses });
    },
  });
}

export type SystemModule = ReturnType<typeof createSystemModule>;
