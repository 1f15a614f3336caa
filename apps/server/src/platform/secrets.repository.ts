import type { Db } from '../db/database.ts';

/**
 * The stored secret `name`, inserting `candidate` first when there is none: concurrent first
 * starts agree on whichever insert won.
 */
export async function storedSecret(db: Db, name: string, candidate: string): Promise<string> {
  await db
    .insertInto('platform_secrets')
    .values({ name, value: candidate })
    .onConflict((oc) => oc.column('name').doNothing())
    .execute();
  const row = await db
    .selectFrom('platform_secrets')
    .select('value')
    .where('name', '=', name)
    .executeTakeFirstOrThrow();
  return row.value;
}
