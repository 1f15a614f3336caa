import { type Kysely, sql } from 'kysely';

/**
 * A brand's settings of one of its lottery games (issue 15, "Games"; ADR 0031), owned by the
 * lottery module: the draw interval and the closing time before each draw, and the odds of the
 * game's bet types (ten-thousandths per pay key, as `LOTTERY_BET_RULES` of @portal/fairness). No
 * row: the game's schedule in code and the published odds, as before.
 *
 * A new interval renumbers a day's draws, so it starts at a UTC midnight (`schedule_from`); until
 * then the schedule in force is the previous one (`previous_*`). A ticket line stores the odds it
 * was sold at inside `lottery_tickets.lines` (jsonb), so no ticket column is needed.
 */
// biome-ignore lint/suspicious/noExplicitAny: migrations describe the schema of their own time
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('lottery_settings')
    .addColumn('merchant_id', 'integer', (c) => c.notNull().references('merchants.id').onDelete('cascade'))
    .addColumn('game_id', 'bigint', (c) => c.notNull().references('games.id').onDelete('cascade'))
    .addColumn('interval_seconds', 'integer', (c) =>
      c.notNull().check(sql`interval_seconds between 60 and 3600 and 86400 % interval_seconds = 0`),
    )
    .addColumn('close_before_seconds', 'integer', (c) => c.notNull().check(sql`close_before_seconds >= 5`))
    .addColumn('previous_interval_seconds', 'integer')
    .addColumn('previous_close_before_seconds', 'integer')
    .addColumn('schedule_from', 'timestamptz')
    .addColumn('odds', 'jsonb', (c) => c.notNull())
    .addColumn('updated_by', 'bigint')
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addPrimaryKeyConstraint('lottery_settings_pk', ['merchant_id', 'game_id'])
    .addCheckConstraint('lottery_settings_close_before', sql`close_before_seconds < interval_seconds`)
    .addCheckConstraint(
      'lottery_settings_previous',
      sql`(schedule_from is null) = (previous_interval_seconds is null)
        and (previous_interval_seconds is null) = (previous_close_before_seconds is null)`,
    )
    .execute();
}
