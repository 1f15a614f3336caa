import { sql } from 'kysely';
import type { Db } from '../../db/database.ts';
import type { Trx } from '../ledger/ledger.ts';
import type { StoredOdds } from './lottery.tables.ts';

type Executor = Db | Trx;

export interface SettingsRow {
  merchant_id: number;
  game_id: bigint;
  interval_seconds: number;
  close_before_seconds: number;
  previous_interval_seconds: number | null;
  previous_close_before_seconds: number | null;
  schedule_from: Date | null;
  odds: StoredOdds;
}

const COLUMNS = [
  'merchant_id',
  'game_id',
  'interval_seconds',
  'close_before_seconds',
  'previous_interval_seconds',
  'previous_close_before_seconds',
  'schedule_from',
  'odds',
] as const;

/** The brands' lottery game settings (every brand's when `merchantId` is null). */
export function settingsRows(db: Executor, merchantId: number | null): Promise<SettingsRow[]> {
  let query = db.selectFrom('lottery_settings').select(COLUMNS);
  if (merchantId !== null) query = query.where('merchant_id', '=', merchantId);
  return query.execute();
}

/** One game's settings, locked for the change in the caller's transaction. */
export function lockSettings(trx: Trx, merchantId: number, gameId: bigint): Promise<SettingsRow | undefined> {
  return trx
    .selectFrom('lottery_settings')
    .select(COLUMNS)
    .where('merchant_id', '=', merchantId)
    .where('game_id', '=', gameId)
    .forUpdate()
    .executeTakeFirst();
}

export async function saveSettings(trx: Trx, row: SettingsRow, operatorId: bigint, at: Date): Promise<void> {
  const values = {
    interval_seconds: row.interval_seconds,
    close_before_seconds: row.close_before_seconds,
    previous_interval_seconds: row.previous_interval_seconds,
    previous_close_before_seconds: row.previous_close_before_seconds,
    schedule_from: row.schedule_from,
    odds: JSON.stringify(row.odds),
    updated_by: operatorId,
    updated_at: at,
  };
  await trx
    .insertInto('lottery_settings')
    .values({ merchant_id: row.merchant_id, game_id: row.game_id, ...values })
    .onConflict((oc) => oc.columns(['merchant_id', 'game_id']).doUpdateSet(values))
    .execute();
}

/** When the game's last scheduled draw is drawn (null: none scheduled). */
export async function lastScheduledDraw(
  db: Executor,
  merchantId: number,
  gameId: bigint,
): Promise<Date | null> {
  const row = await db
    .selectFrom('lottery_draws')
    .select(sql<Date | null>`max(draw_at)`.as('last'))
    .where('merchant_id', '=', merchantId)
    .where('game_id', '=', gameId)
    .executeTakeFirst();
  return row?.last ? new Date(row.last) : null;
}
