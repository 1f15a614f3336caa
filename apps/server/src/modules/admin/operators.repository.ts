import type { Insertable } from 'kysely';
import type { Db } from '../../db/database.ts';
import type { OperatorsTable } from '../../db/schema.ts';

/** The operators' SQL (ADR 0022: admin owns `operators` and `operator_sessions`). */

export async function insertOperator(db: Db, values: Insertable<OperatorsTable>): Promise<void> {
  await db.insertInto('operators').values(values).execute();
}
