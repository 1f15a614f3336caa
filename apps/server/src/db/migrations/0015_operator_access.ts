import { BUILT_IN_ROLES } from '@portal/contracts';
import { type Kysely, sql } from 'kysely';
import { type ChainedFields, chainHash, GENESIS_HASH } from '../../platform/audit-chain.ts';

// biome-ignore lint/suspicious/noExplicitAny: migrations describe the schema of their own time
export async function up(db: Kysely<any>): Promise<void> {
  // Roles per brand (issue 15): the built-in ones, seeded below for every brand (and by the brand
  // seed for brands added later), and those a brand's owner adds. Permissions are catalogue keys.
  await db.schema
    .createTable('operator_roles')
    .addColumn('merchant_id', 'integer', (c) => c.notNull().references('merchants.id'))
    .addColumn('key', 'text', (c) => c.notNull().check(sql`key ~ '^[a-z][a-z0-9-]{1,31}$'`))
    .addColumn('name', 'text', (c) => c.notNull().check(sql`length(name) between 1 and 60`))
    .addColumn('permissions', sql`text[]`, (c) => c.notNull())
    .addColumn('built_in', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addPrimaryKeyConstraint('operator_roles_pk', ['merchant_id', 'key'])
    .execute();
  const merchants = await db.selectFrom('merchants').select('id').execute();
  for (const m of merchants) {
    for (const [key, role] of Object.entries(BUILT_IN_ROLES)) {
      await db
        .insertInto('operator_roles')
        .values({
          merchant_id: m.id,
          key,
          name: role.name.en,
          permissions: sql`${sql.val([...role.permissions])}::text[]`,
          built_in: true,
        })
        .execute();
    }
  }

  // An operator's role is one of its brand's roles; platform-wide operators may switch brands.
  await sql`alter table operators drop constraint if exists operators_role_check`.execute(db);
  await db.schema
    .alterTable('operators')
    .addForeignKeyConstraint('operators_role_fk', ['merchant_id', 'role'], 'operator_roles', [
      'merchant_id',
      'key',
    ])
    .execute();
  await db.schema
    .alterTable('operators')
    .addColumn('platform_wide', 'boolean', (c) => c.notNull().defaultTo(false))
    .execute();
  await db.schema.alterTable('operators').addColumn('status_changed_at', 'timestamptz').execute();
  await db.schema
    .alterTable('operators')
    .addCheckConstraint('operators_status', sql`status in ('active', 'disabled')`)
    .execute();

  // Sessions show where they come from and when they were last used (the own-sessions list).
  await db.schema.alterTable('operator_sessions').addColumn('user_agent', 'text').execute();
  await db.schema.alterTable('operator_sessions').addColumn('last_seen_at', 'timestamptz').execute();
  await db.schema
    .createIndex('operator_sessions_operator')
    .on('operator_sessions')
    .columns(['operator_id', 'created_at'])
    .execute();

  // Recovery codes: ten per enrolment, stored hashed, each usable once.
  await db.schema
    .createTable('operator_recovery_codes')
    .addColumn('id', 'bigint', (c) => c.primaryKey().generatedAlwaysAsIdentity())
    .addColumn('operator_id', 'integer', (c) => c.notNull().references('operators.id').onDelete('cascade'))
    .addColumn('code_hash', 'text', (c) => c.notNull())
    .addColumn('used_at', 'timestamptz')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema
    .createIndex('operator_recovery_codes_operator')
    .on('operator_recovery_codes')
    .column('operator_id')
    .execute();

  // The audit log becomes a hash chain per brand: each entry carries the previous entry's hash and
  // its own; the head row is what appends lock (ADR 0025).
  await db.schema.alterTable('audit_log').addColumn('prev_hash', 'text').execute();
  await db.schema.alterTable('audit_log').addColumn('hash', 'text').execute();
  await db.schema
    .createTable('audit_chain_heads')
    .addColumn('merchant_id', 'integer', (c) => c.primaryKey().references('merchants.id'))
    .addColumn('last_id', 'bigint')
    .addColumn('last_hash', 'text', (c) => c.notNull())
    .execute();
  // The entries written before the chain are chained now, in id order per brand.
  for (const m of merchants) {
    const rows = await db
      .selectFrom('audit_log')
      .selectAll()
      .where('merchant_id', '=', m.id)
      .orderBy('id')
      .execute();
    let prev = GENESIS_HASH;
    let lastId: bigint | null = null;
    for (const row of rows) {
      const hash = chainHash(row as unknown as ChainedFields, prev);
      await db.updateTable('audit_log').set({ prev_hash: prev, hash }).where('id', '=', row.id).execute();
      prev = hash;
      lastId = row.id;
    }
    await db
      .insertInto('audit_chain_heads')
      .values({ merchant_id: m.id, last_id: lastId, last_hash: prev })
      .execute();
  }
  await db.schema.createIndex('audit_log_chain').on('audit_log').columns(['merchant_id', 'id']).execute();
}

// biome-ignore lint/suspicious/noExplicitAny: see up()
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('audit_chain_heads').ifExists().execute();
  await db.schema.dropIndex('audit_log_chain').ifExists().execute();
  await db.schema.alterTable('audit_log').dropColumn('hash').execute();
  await db.schema.alterTable('audit_log').dropColumn('prev_hash').execute();
  await db.schema.dropTable('operator_recovery_codes').ifExists().execute();
  await db.schema.dropIndex('operator_sessions_operator').ifExists().execute();
  await db.schema.alterTable('operator_sessions').dropColumn('last_seen_at').execute();
  await db.schema.alterTable('operator_sessions').dropColumn('user_agent').execute();
  await db.schema.alterTable('operators').dropConstraint('operators_status').execute();
  await db.schema.alterTable('operators').dropColumn('status_changed_at').execute();
  await db.schema.alterTable('operators').dropColumn('platform_wide').execute();
  await db.schema.alterTable('operators').dropConstraint('operators_role_fk').execute();
  await db.schema.dropTable('operator_roles').ifExists().execute();
  await sql`alter table operators add constraint operators_role_check check (role in ('owner', 'finance', 'support', 'content'))`.execute(
    db,
  );
}
