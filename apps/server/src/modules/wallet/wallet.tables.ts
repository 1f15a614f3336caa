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
