import type { ColumnType, Generated } from 'kysely';

/** Tables of the in-house games (migration 0010); joined into `Database` in db/schema.ts. */
export interface OriginalsTables {
  fair_seed_pairs: FairSeedPairsTable;
  original_rounds: OriginalRoundsTable;
}

export interface FairSeedPairsTable {
  id: Generated<bigint>;
  merchant_id: number;
  member_id: bigint;
  server_seed: string;
  server_seed_hash: string;
  client_seed: string;
  nonce: Generated<number>;
  status: 'NEXT' | 'ACTIVE' | 'REVEALED';
  created_at: Generated<Date>;
  activated_at: Date | null;
  revealed_at: Date | null;
}

export interface OriginalRoundsTable {
  id: Generated<bigint>;
  merchant_id: number;
  member_id: bigint;
  game: string;
  request_id: string;
  request_hash: string;
  seed_pair_id: bigint;
  nonce: number;
  edge_bps: number;
  stake: bigint;
  payout: Generated<bigint>;
  /** Ten-thousandths: paid (settled) or reached (open). */
  multiplier: Generated<bigint>;
  params: ColumnType<Record<string, unknown>, string, string>;
  state: ColumnType<Record<string, unknown>, string, string>;
  status: 'OPEN' | 'WON' | 'LOST' | 'CASHED_OUT';
  balance_before: bigint;
  balance_after: bigint;
  bet_id: bigint | null;
  /** Staked with a trial account's play money (migration 0037; ADR 0044): no betting record, no journal. */
  play_money: Generated<boolean>;
  created_at: Generated<Date>;
  settled_at: Date | null;
}
