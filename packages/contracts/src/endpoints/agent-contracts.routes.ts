import type { RouteInfo } from '../endpoint.ts';

/**
 * Where the agent contracts' endpoints live (issue 17; ADR 0038; schemas in ./agent-contracts.ts).
 * The consolidated info, the offers for the contract popup and the four spec calls that answer an
 * offer (MCS2 processDividendReq, processDailySalContract, processContractHourSalary; MCSFE
 * processRealTimeSalaryContract) are for any real member (a member without contracts is told so);
 * the contract pages, bills and offering need an agent. Every one answers FEATURE_DISABLED when the
 * brand's AGENTPOLICY3 is off.
 */
export const AGENT_CONTRACT_ROUTES = {
  info: { id: 'agentContracts.info', method: 'GET', path: '/wps/agent/contracts/info', access: 'member' },
  offers: {
    id: 'agentContracts.offers',
    method: 'GET',
    path: '/wps/agent/contracts/offers',
    access: 'member',
  },
  processDividend: {
    id: 'agentContracts.processDividend',
    method: 'POST',
    path: '/wps/relay/MCS2_processDividendReq',
    access: 'member',
  },
  processDailySalary: {
    id: 'agentContracts.processDailySalary',
    method: 'POST',
    path: '/wps/relay/MCS2_processDailySalContract',
    access: 'member',
  },
  processHourlySalary: {
    id: 'agentContracts.processHourlySalary',
    method: 'POST',
    path: '/wps/relay/MCS2_processContractHourSalary',
    access: 'member',
  },
  processRealtimeSalary: {
    id: 'agentContracts.processRealtimeSalary',
    method: 'POST',
    path: '/wps/relay/MCSFE_processRealTimeSalaryContract',
    access: 'member',
  },
  page: { id: 'agentContracts.page', method: 'GET', path: '/wps/agent/contracts', access: 'agent' },
  offer: { id: 'agentContracts.offer', method: 'POST', path: '/wps/agent/contracts', access: 'agent' },
  preview: {
    id: 'agentContracts.preview',
    method: 'POST',
    path: '/wps/agent/contracts/preview',
    access: 'agent',
  },
  withdraw: {
    id: 'agentContracts.withdraw',
    method: 'DELETE',
    path: '/wps/agent/contracts/:id',
    access: 'agent',
  },
  bills: { id: 'agentContracts.bills', method: 'GET', path: '/wps/agent/contracts/bills', access: 'agent' },
  bill: { id: 'agentContracts.bill', method: 'GET', path: '/wps/agent/contracts/bills/:id', access: 'agent' },
  collect: {
    id: 'agentContracts.collect',
    method: 'POST',
    path: '/wps/agent/contracts/bills/:id/collect',
    access: 'agent',
  },
} as const satisfies Record<string, RouteInfo>;

/** The console's contract screens (issue 17). */
export const ADMIN_CONTRACT_ROUTES = {
  list: {
    id: 'adminContracts.list',
    method: 'GET',
    path: '/admin/api/agent-contracts',
    access: 'operator',
    permission: 'contracts.view',
  },
  offer: {
    id: 'adminContracts.offer',
    method: 'POST',
    path: '/admin/api/agent-contracts',
    access: 'operator',
    permission: 'contracts.manage',
  },
  terminate: {
    id: 'adminContracts.terminate',
    method: 'POST',
    path: '/admin/api/agent-contracts/:id/terminate',
    access: 'operator',
    permission: 'contracts.manage',
  },
  bills: {
    id: 'adminContracts.bills',
    method: 'GET',
    path: '/admin/api/agent-contract-bills',
    access: 'operator',
    permission: 'contracts.view',
  },
  bill: {
    id: 'adminContracts.bill',
    method: 'GET',
    path: '/admin/api/agent-contract-bills/:id',
    access: 'operator',
    permission: 'contracts.view',
  },
  decide: {
    id: 'adminContracts.decide',
    method: 'POST',
    path: '/admin/api/agent-contract-bills/:id/decision',
    access: 'operator',
    permission: 'contracts.manage',
  },
  runs: {
    id: 'adminContracts.runs',
    method: 'GET',
    path: '/admin/api/agent-contract-runs',
    access: 'operator',
    permission: 'contracts.view',
  },
  rerun: {
    id: 'adminContracts.rerun',
    method: 'POST',
    path: '/admin/api/agent-contract-runs/rerun',
    access: 'operator',
    permission: 'contracts.manage',
  },
  settings: {
    id: 'adminContracts.settings',
    method: 'GET',
    path: '/admin/api/settings/contracts',
    access: 'operator',
    // contracts.view, not settings.view: the console's offer dialog starts from the templates, and
    // the roles that offer contracts (finance, risk) do not see the brand settings.
    permission: 'contracts.view',
  },
  setSettings: {
    id: 'adminContracts.setSettings',
    method: 'PUT',
    path: '/admin/api/settings/contracts',
    access: 'operator',
    permission: 'settings.write',
  },
} as const satisfies Record<string, RouteInfo>;
