import { Navigate, type RouteObject } from 'react-router';
import { DomainsSection } from './domains';
import { FlagsSection } from './flags';
import { GeneralSection } from './general';
import { MaintenanceSection } from './maintenance';
import { RegionSection } from './region';
import { RegisterRulesSection } from './register-rules';
import { SettingsPage } from './settings-page';
import { SupportSection } from './support';

/** /settings and its sections (one route each, so a section can be linked and reloaded). */
export const settingsRoutes: RouteObject = {
  path: 'settings',
  element: <SettingsPage />,
  children: [
    { index: true, element: <Navigate to="flags" replace /> },
    { path: 'flags', element: <FlagsSection /> },
    { path: 'register', element: <RegisterRulesSection /> },
    { path: 'general', element: <GeneralSection /> },
    { path: 'domains', element: <DomainsSection /> },
    { path: 'maintenance', element: <MaintenanceSection /> },
    { path: 'region', element: <RegionSection /> },
    { path: 'support', element: <SupportSection /> },
  ],
};
