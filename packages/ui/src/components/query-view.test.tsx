import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { isEmptyData, QueryView } from './query-view.tsx';

const query = <T,>(over: Partial<{ isPending: boolean; isError: boolean; data: T }>) => ({
  isPending: false,
  isError: false,
  data: undefined as T | undefined,
  refetch: vi.fn(),
  ...over,
});

describe('QueryView', () => {
  it('shows a spinner while loading, then the failure with a retry that refetches', () => {
    const loading = query<string[]>({ isPending: true });
    const { rerender } = render(<QueryView query={loading}>{() => 'rows'}</QueryView>);
    expect(screen.getByRole('status')).toBeTruthy();
    expect(screen.queryByText('rows')).toBeNull();

    const failed = query<string[]>({ isError: true });
    rerender(<QueryView query={failed}>{() => 'rows'}</QueryView>);
    fireEvent.click(screen.getByRole('button'));
    expect(failed.refetch).toHaveBeenCalledTimes(1);
    expect(screen.queryByText('rows')).toBeNull();
  });

  it('shows the empty state for nothing to list, and the data otherwise', () => {
    const empty = { icon: 'users', title: 'Nobody yet' } as const;
    const { rerender } = render(
      <QueryView query={query({ data: { list: [], total: 0 } })} empty={empty}>
        {() => 'rows'}
      </QueryView>,
    );
    expect(screen.getByRole('heading', { name: 'Nobody yet' })).toBeTruthy();
    rerender(
      <QueryView query={query({ data: ['a', 'b'] })} empty={empty}>
        {(rows) => rows.join('+')}
      </QueryView>,
    );
    expect(screen.getByText('a+b')).toBeTruthy();
    // Without an empty state the children draw even an empty list.
    rerender(<QueryView query={query<string[]>({ data: [] })}>{(rows) => `count ${rows.length}`}</QueryView>);
    expect(screen.getByText('count 0')).toBeTruthy();
  });

  it('counts an empty array or a page of total 0 as empty, not a later page or a record', () => {
    expect(isEmptyData([])).toBe(true);
    expect(isEmptyData({ list: [], total: 0 })).toBe(true);
    expect(isEmptyData({ list: [], total: 3 })).toBe(false);
    expect(isEmptyData({ list: [] })).toBe(true);
    expect(isEmptyData({ main: '0.00' })).toBe(false);
  });
});
