import { z } from 'zod';

/** PostgreSQL's largest `bigint`: every row id the API takes must fit one. */
export const MAX_ROW_ID = 9_223_372_036_854_775_807n;

/**
 * A row id as the API carries it: decimal digits, at most 19, no larger than a `bigint`. A 19-digit
 * value above the limit would otherwise reach the database and fail there (issue 13: HTTP 500).
 */
export const ZRowId = z
  .string()
  // One check: zod runs later refinements even after a failed regex, and BigInt() throws on text.
  .refine((value) => /^\d{1,19}$/.test(value) && BigInt(value) <= MAX_ROW_ID, { message: 'invalid id' });
