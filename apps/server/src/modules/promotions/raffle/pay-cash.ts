import type { BrandMoney } from '../../brands/brands.service.ts';
import { post, type Trx } from '../../ledger/ledger.ts';

/** The journal kinds of real money a promotion pays (ADR 0039 "Money paths"). */
export type CashKind = 'PROMOTION_CASH' | 'RAFFLE_PRIZE' | 'REBATE';

/**
 * The wallet's published `payCash` (wallet/bonus*.ts): real money from the brand's PROMOTION
 * account to the member's MAIN wallet, in the caller's transaction, once per idempotency key;
 * answers the ledger transaction's id. The raffle and the rebate take it as a dependency.
 */
export type PayCash = (
  trx: Trx,
  brand: BrandMoney,
  input: {
    memberId: bigint;
    amount: bigint;
    idempotencyKey: string;
    kind: CashKind;
    metadata?: Record<string, unknown>;
  },
) => Promise<bigint>;

/**
 * PROMOTION → MAIN straight through the ledger, for when the wallet's `payCash` is not handed in
 * (same journal, same key): the brand's PROMOTION account may go negative, the member's never.
 */
export const ledgerPayCash: PayCash = async (trx, brand, input) => {
  if (input.amount <= 0n) throw new Error('a cash reward is more than zero');
  const posted = await post(trx, {
    merchantId: brand.id,
    currency: brand.currency,
    kind: input.kind,
    idempotencyKey: input.idempotencyKey,
    reference: input.idempotencyKey,
    metadata: input.metadata ?? {},
    postings: [
      { account: { merchantId: brand.id, kind: 'PROMOTION' }, amount: -input.amount },
      { account: { merchantId: brand.id, kind: 'MAIN', memberId: input.memberId }, amount: input.amount },
    ],
  });
  return posted.transactionId;
};
