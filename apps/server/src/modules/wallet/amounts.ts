import { formatMoney, parseMoney } from '@portal/contracts';
import { AppError } from '../../platform/app-error.ts';
import type { Brand } from '../brands/brand.ts';

/** Minor units as the API writes them, in the brand currency's exponent. */
export const moneyText = (brand: Pick<Brand, 'currencyExponent'>, minor: bigint): string =>
  formatMoney(minor, brand.currencyExponent);

/**
 * A command's amount: a positive decimal in the brand currency, no more decimals than it has.
 * Negative, zero, non-numeric, exponent and over-precise amounts are AMOUNT_INVALID.
 */
export function readAmount(brand: Brand, text: string): bigint {
  const minor = parseMoney(text, brand.currencyExponent);
  if (minor === null || minor <= 0n) throw new AppError('AMOUNT_INVALID');
  return minor;
}

/** AMOUNT_OUT_OF_RANGE with the bounds in the message. */
export function checkRange(brand: Brand, amount: bigint, min: bigint, max: bigint): void {
  if (amount < min || amount > max) {
    throw new AppError('AMOUNT_OUT_OF_RANGE', {
      params: { min: moneyText(brand, min), max: moneyText(brand, max) },
    });
  }
}
