import { z } from 'zod';

/** A deposit method switched on or off, with its minimum and maximum deposit (decimal text; the server parses it in the brand currency). */
export const ZPaymentMethodInput = z.strictObject({
  enabled: z.boolean(),
  min: z.string().trim().max(24),
  max: z.string().trim().max(24),
});

/** The brand-wide withdrawal limits and the wagering asked of a deposit before a withdrawal (percent). */
export const ZWithdrawalLimitsInput = z.strictObject({
  min: z.string().trim().max(24),
  max: z.string().trim().max(24),
  turnoverPercent: z.number().int().min(0).max(10_000),
});
