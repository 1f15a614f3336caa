import type { TPage } from '@portal/contracts';

/** Offset and limit of a page; pages past the end are simply empty. */
export function pageWindow(pageNo: number, pageSize: number): { offset: number; limit: number } {
  return { offset: (pageNo - 1) * pageSize, limit: pageSize };
}

export function pageOf<T>(list: T[], total: number, pageNo: number, pageSize: number): TPage<T> {
  return { list, pageNum: pageNo, pageSize, total, totalPages: Math.ceil(total / pageSize) };
}
