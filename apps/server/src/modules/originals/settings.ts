import { DEFAULT_ORIGINALS_SETTINGS, parseMoney, type TOriginalsConfig } from '@portal/contracts';
import { HOUSE_EDGE_BPS } from '@portal/fairness';
import type { Db } from '../../db/database.ts';
import { AppError } from '../../platform/app-error.ts';
import type { Brand } from '../brands/brand.ts';
import { brandMaxWin, ensurePlayable, riskOverridesOf } from '../games/risk-limits.ts';
import { moneyText } from '../wallet/amounts.ts';

/** The brand's in-house game rules: bet limits (minor units) and house edge within its bounds. */
export function originalsRules(brand: Brand): { minBet: bigint; maxBet: bigint; edgeBps: number } {
  const s = brand.settings.games?.originals ?? DEFAULT_ORIGINALS_SETTINGS;
  const minBet = parseMoney(s.minBet, brand.currencyExponent) ?? 1n;
  const maxBet = parseMoney(s.maxBet, brand.currencyExponent) ?? 0n;
  // The settings schema already bounds it; clamped again because a wrong edge moves money.
  const edgeBps = Math.min(HOUSE_EDGE_BPS.max, Math.max(HOUSE_EDGE_BPS.min, s.houseEdgeBps));
  return { minBet: minBet < 1n ? 1n : minBet, maxBet, edgeBps };
}

export function originalsConfig(brand: Brand): TOriginalsConfig {
  const rules = originalsRules(brand);
  return {
    currency: brand.currency,
    exponent: brand.currencyExponent,
    minBet: moneyText(brand, rules.minBet),
    maxBet: moneyText(brand, rules.maxBet),
    houseEdgeBps: rules.edgeBps,
    maxWin: moneyText(brand, brandMaxWin(brand)),
  };
}

/** The in-house vendor's code in the catalogue. */
export const ORIGINALS_VENDOR_CODE = 'BGS';

export interface GameLimits {
  minBet: bigint;
  maxBet: bigint;
  /** The largest win of one bet (ADR 0029). */
  maxWin: bigint;
  edgeBps: number;
}

/**
 * The brand's rules for one in-house game: its own largest bet and largest win over the brand's;
 * a game switched off or under maintenance takes no new bet (ensurePlayable).
 */
export async function gameLimits(db: Db, brand: Brand, game: string): Promise<GameLimits> {
  const rules = originalsRules(brand);
  const own = await riskOverridesOf(db, brand.id, ORIGINALS_VENDOR_CODE, game);
  ensurePlayable(own);
  return {
    minBet: rules.minBet,
    maxBet: own.maxBet ?? rules.maxBet,
    maxWin: own.maxWin ?? brandMaxWin(brand),
    edgeBps: rules.edgeBps,
  };
}

/**
 * A bet whose win, known before it is played (Dice, Limbo: the player chose the multiplier), could
 * exceed the largest win is refused (ADR 0029).
 */
export function checkPotentialWin(brand: Brand, potential: bigint, maxWin: bigint): void {
  if (potential > maxWin)
    throw new AppError('MAX_WIN_EXCEEDED', { params: { max: moneyText(brand, maxWin) } });
}

/** A stake within the brand's (or the game's) limits, or BET_OUT_OF_RANGE with them. */
export function checkStake(brand: Brand, stake: bigint, limits: Pick<GameLimits, 'minBet' | 'maxBet'>): void {
  const { minBet, maxBet } = limits;
  if (stake < minBet || stake > maxBet)
    throw new AppError('BET_OUT_OF_RANGE', {
      params: { min: moneyText(brand, minBet), max: moneyText(brand, maxBet) },
    });
}
