import type { MallItemKind, MallItemStatus, PointEntryKind, RedemptionState } from '@portal/contracts';
import type { Generated } from 'kysely';

/**
 * Tables of the points module (issue 19; ADR 0040; migration 0030); joined into `Database` in
 * db/schema.ts (ownership: ADR 0022).
 */
export interface PointsTables {
  points_balances: PointsBalancesTable;
  points_entries: PointsEntriesTable;
  points_bet_earnings: PointsBetEarningsTable;
  points_mall_items: PointsMallItemsTable;
  points_redemptions: PointsRedemptionsTable;
}

export interface PointsBalancesTable {
  member_id: bigint;
  merchant_id: number;
  balance: Generated<bigint>;
  carry_milli: Generated<bigint>;
  earned: Generated<bigint>;
  spent: Generated<bigint>;
  unrecovered: Generated<bigint>;
  updated_at: Generated<Date>;
}

export interface PointsEntriesTable {
  id: Generated<bigint>;
  merchant_id: number;
  member_id: bigint;
  kind: PointEntryKind;
  delta: bigint;
  balance_after: bigint;
  idempotency_key: string;
  note: Generated<string>;
  ref: string | null;
  created_at: Generated<Date>;
}

export interface PointsBetEarningsTable {
  merchant_id: number;
  bet_id: bigint;
  member_id: bigint;
  earned_milli: bigint;
  updated_at: Generated<Date>;
}

export interface PointsMallItemsTable {
  id: Generated<bigint>;
  merchant_id: number;
  kind: MallItemKind;
  /** Per language: { name, description } (en and bn always; fil optional, falls back to en). */
  content: unknown;
  image_url: string | null;
  price_points: bigint;
  min_deposits_minor: Generated<bigint>;
  value_minor: Generated<bigint>;
  wager_multiple: Generated<number>;
  stock: number | null;
  per_member_limit: Generated<number>;
  status: Generated<MallItemStatus>;
  sort_order: Generated<number>;
  created_at: Generated<Date>;
  updated_at: Generated<Date>;
}

export interface PointsRedemptionsTable {
  id: Generated<bigint>;
  merchant_id: number;
  member_id: bigint;
  item_id: bigint;
  kind: MallItemKind;
  name: string;
  points: bigint;
  value_minor: Generated<bigint>;
  wager_multiple: Generated<number>;
  state: Generated<RedemptionState>;
  address: string | null;
  request_id: string;
  decided_by: bigint | null;
  decided_at: Date | null;
  note: string | null;
  created_at: Generated<Date>;
}
