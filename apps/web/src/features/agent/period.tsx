import { RECORD_MAX_DAYS } from '@portal/contracts';
import { type DateRange, DateRangePicker, presetRange } from '@portal/ui';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDay } from '@/lib/format';
import type { Period } from './api';

const pad = (n: number) => String(Math.abs(n)).padStart(2, '0');

/** Local midnight of a yyyy-MM-dd day, `shift` days later (calendar arithmetic, safe across DST). */
function localMidnight(day: string, shift = 0): Date {
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  return new Date(y, m - 1, d + shift);
}

/** An instant with the viewer's own offset ("2026-05-01T00:00:00+06:00"). */
export function toLocalIso(date: Date): string {
  const offset = -date.getTimezoneOffset();
  const sign = offset >= 0 ? '+' : '-';
  return `${formatDay(date)}T${pad(date.getHours())}:${pad(date.getMinutes())}:${pad(date.getSeconds())}${sign}${pad(Math.trunc(offset / 60))}:${pad(offset % 60)}`;
}

/** The half-open period [first midnight, midnight after the last day) of a range of the viewer's days. */
export function periodOf(range: DateRange): Period {
  return { from: toLocalIso(localMidnight(range.from)), to: toLocalIso(localMidnight(range.to, 1)) };
}

/**
 * A report's period (the previous 7 days at first) and its page: a new period, or any other
 * filter passed through `filtered`, starts again at page 1.
 */
export function usePagedPeriod(now: () => Date = () => new Date()) {
  const [range, setRange] = useState<DateRange>(() => presetRange('previous7', formatDay(now())));
  const [page, setPage] = useState(1);
  const period = useMemo(() => periodOf(range), [range]);
  const filtered =
    <T,>(set: (value: T) => void) =>
    (value: T) => {
      set(value);
      setPage(1);
    };
  return { range, period, page, setPage, onRange: filtered(setRange), filtered };
}

/**
 * The spec's date picker: previous and next 7 and 30 days, and a custom range of at most
 * RECORD_MAX_DAYS days, in the viewer's days.
 */
export function PeriodPicker({
  value,
  onChange,
}: {
  value: DateRange;
  onChange: (range: DateRange) => void;
}) {
  const { t } = useTranslation();
  return (
    <DateRangePicker
      className="agent-period"
      value={value}
      onChange={onChange}
      today={formatDay(new Date())}
      maxDays={RECORD_MAX_DAYS}
      labels={{
        legend: t('agent.period.legend'),
        presets: {
          previous7: t('agent.period.previous7'),
          previous30: t('agent.period.previous30'),
          next7: t('agent.period.next7'),
          next30: t('agent.period.next30'),
        },
        from: t('agent.period.from'),
        to: t('agent.period.to'),
        apply: t('agent.period.apply'),
        invalid: t('agent.period.invalid', { days: RECORD_MAX_DAYS }),
      }}
    />
  );
}
