import type { RouteInfo } from '../endpoint.ts';

/**
 * The brand-settings screens of the operator console (issue 15; schemas in ./settings.ts):
 * reading needs settings.view, every change settings.write (and is audited with before and after).
 */
export const SETTINGS_ROUTES = {
  settings: {
    id: 'settings.get',
    method: 'GET',
    path: '/admin/api/settings',
    access: 'operator',
    permission: 'settings.view',
  },
  updateFlags: {
    id: 'settings.updateFlags',
    method: 'PUT',
    path: '/admin/api/settings/flags',
    access: 'operator',
    permission: 'settings.write',
  },
  updateRegisterRules: {
    id: 'settings.updateRegisterRules',
    method: 'PUT',
    path: '/admin/api/settings/register-rules',
    access: 'operator',
    permission: 'settings.write',
  },
  updateLanguages: {
    id: 'settings.updateLanguages',
    method: 'PUT',
    path: '/admin/api/settings/languages',
    access: 'operator',
    permission: 'settings.write',
  },
  updateCurrency: {
    id: 'settings.updateCurrency',
    method: 'PUT',
    path: '/admin/api/settings/currency',
    access: 'operator',
    permission: 'settings.write',
  },
  updateTheme: {
    id: 'settings.updateTheme',
    method: 'PUT',
    path: '/admin/api/settings/theme',
    access: 'operator',
    permission: 'settings.write',
  },
  updateMaintenance: {
    id: 'settings.updateMaintenance',
    method: 'PUT',
    path: '/admin/api/settings/maintenance',
    access: 'operator',
    permission: 'settings.write',
  },
  updateRegion: {
    id: 'settings.updateRegion',
    method: 'PUT',
    path: '/admin/api/settings/region',
    access: 'operator',
    permission: 'settings.write',
  },
  addDomain: {
    id: 'settings.addDomain',
    method: 'POST',
    path: '/admin/api/settings/domains',
    access: 'operator',
    permission: 'settings.write',
  },
  updateDomain: {
    id: 'settings.updateDomain',
    method: 'PUT',
    path: '/admin/api/settings/domains/:domain',
    access: 'operator',
    permission: 'settings.write',
  },
  removeDomain: {
    id: 'settings.removeDomain',
    method: 'DELETE',
    path: '/admin/api/settings/domains/:domain',
    access: 'operator',
    permission: 'settings.write',
  },
  addCustomerService: {
    id: 'settings.addCustomerService',
    method: 'POST',
    path: '/admin/api/settings/customer-service',
    access: 'operator',
    permission: 'settings.write',
  },
  updateCustomerService: {
    id: 'settings.updateCustomerService',
    method: 'PUT',
    path: '/admin/api/settings/customer-service/:id',
    access: 'operator',
    permission: 'settings.write',
  },
  removeCustomerService: {
    id: 'settings.removeCustomerService',
    method: 'DELETE',
    path: '/admin/api/settings/customer-service/:id',
    access: 'operator',
    permission: 'settings.write',
  },
  addResource: {
    id: 'settings.addResource',
    method: 'POST',
    path: '/admin/api/settings/resources',
    access: 'operator',
    permission: 'settings.write',
  },
  updateResource: {
    id: 'settings.updateResource',
    method: 'PUT',
    path: '/admin/api/settings/resources/:id',
    access: 'operator',
    permission: 'settings.write',
  },
  removeResource: {
    id: 'settings.removeResource',
    method: 'DELETE',
    path: '/admin/api/settings/resources/:id',
    access: 'operator',
    permission: 'settings.write',
  },
} as const satisfies Record<string, RouteInfo>;
