import { type FormEvent, useId, useState } from 'react';

/** Both days included, as yyyy-MM-dd. */
export interface DateRange {
  from: string;
  to: string;
}

export type DateRangePreset = 'previous7' | 'previous30' | 'next7' | 'next30';

const DAY_MS = 86_400_000;
const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** `day` moved by `days` (negative: back). */
export function addDays(day: string, days: number): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
}

/**
 * The spec's date picker presets: the previous 7 or 30 days end today, the next 7 or 30 start
 * today (both ends included, so 7 days are today and the 6 before or after).
 */
export function presetRange(preset: DateRangePreset, today: string): DateRange {
  switch (preset) {
    case 'previous7':
      return { from: addDays(today, -6), to: today };
    case 'previous30':
      return { from: addDays(today, -29), to: today };
    case 'next7':
      return { from: today, to: addDays(today, 6) };
    case 'next30':
      return { from: today, to: addDays(today, 29) };
  }
}

/** Whether a range is two real days in order, at most `maxDays` long. */
export function isValidRange(range: DateRange, maxDays: number): boolean {
  if (!DAY.test(range.from) || !DAY.test(range.to)) return false;
  const from = Date.parse(`${range.from}T00:00:00Z`);
  const to = Date.parse(`${range.to}T00:00:00Z`);
  if (!Number.isFinite(from) || !Number.isFinite(to)) return false;
  if (new Date(from).toISOString().slice(0, 10) !== range.from) return false;
  if (new Date(to).toISOString().slice(0, 10) !== range.to) return false;
  const days = (to - from) / DAY_MS + 1;
  return days >= 1 && days <= maxDays;
}

export interface DateRangeLabels {
  /** The group's name ("Period"). */
  legend: string;
  presets: Record<DateRangePreset, string>;
  from: string;
  to: string;
  apply: string;
  /** Shown when the custom days are not a valid range. */
  invalid: string;
}

/**
 * A period: preset buttons (pressed when the range is theirs) and a custom from/to with the
 * browser's date inputs and an Apply button, all native controls in a named group, so it works
 * with a keyboard and a screen reader as it is. A custom range is checked (real days, from not
 * after to, at most `maxDays`) before it is applied; the error is tied to the inputs.
 */
export function DateRangePicker({
  value,
  onChange,
  today,
  labels,
  presets = ['previous7', 'previous30', 'next7', 'next30'],
  maxDays = 366,
  className = 'date-range',
}: {
  value: DateRange;
  onChange: (range: DateRange) => void;
  /** Today in the clock the days are counted in (yyyy-MM-dd). */
  today: string;
  labels: DateRangeLabels;
  presets?: readonly DateRangePreset[];
  maxDays?: number;
  className?: string;
}) {
  const id = useId();
  const [draft, setDraft] = useState<DateRange>(value);
  const [invalid, setInvalid] = useState(false);
  // The inputs follow a range chosen elsewhere (a preset), until the operator types.
  const [shown, setShown] = useState<DateRange>(value);
  if (shown.from !== value.from || shown.to !== value.to) {
    setShown(value);
    setDraft(value);
    setInvalid(false);
  }

  const apply = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!isValidRange(draft, maxDays)) {
      setInvalid(true);
      return;
    }
    setInvalid(false);
    onChange(draft);
  };

  return (
    <form className={className} onSubmit={apply} noValidate>
      <fieldset>
        <legend className="date-range__legend">{labels.legend}</legend>
        <div className="date-range__presets">
          {presets.map((preset) => {
            const range = presetRange(preset, today);
            const pressed = range.from === value.from && range.to === value.to;
            return (
              <button
                key={preset}
                type="button"
                className="btn btn--secondary btn--sm date-range__preset"
                aria-pressed={pressed}
                onClick={() => onChange(range)}
              >
                {labels.presets[preset]}
              </button>
            );
          })}
        </div>
        <div className="date-range__custom">
          <label className="date-range__field">
            <span>{labels.from}</span>
            <input
              type="date"
              name="from"
              value={draft.from}
              max={draft.to || undefined}
              aria-invalid={invalid || undefined}
              aria-describedby={invalid ? `${id}-error` : undefined}
              onChange={(event) => setDraft({ ...draft, from: event.target.value })}
            />
          </label>
          <label className="date-range__field">
            <span>{labels.to}</span>
            <input
              type="date"
              name="to"
              value={draft.to}
              min={draft.from || undefined}
              aria-invalid={invalid || undefined}
              aria-describedby={invalid ? `${id}-error` : undefined}
              onChange={(event) => setDraft({ ...draft, to: event.target.value })}
            />
          </label>
          <button type="submit" className="btn btn--primary btn--sm">
            {labels.apply}
          </button>
        </div>
        {invalid ? (
          <p className="field__error" id={`${id}-error`} role="alert">
            {labels.invalid}
          </p>
        ) : null}
      </fieldset>
    </form>
  );
}
