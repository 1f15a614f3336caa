import type { BonusState, PromotionState } from '@portal/contracts';
import type { TBonusGrant } from '@portal/contracts/endpoints';
import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Money, useCurrency } from '@/components/ui/money';
import { StatusBadge, type Tone } from '@/components/ui/status';
import { formatTimestamp } from '@/lib/format';
import './promotions.css';

/**
 * A promotion's state for this member (ADR 0039), each of the ten in its own colour; the words
 * carry the meaning, the colour only helps the eye.
 */
export function PromotionStateBadge({ state }: { state: PromotionState }) {
  const { t } = useTranslation();
  return (
    <span className={`promo-state promo-state--${state}`} data-state={state}>
      {t(`promo.states.${state}`)}
    </span>
  );
}

const BONUS_TONES: Record<BonusState, Tone> = {
  PENDING: 'neutral',
  ACTIVE: 'pending',
  COMPLETED: 'success',
  EXPIRED: 'warning',
  FORFEITED: 'neutral',
  CANCELLED: 'danger',
};

export function BonusStateBadge({ state }: { state: BonusState }) {
  const { t } = useTranslation();
  return <StatusBadge tone={BONUS_TONES[state]}>{t(`promo.bonusStates.${state}`)}</StatusBadge>;
}

/** Basis points as a percentage in words ("12.5%"). */
export function percentOfBps(bps: number): string {
  return `${Number((bps / 100).toFixed(2))}%`;
}

/** The clock, read again every `everyMs` while mounted (the countdowns). */
export function useNow(everyMs = 1000): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), everyMs);
    return () => clearInterval(timer);
  }, [everyMs]);
  return now;
}

const pad = (n: number) => String(n).padStart(2, '0');

/** What is left until `until`, in words of the reader's language ("3 d 04:05:06"), or null once past. */
export function useRemaining(until: string | null): string | null {
  const { t } = useTranslation();
  const now = useNow();
  if (!until) return null;
  const left = Math.floor((Date.parse(until) - now) / 1000);
  if (!Number.isFinite(left) || left <= 0) return null;
  const days = Math.floor(left / 86_400);
  const time = `${pad(Math.floor((left % 86_400) / 3600))}:${pad(Math.floor((left % 3600) / 60))}:${pad(left % 60)}`;
  return days > 0 ? t('promo.countdown.days', { count: days, time }) : time;
}

/** A live countdown to an instant ("Ends in 3 d 04:05:06"); past it, the instant itself. */
export function Countdown({ until, label }: { until: string; label: 'endsIn' | 'drawIn' | 'startsIn' }) {
  const { t } = useTranslation();
  const left = useRemaining(until);
  return (
    <span className="promo-countdown" data-testid="countdown">
      {left ? (
        <>
          {t(`promo.countdown.${label}`)}{' '}
          <time dateTime={until} className="promo-countdown__time">
            {left}
          </time>
        </>
      ) : (
        t('promo.countdown.past', { time: formatTimestamp(until) })
      )}
    </span>
  );
}

/** A grant's wagering as a bar with its figures: wagered of required and the percentage. */
export function WageringProgress({ grant }: { grant: TBonusGrant }) {
  const { t } = useTranslation();
  const { format, currency } = useCurrency();
  const id = useId();
  const bps = Math.max(0, Math.min(10_000, grant.progressBps));
  // Whole percent, rounded down: 100% only once the requirement is met.
  const percent = `${Math.floor(bps / 100)}%`;
  const text = t('promo.bonus.progress', {
    wagered: `${currency} ${format(grant.wagered)}`,
    required: `${currency} ${format(grant.wagerRequired)}`,
    percent,
  });
  return (
    <div className="promo-progress">
      <div className="promo-progress__label">
        <span id={id}>{t('promo.bonus.wagering')}</span>
        <span className="promo-progress__figures">{text}</span>
      </div>
      <div
        className="promo-progress__track"
        role="progressbar"
        aria-labelledby={id}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={Math.floor(bps / 100)}
        aria-valuetext={text}
      >
        <span className="promo-progress__fill" style={{ width: `${bps / 100}%` }} />
      </div>
    </div>
  );
}

/** An amount or "—" when there is none. */
export function MaybeMoney({ amount }: { amount: string | null }) {
  return amount === null ? <span>—</span> : <Money amount={amount} withCurrency />;
}
