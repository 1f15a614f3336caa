import { Icon } from '@portal/ui';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatAmount, toMinorUnits } from '@/lib/format';
import { local } from '@/lib/storage';
import { useBalance } from './balance';

/** Remembered on this device, like the language. */
const HIDDEN_KEY = 'balanceHidden';
export const HIDDEN_MASK = '•••••';

/**
 * The logged-in header's main-wallet balance (spec section 2): hideable (remembered here) and
 * refreshable; the live connection keeps it current between refreshes.
 */
export function HeaderBalance() {
  const { t, i18n } = useTranslation();
  const { data, isFetching, isError, refetch } = useBalance();
  const [hidden, setHidden] = useState(() => local.get(HIDDEN_KEY) === '1');

  const toggle = () => {
    const next = !hidden;
    setHidden(next);
    if (next) local.set(HIDDEN_KEY, '1');
    else local.remove(HIDDEN_KEY);
  };

  const amount = data ? formatAmount(data.main, i18n.language, data.exponent) : isError ? '—' : '…';
  // The bonus wallet (ADR 0039) shows beside it only while it holds money (a bonus is active).
  const bonus =
    data && (toMinorUnits(data.bonus, data.exponent) ?? 0n) > 0n
      ? formatAmount(data.bonus, i18n.language, data.exponent)
      : null;
  return (
    // biome-ignore lint/a11y/useSemanticElements: a labelled group of an amount and its two buttons, not a form section
    <div className="header-balance" role="group" aria-label={t('wallet.balance')}>
      <span className="header-balance__amount">
        {data ? <span className="header-balance__currency">{data.currency}</span> : null}
        {hidden ? (
          <>
            <span className="header-balance__value" aria-hidden="true">
              {HIDDEN_MASK}
            </span>
            <span className="visually-hidden">{t('wallet.balanceHidden')}</span>
          </>
        ) : (
          <span className="header-balance__value">{amount}</span>
        )}
      </span>
      {bonus ? (
        <Link
          to="/member?page=rewardCenter"
          className="header-bonus"
          aria-label={t('wallet.bonusOpen', { amount: hidden ? t('wallet.balanceHidden') : bonus })}
        >
          <span className="header-bonus__label">{t('wallet.bonusShort')}</span>
          <span className="header-bonus__value">{hidden ? HIDDEN_MASK : bonus}</span>
        </Link>
      ) : null}
      <button
        type="button"
        className="header-balance__button"
        aria-label={hidden ? t('wallet.showBalance') : t('wallet.hideBalance')}
        onClick={toggle}
      >
        <Icon name={hidden ? 'eyeOff' : 'eye'} size={16} />
      </button>
      <button
        type="button"
        className={`header-balance__button${isFetching ? ' header-balance__button--spinning' : ''}`}
        aria-label={t('wallet.refreshBalance')}
        aria-busy={isFetching || undefined}
        // Not disabled while busy: a disabled button would drop keyboard focus.
        onClick={() => !isFetching && void refetch()}
      >
        <Icon name="refresh" size={16} />
      </button>
    </div>
  );
}
