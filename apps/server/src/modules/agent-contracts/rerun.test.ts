import { describe, expect, it } from 'vitest';
import { type PeriodSpec, periodAfter, periodAt } from '../../platform/period-jobs/index.ts';
import { periodOfKey } from './rerun.ts';

/** A rerun names its period by key (as the runs list shows it): the key back to its period. */
describe('periodOfKey', () => {
  const specs: PeriodSpec[] = [
    { kind: 'minutes', every: 5 },
    { kind: 'hourly' },
    { kind: 'daily' },
    { kind: 'weekly' },
    { kind: 'semimonthly' },
    { kind: 'monthly' },
  ];

  it.each(specs)('finds every period of a year from its key ($kind)', (spec) => {
    for (const offset of [360, 480, -300]) {
      let p = periodAt(spec, offset, new Date('2026-12-20T00:00:00Z'));
      // Periods across a year end (and an ISO week 53: 2026 has one).
      for (let i = 0; i < 60; i += 1) {
        expect(periodOfKey(spec, offset, p.key)).toEqual(p);
        p = periodAfter(spec, offset, p);
      }
    }
  });

  it('refuses keys that are not a period of the kind', () => {
    expect(periodOfKey({ kind: 'weekly' }, 360, '2027-W53')).toBeNull();
    expect(periodOfKey({ kind: 'semimonthly' }, 360, '2026-11-H3')).toBeNull();
    expect(periodOfKey({ kind: 'monthly' }, 360, '2026-13')).toBeNull();
    expect(periodOfKey({ kind: 'daily' }, 360, '2026-02-30')).toBeNull();
    expect(periodOfKey({ kind: 'daily' }, 360, '2026-W48')).toBeNull();
    expect(periodOfKey({ kind: 'minutes', every: 5 }, 360, '2026-11-24T10:07')).toBeNull();
    expect(periodOfKey({ kind: 'hourly' }, 360, '2026-11-24')).toBeNull();
  });
});
