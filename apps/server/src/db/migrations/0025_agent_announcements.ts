import { type Kysely, sql } from 'kysely';

/**
 * Agent announcements (issue 16, the agent centre's agentAnnouncement page): a sixth announcement
 * type, AG, that only signed-in agents of the brand can list; operators write them in the console
 * like the other types.
 */
// biome-ignore lint/suspicious/noExplicitAny: migrations describe the schema of their own time
export async function up(db: Kysely<any>): Promise<void> {
  await sql`alter table announcements drop constraint if exists announcements_type_check`.execute(db);
  await sql`alter table announcements add constraint announcements_type_check
    check (type in ('B', 'PL', 'PU', 'PR', 'H', 'AG'))`.execute(db);
}
