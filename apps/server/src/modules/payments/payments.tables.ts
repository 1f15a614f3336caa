import type { ColumnType, Generated } from 'kysely';

/** Tables of the payments module; joined into `Database` in db/schema.ts (ownership: ADR 0022). */
export interface PaymentsTables {
  payment_methods: PaymentMethodsTable;
  deposits: DepositsTable;
  payment_events: PaymentEventsTable;
  uploads: UploadsTable;
}

export interface PaymentMethodsTable {
  id: Generated<bigint>;
  merchant_id: number;
  kind: 'ONLINE' | 'BANK_TRANSFER';
  name: string;
  provider: string | null;
  min_amount: bigint;
  max_amount: bigint;
  presets: Generated<(bigint | string)[]>;
  /** jsonb: read as the object, written as its JSON text. */
  bank: ColumnType<
    { bankName: string; accountName: string; accountNumber: string; branch: string | null } | null,
    string | null,
    string | null
  >;
  enabled: Generated<boolean>;
  sort: Generated<number>;
  /** A mobile wallet (BKASH, NAGAD, GCASH, MAYA; ADR 0047): the deposit asks for the payer's number. */
  channel: Generated<'BKASH' | 'NAGAD' | 'GCASH' | 'MAYA' | null>;
}

export interface DepositsTable {
  id: Generated<bigint>;
  merchant_id: number;
  member_id: bigint;
  method_id: bigint;
  amount: bigint;
  currency: string;
  status: 'PENDING' | 'AWAITING_REVIEW' | 'CREDITED' | 'FAILED' | 'REJECTED';
  request_id: string;
  provider_payment_id: string | null;
  reference: string | null;
  proof_ids: Generated<string[]>;
  reason: string | null;
  decided_by: number | null;
  created_at: Generated<Date>;
  completed_at: Date | null;
}

export interface PaymentEventsTable {
  event_id: string;
  provider: string;
  type: string;
  deposit_id: bigint | null;
  outcome: string;
  received_at: Generated<Date>;
}

export interface UploadsTable {
  id: string;
  merchant_id: number;
  member_id: bigint;
  content_type: 'image/png' | 'image/jpeg';
  size: number;
  sha256: string;
  data: Uint8Array;
  used_for: string | null;
  created_at: Generated<Date>;
}
