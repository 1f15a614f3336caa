import type { LotteryStyle } from '@portal/contracts';
import {
  betTypesOf,
  LOTTERY_BET_RULES,
  type LotteryBetType,
  type LotteryOdds,
  lotteryPayKeys,
} from '@portal/fairness';
import type { StoredOdds } from './lottery.tables.ts';
import { scheduleOf } from './lottery-games.ts';
import type { SettingsRow } from './lottery-settings.repository.ts';
import type { SchedulePlan } from './schedule.ts';

/** A game's odds per bet type of its style (ten-thousandths per pay key). */
export type GameOdds = Partial<Record<LotteryBetType, LotteryOdds>>;

/**
 * The odds of a game: the brand's stored odds over the published table (LOTTERY_BET_RULES), per
 * bet type of the game's style and per pay key of the bet type; anything else stored is ignored.
 */
export function oddsOf(style: LotteryStyle, stored: StoredOdds | null | undefined): GameOdds {
  const out: GameOdds = {};
  for (const type of betTypesOf(style)) {
    const odds: LotteryOdds = {};
    for (const key of lotteryPayKeys(type)) {
      const value = stored?.[type]?.[key];
      odds[key] =
        typeof value === 'number' && value > 0 ? value : (LOTTERY_BET_RULES[type].odds[key] as number);
    }
    out[type] = odds;
  }
  return out;
}

/** The schedules of a game: the brand's (with the previous one until a new interval starts), or the code's. */
export function planOf(code: string, row: SettingsRow | null | undefined): SchedulePlan {
  if (!row) return { schedule: scheduleOf(code) };
  const schedule = { intervalSeconds: row.interval_seconds, closeBeforeSeconds: row.close_before_seconds };
  if (
    row.schedule_from &&
    row.previous_interval_seconds !== null &&
    row.previous_close_before_seconds !== null
  )
    return {
      schedule,
      before: {
        schedule: {
          intervalSeconds: row.previous_interval_seconds,
          closeBeforeSeconds: row.previous_close_before_seconds,
        },
        until: row.schedule_from,
      },
    };
  return { schedule };
}
