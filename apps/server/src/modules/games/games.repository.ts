import type { Db } from '../../db/database.ts';

/** The game catalogue's SQL (ADR 0022: games owns the catalogue tables). */

/** What a game's drawn tile needs, by vendor and game code. */
export function findGameArt(db: Db, vendorCode: string, code: string) {
  return db
    .selectFrom('games')
    .select(['code', 'names', 'colours', 'classify', 'engine'])
    .where('vendor_code', '=', vendorCode)
    .where('code', '=', code)
    .executeTakeFirst();
}
