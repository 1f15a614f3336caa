import type { Generated, Selectable } from 'kysely';

/**
 * Tables of the member-ops module (the operators' work on members; ADR 0026); joined into
 * `Database` in db/schema.ts (ownership: ADR 0022).
 */
export interface MemberOpsTables {
  member_notes: MemberNotesTable;
  member_tags: MemberTagsTable;
  balance_adjustments: BalanceAdjustmentsTable;
  adjustment_policies: AdjustmentPoliciesTable;
}

export interface MemberNotesTable {
  id: Generated<bigint>;
  merchant_id: number;
  member_id: bigint;
  /** A note, or the reason an operator gave for a lock or an unlock. */
  kind: 'NOTE' | 'LOCK' | 'UNLOCK';
  body: string;
  operator_id: number;
  created_at: Generated<Date>;
}

export interface MemberTagsTable {
  merchant_id: number;
  member_id: bigint;
  tag: string;
  operator_id: number;
  created_at: Generated<Date>;
}

export type AdjustmentStatus = 'PENDING' | 'APPLIED' | 'REJECTED' | 'EXPIRED';

export interface BalanceAdjustmentsTable {
  id: Generated<bigint>;
  merchant_id: number;
  member_id: bigint;
  direction: 'CREDIT' | 'DEBIT';
  /** Minor units, always positive; the direction says which way. */
  amount: bigint;
  currency: string;
  reason_code: 'GOODWILL' | 'CORRECTION' | 'COMPENSATION' | 'CHARGEBACK' | 'OTHER';
  note: string;
  idempotency_key: string;
  status: AdjustmentStatus;
  proposed_by: number;
  proposed_at: Generated<Date>;
  /** When a proposal lapses; null for an adjustment applied at once. */
  expires_at: Date | null;
  /** The approver or rejecter (never the proposer); null when applied at once or expired. */
  decided_by: number | null;
  decided_at: Date | null;
  decision_note: string | null;
  ledger_transaction_id: bigint | null;
}

export type BalanceAdjustmentRow = Selectable<BalanceAdjustmentsTable>;

export interface AdjustmentPoliciesTable {
  merchant_id: number;
  four_eyes_threshold: bigint;
  proposal_ttl_hours: number;
  /** Role key -> minor units (as text) an operator of that role may apply alone. */
  role_limits: unknown;
  updated_by: number | null;
  updated_at: Generated<Date>;
}
