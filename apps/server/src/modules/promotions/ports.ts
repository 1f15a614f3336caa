import type { TBonusGrant, TBonusTerms } from '@portal/contracts/endpoints';
import type { Db } from '../../db/database.ts';
import type { Brand } from '../brands/brand.ts';
import type { Trx } from '../ledger/ledger.ts';

/**
 * What the promotions module needs from below and beside it (issue 18; ADR 0039), as ports filled
 * at wiring (promotions.module.ts): the wallet's bonus wallet, the payments' uploads, the
 * member-ops' tags, the raffle's tickets.
 */

export interface GrantBonusInput {
  memberId: bigint;
  promotionId: bigint | null;
  entitlementId: bigint | null;
  source: 'PROMOTION' | 'APPLICATION' | 'OPERATOR';
  idempotencyKey: string;
  title: string;
  amount: bigint;
  deposit: bigint;
  terms: TBonusTerms;
  grantedBy: bigint | null;
}

export interface PayCashInput {
  memberId: bigint;
  amount: bigint;
  idempotencyKey: string;
  kind: 'PROMOTION_CASH' | 'RAFFLE_PRIZE' | 'REBATE';
  metadata: Record<string, unknown>;
}

export interface PromotionGrantFigures {
  promotionId: bigint | null;
  grants: number;
  granted: bigint;
  converted: bigint;
  removed: bigint;
  ggr: bigint;
}

/** The wallet's bonus wallet (wallet/bonus*.ts), as the promotions call it. */
export interface BonusPort {
  grantBonus(trx: Trx, brand: Brand, input: GrantBonusInput): Promise<TBonusGrant>;
  payCash(trx: Trx, brand: Brand, input: PayCashInput): Promise<bigint>;
  /** The member's ACTIVE grant and the PENDING ones in order. */
  activeAndQueued(
    db: Db | Trx,
    brand: Brand,
    memberId: bigint,
  ): Promise<{ active: TBonusGrant | null; queued: TBonusGrant[] }>;
  /** What the member's bonus wallet holds. */
  bonusBalance(db: Db | Trx, brand: Brand, memberId: bigint): Promise<bigint>;
  /** Per promotion, over grants made in [from, to). */
  promotionFigures(
    db: Db,
    merchantId: number,
    from: Date,
    to: Date,
    now: Date,
  ): Promise<PromotionGrantFigures[]>;
}

/** The payments' uploads: marks a member's unused uploads as used (UPLOAD_INVALID otherwise). */
export interface UploadClaims {
  claim(trx: Trx, brand: Brand, memberId: bigint, ids: string[], purpose: string): Promise<void>;
  read(brand: Brand, id: string): Promise<{ contentType: string; data: Buffer } | null>;
}

/** A member's tags (the member 360 page's), for TAGS audiences. */
export type MemberTags = (db: Db | Trx, merchantId: number, memberId: bigint) => Promise<string[]>;

/** The raffle's tickets given as a reward (raffle/), when it publishes them. */
export type AddTickets = (
  trx: Trx,
  brand: Brand,
  input: { promotionId: bigint; memberId: bigint; tickets: number; sourceRef: string; at: Date },
) => Promise<void>;
