import type { ColumnType, Generated, Selectable } from 'kysely';

/** Tables of the referral module (issue 19; ADR 0040); joined into `Database` in db/schema.ts. */
export interface ReferralTables {
  referrals: ReferralsTable;
  referral_bets: ReferralBetsTable;
}

export type ReferralStateColumn =
  | 'REGISTERED'
  | 'REWARDED'
  | 'FLAGGED'
  | 'EXPIRED'
  | 'QUALIFIED'
  | 'REJECTED';

/** One flag and what matched (an address, or the name as both accounts carry it). */
export interface FlagDetail {
  flag: 'SAME_IP' | 'SAME_DEVICE' | 'SAME_BANK_NAME';
  value: string;
}

export interface ReferralsTable {
  id: Generated<bigint>;
  merchant_id: number;
  referrer_id: bigint;
  referee_id: bigint;
  state: Generated<ReferralStateColumn>;
  registered_at: Date;
  expires_at: Date;
  deposit_id: bigint | null;
  deposit_minor: bigint | null;
  deposit_at: Date | null;
  valid_bet_minor: Generated<bigint>;
  qualified_at: Date | null;
  flags: Generated<string[]>;
  flag_details: ColumnType<FlagDetail[], string | undefined, string>;
  reward_kind: 'CASH' | 'BONUS' | 'POINTS' | null;
  reward_amount: bigint | null;
  rewarded_at: Date | null;
  decided_by: bigint | null;
  decided_at: Date | null;
  decision_note: string | null;
  created_at: Generated<Date>;
}

export type ReferralRow = Selectable<ReferralsTable>;

export interface ReferralBetsTable {
  referral_id: bigint;
  bet_id: bigint;
  valid_bet_minor: bigint;
}
