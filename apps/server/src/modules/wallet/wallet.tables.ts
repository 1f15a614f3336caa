import type { Generated } from 'kysely';

/**
 * Tables of the wallet module, `bets` (the betting record) among them: other modules write it
 * through `betting-record.ts`. Joined into `Database` in db/schema.ts (ownership: ADR 0022).
 */
export interface WalletTables {
  bets: BetsTable;
  turnover_requirements: TurnoverRequirementsTable;
  wallet_transfers: WalletTransfersTable;
  withdrawals: WithdrawalsTable;
  member_bank_accounts: MemberBankAccountsTable;
  sim_vendor_wallets: SimVendorWalletsTable;
  sim_vendor_transfers: SimVendorTransfersTable;
  sim_vendor_status: SimVendorStatusTable;
  bonus_grants: BonusGrantsTable;
  bonus_grant_entries: BonusGrantEntriesTable;
  bonus_wagers: BonusWagersTable;
  bonus_stakes: BonusStakesTable;
}

/** The bonus wallet (issue 18; ADR 0039; migration 0027): one row per grant; its money is on the member's BONUS account. */
export interface BonusGrantsTable {
  id: Generated<bigint>;
  merchant_id: number;
  member_id: bigint;
  promotion_id: bigint | null;
  entitlement_id: bigint | null;
  source: 'PROMOTION' | 'APPLICATION' | 'OPERATOR' | 'LOYALTY';
  idempotency_key: string;
  title: string;
  amount_minor: bigint;
  deposit_minor: Generated<bigint>;
  wager_required_minor: bigint;
  wagered_minor: Generated<bigint>;
  max_bet_minor: bigint | null;
  max_conversion_minor: bigint | null;
  expiry_days: number;
  /** The brand's contributions (TContributions) when granted. */
  contributions: unknown;
  /** The promotion's terms when granted: { title, text, wagerMultiplier, wagerBase, … }. */
  terms: unknown;
  state: 'PENDING' | 'ACTIVE' | 'COMPLETED' | 'EXPIRED' | 'FORFEITED' | 'CANCELLED';
  end_reason: string | null;
  converted_minor: bigint | null;
  removed_minor: bigint | null;
  granted_by: bigint | null;
  created_at: Generated<Date>;
  activated_at: Date | null;
  expires_at: Date | null;
  ended_at: Date | null;
}

/** Append-only: every change of a grant, with its journal transaction when money moved. */
export interface BonusGrantEntriesTable {
  id: Generated<bigint>;
  merchant_id: number;
  grant_id: bigint;
  kind: 'GRANTED' | 'ACTIVATED' | 'WAGERED' | 'CONVERTED' | 'EXPIRED' | 'FORFEITED' | 'CANCELLED' | 'REMOVED';
  amount_minor: Generated<bigint>;
  ledger_transaction_id: bigint | null;
  note: string | null;
  created_at: Generated<Date>;
}

/** What one settled bet counted towards one grant (a bet settled again changes it by the difference). */
export interface BonusWagersTable {
  grant_id: bigint;
  bet_id: bigint;
  merchant_id: number;
  counted_minor: bigint;
}

/** The bonus part of a stake, by the stake's journal reference, so its payout is shared alike. */
export interface BonusStakesTable {
  id: Generated<bigint>;
  merchant_id: number;
  member_id: bigint;
  grant_id: bigint;
  ref: string;
  stake_minor: bigint;
  bonus_stake_minor: bigint;
  /** The bet in the betting record (migration 0028): whether it is still open. */
  bet_id: bigint | null;
  created_at: Generated<Date>;
}

export interface BetsTable {
  id: Generated<bigint>;
  merchant_id: number;
  member_id: bigint;
  vendor_code: string;
  game_code: string;
  game_name: string;
  category: string;
  external_id: string;
  stake: bigint;
  valid_bet: Generated<bigint>;
  payout: Generated<bigint>;
  status: 'OPEN' | 'SETTLED' | 'CANCELLED';
  placed_at: Generated<Date>;
  settled_at: Date | null;
}

export interface TurnoverRequirementsTable {
  id: Generated<bigint>;
  merchant_id: number;
  member_id: bigint;
  source: 'DEPOSIT' | 'BONUS';
  source_id: string;
  name: string;
  amount: bigint;
  required: bigint;
  progress: Generated<bigint>;
  status: Generated<'ACTIVE' | 'COMPLETED' | 'FORFEITED'>;
  created_at: Generated<Date>;
  completed_at: Date | null;
}

export interface WalletTransfersTable {
  id: Generated<bigint>;
  merchant_id: number;
  member_id: bigint;
  vendor_code: string;
  direction: 'IN' | 'OUT';
  amount: bigint;
  status: 'PENDING' | 'DONE' | 'FAILED';
  attempts: Generated<number>;
  created_at: Generated<Date>;
  completed_at: Date | null;
}

export interface WithdrawalsTable {
  id: Generated<bigint>;
  merchant_id: number;
  member_id: bigint;
  bank_account_id: bigint;
  amount: bigint;
  currency: string;
  status: 'PENDING' | 'REJECTED' | 'PAID' | 'DISPUTED' | 'COMPLETED' | 'REFUNDED';
  confirmation:
    | 'AWAITING'
    | 'RECEIVED'
    | 'NOT_RECEIVED'
    | 'FULL_PAYMENT'
    | 'FORCED_RECEIPT'
    | 'AUTO_CONFIRMED'
    | null;
  request_id: string;
  reason: string | null;
  payment_reference: string | null;
  proof_ids: Generated<string[]>;
  decided_by: number | null;
  created_at: Generated<Date>;
  decided_at: Date | null;
  auto_confirm_at: Date | null;
  completed_at: Date | null;
}

export interface MemberBankAccountsTable {
  id: Generated<bigint>;
  merchant_id: number;
  member_id: bigint;
  bank_name: string;
  account_number_sealed: string;
  account_number_hash: string;
  account_number_last4: string;
  account_name: string;
  created_at: Generated<Date>;
}

export interface SimVendorWalletsTable {
  merchant_id: number;
  vendor_code: string;
  member_id: bigint;
  balance: Generated<bigint>;
}

export interface SimVendorTransfersTable {
  transfer_id: string;
  outcome: string;
  created_at: Generated<Date>;
}

export interface SimVendorStatusTable {
  merchant_id: number;
  vendor_code: string;
  mode: 'UP' | 'DOWN' | 'TIMEOUT';
}
