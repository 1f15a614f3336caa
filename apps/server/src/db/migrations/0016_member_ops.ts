import { type Kysely, sql } from 'kysely';

/**
 * The operators' work on members (issue 15, "Members"; ADR 0026), owned by the member-ops module:
 * notes (and the reasons of locks and unlocks), tags, manual balance adjustments with their
 * four-eyes proposals, and each brand's adjustment policy (limits per role, four-eyes threshold,
 * how long a proposal stays open).
 */
// biome-ignore lint/suspicious/noExplicitAny: migrations describe the schema of their own time
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('member_notes')
    .addColumn('id', 'bigserial', (c) => c.primaryKey())
    .addColumn('merchant_id', 'integer', (c) => c.notNull().references('merchants.id'))
    .addColumn('member_id', 'bigint', (c) => c.notNull().references('members.id'))
    .addColumn('kind', 'text', (c) => c.notNull().check(sql`kind in ('NOTE', 'LOCK', 'UNLOCK')`))
    .addColumn('body', 'text', (c) => c.notNull().check(sql`length(body) between 1 and 2000`))
    .addColumn('operator_id', 'integer', (c) => c.notNull().references('operators.id'))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema
    .createIndex('member_notes_member')
    .on('member_notes')
    .columns(['member_id', 'id'])
    .execute();

  await db.schema
    .createTable('member_tags')
    .addColumn('merchant_id', 'integer', (c) => c.notNull().references('merchants.id'))
    .addColumn('member_id', 'bigint', (c) => c.notNull().references('members.id'))
    .addColumn('tag', 'text', (c) => c.notNull().check(sql`length(tag) between 1 and 32`))
    .addColumn('operator_id', 'integer', (c) => c.notNull().references('operators.id'))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addPrimaryKeyConstraint('member_tags_pk', ['member_id', 'tag'])
    .execute();
  await db.schema
    .createIndex('member_tags_brand_tag')
    .on('member_tags')
    .columns(['merchant_id', 'tag'])
    .execute();

  await db.schema
    .createTable('balance_adjustments')
    .addColumn('id', 'bigserial', (c) => c.primaryKey())
    .addColumn('merchant_id', 'integer', (c) => c.notNull().references('merchants.id'))
    .addColumn('member_id', 'bigint', (c) => c.notNull().references('members.id'))
    .addColumn('direction', 'text', (c) => c.notNull().check(sql`direction in ('CREDIT', 'DEBIT')`))
    .addColumn('amount', 'bigint', (c) => c.notNull().check(sql`amount > 0`))
    .addColumn('currency', 'text', (c) => c.notNull())
    .addColumn('reason_code', 'text', (c) =>
      c
        .notNull()
        .check(sql`reason_code in ('GOODWILL', 'CORRECTION', 'COMPENSATION', 'CHARGEBACK', 'OTHER')`),
    )
    .addColumn('note', 'text', (c) => c.notNull().check(sql`length(note) between 1 and 500`))
    .addColumn('idempotency_key', 'text', (c) =>
      c.notNull().check(sql`length(idempotency_key) between 8 and 64`),
    )
    .addColumn('status', 'text', (c) =>
      c.notNull().check(sql`status in ('PENDING', 'APPLIED', 'REJECTED', 'EXPIRED')`),
    )
    .addColumn('proposed_by', 'integer', (c) => c.notNull().references('operators.id'))
    .addColumn('proposed_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    // Null for an adjustment applied at once by an operator within their limit.
    .addColumn('expires_at', 'timestamptz')
    .addColumn('decided_by', 'integer', (c) => c.references('operators.id'))
    .addColumn('decided_at', 'timestamptz')
    .addColumn('decision_note', 'text', (c) => c.check(sql`length(decision_note) <= 500`))
    .addColumn('ledger_transaction_id', 'bigint', (c) => c.references('ledger_transactions.id'))
    // Four eyes, whatever the code does: nobody decides their own proposal.
    .addCheckConstraint('balance_adjustments_four_eyes', sql`decided_by is null or decided_by <> proposed_by`)
    // Applied means written to the journal; nothing else is.
    .addCheckConstraint(
      'balance_adjustments_applied',
      sql`(status = 'APPLIED') = (ledger_transaction_id is not null)`,
    )
    .execute();
  await db.schema
    .createIndex('balance_adjustments_key')
    .unique()
    .on('balance_adjustments')
    .columns(['merchant_id', 'idempotency_key'])
    .execute();
  await db.schema
    .createIndex('balance_adjustments_queue')
    .on('balance_adjustments')
    .columns(['merchant_id', 'status', 'id'])
    .execute();
  await db.schema
    .createIndex('balance_adjustments_member')
    .on('balance_adjustments')
    .columns(['member_id', 'id'])
    .execute();

  await db.schema
    .createTable('adjustment_policies')
    .addColumn('merchant_id', 'integer', (c) => c.primaryKey().references('merchants.id'))
    .addColumn('four_eyes_threshold', 'bigint', (c) => c.notNull().check(sql`four_eyes_threshold >= 0`))
    .addColumn('proposal_ttl_hours', 'integer', (c) =>
      c.notNull().check(sql`proposal_ttl_hours between 1 and 720`),
    )
    // Role key -> the largest amount (minor units, as text) an operator of that role applies alone.
    .addColumn('role_limits', 'jsonb', (c) => c.notNull().defaultTo(sql`'{}'::jsonb`))
    .addColumn('updated_by', 'integer', (c) => c.references('operators.id'))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
}

// biome-ignore lint/suspicious/noExplicitAny: migrations describe the schema of their own time
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('adjustment_policies').execute();
  await db.schema.dropTable('balance_adjustments').execute();
  await db.schema.dropTable('member_tags').execute();
  await db.schema.dropTable('member_notes').execute();
}
