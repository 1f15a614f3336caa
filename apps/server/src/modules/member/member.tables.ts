import type { Generated, Selectable } from 'kysely';

/** Tables of the member module; joined into `Database` in db/schema.ts (ownership: ADR 0022). */
export interface MemberTables {
  members: MembersTable;
  member_known_ips: MemberKnownIpsTable;
  password_resets: PasswordResetsTable;
}

export interface MembersTable {
  id: Generated<bigint>;
  merchant_id: number;
  account: string;
  nickname: string | null;
  type: number;
  status: Generated<'active' | 'disabled'>;
  password_hash: string;
  password_changed_at: Generated<Date>;
  must_change_password: Generated<boolean>;
  mobile: string | null;
  mobile_verified_at: Date | null;
  email: string | null;
  email_verified_at: Date | null;
  payee_name: string | null;
  payment_password_hash: string | null;
  profile: Generated<unknown>;
  referral_code: string;
  referred_by: bigint | null;
  parent_id: bigint | null;
  /** Ancestors from the root down, `/12/345/`; kept by triggers from `parent_id` (ADR 0033). */
  upline_path: Generated<string>;
  upline_depth: Generated<number>;
  language: string | null;
  totp_secret: string | null;
  totp_enabled_at: Date | null;
  totp_last_step: bigint | null;
  first_login_at: Date | null;
  last_login_at: Date | null;
  last_login_ip: string | null;
  register_ip: string | null;
  register_domain: string | null;
  register_url: string | null;
  register_method: string | null;
  terms_accepted_at: Date | null;
  created_at: Generated<Date>;
  updated_at: Generated<Date>;
}

export type MemberRow = Selectable<MembersTable>;

export interface MemberKnownIpsTable {
  merchant_id: number;
  member_id: bigint;
  ip: string;
  first_seen_at: Generated<Date>;
  last_seen_at: Generated<Date>;
}

export interface PasswordResetsTable {
  id: Generated<bigint>;
  merchant_id: number;
  member_id: bigint;
  token_hash: string;
  expires_at: Date;
  used_at: Date | null;
  created_at: Generated<Date>;
}
