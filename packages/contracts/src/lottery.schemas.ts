import { z } from 'zod';
import { LOTTERY_BET_TYPES, LOTTERY_MAX_LINES, LOTTERY_PRIZE_MODES, OWN_PRIZE_MODES } from './lottery.ts';
import { zSafeUrl } from './urls.schemas.ts';

/** Request schemas of the lottery calls (lottery.ts). */
const ZGameCode = z
  .string()
  .trim()
  .regex(/^[A-Za-z0-9_.-]{1,40}$/);
const ZDrawNo = z.string().regex(/^\d{8}-\d{4}$/);
const ZPageNo = z.coerce.number().int().min(1).max(10_000).default(1);
const ZPageSize = z.coerce.number().int().min(1).max(50).default(20);

export const ZLotteryMenuQuery = z
  .object({
    prizeMode: z.enum(LOTTERY_PRIZE_MODES).optional(),
    device: z.string().max(20).optional(),
  })
  .strict();
export const ZLotteryGamesQuery = ZLotteryMenuQuery;
export const ZOpenedNumeroQuery = z.object({ gameCode: ZGameCode }).strict();
export const ZLotteryResultsQuery = z
  .object({ gameCode: ZGameCode, pageNo: ZPageNo, pageSize: ZPageSize })
  .strict();
export const ZLotteryTicketsQuery = z
  .object({ gameCode: ZGameCode.optional(), pageNo: ZPageNo, pageSize: ZPageSize })
  .strict();

export const ZPlaceTicket = z
  .object({
    requestId: z.string().regex(/^[A-Za-z0-9_-]{8,64}$/),
    gameCode: ZGameCode,
    drawNo: ZDrawNo.optional(),
    lines: z
      .array(
        z
          .object({
            type: z.enum(LOTTERY_BET_TYPES),
            numbers: z
              .array(z.string().regex(/^\d{2,4}$/))
              .min(1)
              .max(3),
            stake: z.string().trim().max(24),
          })
          .strict(),
      )
      .min(1)
      .max(LOTTERY_MAX_LINES),
  })
  .strict();

/** The lottery launch payload: told from a game launch by launchMode LOTT. */
export const ZLotteryLaunch = z
  .object({
    lottoArea: z.string().max(10).optional(),
    launchMode: z.literal('LOTT'),
    lottoPrizeMode: z.enum(OWN_PRIZE_MODES).optional(),
    lottoGameCode: ZGameCode.optional(),
    lottoView: z.enum(['betting', 'lobby']).default('lobby'),
    device: z.string().max(20).optional(),
    // Where the lottery's back button leads: never a `javascript:` link (issue 13).
    backUrl: zSafeUrl({ max: 500 }).optional(),
    language: z.string().max(10).optional(),
  })
  .strict()
  .refine((v) => v.lottoView === 'lobby' || v.lottoGameCode !== undefined, {
    message: 'lottoGameCode is needed for the betting view',
  });
