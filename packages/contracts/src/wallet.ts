/**
 * The wallet (spec sections 2, 3, 4 and 7): balances, transfers between the main wallet and
 * transfer-wallet vendors, deposits, withdrawals and the records. Every amount is a decimal string
 * in the brand currency's exponent (see money.ts); every command carries a `requestId` chosen by
 * the client (a UUID), so a retry replays the first answer instead of moving money twice.
 */

import type { MobileWallet } from './mobile-wallets.ts';

/** A decimal amount, "1234.50". Negative only in records (money that left). */
export type Money = string;

/** The header balance (/wps/v2/wallets/balance). */
export interface TBalance {
  currency: string;
  /** Decimals of the currency (BDT 2). */
  exponent: number;
  /** Main wallet: what can be played, transferred or withdrawn. */
  main: Money;
  /** Bonus wallet: promotion money still under its wagering requirement. */
  bonus: Money;
  /** Held for withdrawals that are not paid yet. */
  pendingWithdrawal: Money;
}

export const WALLET_STATUSES = ['OK', 'UNAVAILABLE'] as const;

/** One transfer-wallet vendor's wallet as the member sees it. */
export interface TVendorWallet {
  vendorCode: string;
  name: string;
  balance: Money;
  /** UNAVAILABLE: the vendor does not answer; its money stays where it is. */
  status: (typeof WALLET_STATUSES)[number];
}

/** /wps/member/info/funds/consolidated: every wallet of the member and their total. */
export interface TConsolidatedFunds extends TBalance {
  total: Money;
  vendors: TVendorWallet[];
}

/** GCS_merchantWallet: a single (seamless) wallet, or a main wallet plus vendor wallets. */
export interface TMerchantWallet {
  isSingle: boolean;
  vendors: { vendorCode: string; name: string }[];
}

/** The main wallet, or a transfer-wallet vendor by its code. */
export type WalletRef = 'MAIN' | string;

export const TRANSFER_STATUSES = ['DONE', 'FAILED', 'PENDING'] as const;
export type TransferStatus = (typeof TRANSFER_STATUSES)[number];

/** GCS_walletTransfer's answer. PENDING: the vendor did not say; it is settled when it does. */
export interface TTransfer {
  transferId: string;
  from: WalletRef;
  to: WalletRef;
  amount: Money;
  status: TransferStatus;
  createdAt: string;
}

/** Recall-all: one line per vendor wallet that held money. */
export interface TRecallResult {
  transfers: TTransfer[];
  funds: TConsolidatedFunds;
}

// Deposits.

export const PAYMENT_METHOD_KINDS = ['ONLINE', 'BANK_TRANSFER'] as const;
export type PaymentMethodKind = (typeof PAYMENT_METHOD_KINDS)[number];

export interface TPaymentMethod {
  id: string;
  kind: PaymentMethodKind;
  name: string;
  min: Money;
  max: Money;
  /** Amounts offered as one-tap choices. */
  presets: Money[];
  /** For bank transfers: where the player sends the money. */
  bank: { bankName: string; accountName: string; accountNumber: string; branch: string | null } | null;
  /** A mobile wallet (bKash, Nagad, GCash, Maya): the deposit asks for the payer's wallet number. */
  channel: MobileWallet | null;
}

export const DEPOSIT_STATUSES = ['PENDING', 'AWAITING_REVIEW', 'CREDITED', 'FAILED', 'REJECTED'] as const;
export type DepositStatus = (typeof DEPOSIT_STATUSES)[number];

export interface TDeposit {
  id: string;
  kind: PaymentMethodKind;
  methodName: string;
  amount: Money;
  status: DepositStatus;
  /** The player's transfer reference (bank transfers). */
  reference: string | null;
  /** Why it failed or was rejected, in the reader's language when known. */
  reason: string | null;
  createdAt: string;
  completedAt: string | null;
}

/** Starting an online payment: the browser goes to `redirectUrl` (the provider's payment page). */
export interface TOnlineDepositStart {
  deposit: TDeposit;
  redirectUrl: string;
}

/** Proof images: png or jpg, at most 5 MB each and 3 per request (spec section 9). */
export const UPLOAD_MAX_BYTES = 5 * 1024 * 1024;
export const UPLOAD_MAX_FILES = 3;
export const UPLOAD_TYPES = ['image/png', 'image/jpeg'] as const;

export interface TUpload {
  id: string;
  contentType: (typeof UPLOAD_TYPES)[number];
  size: number;
}

// Withdrawals.

export interface TBankAccount {
  id: string;
  bankName: string;
  /** Only the last four digits are ever shown again. */
  accountNumberMasked: string;
  accountName: string;
  createdAt: string;
}

export const BANK_ACCOUNT_LIMIT = 3;

/** What the withdraw page needs to know before a request. */
export interface TWithdrawalInfo {
  currency: string;
  exponent: number;
  withdrawable: Money;
  min: Money;
  max: Money;
  /** Requests today and the daily limit (spec: per-brand settings). */
  todayCount: number;
  dailyCount: number;
  /** Still to be wagered before a withdrawal (0 when met). */
  turnoverRemaining: Money;
  hasPayeeName: boolean;
  hasPaymentPassword: boolean;
  bankAccounts: TBankAccount[];
  banks: string[];
}

export const WITHDRAWAL_STATUSES = [
  'PENDING',
  'REJECTED',
  'PAID',
  'DISPUTED',
  'COMPLETED',
  'REFUNDED',
] as const;
export type WithdrawalStatus = (typeof WITHDRAWAL_STATUSES)[number];

/**
 * The confirmation of a paid withdrawal (spec section 4): the player says received or not received
 * (with proof); the operator answers a dispute with full payment or forces receipt; unconfirmed,
 * it counts as received after the brand's number of minutes (ADR 0013).
 */
export const CONFIRMATIONS = [
  'AWAITING',
  'RECEIVED',
  'NOT_RECEIVED',
  'FULL_PAYMENT',
  'FORCED_RECEIPT',
  'AUTO_CONFIRMED',
] as const;
export type Confirmation = (typeof CONFIRMATIONS)[number];

export interface TWithdrawal {
  id: string;
  amount: Money;
  status: WithdrawalStatus;
  confirmation: Confirmation | null;
  bankName: string;
  accountNumberMasked: string;
  reason: string | null;
  createdAt: string;
  decidedAt: string | null;
  /** When a paid withdrawal counts as received if the player says nothing. */
  autoConfirmAt: string | null;
}

// Records.

/** Kinds of movement in the account record (every ledger posting to the member's wallets). */
export const RECORD_TYPES = [
  'DEPOSIT',
  'WITHDRAWAL',
  'WITHDRAWAL_RETURNED',
  'TRANSFER_OUT',
  'TRANSFER_IN',
  'BONUS',
  'ADJUSTMENT',
  'BET',
  'PAYOUT',
  'REFUND',
  /** An agent's upline/downline transfer, sent or received (issue 16). */
  'AGENT_TRANSFER',
  /** An agent's contract pay received (issue 17): dividend, daily, hourly and real-time salary. */
  'AGENT_DIVIDEND',
  'AGENT_DAILY_SALARY',
  'AGENT_HOURLY_SALARY',
  'AGENT_REALTIME_SALARY',
  /** Contract pay an upline paid its downline agent from its own wallet (issue 17). */
  'CONTRACT_PAID',
  /** The bonus wallet (issue 18): a bonus converted to real money, or removed (expired, forfeited…). */
  'BONUS_CONVERTED',
  'BONUS_REMOVED',
  /** Real money from a promotion without wagering, a raffle prize, the manual rebate (issue 18). */
  'PROMOTION_REWARD',
  'RAFFLE_PRIZE',
  'REBATE',
  /** Loyalty (issue 19): points converted or a mall cash voucher, and rewards paid in real money. */
  'POINTS_CONVERTED',
  'MISSION_REWARD',
  'LEADERBOARD_PRIZE',
  'REFERRAL_REWARD',
  'VIP_REWARD',
] as const;
export type RecordType = (typeof RECORD_TYPES)[number];

export interface TAccountRecord {
  id: string;
  type: RecordType;
  /** Signed: money in is positive, money out negative. */
  amount: Money;
  balanceAfter: Money;
  wallet: WalletRef | 'BONUS';
  createdAt: string;
  /** The deposit, withdrawal, transfer or bet it belongs to. */
  reference: string | null;
}

export interface TBetRecord {
  id: string;
  vendorCode: string;
  gameName: string;
  category: string;
  stake: Money;
  validBet: Money;
  payout: Money;
  /** payout - stake. */
  profit: Money;
  status: 'OPEN' | 'SETTLED' | 'CANCELLED';
  placedAt: string;
  settledAt: string | null;
}

export interface TBetTotals {
  count: number;
  stake: Money;
  validBet: Money;
  payout: Money;
  profit: Money;
}

export interface TBetPage {
  list: TBetRecord[];
  pageNum: number;
  pageSize: number;
  total: number;
  totalPages: number;
  totals: TBetTotals;
}

/** Profit and loss for a period: play per category, and the money in and out. */
export interface TProfitLoss {
  currency: string;
  categories: (TBetTotals & { category: string })[];
  total: TBetTotals;
  deposits: Money;
  withdrawals: Money;
  bonuses: Money;
}

/** Record queries cover at most this many days (a date picker offers 7 and 30). */
export const RECORD_MAX_DAYS = 92;
