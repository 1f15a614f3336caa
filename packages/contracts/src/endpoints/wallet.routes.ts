import type { RouteInfo } from '../endpoint.ts';

/**
 * Where the wallet endpoints live (their schemas are in ./wallet.ts). Every one needs a real
 * member's session (trial accounts get NEED_REAL_ACCOUNT); a withdrawal request is sealed (E).
 */
export const WALLET_ROUTES = {
  balance: { id: 'wallet.balance', method: 'GET', path: '/wps/v2/wallets/balance', access: 'member' },
  funds: {
    id: 'wallet.funds',
    method: 'GET',
    path: '/wps/member/info/funds/consolidated',
    access: 'member',
  },
  merchantWallet: {
    id: 'wallet.merchantWallet',
    method: 'GET',
    path: '/wps/relay/GCS_merchantWallet',
    access: 'member',
  },
  transfer: {
    id: 'wallet.transfer',
    method: 'POST',
    path: '/wps/relay/GCS_walletTransfer',
    access: 'member',
  },
  recall: { id: 'wallet.recall', method: 'POST', path: '/wps/wallet/recall', access: 'member' },
  bankAccounts: {
    id: 'wallet.bankAccounts',
    method: 'GET',
    path: '/wps/wallet/bank-accounts',
    access: 'member',
  },
  addBankAccount: {
    id: 'wallet.addBankAccount',
    method: 'POST',
    path: '/wps/wallet/bank-accounts',
    access: 'member',
  },
  withdrawalInfo: {
    id: 'wallet.withdrawalInfo',
    method: 'GET',
    path: '/wps/wallet/withdrawal-info',
    access: 'member',
  },
  requestWithdrawal: {
    id: 'wallet.requestWithdrawal',
    method: 'POST',
    path: '/wps/wallet/withdrawals',
    access: 'member',
    sealed: true,
  },
  withdrawals: { id: 'wallet.withdrawals', method: 'GET', path: '/wps/wallet/withdrawals', access: 'member' },
  confirmWithdrawal: {
    id: 'wallet.confirmWithdrawal',
    method: 'POST',
    path: '/wps/wallet/withdrawals/:id/confirm',
    access: 'member',
  },
  accountRecord: {
    id: 'wallet.accountRecord',
    method: 'GET',
    path: '/wps/relay/ODSFE2_MemTransDet',
    access: 'member',
  },
  bets: { id: 'wallet.bets', method: 'GET', path: '/wps/records/bets', access: 'member' },
  profit: { id: 'wallet.profit', method: 'GET', path: '/wps/records/profit', access: 'member' },
} as const satisfies Record<string, RouteInfo>;
