import type { Generated } from 'kysely';

/** Tables of the session module; joined into `Database` in db/schema.ts (ownership: ADR 0022). */
export interface SessionTables {
  sessions: SessionsTable;
  remember_tokens: RememberTokensTable;
  login_tickets: LoginTicketsTable;
  two_factor_challenges: TwoFactorChallengesTable;
  oauth_states: OauthStatesTable;
  member_identities: MemberIdentitiesTable;
}

export interface SessionsTable {
  id: Generated<bigint>;
  merchant_id: number;
  member_id: bigint;
  token_hash: string;
  created_at: Generated<Date>;
  last_seen_at: Generated<Date>;
  idle_expires_at: Date;
  absolute_expires_at: Date;
  revoked_at: Date | null;
  revoke_reason: string | null;
  ip: string | null;
  user_agent: string | null;
}

export interface RememberTokensTable {
  id: Generated<bigint>;
  merchant_id: number;
  member_id: bigint;
  token_hash: string;
  expires_at: Date;
  revoked_at: Date | null;
  created_at: Generated<Date>;
}

export interface LoginTicketsTable {
  ticket_hash: string;
  merchant_id: number;
  member_id: bigint;
  expires_at: Date;
  used_at: Date | null;
}

export interface TwoFactorChallengesTable {
  id: string;
  merchant_id: number;
  member_id: bigint;
  ip: string;
  methods: string[];
  login: unknown;
  attempts: Generated<number>;
  expires_at: Date;
  used_at: Date | null;
  created_at: Generated<Date>;
}

export interface OauthStatesTable {
  state: string;
  merchant_id: number;
  provider: string;
  code_verifier: string;
  nonce: string;
  redirect_uri: string;
  expires_at: Date;
  used_at: Date | null;
}

export interface MemberIdentitiesTable {
  merchant_id: number;
  member_id: bigint;
  provider: string;
  subject: string;
  email: string | null;
  created_at: Generated<Date>;
}
