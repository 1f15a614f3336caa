import { type Kysely, sql } from 'kysely';

/**
 * The bonus part of a stake names its bet (issue 18; ADR 0039), so the wallet knows whether a
 * grant still has bonus money riding on an open bet: a grant whose bonus wallet is empty ends
 * BALANCE_SPENT only once none is open (its payout would otherwise come back as bonus money of a
 * grant that ended). In-house stepped rounds find their stake's bonus part by the bet as well.
 */
// biome-ignore lint/suspicious/noExplicitAny: migrations describe the schema of their own time
export async function up(db: Kysely<any>): Promise<void> {
  await sql`alter table bonus_stakes add column bet_id bigint`.execute(db);
  await sql`create index bonus_stakes_bet on bonus_stakes (bet_id) where bet_id is not null`.execute(db);
  await sql`create index bonus_stakes_grant on bonus_stakes (grant_id)`.execute(db);
}
