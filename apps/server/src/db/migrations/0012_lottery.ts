import type { Kysely } from 'kysely';

// biome-ignore lint/suspicious/noExplicitAny: migrations describe the schema of their own time
export async function up(_db: Kysely<any>): Promise<void> {}
