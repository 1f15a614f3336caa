import type { Kysely } from 'kysely';

// biome-ignore lint/suspicious/noExplicitAny: migrations describe the schema of their own time
export async function up(db: Kysely<any>): Promise<void> {
  // Guesses counted before their slow check are "pending" until it answers (ADR 0020): settled
  // failures lock a key; pending ones only make later attempts wait their turn.
  await db.schema
    .alterTable('throttles')
    .addColumn('pending', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
}
