import { type Kysely, sql } from 'kysely';

// biome-ignore lint/suspicious/noExplicitAny: migrations describe the schema of their own time
export async function up(db: Kysely<any>): Promise<void> {
  // Scheduled draws of the lottery games, per brand. The server seed is secret until
  // the draw is drawn; its SHA-256 is published when the draw is created. A draw moves OPEN ->
  // CLOSED (betting over) -> DRAWN (results written, seed revealed) -> SETTLED (every ticket paid).
  await db.schema
    .createTable('lottery_draws')
    .addColumn('id', 'bigint', (c) => c.primaryKey().generatedAlwaysAsIdentity())
    .addColumn('merchant_id', 'integer', (c) => c.notNull().references('merchants.id'))
    .addColumn('game_id', 'bigint', (c) => c.notNull().references('games.id'))
    .addColumn('game_code', 'text', (c) => c.notNull())
    .addColumn('style', 'text', (c) => c.notNull().check(sql`style in ('VN', 'SEA')`))
    .addColumn('draw_no', 'text', (c) => c.notNull().check(sql`draw_no ~ '^[0-9]{8}-[0-9]{4}$'`))
    .addColumn('opens_at', 'timestamptz', (c) => c.notNull())
    .addColumn('closes_at', 'timestamptz', (c) => c.notNull())
    .addColumn('draw_at', 'timestamptz', (c) => c.notNull())
    .addColumn('server_seed', 'text', (c) => c.notNull())
    .addColumn('server_seed_hash', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) =>
      c.notNull().defaultTo('OPEN').check(sql`status in ('OPEN', 'CLOSED', 'DRAWN', 'SETTLED')`),
    )
    .addColumn('results', 'jsonb')
    .addColumn('drawn_at', 'timestamptz')
    .addColumn('settled_at', 'timestamptz')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addUniqueConstraint('lottery_draws_number', ['merchant_id', 'game_code', 'draw_no'])
    .addCheckConstraint('lottery_draws_times', sql`opens_at < closes_at and closes_at <= draw_at`)
    .addCheckConstraint('lottery_draws_drawn', sql`(status in ('DRAWN', 'SETTLED')) = (results is not null)`)
    .execute();
  // The job's work: draws not yet settled, by when they are due (settled draws leave the index).
  await db.schema
    .createIndex('lottery_draws_pending')
    .on('lottery_draws')
    .columns(['draw_at'])
    .where(sql.ref('status'), '<>', 'SETTLED')
    .execute();
  // A game's draws by time: the open draw, the last results, the history.
  await db.schema
    .createIndex('lottery_draws_game')
    .on('lottery_draws')
    .columns(['merchant_id', 'game_code', 'draw_at'])
    .execute();

  // Tickets: lines (bet type, numbers, stake; payout once settled) on one draw, paid for in one
  // transaction with the journal entry and the betting-record row (`bets`).
  await db.schema
    .createTable('lottery_tickets')
    .addColumn('id', 'bigint', (c) => c.primaryKey().generatedAlwaysAsIdentity())
    .addColumn('merchant_id', 'integer', (c) => c.notNull().references('merchants.id'))
    .addColumn('member_id', 'bigint', (c) => c.notNull().references('members.id'))
    .addColumn('draw_id', 'bigint', (c) => c.notNull().references('lottery_draws.id'))
    .addColumn('request_id', 'text', (c) => c.notNull())
    .addColumn('request_hash', 'text', (c) => c.notNull())
    .addColumn('lines', 'jsonb', (c) => c.notNull())
    .addColumn('stake', 'bigint', (c) => c.notNull().check(sql`stake > 0`))
    .addColumn('payout', 'bigint', (c) => c.notNull().defaultTo(0).check(sql`payout >= 0`))
    .addColumn('status', 'text', (c) =>
      c.notNull().defaultTo('OPEN').check(sql`status in ('OPEN', 'SETTLED', 'REFUNDED')`),
    )
    .addColumn('bet_id', 'bigint', (c) => c.references('bets.id'))
    .addColumn('placed_at', 'timestamptz', (c) => c.notNull())
    .addColumn('settled_at', 'timestamptz')
    .addUniqueConstraint('lottery_tickets_request', ['merchant_id', 'member_id', 'request_id'])
    .execute();
  await db.schema
    .createIndex('lottery_tickets_open')
    .on('lottery_tickets')
    .columns(['draw_id'])
    .where(sql.ref('status'), '=', 'OPEN')
    .execute();
  await db.schema
    .createIndex('lottery_tickets_member')
    .on('lottery_tickets')
    .columns(['member_id', 'placed_at'])
    .execute();
  await db.schema.createIndex('lottery_tickets_draw').on('lottery_tickets').columns(['draw_id']).execute();
}
