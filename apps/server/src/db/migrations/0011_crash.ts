import { type Kysely, sql } from 'kysely';

// biome-ignore lint/suspicious/noExplicitAny: migrations describe the schema of their own time
export async function up(db: Kysely<any>): Promise<void> {
  // The crash game (issue 7): a hash chain per brand, played from its end; the seed never leaves
  // the server, the terminal hash and salt are published when the chain is made.
  await db.schema
    .createTable('crash_chains')
    .addColumn('id', 'bigint', (c) => c.primaryKey().generatedAlwaysAsIdentity())
    .addColumn('merchant_id', 'integer', (c) => c.notNull().references('merchants.id'))
    .addColumn('seed', 'text', (c) => c.notNull())
    .addColumn('terminal_hash', 'text', (c) => c.notNull())
    .addColumn('salt', 'text', (c) => c.notNull())
    .addColumn('length', 'integer', (c) => c.notNull().check(sql`length > 0`))
    .addColumn('next_index', 'integer', (c) => c.notNull().defaultTo(0).check(sql`next_index >= 0`))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema
    .createIndex('crash_chains_brand')
    .on('crash_chains')
    .columns(['merchant_id', 'id'])
    .execute();

  await db.schema
    .createTable('crash_rounds')
    .addColumn('id', 'bigint', (c) => c.primaryKey().generatedAlwaysAsIdentity())
    .addColumn('merchant_id', 'integer', (c) => c.notNull().references('merchants.id'))
    .addColumn('chain_id', 'bigint', (c) => c.notNull().references('crash_chains.id'))
    .addColumn('game_index', 'integer', (c) => c.notNull())
    .addColumn('hash', 'text', (c) => c.notNull())
    .addColumn('crash_point', 'integer', (c) => c.notNull().check(sql`crash_point >= 100`))
    .addColumn('edge_bps', 'integer', (c) => c.notNull())
    .addColumn('status', 'text', (c) =>
      c.notNull().check(sql`status in ('BETTING', 'RUNNING', 'CRASHED', 'VOID')`),
    )
    .addColumn('betting_ends_at', 'timestamptz', (c) => c.notNull())
    .addColumn('started_at', 'timestamptz')
    .addColumn('crashed_at', 'timestamptz')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    // One round per game of a chain, whatever races.
    .addUniqueConstraint('crash_rounds_game', ['chain_id', 'game_index'])
    .execute();
  await db.schema
    .createIndex('crash_rounds_brand')
    .on('crash_rounds')
    .columns(['merchant_id', 'id'])
    .execute();
  // At most one round in play per brand: a second engine cannot open another.
  await db.schema
    .createIndex('crash_rounds_one_open')
    .on('crash_rounds')
    .columns(['merchant_id'])
    .unique()
    .where(sql.ref('status'), 'in', sql`('BETTING', 'RUNNING')`)
    .execute();

  await db.schema
    .createTable('crash_bets')
    .addColumn('id', 'bigint', (c) => c.primaryKey().generatedAlwaysAsIdentity())
    .addColumn('merchant_id', 'integer', (c) => c.notNull().references('merchants.id'))
    .addColumn('round_id', 'bigint', (c) => c.notNull().references('crash_rounds.id'))
    .addColumn('member_id', 'bigint', (c) => c.notNull().references('members.id'))
    .addColumn('request_id', 'text', (c) => c.notNull())
    .addColumn('request_hash', 'text', (c) => c.notNull())
    .addColumn('stake', 'bigint', (c) => c.notNull().check(sql`stake > 0`))
    .addColumn('auto_cashout', 'integer', (c) => c.check(sql`auto_cashout >= 101`))
    .addColumn('cashout_multiplier', 'integer')
    .addColumn('payout', 'bigint', (c) => c.notNull().defaultTo(0).check(sql`payout >= 0`))
    .addColumn('status', 'text', (c) =>
      c.notNull().check(sql`status in ('ACTIVE', 'CASHED_OUT', 'LOST', 'REFUNDED')`),
    )
    .addColumn('balance_before', 'bigint', (c) => c.notNull())
    .addColumn('balance_after', 'bigint', (c) => c.notNull())
    .addColumn('record_id', 'bigint', (c) => c.notNull().references('bets.id'))
    .addColumn('answer', 'jsonb', (c) => c.notNull())
    .addColumn('placed_at', 'timestamptz', (c) => c.notNull())
    .addColumn('settled_at', 'timestamptz')
    .addUniqueConstraint('crash_bets_request', ['merchant_id', 'member_id', 'request_id'])
    // One bet per member and round: a cash-out names the round.
    .addUniqueConstraint('crash_bets_one_per_round', ['round_id', 'member_id'])
    .execute();
  await db.schema
    .createIndex('crash_bets_member')
    .on('crash_bets')
    .columns(['merchant_id', 'member_id', 'id'])
    .execute();

  await db.schema
    .createTable('crash_engine_leases')
    .addColumn('merchant_id', 'integer', (c) => c.primaryKey().references('merchants.id'))
    .addColumn('holder', 'text', (c) => c.notNull())
    .addColumn('expires_at', 'timestamptz', (c) => c.notNull())
    .execute();
}
