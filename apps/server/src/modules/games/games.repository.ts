import type { ExpressionBuilder } from 'kysely';
import type { Db } from '../../db/database.ts';
import type { Database } from '../../db/schema.ts';

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

/** The member's favourite game ids, newest first. */
export function favouriteGameIds(db: Db, merchantId: number, memberId: bigint) {
  return db
    .selectFrom('game_favourites')
    .select('game_id')
    .where('merchant_id', '=', merchantId)
    .where('member_id', '=', memberId)
    .orderBy('created_at', 'desc')
    .execute();
}

/** Adds a favourite; one that exists stays as it is. */
export async function insertFavourite(
  db: Db,
  merchantId: number,
  memberId: bigint,
  gameId: bigint,
): Promise<void> {
  await db
    .insertInto('game_favourites')
    .values({ merchant_id: merchantId, member_id: memberId, game_id: gameId })
    .onConflict((oc) => oc.columns(['member_id', 'game_id']).doNothing())
    .execute();
}

export async function deleteFavourite(
  db: Db,
  merchantId: number,
  memberId: bigint,
  gameId: bigint,
): Promise<void> {
  await db
    .deleteFrom('game_favourites')
    .where('merchant_id', '=', merchantId)
    .where('member_id', '=', memberId)
    .where('game_id', '=', gameId)
    .execute();
}

/** A play for the recent list: the first one inserted, later ones counted with the new time. */
export async function upsertRecentPlay(
  db: Db,
  merchantId: number,
  memberId: bigint,
  gameId: bigint,
  at: Date,
): Promise<void> {
  await db
    .insertInto('game_recent')
    .values({ merchant_id: merchantId, member_id: memberId, game_id: gameId, played_at: at })
    .onConflict((oc) =>
      oc.columns(['member_id', 'game_id']).doUpdateSet((eb: ExpressionBuilder<Database, 'game_recent'>) => ({
        played_at: at,
        plays: eb('game_recent.plays', '+', 1),
      })),
    )
    .execute();
}
