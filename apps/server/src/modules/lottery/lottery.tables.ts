import type { ColumnType, Generated } from 'kysely';

/** Tables of the lottery module (migrations 0012, 0020); joined into `Database` in db/schema.ts. */
export interface LotteryTables {
  lottery_draws: LotteryDrawsTable;
  lottery_tickets: LotteryTicketsTable;
  lottery_settings: LotterySettingsTable;
}

/** Odds per bet type, per pay key, in ten-thousandths (`LOTTERY_BET_RULES` of @portal/fairness). */
export type StoredOdds = Record<string, Record<string, number>>;

/** A brand's settings of one lottery game (ADR 0031); no row: the code's schedule and odds. */
export interface LotterySettingsTable {
  merchant_id: number;
  game_id: bigint;
  interval_seconds: number;
  close_before_seconds: number;
  /** The schedule in force before `schedule_from` (a new interval starts at a UTC midnight). */
  previous_interval_seconds: number | null;
  previous_close_before_seconds: number | null;
  schedule_from: Date | null;
  odds: ColumnType<StoredOdds, string, string>;
  updated_by: bigint | null;
  updated_at: Generated<Date>;
}

export type DrawStatus = 'OPEN' | 'CLOSED' | 'DRAWN' | 'SETTLED';
export type TicketStatus = 'OPEN' | 'SETTLED' | 'REFUNDED';

export interface LotteryDrawsTable {
  id: Generated<bigint>;
  merchant_id: number;
  game_id: bigint;
  game_code: string;
  style: 'VN' | 'SEA';
  draw_no: string;
  opens_at: Date;
  closes_at: Date;
  draw_at: Date;
  server_seed: string;
  server_seed_hash: string;
  status: Generated<DrawStatus>;
  results: ColumnType<{ prize: string; number: string }[] | null, string | null, string | null>;
  drawn_at: Date | null;
  settled_at: Date | null;
  created_at: Generated<Date>;
}

/** A stored line: stakes and payouts in minor units, as text (JSON has no bigint). */
export interface StoredLine {
  type: string;
  numbers: string[];
  stake: string;
  payout?: string;
  /** The odds the line was sold at (ADR 0031); absent on lines sold before odds were settings. */
  odds?: Record<string, number>;
}

export interface LotteryTicketsTable {
  id: Generated<bigint>;
  merchant_id: number;
  member_id: bigint;
  draw_id: bigint;
  request_id: string;
  request_hash: string;
  lines: ColumnType<StoredLine[], string, string>;
  stake: bigint;
  payout: Generated<bigint>;
  status: Generated<TicketStatus>;
  bet_id: bigint | null;
  placed_at: Date;
  settled_at: Date | null;
}
