import { z } from 'zod';

/** A role's key: lower-case letters, digits and dashes, starting with a letter. */
export const ZRoleKey = z.string().regex(/^[a-z][a-z0-9-]{1,31}$/);

/** A new operator account (the console's form checks it with this too, before sending). */
export const ZOperatorCreateInput = z.strictObject({
  username: z
    .string()
    .trim()
    .regex(/^[a-z0-9][a-z0-9._-]{2,31}$/),
  displayName: z.string().trim().min(1).max(100),
  role: ZRoleKey,
});
