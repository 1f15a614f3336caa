import { type Kysely, sql } from 'kysely';

// biome-ignore lint/suspicious/noExplicitAny: migrations describe the schema of their own time
export async function up(db: Kysely<any>): Promise<void> {
  // In-house games (ADR 0017). A member's seed pairs: the ACTIVE one plays, the NEXT one is
  // committed by its hash in advance, REVEALED ones show their server seed.
  await db.schema
    .createTable('fair_seed_pairs')
    .addColumn('id', 'bigserial', (c) => c.primaryKey())
    .addColumn('merchant_id', 'integer', (c) => c.notNull().references('merchants.id'))
    .addColumn('member_id', 'bigint', (c) => c.notNull().references('members.id'))
    .addColumn('server_seed', 'text', (c) => c.notNull())
    .addColumn('server_seed_hash', 'text', (c) => c.notNull())
    .addColumn('client_seed', 'text', (c) => c.notNull())
    .addColumn('nonce', 'integer', (c) => c.notNull().defaultTo(0).check(sql`nonce >= 0`))
    .addColumn('status', 'text', (c) => c.notNull().check(sql`status in ('NEXT', 'ACTIVE', 'REVEALED')`))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('activated_at', 'timestamptz')
    .addColumn('revealed_at', 'timestamptz')
    .execute();
  await sql`create unique index fair_seed_pairs_one_active on fair_seed_pairs (merchant_id, member_id) where status = 'ACTIVE'`.execute(
    db,
  );
  await sql`create unique index fair_seed_pairs_one_next on fair_seed_pairs (merchant_id, member_id) where status = 'NEXT'`.execute(
    db,
  );
  await sql`create index fair_seed_pairs_revealed on fair_seed_pairs (merchant_id, member_id, revealed_at desc) where status = 'REVEALED'`.execute(
    db,
  );

  // Every round, with what decided it and the balances around it: the betting record's
  // detail, the player's replay and the input of their verification.
  await db.schema
    .createTable('original_rounds')
    .addColumn('id', 'bigserial', (c) => c.primaryKey())
    .addColumn('merchant_id', 'integer', (c) => c.notNull().references('merchants.id'))
    .addColumn('member_id', 'bigint', (c) => c.notNull().references('members.id'))
    .addColumn('game', 'text', (c) => c.notNull())
    .addColumn('request_id', 'text', (c) => c.notNull())
    .addColumn('request_hash', 'text', (c) => c.notNull())
    .addColumn('seed_pair_id', 'bigint', (c) => c.notNull().references('fair_seed_pairs.id'))
    .addColumn('nonce', 'integer', (c) => c.notNull())
    .addColumn('edge_bps', 'integer', (c) => c.notNull())
    .addColumn('stake', 'bigint', (c) => c.notNull().check(sql`stake > 0`))
    .addColumn('payout', 'bigint', (c) => c.notNull().defaultTo(0).check(sql`payout >= 0`))
    .addColumn('multiplier', 'bigint', (c) => c.notNull().defaultTo(0))
    .addColumn('params', 'jsonb', (c) => c.notNull())
    .addColumn('state', 'jsonb', (c) => c.notNull())
    .addColumn('status', 'text', (c) =>
      c.notNull().check(sql`status in ('OPEN', 'WON', 'LOST', 'CASHED_OUT')`),
    )
    .addColumn('balance_before', 'bigint', (c) => c.notNull())
    .addColumn('balance_after', 'bigint', (c) => c.notNull())
    .addColumn('bet_id', 'bigint', (c) => c.references('bets.id'))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('settled_at', 'timestamptz')
    .execute();
  await sql`create unique index original_rounds_request on original_rounds (merchant_id, member_id, request_id)`.execute(
    db,
  );
  // One outcome per seed pair and nonce, ever.
  await sql`create unique index original_rounds_nonce on original_rounds (seed_pair_id, nonce)`.execute(db);
  await sql`create unique index original_rounds_one_open on original_rounds (merchant_id, member_id, game) where status = 'OPEN'`.execute(
    db,
  );
  await sql`create index original_rounds_member on original_rounds (merchant_id, member_id, id desc)`.execute(
    db,
  );
}
