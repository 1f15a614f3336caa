import { z } from 'zod';
import { endpoint } from '../endpoint.ts';
import { ZPageQuery, zPage } from '../paging.schemas.ts';
import { RECORD_MAX_DAYS } from '../wallet.ts';
import { ADMIN_AGENT_TRANSFERS_ROUTES } from './admin-agents-transfers.routes.ts';

/** A brand's upline/downline transfers in a period (at most RECORD_MAX_DAYS), newest first. */
export const ZAdminAgentTransferQuery = z
  .strictObject({
    from: z.iso.datetime({ offset: true }),
    to: z.iso.datetime({ offset: true }),
    /** Sent or received by this account (exact, any case). */
    account: z.string().trim().toLowerCase().min(1).max(64).optional(),
    ...ZPageQuery,
  })
  .refine(
    (q) => {
      const span = Date.parse(q.to) - Date.parse(q.from);
      return span >= 0 && span <= RECORD_MAX_DAYS * 86_400_000;
    },
    { message: 'period', path: ['to'] },
  );

const ZSide = z.strictObject({ id: z.string(), account: z.string() });

export const ZAdminAgentTransfer = z.strictObject({
  id: z.string(),
  from: ZSide,
  to: ZSide,
  /** What the recipient was to the sender. */
  relation: z.enum(['UPLINE', 'DOWNLINE']),
  amount: z.string(),
  remark: z.string().nullable(),
  /** The journal transaction that moved the money (the member's ledger shows it). */
  ledgerTransactionId: z.string(),
  requestId: z.string(),
  createdAt: z.string(),
});
export type TAdminAgentTransfer = z.infer<typeof ZAdminAgentTransfer>;

export const ZAdminAgentTransferPage = z.strictObject({
  ...zPage(ZAdminAgentTransfer).shape,
  currency: z.string(),
  exponent: z.number().int(),
  /** Of every transfer the filter matches, not only this page's. */
  totalAmount: z.string(),
});
export type TAdminAgentTransferPage = z.infer<typeof ZAdminAgentTransferPage>;

export const adminAgentTransfersEndpoints = {
  list: endpoint({
    ...ADMIN_AGENT_TRANSFERS_ROUTES.list,
    summary:
      "The brand's upline/downline transfers in a period, optionally of one account (sent or received), newest first, with the period's total.",
    query: ZAdminAgentTransferQuery,
    response: ZAdminAgentTransferPage,
  }),
} as const;
