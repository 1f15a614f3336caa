import { type Kysely, sql } from 'kysely';

// biome-ignore lint/suspicious/noExplicitAny: migrations describe the schema of their own time
export async function up(db: Kysely<any>): Promise<void> {
  // Finished crash rounds and their bets older than the retention are purged by a period job
  // (ADR 0052); the money of every bet stays in the journal and the betting record. The chain
  // remembers the last game it purged and that game's hash: the oldest round kept is still checked
  // against its predecessor's hash on the fairness page.
  await sql`alter table crash_chains add column purged_index integer`.execute(db);
  await sql`alter table crash_chains add column purged_hash text`.execute(db);
  // The job takes a brand's oldest rounds in batches by their time.
  await sql`create index crash_rounds_brand_created on crash_rounds (merchant_id, created_at)`.execute(db);
}
