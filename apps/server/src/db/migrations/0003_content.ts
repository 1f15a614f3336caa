import { type Kysely, sql } from 'kysely';

// biome-ignore lint/suspicious/noExplicitAny: migrations describe the schema of their own time
export async function up(db: Kysely<any>): Promise<void> {
  // Announcements of every type the spec names: B banners, PL player notices, PU popups,
  // PR promotions, H home marquee. One row per language.
  await db.schema
    .createTable('announcements')
    .addColumn('id', 'bigint', (c) => c.primaryKey().generatedAlwaysAsIdentity())
    .addColumn('merchant_id', 'integer', (c) => c.notNull().references('merchants.id'))
    .addColumn('type', 'text', (c) => c.notNull().check(sql`type in ('B', 'PL', 'PU', 'PR', 'H')`))
    .addColumn('language', 'text', (c) => c.notNull())
    .addColumn('title', 'text', (c) => c.notNull().check(sql`length(title) between 1 and 200`))
    .addColumn('content', 'text', (c) => c.notNull())
    // Who sees a popup: A logged in, B visitors, F first login.
    .addColumn('audience', sql`text[]`, (c) => c.notNull().defaultTo(sql`'{A,B}'`))
    .addColumn('starts_at', 'timestamptz')
    .addColumn('ends_at', 'timestamptz')
    .addColumn('sort', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_by', 'integer', (c) => c.references('operators.id'))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema
    .createIndex('announcements_listing')
    .on('announcements')
    .columns(['merchant_id', 'type', 'language', 'created_at'])
    .execute();

  await db.schema
    .createTable('banners')
    .addColumn('id', 'bigint', (c) => c.primaryKey().generatedAlwaysAsIdentity())
    .addColumn('merchant_id', 'integer', (c) => c.notNull().references('merchants.id'))
    .addColumn('group_name', 'text', (c) =>
      c.notNull().check(sql`group_name in ('w_login', 'w_forget', 'w_home', 'w_register', 'w_leftmenu')`),
    )
    .addColumn('language', 'text')
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('subtitle', 'text')
    .addColumn('image_url', 'text')
    .addColumn('linkage_type', 'text', (c) =>
      c
        .notNull()
        .check(sql`linkage_type in ('NONE', 'URL', 'ROUTE', 'REGISTER', 'REWARD_CENTER', 'PROMOTION')`),
    )
    .addColumn('linkage_value', 'text')
    .addColumn('colours', sql`text[]`, (c) => c.notNull())
    .addColumn('starts_at', 'timestamptz')
    .addColumn('ends_at', 'timestamptz')
    .addColumn('sort', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();

  // Inbox (messageV2): to one member, or to every member of the brand (in one language or all).
  await db.schema
    .createTable('messages')
    .addColumn('id', 'bigint', (c) => c.primaryKey().generatedAlwaysAsIdentity())
    .addColumn('merchant_id', 'integer', (c) => c.notNull().references('merchants.id'))
    .addColumn('member_id', 'bigint', (c) => c.references('members.id').onDelete('cascade'))
    .addColumn('language', 'text')
    .addColumn('kind', 'text', (c) =>
      c
        .notNull()
        .check(
          sql`kind in ('SYSTEM', 'DEPOSIT_CREDITED', 'WITHDRAWAL_APPROVED', 'WITHDRAWAL_REJECTED', 'DEPOSIT_FAILED', 'PROMOTION')`,
        ),
    )
    .addColumn('title', 'text', (c) => c.notNull().check(sql`length(title) between 1 and 200`))
    .addColumn('content', 'text', (c) => c.notNull())
    .addColumn('created_by', 'integer', (c) => c.references('operators.id'))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema
    .createIndex('messages_member')
    .on('messages')
    .columns(['merchant_id', 'member_id', 'created_at'])
    .execute();

  await db.schema
    .createTable('message_reads')
    .addColumn('message_id', 'bigint', (c) => c.notNull().references('messages.id').onDelete('cascade'))
    .addColumn('member_id', 'bigint', (c) => c.notNull().references('members.id').onDelete('cascade'))
    .addColumn('read_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addPrimaryKeyConstraint('message_reads_pk', ['message_id', 'member_id'])
    .execute();

  await db.schema
    .createTable('feedback')
    .addColumn('id', 'bigint', (c) => c.primaryKey().generatedAlwaysAsIdentity())
    .addColumn('merchant_id', 'integer', (c) => c.notNull().references('merchants.id'))
    .addColumn('member_id', 'bigint', (c) => c.references('members.id').onDelete('set null'))
    .addColumn('sender', 'text', (c) => c.notNull())
    .addColumn('type', 'smallint', (c) => c.notNull().check(sql`type in (0, 1, 2, 3, 4, 6)`))
    .addColumn('content', 'text', (c) => c.notNull().check(sql`char_length(content) between 20 and 200`))
    .addColumn('ip', 'text')
    .addColumn('handled_at', 'timestamptz')
    .addColumn('handled_by', 'integer', (c) => c.references('operators.id'))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema
    .createIndex('feedback_listing')
    .on('feedback')
    .columns(['merchant_id', 'created_at'])
    .execute();

  await db.schema
    .createTable('operator_sessions')
    .addColumn('id', 'bigint', (c) => c.primaryKey().generatedAlwaysAsIdentity())
    .addColumn('merchant_id', 'integer', (c) => c.notNull().references('merchants.id'))
    .addColumn('operator_id', 'integer', (c) => c.notNull().references('operators.id').onDelete('cascade'))
    .addColumn('token_hash', 'text', (c) => c.notNull().unique())
    // A session is usable only once the second factor is done.
    .addColumn('mfa_verified', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('pending_totp_secret', 'text')
    .addColumn('idle_expires_at', 'timestamptz', (c) => c.notNull())
    .addColumn('absolute_expires_at', 'timestamptz', (c) => c.notNull())
    .addColumn('revoked_at', 'timestamptz')
    .addColumn('ip', 'text')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();

  await db.schema.alterTable('operators').addColumn('totp_last_step', 'bigint').execute();

  // Who did what, when and from where: every operator action and sign-in.
  await db.schema
    .createTable('audit_log')
    .addColumn('id', 'bigint', (c) => c.primaryKey().generatedAlwaysAsIdentity())
    .addColumn('merchant_id', 'integer', (c) => c.notNull().references('merchants.id'))
    .addColumn('actor_type', 'text', (c) =>
      c.notNull().check(sql`actor_type in ('operator', 'member', 'system')`),
    )
    .addColumn('actor_id', 'text')
    .addColumn('action', 'text', (c) => c.notNull())
    .addColumn('target', 'text')
    .addColumn('details', 'jsonb', (c) => c.notNull().defaultTo(sql`'{}'::jsonb`))
    .addColumn('ip', 'text')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema
    .createIndex('audit_log_listing')
    .on('audit_log')
    .columns(['merchant_id', 'created_at'])
    .execute();
}

// biome-ignore lint/suspicious/noExplicitAny: see up()
export async function down(db: Kysely<any>): Promise<void> {
  for (const table of [
    'audit_log',
    'operator_sessions',
    'feedback',
    'message_reads',
    'messages',
    'banners',
    'announcements',
  ]) {
    await db.schema.dropTable(table).ifExists().execute();
  }
  await db.schema.alterTable('operators').dropColumn('totp_last_step').execute();
}
