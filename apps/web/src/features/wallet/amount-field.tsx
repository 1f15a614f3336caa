import { Field } from '@portal/ui';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { type AmountCheck, type AmountLimits, checkAmount } from '@/shared/wallet/amount';
import { useCurrency } from './ui';
import './wallet.css';

/**
 * Checks an amount and words the problem in the reader's language, with the limits written the
 * way amounts are shown everywhere else.
 */
export function useAmountCheck() {
  const { t } = useTranslation();
  const { exponent, format } = useCurrency();
  return (input: string, limits: Omit<AmountLimits, 'exponent'>): AmountCheck & { message?: string } => {
    const result = checkAmount(input, { ...limits, exponent });
    if (result.ok) return result;
    const params = {
      min: limits.min === undefined ? '' : format(limits.min),
      max: limits.max === undefined ? '' : format(limits.max),
      available: limits.available === undefined ? '' : format(limits.available),
      decimals: exponent,
    };
    return { ...result, message: t(`wallet.amountProblems.${result.problem}`, params) };
  };
}

interface AmountFieldProps {
  label: string;
  value: string;
  onChange: (value: string) => void;
  error?: string | undefined;
  hint?: ReactNode;
  /** One-tap amounts (deposit presets). */
  presets?: string[];
  /** Fills in the most that can be moved. */
  onMax?: (() => void) | undefined;
  maxLabel?: string;
}

/** An amount input: decimal keyboard on phones, optional presets and a "max" shortcut. */
export function AmountField({
  label,
  value,
  onChange,
  error,
  hint,
  presets,
  onMax,
  maxLabel,
}: AmountFieldProps) {
  const { t } = useTranslation();
  const { currency, format } = useCurrency();
  return (
    <div className="amount-field">
      <Field
        label={label}
        value={value}
        onChange={(e) => onChange(e.target.value)}
        error={error}
        hint={hint}
        inputMode="decimal"
        autoComplete="off"
        spellCheck={false}
        maxLength={24}
        required
        trailing={
          <>
            {onMax ? (
              <button type="button" className="amount-field__max" onClick={onMax}>
                {maxLabel ?? t('wallet.max')}
              </button>
            ) : null}
            <span className="field__prefix" aria-hidden="true">
              {currency}
            </span>
          </>
        }
      />
      {presets && presets.length > 0 ? (
        <fieldset className="chip-row amount-field__presets">
          <legend className="visually-hidden">{t('wallet.deposit.presets')}</legend>
          {presets.map((preset) => (
            <button
              key={preset}
              type="button"
              className="chip"
              aria-pressed={sameAmount(value, preset)}
              onClick={() => onChange(preset)}
            >
              {format(preset)}
            </button>
          ))}
        </fieldset>
      ) : null}
    </div>
  );
}

/** "500", "500.0" and "500.00" are the same amount. */
function sameAmount(a: string, b: string): boolean {
  const x = checkAmount(a, { exponent: 9 });
  const y = checkAmount(b, { exponent: 9 });
  return x.ok && y.ok && x.minor === y.minor;
}
