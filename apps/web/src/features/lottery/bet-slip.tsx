import type { LotteryBetTypeCode } from '@portal/contracts';
import { Button, Icon } from '@portal/ui';
import { useTranslation } from 'react-i18next';
import { formatMinor, toMinorUnits } from '@/lib/format';

export interface SlipLine {
  key: string;
  type: LotteryBetTypeCode;
  numbers: string[];
  /** Decimal, in the brand currency. */
  stake: string;
}

/** The slip's total in minor units (unreadable stakes count as nothing; the server checks them). */
export function slipTotal(lines: SlipLine[], exponent: number): bigint {
  return lines.reduce((sum, l) => sum + (toMinorUnits(l.stake, exponent) ?? 0n), 0n);
}

/**
 * The lines about to be bet, their total and the place button. Closed betting keeps the slip
 * (the player bets it on the next draw); messages are announced.
 */
export function BetSlip({
  lines,
  exponent,
  currency,
  onRemove,
  onClear,
  onPlace,
  busy = false,
  canPlace = true,
  notice,
  error,
}: {
  lines: SlipLine[];
  exponent: number;
  currency: string;
  onRemove: (key: string) => void;
  onClear: () => void;
  onPlace: () => void;
  busy?: boolean;
  canPlace?: boolean;
  notice?: string | null;
  error?: string | null;
}) {
  const { t, i18n } = useTranslation();
  const money = (minor: bigint) => formatMinor(minor, i18n.language, exponent);
  const total = slipTotal(lines, exponent);
  return (
    <section className="lotto-slip panel" id="lotto-slip" aria-labelledby="lotto-slip-title" tabIndex={-1}>
      <header className="panel__header">
        <span className="panel__icon">
          <Icon name="elott" size={18} />
        </span>
        <h2 className="panel__title" id="lotto-slip-title">
          {t('lotto.slip.title')}
        </h2>
        <span className="lotto-slip__count">{t('lotto.slip.lines', { count: lines.length })}</span>
      </header>
      <div className="panel__body">
        {lines.length === 0 ? (
          <p className="lotto-slip__empty">{t('lotto.slip.empty')}</p>
        ) : (
          <ul className="lotto-slip__lines">
            {lines.map((line) => {
              const name = `${t(`lotto.betTypes.${line.type}`)} ${line.numbers.join('-')}`;
              return (
                <li key={line.key} className="lotto-slip__line">
                  <span className="lotto-slip__type">{t(`lotto.betTypes.${line.type}`)}</span>
                  <span className="lotto-slip__numbers">{line.numbers.join(' · ')}</span>
                  <span className="lotto-slip__stake">{money(toMinorUnits(line.stake, exponent) ?? 0n)}</span>
                  <button
                    type="button"
                    className="lotto-slip__remove"
                    aria-label={t('lotto.slip.remove', { line: name })}
                    onClick={() => onRemove(line.key)}
                  >
                    <Icon name="close" size={16} />
                  </button>
                </li>
              );
            })}
          </ul>
        )}
        <p className="lotto-slip__total">
          <span>{t('lotto.slip.total')}</span>
          <strong data-testid="slip-total">
            {money(total)} <span className="lotto-slip__currency">{currency}</span>
          </strong>
        </p>
        {error ? (
          <p className="lotto-slip__error" role="alert">
            {error}
          </p>
        ) : null}
        {notice ? (
          <p className="lotto-slip__notice" role="status">
            {notice}
          </p>
        ) : null}
        <div className="lotto-slip__actions">
          <Button variant="ghost" onClick={onClear} disabled={lines.length === 0 || busy}>
            {t('lotto.slip.clear')}
          </Button>
          <Button onClick={onPlace} busy={busy} disabled={lines.length === 0 || !canPlace} block>
            {t('lotto.slip.place')}
          </Button>
        </div>
      </div>
    </section>
  );
}

/**
 * On phones the slip sits below the number picker: this bar keeps its count and total in sight
 * above the tab bar and takes the player to it.
 */
export function SlipBar({
  lines,
  exponent,
  currency,
}: {
  lines: SlipLine[];
  exponent: number;
  currency: string;
}) {
  const { t, i18n } = useTranslation();
  if (lines.length === 0) return null;
  const total = formatMinor(slipTotal(lines, exponent), i18n.language, exponent);
  const show = () => {
    const slip = document.getElementById('lotto-slip');
    slip?.scrollIntoView({ behavior: 'smooth', block: 'start' });
    slip?.focus({ preventScroll: true });
  };
  return (
    <div className="lotto-slipbar">
      <span className="lotto-slipbar__summary">
        <span>{t('lotto.slip.lines', { count: lines.length })}</span>
        <strong className="lotto-slipbar__total">
          {total} <span className="lotto-slipbar__currency">{currency}</span>
        </strong>
      </span>
      <Button size="sm" onClick={show}>
        {t('lotto.slip.view')}
      </Button>
    </div>
  );
}
