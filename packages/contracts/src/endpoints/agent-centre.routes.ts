import type { RouteInfo } from '../endpoint.ts';

/**
 * Where the agent centre's endpoints live (issue 16; their schemas are in ./agent-centre.ts).
 * Every one needs a signed-in agent of the brand (members and trial accounts: 403 NOT_AGENT)
 * and reads or acts on the agent's own team only.
 */
export const AGENT_CENTRE_ROUTES = {
  overview: { id: 'agentCentre.overview', method: 'GET', path: '/wps/agent/overview', access: 'agent' },
  team: { id: 'agentCentre.team', method: 'GET', path: '/wps/agent/team', access: 'agent' },
  teamMember: {
    id: 'agentCentre.teamMember',
    method: 'GET',
    path: '/wps/agent/team/:id',
    access: 'agent',
  },
  teamBets: { id: 'agentCentre.teamBets', method: 'GET', path: '/wps/agent/reports/bets', access: 'agent' },
  userLoss: {
    id: 'agentCentre.userLoss',
    method: 'GET',
    path: '/wps/agent/reports/profit-loss',
    access: 'agent',
  },
  income: { id: 'agentCentre.income', method: 'GET', path: '/wps/agent/reports/income', access: 'agent' },
  transactions: {
    id: 'agentCentre.transactions',
    method: 'GET',
    path: '/wps/agent/reports/transactions',
    access: 'agent',
  },
  invitation: { id: 'agentCentre.invitation', method: 'GET', path: '/wps/agent/invitation', access: 'agent' },
  registerDownline: {
    id: 'agentCentre.registerDownline',
    method: 'POST',
    path: '/wps/agent/team',
    access: 'agent',
    sealed: true,
  },
  transferInfo: {
    id: 'agentCentre.transferInfo',
    method: 'GET',
    path: '/wps/agent/transfers/info',
    access: 'agent',
  },
  transfer: {
    id: 'agentCentre.transfer',
    method: 'POST',
    path: '/wps/agent/transfers',
    access: 'agent',
    sealed: true,
  },
  transfers: { id: 'agentCentre.transfers', method: 'GET', path: '/wps/agent/transfers', access: 'agent' },
} as const satisfies Record<string, RouteInfo>;
