import websocket from '@fastify/websocket';
import { defineModule, type Platform } from '../../platform/module.ts';
import type { BrandService } from '../brands/brands.service.ts';
import type { InboxService } from '../content/inbox.service.ts';
import type { CrashHub } from '../crash/crash.hub.ts';
import type { SessionService } from '../session/session.service.ts';
import { registerLiveRoutes } from './live.routes.ts';

/** Live: the one WebSocket per tab (/ws), fed by the event bus. It brings the WebSocket plugin. */
export function createLiveModule(
  platform: Platform,
  deps: { brands: BrandService; sessions: SessionService; inbox: InboxService; crashHub: CrashHub },
) {
  const { config, events } = platform;
  return defineModule({
    name: 'live',
    services: {},
    async register(app) {
      await app.register(websocket, { options: { maxPayload: 4096 } });
      const { brands, sessions, inbox, crashHub } = deps;
      registerLiveRoutes(app, {
        events,
        brands,
        sessions,
        inbox,
        crashHub,
        socketsPerAddress: config.liveSocketsPerAddress,
      });
    },
  });
}

export type LiveModule = ReturnType<typeof createLiveModule>;
