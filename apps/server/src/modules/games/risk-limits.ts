import { DEFAULT_GAME_SETTINGS, DEFAULT_MAX_WIN, parseMoney } from '@portal/contracts';
import type { Db } from '../../db/database.ts';
import type { Brand } from '../brands/brand.ts';
import { findRiskOverrides } from './catalogue-admin.repository.ts';

/**
 * Risk limits of a game for a brand (ADR 0029), published for the modules that take bets:
 * the game's own largest bet and largest win of one bet (merchant_games), over the brand's
 * defaults (its game settings). Read on every bet, so kept a few seconds per process; the console
 * forgets them on this node when it changes one (other nodes within RISK_TTL_MS).
 */

export interface GameRiskOverrides {
  maxBet: bigint | null;
  maxWin: bigint | null;
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
  const value = findRiskOverrides(db, merchantId, vendorCode, gameCode).then((row) => ({
    maxBet: row?.max_bet ?? null,
    maxWin: row?.max_win ?? null,
  }));
  value.catch(() => cache.delete(key));
  cache.set(key, { value, expiresAt: now + RISK_TTL_MS });
  return value;
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
