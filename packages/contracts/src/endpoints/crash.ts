import { z } from 'zod';
import { ZCrashBet, ZCrashBetsQuery, ZCrashCashout, ZCrashRoundParams } from '../crash.schemas.ts';
import type { TCrashBet, TCrashBetPage, TCrashRoundDetails, TCrashState } from '../crash.ts';
import { endpoint } from '../endpoint.ts';
import { CRASH_ROUTES } from './crash.routes.ts';

const ZBetStatus = z.enum(['ACTIVE', 'CASHED_OUT', 'LOST', 'REFUNDED']);

/** A bet as its owner sees it. */
export const ZCrashBetView = z.strictObject({
  betId: z.string(),
  roundId: z.string(),
  amount: z.string(),
  autoCashout: z.number().int().nullable(),
  cashoutMultiplier: z.number().int().nullable(),
  payout: z.string(),
  status: ZBetStatus,
  crashPoint: z.number().int().nullable(),
  balanceBefore: z.string(),
  balanceAfter: z.string(),
  placedAt: z.string(),
  settledAt: z.string().nullable(),
}) satisfies z.ZodType<TCrashBet>;

export const ZCrashState = z.strictObject({
  currency: z.string(),
  exponent: z.number().int(),
  minBet: z.string(),
  maxBet: z.string(),
  houseEdgeBps: z.number().int(),
  serverTime: z.string(),
  phase: z.enum(['BETTING', 'RUNNING', 'CRASHED']),
  roundId: z.string().nullable(),
  bettingEndsAt: z.string().nullable(),
  startedAt: z.string().nullable(),
  crashPoint: z.number().int().nullable(),
  nextRoundAt: z.string().nullable(),
  bets: z.array(
    z.strictObject({
      betId: z.string(),
      player: z.string(),
      amount: z.string(),
      cashoutMultiplier: z.number().int().nullable(),
      payout: z.string().nullable(),
      status: ZBetStatus,
    }),
  ),
  history: z.array(
    z.strictObject({
      roundId: z.string(),
      crashPoint: z.number().int().nullable(),
      hash: z.string(),
      status: z.enum(['CRASHED', 'VOID']),
    }),
  ),
  chain: z
    .strictObject({
      chainId: z.string(),
      terminalHash: z.string(),
      salt: z.string(),
      length: z.number().int(),
    })
    .nullable(),
  myBet: ZCrashBetView.nullable(),
}) satisfies z.ZodType<TCrashState>;

export const ZCrashRoundDetails = z.strictObject({
  roundId: z.string(),
  status: z.enum(['CRASHED', 'VOID']),
  gameIndex: z.number().int(),
  hash: z.string(),
  previousHash: z.string().nullable(),
  crashPoint: z.number().int(),
  edgeBps: z.number().int(),
  chainId: z.string(),
  salt: z.string(),
  terminalHash: z.string(),
  startedAt: z.string().nullable(),
  crashedAt: z.string().nullable(),
}) satisfies z.ZodType<TCrashRoundDetails>;

export const crashEndpoints = {
  bet: endpoint({
    ...CRASH_ROUTES.bet,
    summary:
      'A bet on the round now taking bets, with an optional auto cash-out (hundredths); a repeated requestId replays the first answer.',
    body: ZCrashBet,
    response: ZCrashBetView,
  }),
  cashout: endpoint({
    ...CRASH_ROUTES.cashout,
    summary:
      "Cashes out the member's bet of the running round, at the multiplier when the server handles it.",
    body: ZCrashCashout,
    response: ZCrashBetView,
  }),
  state: endpoint({
    ...CRASH_ROUTES.state,
    summary:
      "The game as it is now: phase, live bets, history, the chain's commitment; the member's own bet with a session.",
    response: ZCrashState,
  }),
  myBets: endpoint({
    ...CRASH_ROUTES.myBets,
    summary: "The member's crash bets, newest first.",
    query: ZCrashBetsQuery,
    response: z.strictObject({
      content: z.array(ZCrashBetView),
      pageNum: z.number().int(),
      pageSize: z.number().int(),
      totalPages: z.number().int(),
      totalElements: z.number().int(),
    }) satisfies z.ZodType<TCrashBetPage>,
  }),
  round: endpoint({
    ...CRASH_ROUTES.round,
    summary:
      'One finished round with what verifies it (its hash, the previous hash, the salt and the chain).',
    params: ZCrashRoundParams,
    response: ZCrashRoundDetails,
  }),
} as const;
