import type { Generated } from 'kysely';

/** Tables of the admin module; joined into `Database` in db/schema.ts (ownership: ADR 0022). */
export interface AdminTables {
  operators: OperatorsTable;
  operator_sessions: OperatorSessionsTable;
}

export interface OperatorsTable {
  id: Generated<number>;
  merchant_id: number;
  username: string;
  display_name: string;
  role: 'owner' | 'finance' | 'support' | 'content';
  password_hash: string;
  totp_secret: string | null;
  status: Generated<string>;
  totp_last_step: bigint | null;
  created_at: Generated<Date>;
}

export interface OperatorSessionsTable {
  id: Generated<bigint>;
  merchant_id: number;
  operator_id: number;
  token_hash: string;
  mfa_verified: Generated<boolean>;
  pending_totp_secret: string | null;
  idle_expires_at: Date;
  absolute_expires_at: Date;
  revoked_at: Date | null;
  ip: string | null;
  created_at: Generated<Date>;
}
