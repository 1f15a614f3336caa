import { describe, expect, it } from 'vitest';
import { pagerItems } from './pager.tsx';

describe('pagerItems (5 page numbers, 1 margin page)', () => {
  it('shows every page when they fit', () => {
    expect(pagerItems(1, 1)).toEqual([1]);
    expect(pagerItems(3, 7)).toEqual([1, 2, 3, 4, 5, 6, 7]);
  });

  it('keeps the first and last page around a window of five', () => {
    expect(pagerItems(1, 20)).toEqual([1, 2, 3, 4, 5, 'gap', 20]);
    expect(pagerItems(10, 20)).toEqual([1, 'gap', 8, 9, 10, 11, 12, 'gap', 20]);
    expect(pagerItems(20, 20)).toEqual([1, 'gap', 16, 17, 18, 19, 20]);
  });

  it('shows a single hidden page instead of a gap', () => {
    expect(pagerItems(5, 20)).toEqual([1, 2, 3, 4, 5, 6, 7, 'gap', 20]);
    expect(pagerItems(4, 8)).toEqual([1, 2, 3, 4, 5, 6, 7, 8]);
  });

  it('clamps a page outside the range and has nothing for no pages', () => {
    expect(pagerItems(99, 10)).toEqual([1, 'gap', 6, 7, 8, 9, 10]);
    expect(pagerItems(1, 0)).toEqual([]);
  });
});
