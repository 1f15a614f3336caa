import type { Generated } from 'kysely';

/**
 * Tables of the missions module (issue 19; ADR 0040; migration 0032); joined into `Database` in
 * db/schema.ts (ownership: ADR 0022). `content` holds the contracts' validated text per language.
 */
export interface MissionsTables {
  missions: MissionsTable;
  mission_progress: MissionProgressTable;
  mission_contributions: MissionContributionsTable;
  leaderboards: LeaderboardsTable;
  leaderboard_bets: LeaderboardBetsTable;
  leaderboard_scores: LeaderboardScoresTable;
  leaderboard_results: LeaderboardResultsTable;
}

export type MissionKindText =
  | 'BETS'
  | 'VALID_BET'
  | 'DEPOSITS'
  | 'DEPOSIT_AMOUNT'
  | 'WIN_DIFFERENT_GAMES'
  | 'PROFILE_FIELD';
export type MissionPeriodText = 'DAILY' | 'WEEKLY' | 'ONCE';
export type RewardKindText = 'CASH' | 'BONUS' | 'POINTS';
export type DefinitionStatusText = 'DRAFT' | 'ACTIVE' | 'ARCHIVED';
export type ProgressStateText = 'IN_PROGRESS' | 'COMPLETED' | 'CLAIMED';

export interface MissionsTable {
  id: Generated<bigint>;
  merchant_id: number;
  /** Per language: { title, description }. */
  content: unknown;
  kind: MissionKindText;
  /** Counts, or minor units for VALID_BET and DEPOSIT_AMOUNT. */
  target: bigint;
  category: string | null;
  field: string | null;
  period: MissionPeriodText;
  reward_kind: RewardKindText;
  /** Minor units for CASH and BONUS, whole points for POINTS. */
  reward_amount: bigint;
  reward_wager_multiple: Generated<number>;
  starts_at: Date;
  ends_at: Date | null;
  status: Generated<DefinitionStatusText>;
  sort_order: Generated<number>;
  created_by: bigint | null;
  updated_by: bigint | null;
  created_at: Generated<Date>;
  updated_at: Generated<Date>;
}

export interface MissionProgressTable {
  id: Generated<bigint>;
  merchant_id: number;
  mission_id: bigint;
  member_id: bigint;
  period_key: string;
  progress: Generated<bigint>;
  state: Generated<ProgressStateText>;
  completed_at: Date | null;
  claimed_at: Date | null;
  claim_request_id: string | null;
  /** The reward paid at the claim (the mission's at that moment). */
  paid_kind: RewardKindText | null;
  paid_amount: bigint | null;
  created_at: Generated<Date>;
  updated_at: Generated<Date>;
}

export interface MissionContributionsTable {
  id: Generated<bigint>;
  mission_id: bigint;
  member_id: bigint;
  /** bet:<id>, deposit:<id>, game:<period>:<vendor>:<code>, field:<name>. */
  source_ref: string;
  progress_id: bigint;
  amount: bigint;
  updated_at: Generated<Date>;
}

export interface LeaderboardsTable {
  id: Generated<bigint>;
  merchant_id: number;
  /** Per language: { title }. */
  content: unknown;
  metric: 'VALID_BET' | 'WIN_MULTIPLIER';
  period: 'DAILY' | 'WEEKLY';
  category: string | null;
  min_stake_minor: Generated<bigint>;
  /** [{ kind, amount, wagerMultiple }] first place first (amount as the contracts' text). */
  prizes: unknown;
  starts_at: Date;
  ends_at: Date | null;
  status: Generated<DefinitionStatusText>;
  sort_order: Generated<number>;
  created_by: bigint | null;
  updated_by: bigint | null;
  created_at: Generated<Date>;
  updated_at: Generated<Date>;
}

export interface LeaderboardBetsTable {
  id: Generated<bigint>;
  board_id: bigint;
  bet_id: bigint;
  period_key: string;
  member_id: bigint;
  /** VALID_BET: minor units; WIN_MULTIPLIER: the multiple × 100. */
  value: bigint;
  at: Date;
}

export interface LeaderboardScoresTable {
  id: Generated<bigint>;
  merchant_id: number;
  board_id: bigint;
  period_key: string;
  member_id: bigint;
  score: bigint;
  reached_at: Date;
}

export interface LeaderboardResultsTable {
  id: Generated<bigint>;
  merchant_id: number;
  board_id: bigint;
  period_key: string;
  /** [{ rank, memberId, account, score, reachedAt, reward }] */
  winners: unknown;
  closed_at: Generated<Date>;
}
