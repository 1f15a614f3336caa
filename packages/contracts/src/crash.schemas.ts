import { z } from 'zod';
import { CRASH_MAX_AUTO_CASHOUT, CRASH_MIN_AUTO_CASHOUT } from './crash.ts';
import { ZRowId } from './ids.schemas.ts';

/** Request schemas of the crash calls (crash.ts). */
const ZCrashRequestId = z.string().regex(/^[A-Za-z0-9_-]{8,64}$/);
const ZCrashRoundId = ZRowId;

export const ZCrashBet = z
  .object({
    requestId: ZCrashRequestId,
    amount: z.string().trim().max(24),
    autoCashout: z.number().int().min(CRASH_MIN_AUTO_CASHOUT).max(CRASH_MAX_AUTO_CASHOUT).optional(),
  })
  .strict();
export const ZCrashCashout = z.object({ roundId: ZCrashRoundId }).strict();
export const ZCrashRoundParams = z.object({ roundId: ZCrashRoundId }).strict();
export const ZCrashBetsQuery = z
  .object({
    pageNo: z.coerce.number().int().min(1).max(10_000).default(1),
    pageSize: z.coerce.number().int().min(1).max(50).default(20),
  })
  .strict();
export const ZCrashSubscription = z.union([
  z.object({ type: z.literal('crash.subscribe') }).strict(),
  z.object({ type: z.literal('crash.unsubscribe') }).strict(),
]);
