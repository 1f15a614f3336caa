import { describe, expect, it } from 'vitest';
import { auditChange, formatValue, listChange } from './audit-diff';

describe('auditChange', () => {
  it('puts the fields of before and after side by side and marks the changed ones', () => {
    const change = auditChange({
      before: { title: 'Old', sort: 0, startsAt: null },
      after: { title: 'New', sort: 0, startsAt: '2030-01-01T00:00:00.000Z', audience: ['A', 'B'] },
      account: 'demo01',
    });
    expect(change.rows).toEqual([
      { field: 'title', before: 'Old', after: 'New', changed: true },
      { field: 'sort', before: '0', after: '0', changed: false },
      { field: 'startsAt', before: '—', after: '2030-01-01T00:00:00.000Z', changed: true },
      { field: 'audience', before: '—', after: 'A, B', changed: true },
    ]);
    expect(change.extra).toEqual([{ key: 'account', value: 'demo01' }]);
  });

  it('shows a deleted row as before only, and lists as one row', () => {
    expect(auditChange({ before: { title: 'Gone' }, after: {} }).rows).toEqual([
      { field: 'title', before: 'Gone', after: '—', changed: true },
    ]);
    expect(auditChange({ before: ['a.view'], after: ['a.view', 'b.write'] }).rows).toEqual([
      { field: '', before: 'a.view', after: 'a.view, b.write', changed: true },
    ]);
  });

  it('has no rows for an entry without before and after', () => {
    expect(auditChange({ revoked: 2 })).toEqual({ rows: [], extra: [{ key: 'revoked', value: '2' }] });
  });
});

describe('formatValue and listChange', () => {
  it('writes records as JSON and empties as a dash', () => {
    expect(formatValue({ brand: 'TIGER' })).toBe('{"brand":"TIGER"}');
    expect(formatValue('')).toBe('—');
    expect(formatValue(false)).toBe('false');
  });
  it('finds what a list gained and lost', () => {
    expect(listChange(['a', 'b'], ['b', 'c'])).toEqual({ added: ['c'], removed: ['a'] });
    expect(listChange('a', ['a'])).toBeNull();
  });
});
