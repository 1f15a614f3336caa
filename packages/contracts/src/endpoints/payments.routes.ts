import type { RouteInfo } from '../endpoint.ts';
import { UPLOAD_MAX_BYTES, UPLOAD_TYPES } from '../wallet.ts';

/**
 * Where the payment endpoints live (their schemas are in ./payments.ts): deposits and proof
 * uploads, for a real member's session.
 */
export const PAYMENT_ROUTES = {
  methods: { id: 'payments.methods', method: 'GET', path: '/wps/payments/methods', access: 'member' },
  onlineDeposit: {
    id: 'payments.onlineDeposit',
    method: 'POST',
    path: '/wps/payments/deposits/online',
    access: 'member',
  },
  bankDeposit: {
    id: 'payments.bankDeposit',
    method: 'POST',
    path: '/wps/payments/deposits/bank',
    access: 'member',
  },
  deposits: { id: 'payments.deposits', method: 'GET', path: '/wps/payments/deposits', access: 'member' },
  deposit: { id: 'payments.deposit', method: 'GET', path: '/wps/payments/deposits/:id', access: 'member' },
  upload: {
    id: 'payments.upload',
    method: 'POST',
    path: '/wps/uploads',
    access: 'member',
    upload: { types: UPLOAD_TYPES, maxBytes: UPLOAD_MAX_BYTES },
  },
} as const satisfies Record<string, RouteInfo>;
