import type { TLotteryBetType } from '@portal/contracts';
import { Icon } from '@portal/ui';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';

const TWO_DIGITS = Array.from({ length: 100 }, (_, i) => String(i).padStart(2, '0'));

/** A random number of `digits` digits from the browser's secure source. */
export function randomNumber(digits: number): string {
  const [value = 0] = crypto.getRandomValues(new Uint32Array(1));
  return String(value % 10 ** digits).padStart(digits, '0');
}

/** `count` different random two-digit numbers. */
export function randomPicks(count: number): string[] {
  const picked = new Set<string>();
  while (picked.size < count) picked.add(randomNumber(2));
  return [...picked];
}

/**
 * Picking numbers for a bet type: a 00-99 grid of toggles for two-digit bets (several numbers
 * make several lines; XIEN takes exactly its count as one combination), a keypad with a text
 * field for three and four digits.
 */
export function NumberPicker({
  betType,
  picks,
  onChange,
}: {
  betType: TLotteryBetType;
  picks: string[];
  onChange: (picks: string[]) => void;
}) {
  const { t } = useTranslation();
  const inputId = useId();
  if (betType.digits === 2) {
    const combination = betType.numbers > 1;
    const toggle = (n: string) => {
      if (picks.includes(n)) onChange(picks.filter((p) => p !== n));
      else if (combination && picks.length >= betType.numbers) onChange([...picks.slice(1), n]);
      else onChange([...picks, n]);
    };
    return (
      <fieldset className="lotto-grid">
        <legend className="lotto-grid__legend">
          {combination ? t('lotto.pickCombination', { count: betType.numbers }) : t('lotto.pickNumbers')}
          <span className="lotto-grid__count" aria-live="polite">
            {t('lotto.selected', { count: picks.length })}
          </span>
        </legend>
        <div className="lotto-grid__cells">
          {TWO_DIGITS.map((n) => (
            <button
              key={n}
              type="button"
              className="lotto-grid__cell"
              aria-pressed={picks.includes(n)}
              aria-label={t('lotto.number', { number: n })}
              onClick={() => toggle(n)}
            >
              {n}
            </button>
          ))}
        </div>
      </fieldset>
    );
  }
  const value = picks[0] ?? '';
  const set = (next: string) => onChange(next === '' ? [] : [next.slice(0, betType.digits)]);
  return (
    <div className="lotto-keypad">
      <label className="lotto-keypad__label" htmlFor={inputId}>
        {t('lotto.enterNumber', { digits: betType.digits })}
      </label>
      <input
        id={inputId}
        className="lotto-keypad__display"
        inputMode="numeric"
        autoComplete="off"
        pattern={`[0-9]{${betType.digits}}`}
        maxLength={betType.digits}
        placeholder={'0'.repeat(betType.digits)}
        value={value}
        onChange={(e) => set(e.target.value.replace(/\D/g, ''))}
      />
      <fieldset className="lotto-keypad__keys">
        <legend className="visually-hidden">{t('lotto.keypad')}</legend>
        {['1', '2', '3', '4', '5', '6', '7', '8', '9'].map((d) => (
          <button key={d} type="button" className="lotto-keypad__key" onClick={() => set(value + d)}>
            {d}
          </button>
        ))}
        <button type="button" className="lotto-keypad__key lotto-keypad__key--muted" onClick={() => set('')}>
          {t('lotto.clear')}
        </button>
        <button type="button" className="lotto-keypad__key" onClick={() => set(`${value}0`)}>
          0
        </button>
        <button
          type="button"
          className="lotto-keypad__key lotto-keypad__key--muted"
          aria-label={t('lotto.backspace')}
          onClick={() => set(value.slice(0, -1))}
        >
          <Icon name="chevronLeft" size={20} />
        </button>
      </fieldset>
    </div>
  );
}
