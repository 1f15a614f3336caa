import { DEFAULT_GAME_SETTINGS, DEFAULT_MAX_WIN, parseMoney } from '@portal/contracts';
import type { Db } from '../../db/database.ts';
import { AppError } from '../../platform/app-error.ts';
import type { Brand } from '../brands/brand.ts';
import { findGameRisk } from './games.repository.ts';

/**
 * Risk limits of a game for a brand (ADR 0029), published for the modules that take bets:
 * the game's own largest bet and largest win of one bet (merchant_games), over the brand's
 * defaults (its game settings), and whether the brand offers the game now (switched on, vendor
 * not under maintenance), so a bet through the API meets the same rule as a launch. Read on every bet, so kept a few seconds per process; the console
 * forgets them on this node when it changes one (other nodes within RISK_TTL_MS).
 */

export interface GameRiskOverrides {
  maxBet: bigint | null;
  maxWin: bigint | null;
  /**
   * Whether the brand offers the game now: OFF when the brand (or the platform) switched the game
   * or its vendor off, MAINTENANCE when the console put the vendor under maintenance.
   */
  play: 'OK' | 'OFF' | 'MAINTENANCE';
}

const RISK_TTL_MS = 5_000;
const cache = new Map<string, { value: Promise<GameRiskOverrides>; expiresAt: number }>();

/** The game's own limits for the brand (nulls where it follows the brand). */
export function riskOverridesOf(
  db: Db,
  merchantId: number,
  vendorCode: string,
  gameCode: string,
): Promise<GameRiskOverrides> {
  const key = `${merchantId}:${vendorCode}:${gameCode}`;
  const now = Date.now();
  const hit = cache.get(key);
  if (hit && hit.expiresAt > now) return hit.value;
  if (cache.size > 2_000) cache.clear();
  const value = findGameRisk(db, merchantId, vendorCode, gameCode).then((row) => ({
    maxBet: row?.max_bet ?? null,
    maxWin: row?.max_win ?? null,
    play: !row?.offered ? ('OFF' as const) : row.maintenance ? ('MAINTENANCE' as const) : ('OK' as const),
  }));
  value.catch(() => cache.delete(key));
  cache.set(key, { value, expiresAt: now + RISK_TTL_MS });
  return value;
}

/**
 * A new bet on a game the brand does not offer now is refused: NOT_FOUND when the game or its
 * vendor is switched off, GAME_MAINTENANCE while the vendor is under maintenance (as a launch
 * is; ADR 0029). Rounds already open still finish.
 */
export function ensurePlayable(own: Pick<GameRiskOverrides, 'play'>): void {
  if (own.play === 'MAINTENANCE') throw new AppError('GAME_MAINTENANCE');
  if (own.play === 'OFF') throw new AppError('NOT_FOUND');
}

/** Forgets the cached limits (after the console changed one). */
export function forgetRiskOverrides(): void {
  cache.clear();
}

/** The brand's default largest win of one bet, minor units. */
export function brandMaxWin(brand: Brand): bigint {
  const text = brand.settings.games?.maxWin ?? DEFAULT_MAX_WIN;
  return (
    parseMoney(text, brand.currencyExponent) ?? parseMoney(DEFAULT_MAX_WIN, brand.currencyExponent) ?? 0n
  );
}

/** The brand's default largest bet a game provider may place, minor units; unreadable: every bet refused. */
export function brandProviderMaxBet(brand: Brand): bigint {
  const text = brand.settings.games?.maxBet ?? DEFAULT_GAME_SETTINGS.maxBet;
  return parseMoney(text, brand.currencyExponent) ?? -1n;
}

/** The largest win of one bet in a game of the brand: the game's own, else the brand's. */
export async function maxWinOf(db: Db, brand: Brand, vendorCode: string, gameCode: string): Promise<bigint> {
  const own = await riskOverridesOf(db, brand.id, vendorCode, gameCode);
  return own.maxWin ?? brandMaxWin(brand);
}

/** A bet limit with the game's own largest bet over the brand's `fallback`. */
export async function maxBetOf(
  db: Db,
  brand: Brand,
  vendorCode: string,
  gameCode: string,
  fallback: bigint,
): Promise<bigint> {
  const own = await riskOverridesOf(db, brand.id, vendorCode, gameCode);
  return own.maxBet ?? fallback;
}
