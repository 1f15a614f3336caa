import { type Kysely, sql } from 'kysely';

/**
 * Claims on the payment queues (issue 15, "Payments"; ADR 0027), owned by the admin module: an
 * operator holds a deposit or withdrawal for a few minutes while deciding it, so two operators do
 * not work the same row. One row per queue item; a claim is taken or renewed by one conditional
 * upsert (free, expired or already the operator's), so parallel claims leave one holder.
 */
// biome-ignore lint/suspicious/noExplicitAny: migrations describe the schema of their own time
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('payment_claims')
    .addColumn('merchant_id', 'integer', (c) => c.notNull().references('merchants.id'))
    .addColumn('subject', 'text', (c) => c.notNull().check(sql`subject in ('deposit', 'withdrawal')`))
    .addColumn('subject_id', 'bigint', (c) => c.notNull())
    .addColumn('operator_id', 'integer', (c) => c.notNull().references('operators.id'))
    .addColumn('claimed_at', 'timestamptz', (c) => c.notNull())
    .addColumn('expires_at', 'timestamptz', (c) => c.notNull())
    .addPrimaryKeyConstraint('payment_claims_pk', ['merchant_id', 'subject', 'subject_id'])
    .addCheckConstraint('payment_claims_expiry', sql`expires_at > claimed_at`)
    .execute();
}
