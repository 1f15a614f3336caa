import { Icon } from '@portal/ui';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDay } from '@/lib/format';
import type { Period } from './api';
import './wallet.css';

/** The windows offered (spec section 9: previous or next 7 and 30 days; and today alone). */
export const RANGE_DAYS = [1, 7, 30] as const;
export type RangeDays = (typeof RANGE_DAYS)[number];

/** A window of whole local days ending with `end` (midnight of its last day). */
export interface DateRange {
  days: RangeDays;
  end: Date;
}

export function startOfDay(date: Date): Date {
  return new Date(date.getFullYear(), date.getMonth(), date.getDate());
}

/** Calendar arithmetic, so a daylight-saving change never shifts a boundary by an hour. */
export function addDays(date: Date, days: number): Date {
  return new Date(date.getFullYear(), date.getMonth(), date.getDate() + days);
}

const pad = (n: number) => String(Math.abs(n)).padStart(2, '0');

/** An instant with the viewer's own offset ("2026-05-01T00:00:00+06:00"): the day it starts is plain. */
export function toLocalIso(date: Date): string {
  const offset = -date.getTimezoneOffset();
  const sign = offset >= 0 ? '+' : '-';
  return `${formatDay(date)}T${pad(date.getHours())}:${pad(date.getMinutes())}:${pad(date.getSeconds())}${sign}${pad(Math.trunc(offset / 60))}:${pad(offset % 60)}`;
}

/** The first day of the window. */
export const firstDay = (range: DateRange) => addDays(range.end, 1 - range.days);

/** The half-open period [first midnight, midnight after the last day) the server is asked for. */
export function periodOf(range: DateRange): Period {
  return { from: toLocalIso(firstDay(range)), to: toLocalIso(addDays(range.end, 1)) };
}

/** The window of `days` ending today. */
export function rangeEndingToday(days: RangeDays, now = new Date()): DateRange {
  return { days, end: startOfDay(now) };
}

/** A range held by a records page, with its period for queries. */
export function useDateRange(days: RangeDays = 7) {
  const [range, setRange] = useState(() => rangeEndingToday(days));
  const period = useMemo(() => periodOf(range), [range]);
  return { range, setRange, period };
}

/**
 * A paged records page's range and page: a new range, or any other filter passed through
 * `filtered`, starts again at page 1.
 */
export function usePagedDateRange(days: RangeDays = 7) {
  const { range, setRange, period } = useDateRange(days);
  const [page, setPage] = useState(1);
  const filtered =
    <T,>(set: (value: T) => void) =>
    (value: T) => {
      set(value);
      setPage(1);
    };
  return { range, period, page, setPage, onRange: filtered(setRange), filtered };
}

/**
 * Today, 7 days or 30 days, and steps back or forward by the window's own length; the future is
 * never offered (next is disabled when the window would pass today).
 */
export function DateRangePicker({
  value,
  onChange,
  now = () => new Date(),
}: {
  value: DateRange;
  onChange: (range: DateRange) => void;
  /** The clock, for tests. */
  now?: () => Date;
}) {
  const { t } = useTranslation();
  const today = startOfDay(now());
  const nextEnd = addDays(value.end, value.days);
  const canGoNext = nextEnd.getTime() <= today.getTime();
  const first = formatDay(firstDay(value));
  const last = formatDay(value.end);
  return (
    <div className="date-range">
      <fieldset className="segmented">
        <legend className="visually-hidden">{t('wallet.range.label')}</legend>
        {RANGE_DAYS.map((days) => (
          <button
            key={days}
            type="button"
            aria-pressed={value.days === days && value.end.getTime() === today.getTime()}
            onClick={() => onChange(rangeEndingToday(days, now()))}
          >
            {days === 1 ? t('wallet.range.today') : t('wallet.range.days', { days })}
          </button>
        ))}
      </fieldset>
      <div className="date-range__steps">
        <button
          type="button"
          className="icon-button"
          aria-label={
            value.days === 1
              ? t('wallet.range.previousDay')
              : t('wallet.range.previous', { days: value.days })
          }
          onClick={() => onChange({ days: value.days, end: addDays(value.end, -value.days) })}
        >
          <Icon name="chevronLeft" size={18} />
        </button>
        <output className="date-range__label" aria-live="polite">
          {first === last ? first : t('wallet.range.span', { from: first, to: last })}
        </output>
        <button
          type="button"
          className="icon-button"
          aria-label={
            value.days === 1 ? t('wallet.range.nextDay') : t('wallet.range.next', { days: value.days })
          }
          disabled={!canGoNext}
          onClick={() => canGoNext && onChange({ days: value.days, end: nextEnd })}
        >
          <Icon name="chevronRight" size={18} />
        </button>
      </div>
    </div>
  );
}
