import { type Kysely, sql } from 'kysely';

// Migrations use `Kysely<any>`: they describe the schema at their own point in history, not today's types.
// biome-ignore lint/suspicious/noExplicitAny: see above
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('merchants')
    .addColumn('id', 'integer', (c) => c.primaryKey().generatedAlwaysAsIdentity())
    .addColumn('code', 'text', (c) => c.notNull().unique().check(sql`code ~ '^[A-Z0-9]{2,16}$'`))
    .addColumn('name', 'text', (c) => c.notNull().check(sql`length(name) between 1 and 80`))
    .addColumn('status', 'text', (c) =>
      c.notNull().defaultTo('active').check(sql`status in ('active', 'suspended')`),
    )
    .addColumn('currency', 'text', (c) => c.notNull().check(sql`currency ~ '^[A-Z]{3}$'`))
    .addColumn('currency_exponent', 'smallint', (c) =>
      c.notNull().check(sql`currency_exponent between 0 and 4`),
    )
    .addColumn('default_language', 'text', (c) => c.notNull())
    .addColumn('languages', sql`text[]`, (c) => c.notNull())
    .addColumn('settings', 'jsonb', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addCheckConstraint('merchants_default_language_listed', sql`default_language = any(languages)`)
    .execute();

  await db.schema
    .createTable('merchant_domains')
    .addColumn('merchant_id', 'integer', (c) => c.notNull().references('merchants.id').onDelete('cascade'))
    .addColumn('domain', 'text', (c) => c.notNull().unique().check(sql`domain = lower(domain)`))
    .addColumn('type', 'text', (c) => c.notNull().check(sql`type in ('PLAYER', 'AGENT', 'ALTERNATE')`))
    .addColumn('is_primary', 'boolean', (c) => c.notNull().defaultTo(false))
    .execute();
  await db.schema
    .createIndex('merchant_domains_merchant')
    .on('merchant_domains')
    .column('merchant_id')
    .execute();

  await db.schema
    .createTable('merchant_flags')
    .addColumn('merchant_id', 'integer', (c) => c.notNull().references('merchants.id').onDelete('cascade'))
    .addColumn('flag', 'text', (c) => c.notNull())
    .addColumn('enabled', 'boolean', (c) => c.notNull())
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addPrimaryKeyConstraint('merchant_flags_pk', ['merchant_id', 'flag'])
    .execute();

  await db.schema
    .createTable('register_rules')
    .addColumn('merchant_id', 'integer', (c) => c.notNull().references('merchants.id').onDelete('cascade'))
    .addColumn('field', 'text', (c) => c.notNull())
    .addColumn('enabled', 'boolean', (c) => c.notNull())
    .addColumn('required', 'boolean', (c) => c.notNull())
    .addColumn('pattern_id', 'text', (c) => c.notNull())
    .addColumn('min_length', 'integer', (c) => c.notNull().check(sql`min_length >= 0`))
    .addColumn('max_length', 'integer', (c) => c.notNull().check(sql`max_length between 1 and 255`))
    .addColumn('sort', 'integer', (c) => c.notNull().defaultTo(0))
    .addPrimaryKeyConstraint('register_rules_pk', ['merchant_id', 'field'])
    .addCheckConstraint('register_rules_bounds', sql`min_length <= max_length`)
    .execute();

  await db.schema
    .createTable('customer_service_entries')
    .addColumn('id', 'integer', (c) => c.primaryKey().generatedAlwaysAsIdentity())
    .addColumn('merchant_id', 'integer', (c) => c.notNull().references('merchants.id').onDelete('cascade'))
    .addColumn('type', 'text', (c) => c.notNull())
    .addColumn('cs_position', 'integer', (c) => c.notNull().check(sql`cs_position >= 1`))
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('path', 'text', (c) => c.notNull())
    .addColumn('enabled', 'boolean', (c) => c.notNull().defaultTo(true))
    .addUniqueConstraint('customer_service_entries_slot', ['merchant_id', 'type', 'cs_position'])
    .execute();

  await db.schema
    .createTable('brand_resources')
    .addColumn('id', 'integer', (c) => c.primaryKey().generatedAlwaysAsIdentity())
    .addColumn('merchant_id', 'integer', (c) => c.notNull().references('merchants.id').onDelete('cascade'))
    .addColumn('resource_type', 'text', (c) => c.notNull())
    .addColumn('url', 'text', (c) => c.notNull())
    .addColumn('label_name_en', 'text')
    .addColumn('sort', 'integer', (c) => c.notNull().defaultTo(0))
    .addUniqueConstraint('brand_resources_unique', ['merchant_id', 'resource_type', 'url'])
    .execute();

  await db.schema
    .createTable('help_articles')
    .addColumn('id', 'integer', (c) => c.primaryKey().generatedAlwaysAsIdentity())
    .addColumn('merchant_id', 'integer', (c) => c.notNull().references('merchants.id').onDelete('cascade'))
    .addColumn('lang', 'text', (c) => c.notNull())
    .addColumn('device', 'text', (c) => c.notNull().check(sql`device in ('WEB', 'H5')`))
    .addColumn('kind', 'text', (c) => c.notNull().check(sql`kind in ('help', 'terms')`))
    .addColumn('anchor', 'text', (c) => c.notNull().check(sql`anchor ~ '^[a-z0-9-]{1,40}$'`))
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('content', 'text', (c) => c.notNull())
    .addColumn('sort', 'integer', (c) => c.notNull().defaultTo(0))
    .addUniqueConstraint('help_articles_unique', ['merchant_id', 'lang', 'device', 'anchor'])
    .execute();

  await db.schema
    .createTable('game_vendors')
    .addColumn('code', 'text', (c) => c.primaryKey().check(sql`code ~ '^[A-Z0-9_]{2,20}$'`))
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('logo_colours', sql`text[]`, (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('merchant_vendors')
    .addColumn('merchant_id', 'integer', (c) => c.notNull().references('merchants.id').onDelete('cascade'))
    .addColumn('vendor_code', 'text', (c) => c.notNull().references('game_vendors.code'))
    .addColumn('game_category', 'text', (c) => c.notNull())
    .addColumn('enabled', 'boolean', (c) => c.notNull().defaultTo(true))
    .addColumn('sort', 'integer', (c) => c.notNull().defaultTo(0))
    .addPrimaryKeyConstraint('merchant_vendors_pk', ['merchant_id', 'vendor_code', 'game_category'])
    .execute();
}

// biome-ignore lint/suspicious/noExplicitAny: see up()
export async function down(db: Kysely<any>): Promise<void> {
  for (const table of [
    'merchant_vendors',
    'game_vendors',
    'help_articles',
    'brand_resources',
    'customer_service_entries',
    'register_rules',
    'merchant_flags',
    'merchant_domains',
    'merchants',
  ]) {
    await db.schema.dropTable(table).ifExists().execute();
  }
}
