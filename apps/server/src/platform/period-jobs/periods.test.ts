import { describe, expect, it } from 'vitest';
import { duePeriods, type PeriodSpec, periodAfter, periodAt } from './periods.ts';

const BDT = 6 * 60; // GMT+6
const at = (iso: string) => new Date(iso);
const span = (spec: PeriodSpec, offset: number, iso: string) => {
  const p = periodAt(spec, offset, at(iso));
  return [p.key, p.start.toISOString(), p.end.toISOString()];
};

describe('period keys and bounds', () => {
  it('cuts days at the brand’s local midnight, east and west of UTC', () => {
    expect(span({ kind: 'daily' }, BDT, '2026-11-23T18:00:00.000Z')).toEqual([
      '2026-11-24',
      '2026-11-23T18:00:00.000Z',
      '2026-11-24T18:00:00.000Z',
    ]);
    expect(span({ kind: 'daily' }, BDT, '2026-11-23T17:59:59.999Z')[0]).toBe('2026-11-23');
    expect(span({ kind: 'daily' }, -5 * 60, '2026-11-24T04:59:59.999Z')).toEqual([
      '2026-11-23',
      '2026-11-23T05:00:00.000Z',
      '2026-11-24T05:00:00.000Z',
    ]);
    // A half-hour offset (India) moves the boundary by the half hour too.
    expect(span({ kind: 'daily' }, 330, '2026-11-23T18:29:59.999Z')[0]).toBe('2026-11-23');
    expect(span({ kind: 'daily' }, 330, '2026-11-23T18:30:00.000Z')[0]).toBe('2026-11-24');
  });

  it('names minute and hour periods by their first local minute', () => {
    expect(span({ kind: 'minutes', every: 5 }, BDT, '2026-11-24T04:09:59.999Z')).toEqual([
      '2026-11-24T10:05',
      '2026-11-24T04:05:00.000Z',
      '2026-11-24T04:10:00.000Z',
    ]);
    // The last slot of a local day ends at the next local midnight.
    expect(span({ kind: 'minutes', every: 15 }, BDT, '2026-11-24T17:59:00.000Z')).toEqual([
      '2026-11-24T23:45',
      '2026-11-24T17:45:00.000Z',
      '2026-11-24T18:00:00.000Z',
    ]);
    expect(span({ kind: 'hourly' }, BDT, '2026-11-24T04:00:00.000Z')).toEqual([
      '2026-11-24T10',
      '2026-11-24T04:00:00.000Z',
      '2026-11-24T05:00:00.000Z',
    ]);
  });

  it('ends months on their last day, leap years included, and rolls into the next year', () => {
    expect(span({ kind: 'monthly' }, 0, '2026-01-31T23:59:59.999Z')).toEqual([
      '2026-01',
      '2026-01-01T00:00:00.000Z',
      '2026-02-01T00:00:00.000Z',
    ]);
    expect(span({ kind: 'monthly' }, 0, '2028-02-29T12:00:00.000Z')[2]).toBe('2028-03-01T00:00:00.000Z');
    expect(span({ kind: 'monthly' }, 0, '2027-02-28T12:00:00.000Z')[2]).toBe('2027-03-01T00:00:00.000Z');
    expect(span({ kind: 'monthly' }, 0, '2026-12-31T23:59:59.999Z')[2]).toBe('2027-01-01T00:00:00.000Z');
    // 18:00 UTC on 30 November is already 1 December in Dhaka.
    expect(span({ kind: 'monthly' }, BDT, '2026-11-30T18:00:00.000Z')).toEqual([
      '2026-12',
      '2026-11-30T18:00:00.000Z',
      '2026-12-31T18:00:00.000Z',
    ]);
  });

  it('splits months into the 1st–15th and the 16th–end', () => {
    expect(span({ kind: 'semimonthly' }, BDT, '2026-11-15T17:59:59.999Z')).toEqual([
      '2026-11-H1',
      '2026-10-31T18:00:00.000Z',
      '2026-11-15T18:00:00.000Z',
    ]);
    expect(span({ kind: 'semimonthly' }, BDT, '2026-11-15T18:00:00.000Z')).toEqual([
      '2026-11-H2',
      '2026-11-15T18:00:00.000Z',
      '2026-11-30T18:00:00.000Z',
    ]);
    expect(span({ kind: 'semimonthly' }, 0, '2027-02-20T00:00:00.000Z')[2]).toBe('2027-03-01T00:00:00.000Z');
    expect(span({ kind: 'semimonthly' }, 0, '2028-02-29T00:00:00.000Z')[0]).toBe('2028-02-H2');
    expect(span({ kind: 'semimonthly' }, 0, '2026-12-31T00:00:00.000Z')).toEqual([
      '2026-12-H2',
      '2026-12-16T00:00:00.000Z',
      '2027-01-01T00:00:00.000Z',
    ]);
  });

  it('numbers weeks the ISO way, week 53 and the year of the Thursday included', () => {
    const week = (iso: string, offset = 0) => periodAt({ kind: 'weekly' }, offset, at(iso)).key;
    expect(span({ kind: 'weekly' }, BDT, '2026-11-24T04:00:00.000Z')).toEqual([
      '2026-W48',
      '2026-11-22T18:00:00.000Z',
      '2026-11-29T18:00:00.000Z',
    ]);
    // 2026 starts on a Thursday, so it has 53 weeks; its last runs into 2027.
    expect(week('2026-12-31T12:00:00.000Z')).toBe('2026-W53');
    expect(week('2027-01-03T23:59:59.999Z')).toBe('2026-W53');
    expect(week('2027-01-04T00:00:00.000Z')).toBe('2027-W01');
    // Monday 29 December 2025 belongs to the first week of 2026 (its Thursday is 1 January).
    expect(week('2025-12-29T00:00:00.000Z')).toBe('2026-W01');
    expect(week('2025-12-28T23:59:59.999Z')).toBe('2025-W52');
    // Sunday evening in UTC is already Monday in Dhaka.
    expect(week('2027-01-03T18:00:00.000Z', BDT)).toBe('2027-W01');
    expect(week('2027-01-03T17:59:59.999Z', BDT)).toBe('2026-W53');
    expect(week('2020-12-31T00:00:00.000Z')).toBe('2020-W53');
  });

  it('tiles time: each period starts where the last ended, with keys rising and never repeated', () => {
    const specs: PeriodSpec[] = [
      { kind: 'minutes', every: 5 },
      { kind: 'minutes', every: 90 },
      { kind: 'hourly' },
      { kind: 'daily' },
      { kind: 'weekly' },
      { kind: 'semimonthly' },
      { kind: 'monthly' },
    ];
    for (const spec of specs) {
      for (const offset of [BDT, -210, 0, 14 * 60]) {
        let period = periodAt(spec, offset, at('2026-12-20T00:00:00.000Z'));
        const keys = new Set<string>();
        for (let i = 0; i < 400; i += 1) {
          const next = periodAfter(spec, offset, period);
          expect(next.start.getTime()).toBe(period.end.getTime());
          expect(next.key > period.key).toBe(true);
          expect(periodAt(spec, offset, new Date(next.end.getTime() - 1)).key).toBe(next.key);
          keys.add(next.key);
          period = next;
        }
        expect(keys.size).toBe(400);
      }
    }
  });

  it('refuses periods that do not divide the day and offsets no place uses', () => {
    expect(() => periodAt({ kind: 'minutes', every: 7 }, 0, new Date())).toThrow(/divide the day/);
    expect(() => periodAt({ kind: 'minutes', every: 0 }, 0, new Date())).toThrow(/divide the day/);
    expect(() => periodAt({ kind: 'daily' }, 15 * 60, new Date())).toThrow(/UTC offset/);
    expect(() => periodAt({ kind: 'daily' }, 0.5, new Date())).toThrow(/UTC offset/);
  });
});

describe('due periods', () => {
  const daily: PeriodSpec = { kind: 'daily' };

  it('includes a period from the instant it ends, oldest first', () => {
    const keys = duePeriods(daily, BDT, at('2026-11-24T18:00:00.000Z'), { max: 3 }).map((p) => p.key);
    expect(keys).toEqual(['2026-11-22', '2026-11-23', '2026-11-24']);
    const before = duePeriods(daily, BDT, at('2026-11-24T17:59:59.999Z'), { max: 1 }).map((p) => p.key);
    expect(before).toEqual(['2026-11-23']);
  });

  it('stops at the first period, the catch-up limit and the count limit', () => {
    const now = at('2026-11-30T00:00:00.000Z');
    const notBefore = duePeriods(daily, 0, now, { max: 100, notBefore: at('2026-11-27T00:00:00.000Z') });
    expect(notBefore.map((p) => p.key)).toEqual(['2026-11-27', '2026-11-28', '2026-11-29']);
    const recent = duePeriods(daily, 0, now, { max: 100, endedSince: at('2026-11-28T12:00:00.000Z') });
    expect(recent.map((p) => p.key)).toEqual(['2026-11-28', '2026-11-29']);
    expect(duePeriods(daily, 0, now, { max: 0 })).toEqual([]);
    expect(() => duePeriods(daily, 0, now, { max: 1_000_000 })).toThrow(/max/);
  });
});
