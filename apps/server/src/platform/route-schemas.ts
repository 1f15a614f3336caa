import { z } from 'zod';

/** Routes that take no query: anything in it is refused (UNKNOWN_FIELD), not ignored. */
export const ZNoQuery = z.object({}).strict();

/** A numeric row id in the path (bigint as text). */
export const ZIdParams = z.object({ id: z.string().regex(/^\d{1,18}$/) }).strict();

/** Images and redirects are fetched without our headers, so they name their brand in the query (`m`). */
export const ZBrandHintQuery = z
  .object({
    m: z
      .string()
      .regex(/^[A-Z0-9]{2,16}$/)
      .optional(),
  })
  .strict();
