import { z } from 'zod';

export const ZAffiliateQuery = z
  .object({ code: z.string().trim().min(1).max(32), domain: z.string().max(253).optional() })
  .strict();
