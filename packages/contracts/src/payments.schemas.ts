import { z } from 'zod';
import { ZPageQuery } from './paging.schemas.ts';
import { ZAmount, ZId, ZRequestId, ZUploadId } from './wallet.schemas.ts';
import { DEPOSIT_STATUSES, UPLOAD_MAX_FILES } from './wallet.ts';

/** Deposits (the payments module); amounts and ids as the wallet calls take them. */
export const ZOnlineDepositRequest = z
  .object({
    methodId: ZId,
    amount: ZAmount,
    requestId: ZRequestId,
    /** The payer's mobile wallet number, for a method with a channel (bKash, GCash…): checked there. */
    walletNumber: z.string().trim().max(20).optional(),
  })
  .strict();
export const ZBankDepositRequest = z
  .object({
    methodId: ZId,
    amount: ZAmount,
    /** The reference the player's bank shows for the transfer. */
    reference: z.string().trim().min(1).max(64),
    proofIds: z.array(ZUploadId).max(UPLOAD_MAX_FILES).default([]),
    requestId: ZRequestId,
  })
  .strict();
export const ZDepositListQuery = z
  .object({ status: z.enum(DEPOSIT_STATUSES).optional(), ...ZPageQuery })
  .strict();
