import { z } from 'zod';
import { endpoint } from '../endpoint.ts';
import { ZRowId } from '../ids.schemas.ts';
import { ZPageQuery, zPage } from '../paging.schemas.ts';
import { ZPaymentMethodInput, ZWithdrawalLimitsInput } from '../payment-methods.schemas.ts';
import { CONFIRMATIONS, DEPOSIT_STATUSES, PAYMENT_METHOD_KINDS, WITHDRAWAL_STATUSES } from '../wallet.ts';
import { ZAdminIdParams, ZDecidedDeposit, ZDecidedWithdrawal } from './admin.ts';
import {
  ADMIN_PAYMENTS_ROUTES,
  BULK_DECISION_LIMIT,
  CLAIM_MINUTES,
  RISK_FLAGS,
} from './admin-payments.routes.ts';

const ZAmountText = z.string().regex(/^\d{1,16}(\.\d{1,6})?$/);
const ZInstantText = z
  .string()
  .max(40)
  .refine((v) => !Number.isNaN(Date.parse(v)), 'not a date');

/** The filters, sorting and page every queue takes. */
const queueQuery = {
  /** From this instant (inclusive) to that one (exclusive), by the time of the request. */
  from: ZInstantText.optional(),
  to: ZInstantText.optional(),
  /** The member's account (exact, any case). */
  account: z.string().trim().min(1).max(32).optional(),
  minAmount: ZAmountText.optional(),
  maxAmount: ZAmountText.optional(),
  sort: z.enum(['createdAt', 'amount']).default('createdAt'),
  order: z.enum(['asc', 'desc']).default('desc'),
  ...ZPageQuery,
};

export const ZQueueClaim = z.strictObject({
  operatorId: z.number().int(),
  operator: z.string(),
  expiresAt: z.string(),
  /** The asking operator holds it. */
  mine: z.boolean(),
});

export const ZPlayerContext = z.strictObject({
  memberId: z.string(),
  account: z.string(),
  registeredAt: z.string().nullable(),
  /** The main wallet now. */
  balance: z.string(),
  /** Active wagering requirements: asked in total, wagered towards them, still to wager. */
  turnoverRequired: z.string(),
  turnoverWagered: z.string(),
  turnoverRemaining: z.string(),
  depositsCredited: z.number().int(),
  depositsCreditedSum: z.string(),
  lastDepositAt: z.string().nullable(),
  depositsRejected30d: z.number().int(),
  withdrawalsPaid: z.number().int(),
  withdrawalsPaidSum: z.string(),
  withdrawalsPending: z.number().int(),
  lastWithdrawalAt: z.string().nullable(),
});

const ZProof = z.strictObject({ id: z.string(), url: z.string() });

export const ZQueueDeposit = z.strictObject({
  id: z.string(),
  methodId: z.string(),
  method: z.string(),
  kind: z.enum(PAYMENT_METHOD_KINDS),
  amount: z.string(),
  status: z.enum(DEPOSIT_STATUSES),
  reference: z.string().nullable(),
  proofs: z.array(ZProof),
  reason: z.string().nullable(),
  createdAt: z.string(),
  completedAt: z.string().nullable(),
  decidedBy: z.string().nullable(),
  claim: ZQueueClaim.nullable(),
  player: ZPlayerContext,
  flags: z.array(z.enum(RISK_FLAGS)),
});

export const ZQueueWithdrawal = z.strictObject({
  id: z.string(),
  amount: z.string(),
  status: z.enum(WITHDRAWAL_STATUSES),
  confirmation: z.enum(CONFIRMATIONS).nullable(),
  reason: z.string().nullable(),
  /** The bank reference given when it was paid. */
  paymentReference: z.string().nullable(),
  /** The member's proof that it did not arrive (a dispute). */
  proofs: z.array(ZProof),
  bank: z.string(),
  accountName: z.string(),
  createdAt: z.string(),
  decidedAt: z.string().nullable(),
  decidedBy: z.string().nullable(),
  claim: ZQueueClaim.nullable(),
  player: ZPlayerContext,
  flags: z.array(z.enum(RISK_FLAGS)),
});

/** One bulk decision's answer: each row's own outcome (each row is its own transaction). */
export const ZBulkResult = z.strictObject({
  results: z.array(
    z.strictObject({
      id: z.string(),
      ok: z.boolean(),
      /** Why it failed: the error code and its localised message. */
      code: z.string().nullable(),
      message: z.string().nullable(),
    }),
  ),
});

const ZBulkIds = z
  .array(ZRowId)
  .min(1)
  .max(BULK_DECISION_LIMIT)
  .refine((ids) => new Set(ids).size === ids.length, 'duplicate ids');

export const ZPaymentMethodsState = z.strictObject({
  currency: z.string(),
  exponent: z.number().int(),
  methods: z.array(
    z.strictObject({
      id: z.string(),
      kind: z.enum(PAYMENT_METHOD_KINDS),
      name: z.string(),
      enabled: z.boolean(),
      min: z.string(),
      max: z.string(),
      sort: z.number().int(),
    }),
  ),
  withdrawals: z.strictObject({
    min: z.string(),
    max: z.string(),
    /** Percent of each deposit to wager before a withdrawal (100: the deposit once). */
    turnoverPercent: z.number().int(),
    perDay: z.number().int(),
  }),
});

export const adminPaymentsEndpoints = {
  depositQueue: endpoint({
    ...ADMIN_PAYMENTS_ROUTES.depositQueue,
    summary:
      'The deposit queue: filtered by status, time, member, amount and method, sorted by time or amount, a page at a time; each row with its claim, the player context and risk flags.',
    query: z.strictObject({
      status: z.enum(DEPOSIT_STATUSES).optional(),
      methodId: ZRowId.optional(),
      ...queueQuery,
    }),
    response: zPage(ZQueueDeposit).extend({
      /** The brand's deposit methods, for the method filter. */
      methods: z.array(z.strictObject({ id: z.string(), name: z.string() })),
    }),
  }),
  deposit: endpoint({
    ...ADMIN_PAYMENTS_ROUTES.deposit,
    summary: "One deposit as the queue shows it, with the member's latest deposits and withdrawals.",
    params: ZAdminIdParams,
    response: z.strictObject({
      row: ZQueueDeposit,
      recentDeposits: z.array(ZDecidedDeposit),
      recentWithdrawals: z.array(ZDecidedWithdrawal),
    }),
  }),
  claimDeposit: endpoint({
    ...ADMIN_PAYMENTS_ROUTES.claimDeposit,
    summary: `Claims a deposit awaiting review for ${CLAIM_MINUTES} minutes (renews one's own); held by another: CLAIMED_BY_OTHER, unless an owner takes it over.`,
    params: ZAdminIdParams,
    body: z.strictObject({ takeOver: z.boolean().default(false) }),
    response: ZQueueClaim,
  }),
  releaseDeposit: endpoint({
    ...ADMIN_PAYMENTS_ROUTES.releaseDeposit,
    summary: "Releases one's claim on a deposit (an owner may release anyone's).",
    params: ZAdminIdParams,
    response: z.null(),
  }),
  bulkDeposits: endpoint({
    ...ADMIN_PAYMENTS_ROUTES.bulkDeposits,
    summary:
      'Approves or rejects several deposits, each in its own audited transaction; answers which succeeded and why the others failed.',
    body: z.strictObject({
      action: z.enum(['approve', 'reject']),
      ids: ZBulkIds,
      reason: z.string().trim().max(200).optional(),
    }),
    response: ZBulkResult,
  }),
  withdrawalQueue: endpoint({
    ...ADMIN_PAYMENTS_ROUTES.withdrawalQueue,
    summary:
      'The withdrawal queue (DISPUTED: the disputes): filtered by status, time, member, amount and bank, sorted, a page at a time; each row with its claim, the player context and risk flags.',
    query: z.strictObject({
      status: z.enum(WITHDRAWAL_STATUSES).optional(),
      bank: z.string().trim().min(1).max(80).optional(),
      ...queueQuery,
    }),
    response: zPage(ZQueueWithdrawal).extend({
      /** The brand's banks, for the bank filter. */
      banks: z.array(z.string()),
    }),
  }),
  withdrawal: endpoint({
    ...ADMIN_PAYMENTS_ROUTES.withdrawal,
    summary: "One withdrawal as the queue shows it, with the member's latest deposits and withdrawals.",
    params: ZAdminIdParams,
    response: z.strictObject({
      row: ZQueueWithdrawal,
      recentDeposits: z.array(ZDecidedDeposit),
      recentWithdrawals: z.array(ZDecidedWithdrawal),
    }),
  }),
  claimWithdrawal: endpoint({
    ...ADMIN_PAYMENTS_ROUTES.claimWithdrawal,
    summary: `Claims a pending, paid or disputed withdrawal for ${CLAIM_MINUTES} minutes; held by another: CLAIMED_BY_OTHER, unless an owner takes it over.`,
    params: ZAdminIdParams,
    body: z.strictObject({ takeOver: z.boolean().default(false) }),
    response: ZQueueClaim,
  }),
  releaseWithdrawal: endpoint({
    ...ADMIN_PAYMENTS_ROUTES.releaseWithdrawal,
    summary: "Releases one's claim on a withdrawal (an owner may release anyone's).",
    params: ZAdminIdParams,
    response: z.null(),
  }),
  bulkWithdrawals: endpoint({
    ...ADMIN_PAYMENTS_ROUTES.bulkWithdrawals,
    summary:
      'Marks several pending withdrawals paid (one bank reference) or rejects them, each in its own audited transaction; answers each outcome.',
    body: z.strictObject({
      action: z.enum(['pay', 'reject']),
      ids: ZBulkIds,
      reason: z.string().trim().max(200).optional(),
      reference: z.string().trim().max(100).optional(),
    }),
    response: ZBulkResult,
  }),
  methods: endpoint({
    ...ADMIN_PAYMENTS_ROUTES.methods,
    summary:
      "The brand's deposit methods (enabled or not, in the players' order, with limits) and its withdrawal limits.",
    response: ZPaymentMethodsState,
  }),
  updateMethod: endpoint({
    ...ADMIN_PAYMENTS_ROUTES.updateMethod,
    summary:
      'Turns a deposit method on or off and sets its minimum and maximum deposit; audited with before and after.',
    params: ZAdminIdParams,
    body: ZPaymentMethodInput,
    response: ZPaymentMethodsState,
  }),
  moveMethod: endpoint({
    ...ADMIN_PAYMENTS_ROUTES.moveMethod,
    summary: "Moves a deposit method one place up or down in the players' order; audited.",
    params: ZAdminIdParams,
    body: z.strictObject({ direction: z.enum(['up', 'down']) }),
    response: ZPaymentMethodsState,
  }),
  withdrawalLimits: endpoint({
    ...ADMIN_PAYMENTS_ROUTES.withdrawalLimits,
    summary:
      'Sets the brand-wide minimum and maximum withdrawal and the wagering asked of each deposit before a withdrawal (percent); audited, and every node drops its cached brand.',
    body: ZWithdrawalLimitsInput,
    response: ZPaymentMethodsState,
  }),
};
