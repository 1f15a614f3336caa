import type { RouteInfo } from '../endpoint.ts';

/** Where the system endpoints live (their schemas are in ./system.ts). */
export const SYSTEM_ROUTES = {
  helpCenter: { id: 'system.helpCenter', method: 'GET', path: '/wps/system/helpCenter', access: 'public' },
  encryptionKey: {
    id: 'system.encryptionKey',
    method: 'GET',
    path: '/wps/system/encryption-key',
    access: 'public',
  },
  language: { id: 'system.language', method: 'PUT', path: '/wps/system/language', access: 'public' },
  config: { id: 'system.config', method: 'GET', path: '/wps/system/config', access: 'public' },
} as const satisfies Record<string, RouteInfo>;
