import type { Generated } from 'kysely';

/**
 * Tables of the platform: the development master secret, throttles, idempotency keys and the
 * audit log. Joined into `Database` in db/schema.ts (ownership: ADR 0022).
 */
export interface PlatformTables {
  platform_secrets: PlatformSecretsTable;
  throttles: ThrottlesTable;
  idempotency_keys: IdempotencyKeysTable;
  audit_log: AuditLogTable;
  audit_chain_heads: AuditChainHeadsTable;
}

export interface PlatformSecretsTable {
  name: string;
  value: string;
  created_at: Generated<Date>;
}

export interface ThrottlesTable {
  merchant_id: number;
  scope: string;
  key: string;
  count: number;
  window_started_at: Date;
  blocked_until: Date | null;
  /** Attempts counted whose check has not answered yet (reserveAttempt). */
  pending: Generated<number>;
}

export interface IdempotencyKeysTable {
  merchant_id: number;
  scope: string;
  key: string;
  request_hash: string;
  response: unknown;
  created_at: Generated<Date>;
}

export interface AuditLogTable {
  id: Generated<bigint>;
  merchant_id: number;
  actor_type: 'operator' | 'member' | 'system';
  actor_id: string | null;
  action: string;
  target: string | null;
  details: Generated<unknown>;
  ip: string | null;
  created_at: Generated<Date>;
  /** The hash chain (ADR 0025): the previous entry's hash and this entry's own. */
  prev_hash: string | null;
  hash: string | null;
}

/** Each brand's last audit entry: appends lock this row, so a brand's chain never forks. */
export interface AuditChainHeadsTable {
  merchant_id: number;
  last_id: bigint | null;
  last_hash: string;
}
