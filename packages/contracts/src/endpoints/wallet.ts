import { z } from 'zod';
import { endpoint } from '../endpoint.ts';
import { zPage } from '../paging.schemas.ts';
import {
  ZBankAccountRequest,
  ZBetQuery,
  ZId,
  ZPeriodQuery,
  ZRecallRequest,
  ZRecordQuery,
  ZTransferRequest,
  ZWithdrawalConfirm,
  ZWithdrawalListQuery,
  ZWithdrawalRequest,
} from '../wallet.schemas.ts';
import {
  CONFIRMATIONS,
  RECORD_TYPES,
  type TAccountRecord,
  type TBalance,
  type TBankAccount,
  type TBetPage,
  type TBetRecord,
  type TBetTotals,
  type TConsolidatedFunds,
  type TMerchantWallet,
  type TProfitLoss,
  TRANSFER_STATUSES,
  type TRecallResult,
  type TTransfer,
  type TVendorWallet,
  type TWithdrawal,
  type TWithdrawalInfo,
  WALLET_STATUSES,
  WITHDRAWAL_STATUSES,
} from '../wallet.ts';
import { WALLET_ROUTES } from './wallet.routes.ts';

/** A decimal amount in the brand currency's exponent ("1234.50"). */
export const ZMoney = z.string();

export const ZBalance = z.strictObject({
  currency: z.string(),
  exponent: z.number().int(),
  main: ZMoney,
  bonus: ZMoney,
  pendingWithdrawal: ZMoney,
}) satisfies z.ZodType<TBalance>;

export const ZVendorWallet = z.strictObject({
  vendorCode: z.string(),
  name: z.string(),
  balance: ZMoney,
  status: z.enum(WALLET_STATUSES),
}) satisfies z.ZodType<TVendorWallet>;

export const ZConsolidatedFunds = z.strictObject({
  ...ZBalance.shape,
  total: ZMoney,
  vendors: z.array(ZVendorWallet),
}) satisfies z.ZodType<TConsolidatedFunds>;

export const ZMerchantWallet = z.strictObject({
  isSingle: z.boolean(),
  vendors: z.array(z.strictObject({ vendorCode: z.string(), name: z.string() })),
}) satisfies z.ZodType<TMerchantWallet>;

export const ZTransfer = z.strictObject({
  transferId: z.string(),
  from: z.string(),
  to: z.string(),
  amount: ZMoney,
  status: z.enum(TRANSFER_STATUSES),
  createdAt: z.string(),
}) satisfies z.ZodType<TTransfer>;

export const ZRecallResult = z.strictObject({
  transfers: z.array(ZTransfer),
  funds: ZConsolidatedFunds,
}) satisfies z.ZodType<TRecallResult>;

export const ZBankAccount = z.strictObject({
  id: z.string(),
  bankName: z.string(),
  accountNumberMasked: z.string(),
  accountName: z.string(),
  createdAt: z.string(),
}) satisfies z.ZodType<TBankAccount>;

export const ZWithdrawalInfo = z.strictObject({
  currency: z.string(),
  exponent: z.number().int(),
  withdrawable: ZMoney,
  min: ZMoney,
  max: ZMoney,
  todayCount: z.number().int(),
  dailyCount: z.number().int(),
  turnoverRemaining: ZMoney,
  hasPayeeName: z.boolean(),
  hasPaymentPassword: z.boolean(),
  bankAccounts: z.array(ZBankAccount),
  banks: z.array(z.string()),
}) satisfies z.ZodType<TWithdrawalInfo>;

export const ZWithdrawal = z.strictObject({
  id: z.string(),
  amount: ZMoney,
  status: z.enum(WITHDRAWAL_STATUSES),
  confirmation: z.enum(CONFIRMATIONS).nullable(),
  bankName: z.string(),
  accountNumberMasked: z.string(),
  reason: z.string().nullable(),
  createdAt: z.string(),
  decidedAt: z.string().nullable(),
  autoConfirmAt: z.string().nullable(),
}) satisfies z.ZodType<TWithdrawal>;

export const ZAccountRecord = z.strictObject({
  id: z.string(),
  type: z.enum(RECORD_TYPES),
  amount: ZMoney,
  balanceAfter: ZMoney,
  wallet: z.string(),
  createdAt: z.string(),
  reference: z.string().nullable(),
}) satisfies z.ZodType<TAccountRecord>;

export const ZBetRecord = z.strictObject({
  id: z.string(),
  vendorCode: z.string(),
  gameName: z.string(),
  category: z.string(),
  stake: ZMoney,
  validBet: ZMoney,
  payout: ZMoney,
  profit: ZMoney,
  status: z.enum(['OPEN', 'SETTLED', 'CANCELLED']),
  placedAt: z.string(),
  settledAt: z.string().nullable(),
}) satisfies z.ZodType<TBetRecord>;

export const ZBetTotals = z.strictObject({
  count: z.number().int(),
  stake: ZMoney,
  validBet: ZMoney,
  payout: ZMoney,
  profit: ZMoney,
}) satisfies z.ZodType<TBetTotals>;

export const ZBetPage = z.strictObject({
  ...zPage(ZBetRecord).shape,
  totals: ZBetTotals,
}) satisfies z.ZodType<TBetPage>;

export const ZProfitLoss = z.strictObject({
  currency: z.string(),
  categories: z.array(z.strictObject({ ...ZBetTotals.shape, category: z.string() })),
  total: ZBetTotals,
  deposits: ZMoney,
  withdrawals: ZMoney,
  bonuses: ZMoney,
}) satisfies z.ZodType<TProfitLoss>;

export const walletEndpoints = {
  balance: endpoint({
    ...WALLET_ROUTES.balance,
    summary: 'The header balance: main, bonus and what withdrawals hold.',
    response: ZBalance,
  }),
  funds: endpoint({
    ...WALLET_ROUTES.funds,
    summary: "Every wallet of the member (main and each transfer-wallet vendor's) and their total.",
    response: ZConsolidatedFunds,
  }),
  merchantWallet: endpoint({
    ...WALLET_ROUTES.merchantWallet,
    summary: "GCS_merchantWallet: whether the brand has a single wallet, or the vendors' wallets it has.",
    response: ZMerchantWallet,
  }),
  transfer: endpoint({
    ...WALLET_ROUTES.transfer,
    summary:
      'GCS_walletTransfer: moves money between the main wallet and a vendor wallet; a repeated requestId replays the first answer.',
    body: ZTransferRequest,
    response: ZTransfer,
  }),
  recall: endpoint({
    ...WALLET_ROUTES.recall,
    summary: 'Brings the money of every vendor wallet back to the main wallet.',
    body: ZRecallRequest,
    response: ZRecallResult,
  }),
  bankAccounts: endpoint({
    ...WALLET_ROUTES.bankAccounts,
    summary: "The member's bank accounts for withdrawals (numbers masked).",
    response: z.array(ZBankAccount),
  }),
  addBankAccount: endpoint({
    ...WALLET_ROUTES.addBankAccount,
    summary: 'Adds a bank account in the payee name, at one of the brand banks.',
    body: ZBankAccountRequest,
    response: ZBankAccount,
  }),
  withdrawalInfo: endpoint({
    ...WALLET_ROUTES.withdrawalInfo,
    summary: 'What the withdraw page needs before a request: limits, counts, turnover left, accounts.',
    response: ZWithdrawalInfo,
  }),
  requestWithdrawal: endpoint({
    ...WALLET_ROUTES.requestWithdrawal,
    summary: 'Requests a withdrawal (E: the payment password travels sealed); the amount is held.',
    body: ZWithdrawalRequest,
    response: ZWithdrawal,
  }),
  withdrawals: endpoint({
    ...WALLET_ROUTES.withdrawals,
    summary: "The member's withdrawals, newest first.",
    query: ZWithdrawalListQuery,
    response: zPage(ZWithdrawal),
  }),
  confirmWithdrawal: endpoint({
    ...WALLET_ROUTES.confirmWithdrawal,
    summary: 'Confirms a paid withdrawal as received, or not received with proof (a dispute).',
    params: z.strictObject({ id: ZId }),
    body: ZWithdrawalConfirm,
    response: ZWithdrawal,
  }),
  accountRecord: endpoint({
    ...WALLET_ROUTES.accountRecord,
    summary: 'ODSFE2_MemTransDet: the account record, every movement of the money in a period.',
    query: ZRecordQuery,
    response: zPage(ZAccountRecord),
  }),
  bets: endpoint({
    ...WALLET_ROUTES.bets,
    summary: 'The betting record of a period, optionally of one category, with its totals.',
    query: ZBetQuery,
    response: ZBetPage,
  }),
  profit: endpoint({
    ...WALLET_ROUTES.profit,
    summary: 'Profit and loss of a period: play per category, and the money in and out.',
    query: ZPeriodQuery,
    response: ZProfitLoss,
  }),
} as const;
