import { type Kysely, sql } from 'kysely';

// biome-ignore lint/suspicious/noExplicitAny: migrations describe the schema of their own time
export async function up(db: Kysely<any>): Promise<void> {
  // Domain events written in the transaction of the change they describe (ADR 0021). No foreign
  // key to merchants: this is an append-only log on the hottest paths, and a key check would add a
  // share lock on the brand row to every bet.
  await db.schema
    .createTable('outbox_events')
    .addColumn('id', 'bigint', (c) => c.primaryKey().generatedAlwaysAsIdentity())
    .addColumn('type', 'text', (c) => c.notNull().check(sql`length(type) between 1 and 100`))
    .addColumn('aggregate', 'text', (c) => c.notNull().check(sql`length(aggregate) between 1 and 50`))
    .addColumn('aggregate_id', 'text', (c) => c.notNull().check(sql`length(aggregate_id) between 1 and 100`))
    .addColumn('merchant_id', 'integer', (c) => c.notNull())
    .addColumn('payload', 'jsonb', (c) => c.notNull())
    // The writing transaction's id: every event below the oldest transaction still running is
    // final, which lets a subscriber's scan start past what it has finished without missing an
    // event that commits late with a smaller id.
    .addColumn('tx_id', 'bigint', (c) => c.notNull().defaultTo(sql`(pg_current_xact_id()::text::bigint)`))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema.createIndex('outbox_events_tx').on('outbox_events').columns(['tx_id', 'id']).execute();
  await db.schema
    .createIndex('outbox_events_aggregate')
    .on('outbox_events')
    .columns(['aggregate', 'aggregate_id', 'id'])
    .execute();

  // One row per subscriber: who dispatches it now (a lease) and where its scan starts.
  await db.schema
    .createTable('outbox_subscribers')
    .addColumn('name', 'text', (c) => c.primaryKey())
    .addColumn('holder', 'text')
    .addColumn('lease_expires_at', 'timestamptz')
    .addColumn('low_water_tx', 'bigint', (c) => c.notNull())
    .addColumn('seen_at', 'timestamptz', (c) => c.notNull())
    .execute();

  // (subscriber, event) pairs whose effect has committed; inserted in the handler's transaction.
  await db.schema
    .createTable('outbox_handled')
    .addColumn('event_id', 'bigint', (c) => c.notNull().references('outbox_events.id').onDelete('cascade'))
    .addColumn('subscriber', 'text', (c) => c.notNull())
    .addColumn('handled_at', 'timestamptz', (c) => c.notNull())
    .addPrimaryKeyConstraint('outbox_handled_pk', ['event_id', 'subscriber'])
    .execute();

  // Failed deliveries waiting for their next attempt, or dead after too many.
  await db.schema
    .createTable('outbox_failures')
    .addColumn('event_id', 'bigint', (c) => c.notNull().references('outbox_events.id').onDelete('cascade'))
    .addColumn('subscriber', 'text', (c) => c.notNull())
    .addColumn('attempts', 'integer', (c) => c.notNull().check(sql`attempts > 0`))
    .addColumn('next_attempt_at', 'timestamptz', (c) => c.notNull())
    .addColumn('dead', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('last_error', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull())
    .addPrimaryKeyConstraint('outbox_failures_pk', ['event_id', 'subscriber'])
    .execute();
  await db.schema
    .createIndex('outbox_failures_subscriber')
    .on('outbox_failures')
    .columns(['subscriber', 'event_id'])
    .execute();

  // One row per (job, brand, period): the key that makes a period's run happen once.
  await db.schema
    .createTable('period_runs')
    .addColumn('id', 'bigint', (c) => c.primaryKey().generatedAlwaysAsIdentity())
    .addColumn('job', 'text', (c) => c.notNull().check(sql`length(job) between 1 and 50`))
    // Null for a platform-wide job.
    .addColumn('merchant_id', 'integer', (c) => c.references('merchants.id'))
    .addColumn('period', 'text', (c) => c.notNull().check(sql`length(period) between 1 and 30`))
    .addColumn('period_start', 'timestamptz', (c) => c.notNull())
    .addColumn('period_end', 'timestamptz', (c) => c.notNull())
    .addColumn('status', 'text', (c) =>
      c.notNull().check(sql`status in ('running', 'retry', 'done', 'dead')`),
    )
    .addColumn('holder', 'text')
    .addColumn('lease_expires_at', 'timestamptz')
    .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('failures', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('next_attempt_at', 'timestamptz')
    .addColumn('checkpoint', 'jsonb')
    .addColumn('result', 'jsonb')
    .addColumn('last_error', 'text')
    .addColumn('started_at', 'timestamptz', (c) => c.notNull())
    .addColumn('heartbeat_at', 'timestamptz')
    .addColumn('finished_at', 'timestamptz')
    .addCheckConstraint('period_runs_bounds', sql`period_end > period_start`)
    .addUniqueConstraint('period_runs_key', ['job', 'merchant_id', 'period'], (u) => u.nullsNotDistinct())
    .execute();
  // The runner reads a job's recent periods for a brand by time.
  await db.schema
    .createIndex('period_runs_recent')
    .on('period_runs')
    .columns(['job', 'merchant_id', 'period_start'])
    .execute();
}
