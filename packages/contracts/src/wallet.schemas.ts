import { z } from 'zod';
import { ZGameCategory } from './games.schemas.ts';
import { isWalletNumber, mobileWalletOf } from './mobile-wallets.ts';
import { ZPageQuery } from './paging.schemas.ts';
import {
  CONFIRMATIONS,
  RECORD_MAX_DAYS,
  RECORD_TYPES,
  UPLOAD_MAX_FILES,
  WITHDRAWAL_STATUSES,
} from './wallet.ts';

/** The wallet calls. Amounts stay strings here; the service reads them in the brand currency's exponent. */

/** A client-chosen id that makes a money command safe to retry (a UUID in practice). */
export const ZRequestId = z.string().regex(/^[A-Za-z0-9_-]{8,64}$/);
export const ZAmount = z.string().trim().max(24);
/** The main wallet or a vendor code. */
const ZWalletRef = z.string().regex(/^(MAIN|[A-Z0-9]{2,16})$/);
export const ZId = z.string().regex(/^\d{1,18}$/);
export const ZUploadId = z.string().regex(/^[A-Za-z0-9_-]{16,64}$/);

export const ZTransferRequest = z
  .object({ from: ZWalletRef, to: ZWalletRef, amount: ZAmount, requestId: ZRequestId })
  .strict();
export const ZRecallRequest = z.object({ requestId: ZRequestId }).strict();

export const ZBankAccountRequest = z
  .object({
    bankName: z.string().trim().min(1).max(80),
    /** Digits only; spaces and dashes are taken out first. */
    accountNumber: z
      .string()
      .transform((value) => value.replace(/[\s-]/g, ''))
      .pipe(z.string().regex(/^\d{6,24}$/)),
  })
  .strict()
  // A mobile wallet (bKash, GCash…) is paid to a wallet number of its country (ADR 0047).
  .superRefine((value, ctx) => {
    const wallet = mobileWalletOf(value.bankName);
    if (wallet && !isWalletNumber(wallet, value.accountNumber)) {
      ctx.addIssue({ code: 'custom', path: ['accountNumber'], params: { fieldMessage: 'invalidMobile' } });
    }
  });
export const ZWithdrawalRequest = z
  .object({
    bankAccountId: ZId,
    amount: ZAmount,
    paymentPassword: z.string().min(1).max(128),
    requestId: ZRequestId,
    /**
     * The member agreed to give up their active bonus (ADR 0039): without it a withdrawal while a
     * bonus is active is refused with BONUS_ACTIVE; with it the bonus is forfeited in the same
     * transaction.
     */
    forfeitBonus: z.boolean().optional(),
  })
  .strict();
export const ZWithdrawalConfirm = z
  .object({
    action: z.enum(['RECEIVED', 'NOT_RECEIVED']),
    proofIds: z.array(ZUploadId).max(UPLOAD_MAX_FILES).default([]),
  })
  .strict();
export const ZWithdrawalListQuery = z
  .object({ status: z.enum(WITHDRAWAL_STATUSES).optional(), ...ZPageQuery })
  .strict();

/** A period of records: two instants (the browser's own day boundaries), at most 92 days apart. */
const ZPeriod = {
  from: z.iso.datetime({ offset: true }),
  to: z.iso.datetime({ offset: true }),
};
const withinPeriod = (value: { from: string; to: string }) => {
  const span = Date.parse(value.to) - Date.parse(value.from);
  return span >= 0 && span <= RECORD_MAX_DAYS * 86_400_000;
};
export const ZRecordQuery = z
  .object({ ...ZPeriod, type: z.enum(RECORD_TYPES).optional(), ...ZPageQuery })
  .strict()
  .refine(withinPeriod, { message: 'period', path: ['to'] });
export const ZBetQuery = z
  .object({ ...ZPeriod, category: ZGameCategory.optional(), ...ZPageQuery })
  .strict()
  .refine(withinPeriod, { message: 'period', path: ['to'] });
export const ZPeriodQuery = z
  .object(ZPeriod)
  .strict()
  .refine(withinPeriod, { message: 'period', path: ['to'] });

// Operator decisions on money.
export const ZOperatorDecision = z
  .object({
    /** Shown to the player when a deposit or withdrawal is refused. */
    reason: z.string().trim().max(200).optional(),
    /** The bank or provider reference of a payment made. */
    reference: z.string().trim().max(100).optional(),
  })
  .strict();
export const ZWithdrawalResolution = z
  .object({
    outcome: z.enum(['FULL_PAYMENT', 'FORCED_RECEIPT', 'REFUND'] as const),
    note: z.string().trim().max(200).optional(),
  })
  .strict();
export const ZConfirmation = z.enum(CONFIRMATIONS);
