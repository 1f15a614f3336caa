import { type Kysely, sql } from 'kysely';

/**
 * The console's games screens (issue 15, "Games"; ADR 0029), owned by the games module:
 * a brand's own "new" mark and category of a game, per-game risk limits (largest bet and largest
 * win of one bet, minor units, over the brand's defaults), and maintenance of a vendor for a brand
 * (its games stay listed but cannot be launched).
 */
// biome-ignore lint/suspicious/noExplicitAny: migrations describe the schema of their own time
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable('merchant_games')
    .addColumn('is_new', 'boolean')
    .addColumn('category', 'text')
    .addColumn('max_bet', 'bigint', (c) => c.check(sql`max_bet > 0`))
    .addColumn('max_win', 'bigint', (c) => c.check(sql`max_win > 0`))
    .execute();

  await db.schema
    .createTable('merchant_vendor_maintenance')
    .addColumn('merchant_id', 'integer', (c) => c.notNull().references('merchants.id').onDelete('cascade'))
    .addColumn('vendor_code', 'text', (c) => c.notNull().references('game_vendors.code'))
    .addColumn('message', 'text', (c) => c.notNull().defaultTo('').check(sql`length(message) <= 500`))
    .addColumn('since', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addPrimaryKeyConstraint('merchant_vendor_maintenance_pk', ['merchant_id', 'vendor_code'])
    .execute();
}
