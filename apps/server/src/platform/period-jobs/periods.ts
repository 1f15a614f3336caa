/**
 * Calendar periods in a brand's fixed UTC offset (BDT is +6:00, PHT +8:00; neither has summer
 * time, so an offset is enough and no time-zone database is needed). A period is [start, end) in
 * real time and has a key that names its first local instant:
 *   minutes     2026-11-24T10:05   (every N minutes, N dividing a day, counted from local midnight)
 *   hourly      2026-11-24T10
 *   daily       2026-11-24
 *   weekly      2026-W48           (ISO 8601 week: Monday to Sunday, the year of its Thursday)
 *   semimonthly 2026-11-H1         (H1 the 1st to the 15th, H2 the 16th to the month's end)
 *   monthly     2026-11
 */

export type PeriodSpec =
  | { kind: 'minutes'; every: number }
  | { kind: 'hourly' }
  | { kind: 'daily' }
  | { kind: 'weekly' }
  | { kind: 'semimonthly' }
  | { kind: 'monthly' };

export interface Period {
  key: string;
  start: Date;
  end: Date;
}

const MINUTE_MS = 60_000;
const HOUR_MS = 60 * MINUTE_MS;
const DAY_MS = 24 * HOUR_MS;
/** Offsets in use on Earth run from UTC-12:00 to UTC+14:00. */
const MIN_OFFSET_MINUTES = -12 * 60;
const MAX_OFFSET_MINUTES = 14 * 60;
/** No caller needs more than a few years of 5-minute periods in one answer. */
export const MAX_DUE_PERIODS = 10_000;

export function checkSpec(spec: PeriodSpec): void {
  if (spec.kind !== 'minutes') return;
  const every = spec.every;
  // Periods that divide the day restart at every local midnight, so keys are stable.
  if (!Number.isInteger(every) || every < 1 || every > 24 * 60 || (24 * 60) % every !== 0) {
    throw new Error(`a minutes period must divide the day (got ${every})`);
  }
}

export function checkOffset(utcOffsetMinutes: number): void {
  if (
    !Number.isInteger(utcOffsetMinutes) ||
    utcOffsetMinutes < MIN_OFFSET_MINUTES ||
    utcOffsetMinutes > MAX_OFFSET_MINUTES
  ) {
    throw new Error(`a UTC offset is whole minutes from -720 to 840 (got ${utcOffsetMinutes})`);
  }
}

/** The period that contains `at`. */
export function periodAt(spec: PeriodSpec, utcOffsetMinutes: number, at: Date): Period {
  checkSpec(spec);
  checkOffset(utcOffsetMinutes);
  const offsetMs = utcOffsetMinutes * MINUTE_MS;
  // Local wall time written as if it were UTC: its getUTC* fields are the local calendar.
  const localMs = at.getTime() + offsetMs;
  if (!Number.isFinite(localMs)) throw new Error('periodAt needs a valid instant');
  const local = new Date(localMs);
  const y = local.getUTCFullYear();
  const m = local.getUTCMonth();
  const d = local.getUTCDate();
  const dayStartMs = Date.UTC(y, m, d);
  // Every bound below is computed in local terms, then moved back to real time.
  const real = (localStart: number, localEnd: number, key: string): Period => ({
    key,
    start: new Date(localStart - offsetMs),
    end: new Date(localEnd - offsetMs),
  });
  switch (spec.kind) {
    case 'minutes': {
      const stepMs = spec.every * MINUTE_MS;
      const start = dayStartMs + Math.floor((localMs - dayStartMs) / stepMs) * stepMs;
      return real(start, start + stepMs, `${dateKey(start)}T${hh(start)}:${mm(start)}`);
    }
    case 'hourly': {
      const start = dayStartMs + Math.floor((localMs - dayStartMs) / HOUR_MS) * HOUR_MS;
      return real(start, start + HOUR_MS, `${dateKey(start)}T${hh(start)}`);
    }
    case 'daily':
      return real(dayStartMs, dayStartMs + DAY_MS, dateKey(dayStartMs));
    case 'weekly': {
      const mondayIndex = (local.getUTCDay() + 6) % 7;
      const monday = dayStartMs - mondayIndex * DAY_MS;
      const { year, week } = isoWeek(monday);
      return real(monday, monday + 7 * DAY_MS, `${year}-W${pad(week, 2)}`);
    }
    case 'semimonthly': {
      const firstHalf = d <= 15;
      const start = Date.UTC(y, m, firstHalf ? 1 : 16);
      const end = firstHalf ? Date.UTC(y, m, 16) : Date.UTC(y, m + 1, 1);
      return real(start, end, `${y}-${pad(m + 1, 2)}-${firstHalf ? 'H1' : 'H2'}`);
    }
    case 'monthly':
      return real(Date.UTC(y, m, 1), Date.UTC(y, m + 1, 1), `${y}-${pad(m + 1, 2)}`);
  }
}

export function periodAfter(spec: PeriodSpec, utcOffsetMinutes: number, period: Period): Period {
  return periodAt(spec, utcOffsetMinutes, period.end);
}

export function periodBefore(spec: PeriodSpec, utcOffsetMinutes: number, period: Period): Period {
  return periodAt(spec, utcOffsetMinutes, new Date(period.start.getTime() - 1));
}

/**
 * The periods that have ended by `now`, oldest first: the latest `max` of them at most, none
 * starting before `notBefore`, none that ended before `endedSince`.
 */
export function duePeriods(
  spec: PeriodSpec,
  utcOffsetMinutes: number,
  now: Date,
  options: { max: number; notBefore?: Date | null; endedSince?: Date | null },
): Period[] {
  if (!Number.isInteger(options.max) || options.max < 0 || options.max > MAX_DUE_PERIODS) {
    throw new Error(`max must be an integer from 0 to ${MAX_DUE_PERIODS}`);
  }
  const startFloorMs = options.notBefore ? options.notBefore.getTime() : Number.NEGATIVE_INFINITY;
  const endFloorMs = options.endedSince ? options.endedSince.getTime() : Number.NEGATIVE_INFINITY;
  const due: Period[] = [];
  let period = periodBefore(spec, utcOffsetMinutes, periodAt(spec, utcOffsetMinutes, now));
  while (
    due.length < options.max &&
    period.start.getTime() >= startFloorMs &&
    period.end.getTime() >= endFloorMs
  ) {
    due.push(period);
    period = periodBefore(spec, utcOffsetMinutes, period);
  }
  return due.reverse();
}

/** ISO 8601 week of the week starting on `mondayMs`: the week belongs to the year of its Thursday. */
function isoWeek(mondayMs: number): { year: number; week: number } {
  const thursday = mondayMs + 3 * DAY_MS;
  const year = new Date(thursday).getUTCFullYear();
  const week = Math.floor((thursday - Date.UTC(year, 0, 1)) / (7 * DAY_MS)) + 1;
  return { year, week };
}

function dateKey(localMs: number): string {
  const t = new Date(localMs);
  return `${pad(t.getUTCFullYear(), 4)}-${pad(t.getUTCMonth() + 1, 2)}-${pad(t.getUTCDate(), 2)}`;
}

const hh = (localMs: number) => pad(new Date(localMs).getUTCHours(), 2);
const mm = (localMs: number) => pad(new Date(localMs).getUTCMinutes(), 2);
const pad = (n: number, width: number) => String(n).padStart(width, '0');
