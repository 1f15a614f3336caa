import type { TOriginalsConfig } from '@portal/contracts';
import { Field } from '@portal/ui';
import { useCallback, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatAmount, formatMinor, toMinorUnits } from '@/lib/format';
import { checkAmount } from '@/shared/wallet/amount';

export interface BetAmount {
  value: string;
  set: (value: string) => void;
  /** The canonical amount to send, or the problem in the reader's language. */
  check: () => { ok: true; amount: string } | { ok: false; message: string };
  error: string | undefined;
  setError: (message: string | undefined) => void;
}

/** The stake of the next bet, starting at the brand's minimum and checked against its limits. */
export function useBetAmount(config: TOriginalsConfig | undefined): BetAmount {
  const { t, i18n } = useTranslation();
  // Null until the player types: the stake is then the brand's minimum, from the first render
  // that knows it (a bet tapped as the limits arrive is checked against what the field shows).
  const [typed, setTyped] = useState<string | null>(null);
  const value = typed ?? config?.minBet ?? '';
  const [error, setError] = useState<string | undefined>();

  const set = useCallback((next: string) => {
    setTyped(next);
    setError(undefined);
  }, []);

  const check = useCallback((): { ok: true; amount: string } | { ok: false; message: string } => {
    const exponent = config?.exponent ?? 2;
    const result = checkAmount(value, { exponent, min: config?.minBet, max: config?.maxBet });
    if (result.ok) return { ok: true, amount: result.amount };
    const params = {
      min: config ? formatAmount(config.minBet, i18n.language, exponent) : '',
      max: config ? formatAmount(config.maxBet, i18n.language, exponent) : '',
      decimals: exponent,
    };
    const message = t(
      `originals.amountProblems.${result.problem}` as 'originals.amountProblems.range',
      params,
    );
    setError(message);
    return { ok: false, message };
  }, [value, config, t, i18n.language]);

  return useMemo(() => ({ value, set, check, error, setError }), [value, set, check, error]);
}

/** The stake field with ½ and 2× beside it; halving and doubling stay within the limits. */
export function AmountControl({
  amount,
  config,
  disabled,
}: {
  amount: BetAmount;
  config: TOriginalsConfig | undefined;
  disabled?: boolean;
}) {
  const { t, i18n } = useTranslation();
  const exponent = config?.exponent ?? 2;

  const scale = (factor: 'half' | 'double') => {
    if (!config) return;
    const min = toMinorUnits(config.minBet, exponent) ?? 0n;
    const max = toMinorUnits(config.maxBet, exponent) ?? min;
    const current = toMinorUnits(amount.value, exponent);
    let next = current === null || current <= 0n ? min : factor === 'half' ? current / 2n : current * 2n;
    if (next < min) next = min;
    if (next > max) next = max;
    amount.set(formatMinor(next, 'en', exponent).replaceAll(',', ''));
  };

  return (
    <Field
      label={t('originals.amount')}
      className="og-amount"
      value={amount.value}
      onChange={(e) => amount.set(e.target.value)}
      error={amount.error}
      hint={
        config
          ? t('originals.limits', {
              min: formatAmount(config.minBet, i18n.language, exponent),
              max: formatAmount(config.maxBet, i18n.language, exponent),
            })
          : undefined
      }
      inputMode="decimal"
      autoComplete="off"
      spellCheck={false}
      maxLength={24}
      disabled={disabled}
      trailing={
        <span className="og-amount__tools">
          <span className="field__prefix" aria-hidden="true">
            {config?.currency}
          </span>
          <button
            type="button"
            className="og-amount__step"
            onClick={() => scale('half')}
            disabled={disabled}
            aria-label={t('originals.halve')}
          >
            ½
          </button>
          <button
            type="button"
            className="og-amount__step"
            onClick={() => scale('double')}
            disabled={disabled}
            aria-label={t('originals.double')}
          >
            2×
          </button>
        </span>
      }
    />
  );
}
