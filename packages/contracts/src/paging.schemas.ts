import { z } from 'zod';
import { DEFAULT_PAGE_SIZE, MAX_PAGE_SIZE } from './content.ts';

/** The page of a list: spread into a query object. */
export const ZPageQuery = {
  pageNo: z.coerce.number().int().min(1).max(100_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(MAX_PAGE_SIZE).default(DEFAULT_PAGE_SIZE),
};

/** A page of a list as answered (TPage): its items and where it sits among the rest. */
export const zPage = <T extends z.ZodType>(item: T) =>
  z.strictObject({
    list: z.array(item),
    pageNum: z.number().int(),
    pageSize: z.number().int(),
    total: z.number().int(),
    totalPages: z.number().int(),
  });
