import type { Generated } from 'kysely';

/** Tables of the trial module (migration 0037; ADR 0044); joined into `Database` in db/schema.ts. */
export interface TrialTables {
  trial_wallets: TrialWalletsTable;
  trial_wallet_moves: TrialWalletMovesTable;
}

/** A trial account's play money: minor units of the brand currency's exponent, never negative. */
export interface TrialWalletsTable {
  member_id: bigint;
  merchant_id: number;
  balance: bigint;
  refills: Generated<number>;
  /** The start of the current refill window and how many refills fell in it. */
  refill_window_start: Date | null;
  refills_in_window: Generated<number>;
  created_at: Generated<Date>;
  updated_at: Generated<Date>;
}

export type TrialMoveKind = 'OPEN' | 'REFILL' | 'BET' | 'WIN' | 'REFUND';

export interface TrialWalletMovesTable {
  id: Generated<bigint>;
  member_id: bigint;
  idempotency_key: string;
  kind: TrialMoveKind;
  delta: bigint;
  balance_after: bigint;
  created_at: Generated<Date>;
}
