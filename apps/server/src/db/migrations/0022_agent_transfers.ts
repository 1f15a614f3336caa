import { type Kysely, sql } from 'kysely';

/**
 * Upline/downline transfers (issue 16; ADR 0036), owned by the agents module: one row per
 * transfer between an agent and a direct downline (or its direct upline), written in the same
 * transaction as its journal entry (`ledger_transaction_id`, kind AGENT_TRANSFER). `relation` is
 * what the recipient was to the sender when it was sent. A sender's client request id is unique,
 * so a retried request can never move money twice even outside the idempotency claim.
 */
// biome-ignore lint/suspicious/noExplicitAny: migrations describe the schema of their own time
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('agent_transfers')
    .addColumn('id', 'bigserial', (c) => c.primaryKey())
    .addColumn('merchant_id', 'integer', (c) => c.notNull().references('merchants.id'))
    .addColumn('from_member_id', 'bigint', (c) => c.notNull().references('members.id'))
    .addColumn('to_member_id', 'bigint', (c) => c.notNull().references('members.id'))
    .addColumn('relation', 'text', (c) => c.notNull().check(sql`relation in ('UPLINE', 'DOWNLINE')`))
    .addColumn('amount', 'bigint', (c) => c.notNull().check(sql`amount > 0`))
    .addColumn('currency', 'text', (c) => c.notNull())
    .addColumn('remark', 'text', (c) => c.check(sql`length(remark) <= 140`))
    .addColumn('ledger_transaction_id', 'bigint', (c) => c.notNull().references('ledger_transactions.id'))
    .addColumn('request_id', 'text', (c) => c.notNull().check(sql`length(request_id) between 1 and 64`))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addCheckConstraint('agent_transfers_not_self', sql`from_member_id <> to_member_id`)
    .execute();
  await db.schema
    .createIndex('agent_transfers_request')
    .on('agent_transfers')
    .columns(['from_member_id', 'request_id'])
    .unique()
    .execute();
  // A member's transfers, sent and received, newest first; the sender's daily total.
  await db.schema
    .createIndex('agent_transfers_from')
    .on('agent_transfers')
    .columns(['from_member_id', 'created_at'])
    .execute();
  await db.schema
    .createIndex('agent_transfers_to')
    .on('agent_transfers')
    .columns(['to_member_id', 'created_at'])
    .execute();
  // The console's list of a brand's transfers by time.
  await db.schema
    .createIndex('agent_transfers_brand')
    .on('agent_transfers')
    .columns(['merchant_id', 'created_at'])
    .execute();
}

// biome-ignore lint/suspicious/noExplicitAny: migrations describe the schema of their own time
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('agent_transfers').execute();
}
