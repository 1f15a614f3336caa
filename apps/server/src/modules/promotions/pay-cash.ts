import type { BrandMoney } from '../brands/brands.service.ts';
import type { Trx } from '../ledger/ledger.ts';

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
