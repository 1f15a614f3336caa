import type { TPage } from '@portal/contracts';
import type { SelectQueryBuilder } from 'kysely';

/** Offset and limit of a page; pages past the end are simply empty. */
export function pageWindow(pageNo: number, pageSize: number): { offset: number; limit: number } {
  return { offset: (pageNo - 1) * pageSize, limit: pageSize };
}

export function pageOf<T>(list: T[], total: number, pageNo: number, pageSize: number): TPage<T> {
  return { list, pageNum: pageNo, pageSize, total, totalPages: Math.ceil(total / pageSize) };
}

/**
 * One page of a list: counts first, then reads only the rows of the window (a page past the end
 * reads nothing), and maps them.
 */
export async function paginate<R, T>(
  page: { pageNo: number; pageSize: number },
  count: () => Promise<number>,
  read: (window: { offset: number; limit: number }) => Promise<R[]>,
  view: (row: R) => T,
): Promise<TPage<T>> {
  const total = await count();
  const window = pageWindow(page.pageNo, page.pageSize);
  const rows = window.offset >= total ? [] : await read(window);
  return pageOf(rows.map(view), total, page.pageNo, page.pageSize);
}

/** How many rows a query would return (its selection aside). */
export async function countOf<DB, TB extends keyof DB, O>(
  query: SelectQueryBuilder<DB, TB, O>,
): Promise<number> {
  const row = await query
    .clearSelect()
    .select((eb) => eb.fn.countAll<string | number | bigint>().as('n'))
    .executeTakeFirstOrThrow();
  // Kysely cannot follow the selection through the generic builder; it is the count above.
  return Number((row as { n: string | number | bigint }).n);
}
