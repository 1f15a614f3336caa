import type { Generated } from 'kysely';

/**
 * Tables of the games module (the catalogue and launch).
 * Joined into `Database` in db/schema.ts (ownership: ADR 0022).
 */
export interface GamesTables {
  game_vendors: GameVendorsTable;
  games: GamesTable;
  merchant_games: MerchantGamesTable;
  merchant_vendors: MerchantVendorsTable;
  game_favourites: GameFavouritesTable;
  game_recent: GameRecentTable;
  game_sessions: GameSessionsTable;
  merchant_vendor_maintenance: MerchantVendorMaintenanceTable;
}

export interface GameVendorsTable {
  code: string;
  name: string;
  /** Two colours of the generated logo, hex. */
  logo_colours: string[];
  wallet_mode: Generated<'SEAMLESS' | 'TRANSFER'>;
  /** Where the vendor's games launch; null for the demo provider (its URL is configured). */
  launch_url: string | null;
  /** PEM: the key the vendor signs its wallet calls with (ADR 0015). */
  wallet_public_key: string | null;
  /** A TRANSFER vendor's wallet: null simulated in the portal, HTTP its signed transfer API (ADR 0043). */
  transfer_api: 'HTTP' | null;
}

export interface GamesTable {
  id: Generated<bigint>;
  vendor_code: string;
  code: string;
  category: string;
  /** The spec's gameType: RNG tiles have no PLAY NOW button. */
  game_type: string;
  /** The list centre's gameClassify (SLOT, JACKPOT, MINI, TABLE, ...). */
  classify: string | null;
  /** Names by language code; `en` always. */
  names: Record<string, string>;
  /** Lower-case names in every language, for search. */
  search_text: string;
  /** What plays it at the vendor (the demo provider's engine for the demo catalogue). */
  engine: string;
  colours: string[];
  is_hot: Generated<boolean>;
  is_new: Generated<boolean>;
  sort: Generated<number>;
  enabled: Generated<boolean>;
  created_at: Generated<Date>;
}

export interface MerchantGamesTable {
  merchant_id: number;
  game_id: bigint;
  enabled: boolean | null;
  sort: number | null;
  is_hot: boolean | null;
  /** The brand's own marks and category over the catalogue's (migration 0019); null: the catalogue's. */
  is_new: boolean | null;
  category: string | null;
  /** Risk limits of the game for the brand, minor units (ADR 0029); null: the brand's default. */
  max_bet: bigint | null;
  max_win: bigint | null;
}

/** A vendor under maintenance for a brand: its games are listed but cannot be launched. */
export interface MerchantVendorMaintenanceTable {
  merchant_id: number;
  vendor_code: string;
  message: string;
  since: Generated<Date>;
}

export interface MerchantVendorsTable {
  merchant_id: number;
  vendor_code: string;
  game_category: string;
  enabled: Generated<boolean>;
  sort: Generated<number>;
}

export interface GameFavouritesTable {
  merchant_id: number;
  member_id: bigint;
  game_id: bigint;
  created_at: Generated<Date>;
}

export interface GameRecentTable {
  merchant_id: number;
  member_id: bigint;
  game_id: bigint;
  played_at: Generated<Date>;
  plays: Generated<number>;
}

export interface GameSessionsTable {
  id: Generated<bigint>;
  token_hash: string;
  merchant_id: number;
  member_id: bigint;
  game_id: bigint;
  vendor_code: string;
  currency: string;
  created_at: Generated<Date>;
  expires_at: Date;
}
