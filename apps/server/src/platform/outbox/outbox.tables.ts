import type { ColumnType, Generated } from 'kysely';

type CreatedAt = ColumnType<Date, never, never>;

/**
 * Tables of the domain-event outbox (migration 0014, ADR 0021); only platform/outbox reads or
 * writes them. Joined into `Database` in db/schema.ts.
 */
export interface OutboxTables {
  outbox_events: OutboxEventsTable;
  outbox_subscribers: OutboxSubscribersTable;
  outbox_handled: OutboxHandledTable;
  outbox_failures: OutboxFailuresTable;
}

export interface OutboxEventsTable {
  id: Generated<bigint>;
  type: string;
  aggregate: string;
  aggregate_id: string;
  merchant_id: number;
  /** Written as JSON text (bigints already strings); read back parsed. */
  payload: ColumnType<unknown, string, never>;
  /** The writing transaction's id (pg_current_xact_id), set by the database. */
  tx_id: ColumnType<bigint, never, never>;
  created_at: CreatedAt;
}

export interface OutboxSubscribersTable {
  name: string;
  holder: string | null;
  lease_expires_at: Date | null;
  /** Every event of this subscriber's types with a smaller tx_id is handled. */
  low_water_tx: bigint;
  seen_at: Date;
}

export interface OutboxHandledTable {
  event_id: bigint;
  subscriber: string;
  handled_at: Date;
}

export interface OutboxFailuresTable {
  event_id: bigint;
  subscriber: string;
  attempts: number;
  next_attempt_at: Date;
  dead: Generated<boolean>;
  last_error: string;
  updated_at: Date;
}
