import { z } from 'zod';

/** Routes that take no query: anything in it is refused (UNKNOWN_FIELD), not ignored. */
export const ZNoQuery = z.object({}).strict();

/** A numeric row id in the path (bigint as text). */
export const ZIdParams = z.object({ id: z.string().regex(/^\d{1,18}$/) }).strict();

/** Images and redirects name their brand in the query (`m`); declared with the system endpoints. */
export { ZBrandHintQuery } from '@portal/contracts/schemas/brand';
