import type { RouteInfo } from '../endpoint.ts';

/**
 * The console's agent tools (issue 16, "Operator side"; ADR 0037; schemas in ./admin-agents.ts):
 * the brand's agent tree (top agents, a node's children, an account's chain), moving an account
 * with its team to another upline, making an account an agent or a member again, and the
 * brand's agent settings.
 */
export const ADMIN_AGENTS_ROUTES = {
  agentTree: {
    id: 'adminAgents.tree',
    method: 'GET',
    path: '/admin/api/agent-tree',
    access: 'operator',
    permission: 'agents.view',
  },
  agentTreeSearch: {
    id: 'adminAgents.search',
    method: 'GET',
    path: '/admin/api/agent-tree/search',
    access: 'operator',
    permission: 'agents.view',
  },
  agentNode: {
    id: 'adminAgents.node',
    method: 'GET',
    path: '/admin/api/agent-tree/:id',
    access: 'operator',
    permission: 'agents.view',
  },
  moveMember: {
    id: 'adminAgents.move',
    method: 'POST',
    path: '/admin/api/agent-tree/:id/move',
    access: 'operator',
    permission: 'agents.manage',
  },
  setMemberType: {
    id: 'adminAgents.setType',
    method: 'POST',
    path: '/admin/api/agent-tree/:id/type',
    access: 'operator',
    permission: 'agents.manage',
  },
  agentSettings: {
    id: 'adminAgents.settings',
    method: 'GET',
    path: '/admin/api/agent-settings',
    access: 'operator',
    permission: 'agents.view',
  },
  setAgentSettings: {
    id: 'adminAgents.setSettings',
    method: 'PUT',
    path: '/admin/api/agent-settings',
    access: 'operator',
    permission: 'agents.manage',
  },
} as const satisfies Record<string, RouteInfo>;
