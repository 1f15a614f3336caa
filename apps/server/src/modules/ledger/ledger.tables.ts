import type { Generated } from 'kysely';

/** Tables of the ledger; joined into `Database` in db/schema.ts (ownership: ADR 0022). */
export interface LedgerTables {
  ledger_accounts: LedgerAccountsTable;
  ledger_transactions: LedgerTransactionsTable;
  ledger_postings: LedgerPostingsTable;
}

export type LedgerAccountKind =
  | 'MAIN'
  | 'BONUS'
  | 'VENDOR'
  | 'HOUSE'
  | 'PAYMENT_CLEARING'
  | 'PROVIDER_CLEARING'
  | 'WITHDRAWAL_HOLD'
  | 'PROMOTION';

export interface LedgerAccountsTable {
  id: Generated<bigint>;
  merchant_id: number;
  member_id: bigint | null;
  kind: LedgerAccountKind;
  vendor_code: string | null;
  currency: string;
  balance: Generated<bigint>;
  version: Generated<bigint>;
  created_at: Generated<Date>;
}

export interface LedgerTransactionsTable {
  id: Generated<bigint>;
  merchant_id: number;
  kind: string;
  idempotency_key: string;
  reference: string | null;
  reverses_id: bigint | null;
  metadata: Generated<unknown>;
  created_at: Generated<Date>;
}

export interface LedgerPostingsTable {
  id: Generated<bigint>;
  transaction_id: bigint;
  account_id: bigint;
  amount: bigint;
  balance_after: bigint;
  account_version: bigint;
  created_at: Generated<Date>;
}
