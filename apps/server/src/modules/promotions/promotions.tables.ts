import type { Generated } from 'kysely';

/**
 * Tables of the promotions module (issue 18; ADR 0039; migration 0027); joined into `Database` in
 * db/schema.ts (ownership: ADR 0022). JSON columns hold the contracts' validated shapes
 * (`TPromotionTrigger`, `TPromotionReward`, `TBonusTerms`, `TPromotionLimits`, `TAudience`).
 */
export interface PromotionsTables {
  promotions: PromotionsTable;
  promotion_members: PromotionMembersTable;
  promotion_entitlements: PromotionEntitlementsTable;
  promotion_applications: PromotionApplicationsTable;
  raffle_draws: RaffleDrawsTable;
  raffle_tickets: RaffleTicketsTable;
  raffle_winners: RaffleWinnersTable;
  rebate_accruals: RebateAccrualsTable;
  rebate_claims: RebateClaimsTable;
}

export type PromotionCategoryText = 'NEW_MEMBER' | 'DEPOSIT' | 'CASHBACK' | 'RAFFLE' | 'EVENT';
export type PromotionStatusText = 'DRAFT' | 'PUBLISHED' | 'ARCHIVED';
export type PromotionTriggerText =
  | 'SIGNUP'
  | 'DEPOSIT'
  | 'PROMO_CODE'
  | 'APPLICATION'
  | 'WAGER_VOLUME'
  | 'NET_LOSS'
  | 'RAFFLE';

export interface PromotionsTable {
  id: Generated<bigint>;
  merchant_id: number;
  slug: string;
  category: PromotionCategoryText;
  status: Generated<PromotionStatusText>;
  /** Per language: { title, summary, body, terms }. */
  content: unknown;
  image_url: string | null;
  shows_from: Date | null;
  starts_at: Date;
  ends_at: Date | null;
  audience: unknown;
  trigger_type: PromotionTriggerText;
  trigger: unknown;
  reward: unknown;
  bonus_terms: unknown;
  limits: unknown;
  promo_code: string | null;
  budget_minor: bigint | null;
  spent_minor: Generated<bigint>;
  sort_order: Generated<number>;
  created_by: bigint | null;
  updated_by: bigint | null;
  created_at: Generated<Date>;
  updated_at: Generated<Date>;
  published_at: Date | null;
}

export interface PromotionMembersTable {
  id: Generated<bigint>;
  merchant_id: number;
  promotion_id: bigint;
  member_id: bigint;
  joined_at: Generated<Date>;
}

export type EntitlementSource =
  | 'SIGNUP'
  | 'DEPOSIT'
  | 'CODE'
  | 'APPLICATION'
  | 'WAGER_VOLUME'
  | 'NET_LOSS'
  | 'RAFFLE'
  | 'OPERATOR';
export type EntitlementState = 'CLAIMABLE' | 'CLAIMED' | 'ISSUED' | 'EXPIRED' | 'VOID';

export interface PromotionEntitlementsTable {
  id: Generated<bigint>;
  merchant_id: number;
  promotion_id: bigint;
  member_id: bigint;
  /** The limit window: ONCE, D:2026-11-26, W:2026-11-23, DEP:<deposit id>… */
  window_key: string;
  source: EntitlementSource;
  source_ref: string | null;
  basis_minor: Generated<bigint>;
  amount_minor: Generated<bigint>;
  tickets: Generated<number>;
  household_key: string | null;
  state: EntitlementState;
  claim_expires_at: Date | null;
  grant_id: bigint | null;
  request_id: string | null;
  created_at: Generated<Date>;
  claimed_at: Date | null;
}

export interface PromotionApplicationsTable {
  id: Generated<bigint>;
  merchant_id: number;
  promotion_id: bigint;
  member_id: bigint;
  request_id: string;
  remark: string;
  image_ids: Generated<string[]>;
  state: Generated<'APPLYING' | 'APPROVED' | 'REJECTED'>;
  amount_minor: bigint | null;
  decision_note: string | null;
  decided_by: bigint | null;
  decided_at: Date | null;
  entitlement_id: bigint | null;
  created_at: Generated<Date>;
}

export interface RaffleDrawsTable {
  id: Generated<bigint>;
  merchant_id: number;
  promotion_id: bigint;
  period_key: string;
  opens_at: Date;
  draws_at: Date;
  seed_hash: string;
  /** Secret until the draw; never answered before `state` is DRAWN. */
  server_seed: string;
  client_seed: string | null;
  state: Generated<'OPEN' | 'DRAWN' | 'VOID'>;
  ticket_count: Generated<number>;
  drawn_at: Date | null;
}

export interface RaffleTicketsTable {
  id: Generated<bigint>;
  merchant_id: number;
  draw_id: bigint;
  member_id: bigint;
  source: 'DEPOSIT' | 'WAGER' | 'JOIN' | 'PROMOTION';
  source_ref: string;
  tickets: number;
  created_at: Generated<Date>;
}

export interface RaffleWinnersTable {
  id: Generated<bigint>;
  merchant_id: number;
  draw_id: bigint;
  member_id: bigint;
  rank: number;
  ticket_no: number;
  prize_minor: bigint;
  ledger_transaction_id: bigint | null;
  paid_at: Date | null;
}

export interface RebateAccrualsTable {
  id: Generated<bigint>;
  merchant_id: number;
  member_id: bigint;
  bet_id: bigint;
  category: string;
  valid_bet_minor: bigint;
  rate_bps: number;
  amount_minor: bigint;
  claim_id: bigint | null;
  settled_at: Date;
}

export interface RebateClaimsTable {
  id: Generated<bigint>;
  merchant_id: number;
  member_id: bigint;
  request_id: string;
  amount_minor: bigint;
  valid_bet_minor: bigint;
  lines: unknown;
  ledger_transaction_id: bigint | null;
  created_at: Generated<Date>;
}
