import type { Insertable } from 'kysely';
import type { Db } from '../../db/database.ts';
import type { GameSessionsTable } from '../../db/schema.ts';

/** Launch tokens' SQL (`game_sessions`, the games module's; ADR 0016). */

export async function insertGameSession(db: Db, values: Insertable<GameSessionsTable>): Promise<void> {
  await db.insertInto('game_sessions').values(values).execute();
}

/** Deletes the tokens that expired before `before`; how many. */
export async function deleteExpiredSessions(db: Db, before: Date): Promise<number> {
  const result = await db.deleteFrom('game_sessions').where('expires_at', '<', before).executeTakeFirst();
  return Number(result.numDeletedRows);
}
