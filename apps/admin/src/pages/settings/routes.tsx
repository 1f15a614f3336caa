import { Navigate, type RouteObject } from 'react-router';

/**
 * /settings and its sections (one route each, so a section can be linked and reloaded). The page
 * and each section load on first use, outside the console's first load.
 */
export const settingsRoutes: RouteObject = {
  path: 'settings',
  lazy: async () => ({ Component: (await import('./settings-page')).SettingsPage }),
  children: [
    { index: true, element: <Navigate to="flags" replace /> },
    { path: 'flags', lazy: async () => ({ Component: (await import('./flags')).FlagsSection }) },
    {
      path: 'register',
      lazy: async () => ({ Component: (await import('./register-rules')).RegisterRulesSection }),
    },
    { path: 'general', lazy: async () => ({ Component: (await import('./general')).GeneralSection }) },
    { path: 'domains', lazy: async () => ({ Component: (await import('./domains')).DomainsSection }) },
    {
      path: 'maintenance',
      lazy: async () => ({ Component: (await import('./maintenance')).MaintenanceSection }),
    },
    { path: 'region', lazy: async () => ({ Component: (await import('./region')).RegionSection }) },
    { path: 'support', lazy: async () => ({ Component: (await import('./support')).SupportSection }) },
    {
      path: 'contracts',
      lazy: async () => ({
        Component: (await import('../contracts/contract-settings')).ContractSettingsSection,
      }),
    },
    {
      path: 'promotions',
      lazy: async () => ({ Component: (await import('./promotions')).PromotionSettingsSection }),
    },
  ],
};
