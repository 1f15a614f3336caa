import type { ColumnType, Generated } from 'kysely';

/** The vip module's tables (issue 19; ADR 0040; migration 0031). */

export type VipStyleKey = string;
export type VipRewardKind = 'CASH' | 'BONUS' | 'POINTS';

export interface VipLevelsTable {
  id: Generated<bigint>;
  merchant_id: number;
  level: number;
  names: ColumnType<{ en: string; bn: string; fil?: string }, string, string>;
  style: VipStyleKey;
  valid_bet_minor: bigint;
  deposits_minor: bigint;
  points_multiplier_bps: number;
  rebate_extra_bps: number;
  withdrawal_daily_limit_minor: bigint | null;
  contact: string | null;
  reward_kind: VipRewardKind | null;
  reward_amount: bigint;
  reward_wager_multiple: number;
  updated_at: Generated<Date>;
}

export interface VipMembersTable {
  member_id: bigint;
  merchant_id: number;
  level: Generated<number>;
  reached_at: Date | null;
  valid_bet_minor: Generated<bigint>;
  deposits_minor: Generated<bigint>;
  /** The review (its monthly period key, "2026-11") a notice announced a move down for. */
  notice_review: string | null;
  notice_level: number | null;
  notice_at: Date | null;
  updated_at: Generated<Date>;
}

export interface VipDaysTable {
  member_id: bigint;
  /** YYYY-MM-DD in the brand's clock. */
  day: string;
  merchant_id: number;
  valid_bet_minor: Generated<bigint>;
  deposits_minor: Generated<bigint>;
}

export interface VipCountedTable {
  merchant_id: number;
  source: 'BET' | 'DEPOSIT';
  ref: bigint;
  member_id: bigint;
  day: string;
  amount_minor: bigint;
}

export interface VipRewardsTable {
  id: Generated<bigint>;
  merchant_id: number;
  member_id: bigint;
  level: number;
  kind: VipRewardKind;
  amount: bigint;
  wager_multiple: number;
  paid_at: Date;
}

export interface VipChangesTable {
  id: Generated<bigint>;
  merchant_id: number;
  member_id: bigint;
  from_level: number;
  to_level: number;
  reason: 'UPGRADE' | 'REVIEW';
  at: Date;
}

export interface VipTables {
  vip_levels: VipLevelsTable;
  vip_members: VipMembersTable;
  vip_days: VipDaysTable;
  vip_counted: VipCountedTable;
  vip_rewards: VipRewardsTable;
  vip_changes: VipChangesTable;
}
