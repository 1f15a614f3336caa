import type { Generated } from 'kysely';

/** Tables of the verification module; joined into `Database` in db/schema.ts (ownership: ADR 0022). */
export interface VerificationTables {
  captchas: CaptchasTable;
  human_checks_used: HumanChecksUsedTable;
  verification_codes: VerificationCodesTable;
}

export interface CaptchasTable {
  id: string;
  merchant_id: number;
  answer_hash: string;
  expires_at: Date;
  used_at: Date | null;
  created_at: Generated<Date>;
}

export interface HumanChecksUsedTable {
  signature: string;
  merchant_id: number;
  expires_at: Date;
}

export interface VerificationCodesTable {
  id: Generated<bigint>;
  merchant_id: number;
  channel: 'sms' | 'email';
  purpose: string;
  target: string;
  member_id: bigint | null;
  code_hash: string;
  attempts: Generated<number>;
  expires_at: Date;
  used_at: Date | null;
  ip: string | null;
  created_at: Generated<Date>;
}
