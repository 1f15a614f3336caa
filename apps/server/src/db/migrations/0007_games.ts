import { type Kysely, sql } from 'kysely';

// biome-ignore lint/suspicious/noExplicitAny: migrations describe the schema of their own time
export async function up(db: Kysely<any>): Promise<void> {
  // Vendors: where their games launch and the key their wallet calls are signed with (ADR 0015).
  await db.schema
    .alterTable('game_vendors')
    .addColumn('launch_url', 'text')
    .addColumn('wallet_public_key', 'text')
    .execute();

  // The catalogue. A game belongs to one vendor and one category; `game_type` is the spec's
  // gameType (RNG tiles have no PLAY NOW), `classify` the list centre's gameClassify, `engine` what
  // plays it at the vendor (the demo provider's engines for the demo catalogue).
  await db.schema
    .createTable('games')
    .addColumn('id', 'bigint', (c) => c.primaryKey().generatedAlwaysAsIdentity())
    .addColumn('vendor_code', 'text', (c) => c.notNull().references('game_vendors.code'))
    .addColumn('code', 'text', (c) => c.notNull().check(sql`code ~ '^[A-Za-z0-9_.-]{1,40}$'`))
    .addColumn('category', 'text', (c) => c.notNull())
    .addColumn('game_type', 'text', (c) => c.notNull())
    .addColumn('classify', 'text')
    .addColumn('names', 'jsonb', (c) => c.notNull().check(sql`names ? 'en'`))
    .addColumn('search_text', 'text', (c) => c.notNull())
    .addColumn('engine', 'text', (c) => c.notNull())
    .addColumn('colours', sql`text[]`, (c) => c.notNull())
    .addColumn('is_hot', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('is_new', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('sort', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('enabled', 'boolean', (c) => c.notNull().defaultTo(true))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addUniqueConstraint('games_vendor_code', ['vendor_code', 'code'])
    .execute();
  await db.schema
    .createIndex('games_category')
    .on('games')
    .columns(['category', 'vendor_code', 'sort'])
    .execute();

  // Per-brand changes to the catalogue: a game switched off, moved, or made hot for one brand.
  await db.schema
    .createTable('merchant_games')
    .addColumn('merchant_id', 'integer', (c) => c.notNull().references('merchants.id').onDelete('cascade'))
    .addColumn('game_id', 'bigint', (c) => c.notNull().references('games.id'))
    .addColumn('enabled', 'boolean')
    .addColumn('sort', 'integer')
    .addColumn('is_hot', 'boolean')
    .addPrimaryKeyConstraint('merchant_games_pk', ['merchant_id', 'game_id'])
    .execute();

  await db.schema
    .createTable('game_favourites')
    .addColumn('merchant_id', 'integer', (c) => c.notNull().references('merchants.id'))
    .addColumn('member_id', 'bigint', (c) => c.notNull().references('members.id'))
    .addColumn('game_id', 'bigint', (c) => c.notNull().references('games.id'))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addPrimaryKeyConstraint('game_favourites_pk', ['member_id', 'game_id'])
    .execute();

  await db.schema
    .createTable('game_recent')
    .addColumn('merchant_id', 'integer', (c) => c.notNull().references('merchants.id'))
    .addColumn('member_id', 'bigint', (c) => c.notNull().references('members.id'))
    .addColumn('game_id', 'bigint', (c) => c.notNull().references('games.id'))
    .addColumn('played_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('plays', 'integer', (c) => c.notNull().defaultTo(1))
    .addPrimaryKeyConstraint('game_recent_pk', ['member_id', 'game_id'])
    .execute();
  await db.schema
    .createIndex('game_recent_member')
    .on('game_recent')
    .columns(['member_id', 'played_at'])
    .execute();

  // Launch tokens (ADR 0015): only their SHA-256 is kept.
  await db.schema
    .createTable('game_sessions')
    .addColumn('id', 'bigint', (c) => c.primaryKey().generatedAlwaysAsIdentity())
    .addColumn('token_hash', 'text', (c) => c.notNull().unique())
    .addColumn('merchant_id', 'integer', (c) => c.notNull().references('merchants.id'))
    .addColumn('member_id', 'bigint', (c) => c.notNull().references('members.id'))
    .addColumn('game_id', 'bigint', (c) => c.notNull().references('games.id'))
    .addColumn('vendor_code', 'text', (c) => c.notNull())
    .addColumn('currency', 'text', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('expires_at', 'timestamptz', (c) => c.notNull())
    .execute();

  // Every provider wallet call that moves (or refuses to move) money, once per transaction id:
  // its content hash for duplicate detection and its first answer for replays.
  await db.schema
    .createTable('provider_transactions')
    .addColumn('id', 'bigint', (c) => c.primaryKey().generatedAlwaysAsIdentity())
    .addColumn('merchant_id', 'integer', (c) => c.notNull().references('merchants.id'))
    .addColumn('vendor_code', 'text', (c) => c.notNull())
    .addColumn('transaction_uuid', 'text', (c) => c.notNull())
    .addColumn('kind', 'text', (c) => c.notNull().check(sql`kind in ('BET', 'WIN', 'ROLLBACK')`))
    .addColumn('member_id', 'bigint', (c) => c.notNull().references('members.id'))
    .addColumn('game_code', 'text', (c) => c.notNull())
    .addColumn('round', 'text', (c) => c.notNull())
    .addColumn('amount', 'bigint', (c) => c.notNull().defaultTo(0).check(sql`amount >= 0`))
    .addColumn('currency', 'text')
    .addColumn('reference_uuid', 'text')
    .addColumn('content_hash', 'text', (c) => c.notNull())
    .addColumn('answer', 'jsonb', (c) => c.notNull())
    // A bet later rolled back; a rollback that found no bet (a tombstone the late bet meets).
    .addColumn('rolled_back', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('tombstone', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('bet_id', 'bigint', (c) => c.references('bets.id'))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addUniqueConstraint('provider_transactions_uuid', ['vendor_code', 'transaction_uuid'])
    .execute();
  await db.schema
    .createIndex('provider_transactions_reference')
    .on('provider_transactions')
    .columns(['vendor_code', 'reference_uuid'])
    .execute();

  // Winner boards read settled rounds by payout.
  await db.schema
    .createIndex('bets_winners')
    .on('bets')
    .columns(['merchant_id', 'status', 'settled_at'])
    .execute();
}
