import type { RouteInfo } from '../endpoint.ts';

/**
 * The console's list of upline/downline transfers (issue 16; schemas in
 * ./admin-agents-transfers.ts): read-only, for whoever may see the brand's payments.
 */
export const ADMIN_AGENT_TRANSFERS_ROUTES = {
  list: {
    id: 'adminAgentTransfers.list',
    method: 'GET',
    path: '/admin/api/agent-transfers',
    access: 'operator',
    permission: 'payments.view',
  },
} as const satisfies Record<string, RouteInfo>;
