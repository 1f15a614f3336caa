import { z } from 'zod';
import { endpoint } from '../endpoint.ts';
import { MOBILE_WALLET_CODES } from '../mobile-wallets.ts';
import { zPage } from '../paging.schemas.ts';
import { ZBankDepositRequest, ZDepositListQuery, ZOnlineDepositRequest } from '../payments.schemas.ts';
import { ZId } from '../wallet.schemas.ts';
import {
  DEPOSIT_STATUSES,
  PAYMENT_METHOD_KINDS,
  type TDeposit,
  type TOnlineDepositStart,
  type TPaymentMethod,
  type TUpload,
  UPLOAD_TYPES,
} from '../wallet.ts';
import { PAYMENT_ROUTES } from './payments.routes.ts';
import { ZMoney } from './wallet.ts';

export const ZPaymentMethod = z.strictObject({
  id: z.string(),
  kind: z.enum(PAYMENT_METHOD_KINDS),
  name: z.string(),
  min: ZMoney,
  max: ZMoney,
  presets: z.array(ZMoney),
  bank: z
    .strictObject({
      bankName: z.string(),
      accountName: z.string(),
      accountNumber: z.string(),
      branch: z.string().nullable(),
    })
    .nullable(),
  channel: z.enum(MOBILE_WALLET_CODES).nullable(),
}) satisfies z.ZodType<TPaymentMethod>;

export const ZDeposit = z.strictObject({
  id: z.string(),
  kind: z.enum(PAYMENT_METHOD_KINDS),
  methodName: z.string(),
  amount: ZMoney,
  status: z.enum(DEPOSIT_STATUSES),
  reference: z.string().nullable(),
  reason: z.string().nullable(),
  createdAt: z.string(),
  completedAt: z.string().nullable(),
}) satisfies z.ZodType<TDeposit>;

export const ZOnlineDepositStart = z.strictObject({
  deposit: ZDeposit,
  redirectUrl: z.string(),
}) satisfies z.ZodType<TOnlineDepositStart>;

export const ZUpload = z.strictObject({
  id: z.string(),
  contentType: z.enum(UPLOAD_TYPES),
  size: z.number().int(),
}) satisfies z.ZodType<TUpload>;

export const paymentEndpoints = {
  methods: endpoint({
    ...PAYMENT_ROUTES.methods,
    summary: "The brand's deposit methods: online through the payment provider, or bank transfer.",
    response: z.array(ZPaymentMethod),
  }),
  onlineDeposit: endpoint({
    ...PAYMENT_ROUTES.onlineDeposit,
    summary:
      "Starts an online deposit: the browser goes to the provider's payment page; a repeated requestId replays the first answer.",
    body: ZOnlineDepositRequest,
    response: ZOnlineDepositStart,
  }),
  bankDeposit: endpoint({
    ...PAYMENT_ROUTES.bankDeposit,
    summary: 'Reports a bank transfer with its reference and proof images, for review.',
    body: ZBankDepositRequest,
    response: ZDeposit,
  }),
  deposits: endpoint({
    ...PAYMENT_ROUTES.deposits,
    summary: "The member's deposits, newest first.",
    query: ZDepositListQuery,
    response: zPage(ZDeposit),
  }),
  deposit: endpoint({
    ...PAYMENT_ROUTES.deposit,
    summary: "One of the member's deposits (a returning online payment polls it).",
    params: z.strictObject({ id: ZId }),
    response: ZDeposit,
  }),
  upload: endpoint({
    ...PAYMENT_ROUTES.upload,
    summary: 'A proof image (PNG or JPEG, at most 5 MB), sent as the body itself; used once, by its owner.',
    response: ZUpload,
  }),
} as const;
