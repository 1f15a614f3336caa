import type { Generated } from 'kysely';

/** Tables of the provider wallet module; joined into `Database` in db/schema.ts (ownership: ADR 0022). */
export interface ProviderWalletTables {
  provider_transactions: ProviderTransactionsTable;
}

export interface ProviderTransactionsTable {
  id: Generated<bigint>;
  merchant_id: number;
  vendor_code: string;
  transaction_uuid: string;
  kind: 'BET' | 'WIN' | 'ROLLBACK';
  member_id: bigint;
  game_code: string;
  round: string;
  /** Minor units of the brand currency. */
  amount: Generated<bigint>;
  currency: string | null;
  reference_uuid: string | null;
  content_hash: string;
  answer: unknown;
  rolled_back: Generated<boolean>;
  tombstone: Generated<boolean>;
  bet_id: bigint | null;
  /** A trial account's play money (migration 0037; ADR 0044): no round in `bets`, no journal. */
  play_money: Generated<boolean>;
  created_at: Generated<Date>;
}
