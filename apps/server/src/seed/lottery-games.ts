import { LOTTERY_ENGINES } from '@portal/contracts';
import { LOTTERY_GAME_DEFINITIONS } from '../modules/lottery/lottery-games.ts';
import type { GameSeed } from './games.ts';

/**
 * The lottery games we draw ourselves (vendors VNL and LTA, category LOTT): the engine names the
 * style (the launcher opens /vnLottery or /seaLottery), the classification the prize mode.
 */
export function lotteryGames(): GameSeed[] {
  return LOTTERY_GAME_DEFINITIONS.map((g, i) => ({
    vendorCode: g.vendorCode,
    code: g.code,
    category: 'LOTT',
    gameType: 'LOTT',
    classify: g.prizeMode,
    names: g.names,
    engine: LOTTERY_ENGINES[g.style],
    colours: g.colours,
    isHot: g.code === 'VNL-FAST1' || g.code === 'LTA-4DQ2',
    isNew: true,
    sort: i,
  }));
}
