import type { Db } from '../../db/database.ts';

/** Operators' display names by id, for screens that show who did something (member-ops; ADR 0026). */
export async function operatorNames(db: Db, ids: readonly number[]): Promise<Map<number, string>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .selectFrom('operators')
    .select(['id', 'display_name', 'username'])
    .where('id', 'in', [...new Set(ids)])
    .execute();
  return new Map(rows.map((r) => [r.id, r.display_name || r.username]));
}
