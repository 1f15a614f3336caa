import type { RouteInfo } from '../endpoint.ts';

/** How long a claim on a queue row lasts unless renewed or released (ADR 0027). */
export const CLAIM_MINUTES = 10;
/** The most rows one bulk decision takes. */
export const BULK_DECISION_LIMIT = 50;

/**
 * Risk flags the queues compute from the member's own records (never a score):
 * NEW_ACCOUNT registered in the last 7 days; QUICK_WITHDRAWAL a withdrawal within 24 hours of a
 * credited deposit with less staked since than that deposit; REJECTED_DEPOSITS three or more
 * deposits rejected in the last 30 days; SHARED_REFERENCE a transfer reference another deposit of
 * the brand also gave.
 */
export const RISK_FLAGS = [
  'NEW_ACCOUNT',
  'QUICK_WITHDRAWAL',
  'REJECTED_DEPOSITS',
  'SHARED_REFERENCE',
] as const;
export type RiskFlag = (typeof RISK_FLAGS)[number];

/**
 * The console's payment screens (issue 15, "Payments"; schemas in ./admin-payments.ts): the
 * deposit and withdrawal queues with player context, claims on their rows (ADR 0027), bulk
 * decisions, and the brand's payment methods and limits. Single decisions stay the endpoints of
 * ./admin.routes.ts (approveDeposit, rejectDeposit, approveWithdrawal, …), which now respect claims.
 */
export const ADMIN_PAYMENTS_ROUTES = {
  depositQueue: {
    id: 'adminPayments.depositQueue',
    method: 'GET',
    path: '/admin/api/payments/deposits',
    access: 'operator',
    permission: 'payments.view',
  },
  deposit: {
    id: 'adminPayments.deposit',
    method: 'GET',
    path: '/admin/api/payments/deposits/:id',
    access: 'operator',
    permission: 'payments.view',
  },
  claimDeposit: {
    id: 'adminPayments.claimDeposit',
    method: 'POST',
    path: '/admin/api/payments/deposits/:id/claim',
    access: 'operator',
    permission: 'deposits.decide',
  },
  releaseDeposit: {
    id: 'adminPayments.releaseDeposit',
    method: 'POST',
    path: '/admin/api/payments/deposits/:id/release',
    access: 'operator',
    permission: 'deposits.decide',
  },
  bulkDeposits: {
    id: 'adminPayments.bulkDeposits',
    method: 'POST',
    path: '/admin/api/payments/deposits/bulk',
    access: 'operator',
    permission: 'deposits.decide',
  },
  withdrawalQueue: {
    id: 'adminPayments.withdrawalQueue',
    method: 'GET',
    path: '/admin/api/payments/withdrawals',
    access: 'operator',
    permission: 'payments.view',
  },
  withdrawal: {
    id: 'adminPayments.withdrawal',
    method: 'GET',
    path: '/admin/api/payments/withdrawals/:id',
    access: 'operator',
    permission: 'payments.view',
  },
  claimWithdrawal: {
    id: 'adminPayments.claimWithdrawal',
    method: 'POST',
    path: '/admin/api/payments/withdrawals/:id/claim',
    access: 'operator',
    permission: 'withdrawals.decide',
  },
  releaseWithdrawal: {
    id: 'adminPayments.releaseWithdrawal',
    method: 'POST',
    path: '/admin/api/payments/withdrawals/:id/release',
    access: 'operator',
    permission: 'withdrawals.decide',
  },
  bulkWithdrawals: {
    id: 'adminPayments.bulkWithdrawals',
    method: 'POST',
    path: '/admin/api/payments/withdrawals/bulk',
    access: 'operator',
    permission: 'withdrawals.decide',
  },
  methods: {
    id: 'adminPayments.methods',
    method: 'GET',
    path: '/admin/api/payments/methods',
    access: 'operator',
    permission: 'settings.view',
  },
  updateMethod: {
    id: 'adminPayments.updateMethod',
    method: 'PUT',
    path: '/admin/api/payments/methods/:id',
    access: 'operator',
    permission: 'settings.write',
  },
  moveMethod: {
    id: 'adminPayments.moveMethod',
    method: 'POST',
    path: '/admin/api/payments/methods/:id/move',
    access: 'operator',
    permission: 'settings.write',
  },
  withdrawalLimits: {
    id: 'adminPayments.withdrawalLimits',
    method: 'PUT',
    path: '/admin/api/payments/withdrawal-limits',
    access: 'operator',
    permission: 'settings.write',
  },
} as const satisfies Record<string, RouteInfo>;
