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
  countries: { id: 'system.countries', method: 'GET', path: '/wps/system/countries', access: 'public' },
  whitelabel: { id: 'system.whitelabel', method: 'GET', path: '/wps/system/whitelabel', access: 'public' },
  registerSettings: {
    id: 'system.registerSettings',
    method: 'GET',
    path: '/wps/system/setting/register',
    access: 'public',
  },
  status: { id: 'system.status', method: 'GET', path: '/wps/system/status', access: 'public' },
  domainRoute: { id: 'system.domainRoute', method: 'GET', path: '/wps/system/domainRoute', access: 'public' },
  logo: {
    id: 'system.logo',
    method: 'GET',
    path: '/wps/system/logo.svg',
    access: 'public',
    produces: 'image/svg+xml',
  },
  vendorLogo: {
    id: 'system.vendorLogo',
    method: 'GET',
    path: '/wps/system/vendor-logo/:file',
    access: 'public',
    produces: 'image/svg+xml',
  },
  qr: {
    id: 'system.qr',
    method: 'GET',
    path: '/wps/system/qr/:file',
    access: 'public',
    produces: 'image/svg+xml',
  },
  openApi: {
    id: 'system.openApi',
    method: 'GET',
    path: '/openapi.json',
    access: 'public',
    produces: 'application/json',
  },
} as const satisfies Record<string, RouteInfo>;
