import { z } from 'zod';
import { endpoint } from '../endpoint.ts';
import { LOTTERY_BET_TYPES } from '../lottery.ts';
import { ZLotteryGameParams, ZLotterySettingsInput } from '../lottery-console.schemas.ts';
import { ADMIN_LOTTERY_ROUTES } from './admin-lottery.routes.ts';

const R = ADMIN_LOTTERY_ROUTES;

const ZSchedule = z.strictObject({
  intervalSeconds: z.number().int(),
  closeBeforeSeconds: z.number().int(),
});

/** A lottery game's settings for the brand, as the console shows them (ADR 0031). */
export const ZConsoleLotteryGame = z.strictObject({
  id: z.string(),
  gameCode: z.string(),
  /** In the operator's language, English when the game has none. */
  name: z.string(),
  vendorCode: z.string(),
  style: z.enum(['VN', 'SEA']),
  prizeMode: z.string(),
  /** The schedule last set (the brand's, or the game's own). */
  schedule: ZSchedule,
  /** The schedule drawing now, and until when, while a new interval waits for its UTC midnight. */
  current: ZSchedule.extend({ until: z.string() }).nullable(),
  /** Whether the brand has set this game (false: the game's own schedule and the published odds). */
  customised: z.boolean(),
  betTypes: z.array(
    z.strictObject({
      type: z.enum(LOTTERY_BET_TYPES),
      /** Per pay key: the odds tickets are sold at now, and the published odds. */
      odds: z.array(z.strictObject({ key: z.string(), odds: z.string(), published: z.string() })),
      /** The return to player at these odds and at the published ones, decimal fractions ("0.9800"). */
      rtp: z.string(),
      publishedRtp: z.string(),
    }),
  ),
});

export const ZConsoleLotteryGames = z.strictObject({
  games: z.array(ZConsoleLotteryGame),
  bounds: z.strictObject({
    intervalMinutes: z.array(z.number().int()),
    closeBefore: z.strictObject({
      min: z.number().int(),
      max: z.number().int(),
      minOpenSeconds: z.number().int(),
    }),
    rtpPercent: z.strictObject({ min: z.number(), max: z.number() }),
  }),
});

export const adminLotteryEndpoints = {
  lotteryGames: endpoint({
    ...R.lotteryGames,
    summary:
      "The brand's lottery games with their draw schedule, the odds of each bet type and its return to player.",
    response: ZConsoleLotteryGames,
  }),
  updateLotteryGame: endpoint({
    ...R.updateLotteryGame,
    summary:
      "Sets a lottery game's draw schedule and odds for the brand; sold tickets keep their odds and scheduled draws their times. Audited with before and after.",
    params: ZLotteryGameParams,
    body: ZLotterySettingsInput,
    response: ZConsoleLotteryGame,
  }),
};

export type TConsoleLotteryGame = z.infer<typeof ZConsoleLotteryGame>;
export type TConsoleLotteryGames = z.infer<typeof ZConsoleLotteryGames>;
