import type { Db } from '../../db/database.ts';

/** The catalogue id of a game by its vendor and code (in-house games: vendor BGS, ADR 0017). */
export async function findGameIdByCode(db: Db, vendorCode: string, gameCode: string): Promise<bigint | null> {
  const row = await db
    .selectFrom('games')
    .where('vendor_code', '=', vendorCode)
    .where('code', '=', gameCode)
    .select('id')
    .executeTakeFirst();
  return row?.id ?? null;
}
