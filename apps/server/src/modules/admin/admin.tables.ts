import type { Generated } from 'kysely';

/** Tables of the admin module; joined into `Database` in db/schema.ts (ownership: ADR 0022). */
export interface AdminTables {
  operators: OperatorsTable;
  operator_sessions: OperatorSessionsTable;
  operator_roles: OperatorRolesTable;
  operator_recovery_codes: OperatorRecoveryCodesTable;
  payment_claims: PaymentClaimsTable;
}

/** An operator's hold on a payment queue row while deciding it (migration 0017, ADR 0027). */
export interface PaymentClaimsTable {
  merchant_id: number;
  subject: 'deposit' | 'withdrawal';
  subject_id: bigint;
  operator_id: number;
  claimed_at: Date;
  expires_at: Date;
}

/** A brand's role (issue 15): the built-in ones and those its owner adds. */
export interface OperatorRolesTable {
  merchant_id: number;
  key: string;
  name: string;
  /** Keys of the permission catalogue (contracts: operator-permissions.ts). */
  permissions: string[];
  built_in: Generated<boolean>;
  updated_at: Generated<Date>;
}

export interface OperatorRecoveryCodesTable {
  id: Generated<bigint>;
  operator_id: number;
  code_hash: string;
  used_at: Date | null;
  created_at: Generated<Date>;
}

export interface OperatorsTable {
  id: Generated<number>;
  merchant_id: number;
  username: string;
  display_name: string;
  /** A key of the brand's roles (operator_roles). */
  role: string;
  /** May switch the brand of a session (every switch is audited). */
  platform_wide: Generated<boolean>;
  status_changed_at: Date | null;
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
  user_agent: string | null;
  last_seen_at: Date | null;
  created_at: Generated<Date>;
}
