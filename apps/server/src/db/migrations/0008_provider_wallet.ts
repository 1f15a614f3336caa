import { type Kysely, sql } from 'kysely';

// biome-ignore lint/suspicious/noExplicitAny: migrations describe the schema of their own time
export async function up(db: Kysely<any>): Promise<void> {
  // The provider transactions of a round: whether any bet of it is still live after a rollback,
  // and when the round last saw a call (the 48-hour close).
  await db.schema
    .createIndex('provider_transactions_bet')
    .on('provider_transactions')
    .columns(['bet_id', 'created_at'])
    .where(sql.ref('bet_id'), 'is not', null)
    .execute();

  // Rounds still open, oldest first, for the job that closes them after 48 hours: a small index
  // (settled rounds leave it), so the job never reads the whole betting history.
  await db.schema
    .createIndex('bets_open')
    .on('bets')
    .columns(['placed_at'])
    .where(sql.ref('status'), '=', 'OPEN')
    .execute();
}
