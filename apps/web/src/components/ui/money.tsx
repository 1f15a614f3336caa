import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { useMerchant } from '@/lib/config';
import { formatAmount, toMinorUnits } from '@/lib/format';

/**
 * Amounts as the spec writes them (2 decimals, thousands separators) in the brand currency, for
 * every feature that shows money (the wallet pages, the agent centre). Styles: `.money*` in
 * styles/global.css.
 */

/** The brand currency and a formatter for its amounts in the reader's language. */
export function useCurrency() {
  const { i18n } = useTranslation();
  const { currency, currencyExponent: exponent } = useMerchant();
  const language = i18n.language;
  const format = useCallback(
    (amount: string | number) => formatAmount(amount, language, exponent),
    [language, exponent],
  );
  return { currency, exponent, format };
}

/** An amount with the currency's decimals and separators (and the currency code when asked). */
export function Money({ amount, withCurrency = false }: { amount: string; withCurrency?: boolean }) {
  const { currency, format } = useCurrency();
  return (
    <span className="money">
      {withCurrency ? <span className="money__currency">{currency} </span> : null}
      {format(amount)}
    </span>
  );
}

/**
 * A signed movement or result: money in (a win) is green with a plus, money out plain with a
 * minus, so the sign says it without the colour.
 */
export function SignedMoney({ amount }: { amount: string }) {
  const { format } = useCurrency();
  const minor = toMinorUnits(amount) ?? 0n;
  const text = format(minor < 0n ? amount.trim().slice(1) : amount);
  const tone = minor > 0n ? 'in' : minor < 0n ? 'out' : 'zero';
  return (
    <span className={`money money--${tone}`}>
      {minor > 0n ? '+' : minor < 0n ? '−' : ''}
      {text}
    </span>
  );
}
