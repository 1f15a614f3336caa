import { DEFAULT_ORIGINALS_SETTINGS, parseMoney, type TOriginalsConfig } from '@portal/contracts';
import { HOUSE_EDGE_BPS } from '@portal/fairness';
import { AppError } from '../../platform/app-error.ts';
import type { Brand } from '../brands/brand.ts';
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
  };
}

/** A stake within the brand's limits, or BET_OUT_OF_RANGE with them. */
export function checkStake(brand: Brand, stake: bigint): void {
  const { minBet, maxBet } = originalsRules(brand);
  if (stake < minBet || stake > maxBet)
    throw new AppError('BET_OUT_OF_RANGE', {
      params: { min: moneyText(brand, minBet), max: moneyText(brand, maxBet) },
    });
}
