import type { Generated } from 'kysely';

/** Tables of the crash module (migration 0011); joined into `Database` in db/schema.ts. */
export interface CrashTables {
  crash_chains: CrashChainsTable;
  crash_rounds: CrashRoundsTable;
  crash_bets: CrashBetsTable;
  crash_engine_leases: CrashEngineLeasesTable;
}

/** A brand's hash chain: the seed stays here (never in an answer); terminal hash and salt are public. */
export interface CrashChainsTable {
  id: Generated<bigint>;
  merchant_id: number;
  seed: string;
  terminal_hash: string;
  salt: string;
  length: number;
  /** The game index the next round takes (game i plays chain[length - 1 - i]). */
  next_index: Generated<number>;
  created_at: Generated<Date>;
  /** The last game of the chain the retention job purged, and its hash (migration 0040; ADR 0052). */
  purged_index: number | null;
  purged_hash: string | null;
}

export interface CrashRoundsTable {
  id: Generated<bigint>;
  merchant_id: number;
  chain_id: bigint;
  game_index: number;
  /** Secret until the round ends. */
  hash: string;
  /** Hundredths; secret until the round ends. */
  crash_point: number;
  edge_bps: number;
  status: 'BETTING' | 'RUNNING' | 'CRASHED' | 'VOID';
  betting_ends_at: Date;
  started_at: Date | null;
  crashed_at: Date | null;
  created_at: Generated<Date>;
}

export interface CrashBetsTable {
  id: Generated<bigint>;
  merchant_id: number;
  round_id: bigint;
  member_id: bigint;
  /** The member's request id: a repeat replays `answer`. */
  request_id: string;
  request_hash: string;
  stake: bigint;
  /** Hundredths, or none. */
  auto_cashout: number | null;
  cashout_multiplier: number | null;
  payout: Generated<bigint>;
  status: 'ACTIVE' | 'CASHED_OUT' | 'LOST' | 'REFUNDED';
  balance_before: bigint;
  balance_after: bigint;
  /** The betting record's row (`bets`); none for play money. */
  record_id: bigint | null;
  /** A trial account's play money (migration 0037; ADR 0044): no betting record, no journal. */
  play_money: Generated<boolean>;
  /** The first answer to the bet call, replayed on a repeat. */
  answer: unknown;
  placed_at: Date;
  settled_at: Date | null;
}

/** Which node runs a brand's game engine, until when (renewed while it runs). */
export interface CrashEngineLeasesTable {
  merchant_id: number;
  holder: string;
  expires_at: Date;
}
