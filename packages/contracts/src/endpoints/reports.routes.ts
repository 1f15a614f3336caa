import type { RouteInfo } from '../endpoint.ts';

/**
 * The console's dashboard and reports (issue 15; schemas in ./reports.ts, definitions of every
 * figure in ADR 0030). All read the operator's current brand.
 */
export const REPORT_ROUTES = {
  dashboard: {
    id: 'admin.dashboard',
    method: 'GET',
    path: '/admin/api/dashboard',
    access: 'operator',
    permission: 'dashboard.view',
  },
  report: {
    id: 'admin.report',
    method: 'GET',
    path: '/admin/api/reports/:report',
    access: 'operator',
    permission: 'reports.view',
  },
  exportReport: {
    id: 'admin.exportReport',
    method: 'GET',
    path: '/admin/api/reports/:report/export',
    access: 'operator',
    permission: 'reports.export',
    produces: 'text/csv; charset=utf-8',
  },
} as const satisfies Record<string, RouteInfo>;
