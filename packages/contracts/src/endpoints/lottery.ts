import { z } from 'zod';
import type { TPage } from '../content.ts';
import { endpoint } from '../endpoint.ts';
import {
  ZLotteryGamesQuery,
  ZLotteryMenuQuery,
  ZLotteryResultsQuery,
  ZLotteryTicketsQuery,
  ZOpenedNumeroQuery,
  ZPlaceTicket,
} from '../lottery.schemas.ts';
import {
  LOTTERY_BET_TYPES,
  OWN_PRIZE_MODES,
  type TLotteryDraw,
  type TLotteryGame,
  type TLotteryLobby,
  type TLotteryMenu,
  type TLotteryResult,
  type TLotteryTicket,
  type TOpenedGames,
  type TOpenedNumero,
  type TPlacedTicket,
} from '../lottery.ts';
import { zPage } from '../paging.schemas.ts';
import { LOTTERY_ROUTES } from './lottery.routes.ts';

const ZStyle = z.enum(['VN', 'SEA']);

export const ZLotteryGame = z.strictObject({
  gameCode: z.string(),
  gameName: z.string(),
  vendorCode: z.string(),
  prizeMode: z.enum(OWN_PRIZE_MODES),
  style: ZStyle,
  drawIntervalSeconds: z.number().int(),
  closeBeforeSeconds: z.number().int(),
  iconUrl: z.string(),
}) satisfies z.ZodType<TLotteryGame>;

const drawFields = {
  gameCode: z.string(),
  drawNo: z.string(),
  opensAt: z.string(),
  closesAt: z.string(),
  drawAt: z.string(),
  serverSeedHash: z.string(),
  status: z.enum(['OPEN', 'CLOSED', 'DRAWN', 'SETTLED']),
};
export const ZLotteryDraw = z.strictObject(drawFields) satisfies z.ZodType<TLotteryDraw>;

export const ZLotteryResult = z.strictObject({
  ...drawFields,
  style: ZStyle,
  serverSeed: z.string(),
  results: z.array(z.strictObject({ prize: z.string(), number: z.string() })),
}) satisfies z.ZodType<TLotteryResult>;

const openedGame = { game: ZLotteryGame, draw: ZLotteryDraw.nullable() };

export const ZOpenedGames = z.strictObject({
  serverTime: z.string(),
  list: z.array(z.strictObject(openedGame)),
}) satisfies z.ZodType<TOpenedGames>;

export const ZOpenedNumero = z.strictObject({
  serverTime: z.string(),
  ...openedGame,
}) satisfies z.ZodType<TOpenedNumero>;

export const ZLotteryLobby = z.strictObject({
  serverTime: z.string(),
  list: z.array(z.strictObject({ ...openedGame, lastResult: ZLotteryResult.nullable() })),
}) satisfies z.ZodType<TLotteryLobby>;

export const ZLotteryMenu = z.strictObject({
  currency: z.string(),
  exponent: z.number().int(),
  minBet: z.string(),
  maxBet: z.string(),
  maxLines: z.number().int(),
  games: z.array(
    z.strictObject({
      ...ZLotteryGame.shape,
      betTypes: z.array(
        z.strictObject({
          type: z.enum(LOTTERY_BET_TYPES),
          digits: z.number().int(),
          numbers: z.number().int(),
          odds: z.array(z.strictObject({ key: z.string(), odds: z.string() })),
          rtp: z.string(),
        }),
      ),
    }),
  ),
}) satisfies z.ZodType<TLotteryMenu>;

export const ZLotteryTicket = z.strictObject({
  ticketId: z.string(),
  requestId: z.string(),
  gameCode: z.string(),
  gameName: z.string(),
  style: ZStyle,
  drawNo: z.string(),
  drawAt: z.string(),
  lines: z.array(
    z.strictObject({
      type: z.enum(LOTTERY_BET_TYPES),
      numbers: z.array(z.string()),
      stake: z.string(),
      payout: z.string().nullable(),
      odds: z.array(z.strictObject({ key: z.string(), odds: z.string() })).optional(),
    }),
  ),
  stake: z.string(),
  payout: z.string(),
  status: z.enum(['OPEN', 'SETTLED', 'REFUNDED']),
  placedAt: z.string(),
  settledAt: z.string().nullable(),
}) satisfies z.ZodType<TLotteryTicket>;

export const lotteryEndpoints = {
  openedVnGames: endpoint({
    ...LOTTERY_ROUTES.openedVnGames,
    summary: 'The open draw of every VN game (prize modes LOTT and ZY), with the server time.',
    response: ZOpenedGames,
  }),
  openedNumero: endpoint({
    ...LOTTERY_ROUTES.openedNumero,
    summary: 'The draw of one game taking bets now (null between schedules), with the server time.',
    query: ZOpenedNumeroQuery,
    response: ZOpenedNumero,
  }),
  gameMenu: endpoint({
    ...LOTTERY_ROUTES.gameMenu,
    summary: "The lottery games of a prize mode with their bet types, odds and the brand's limits.",
    query: ZLotteryMenuQuery,
    response: ZLotteryMenu,
  }),
  gameMenuRecent: endpoint({
    ...LOTTERY_ROUTES.gameMenuRecent,
    summary: 'The lottery games the member played lately.',
    query: ZLotteryMenuQuery,
    response: z.array(ZLotteryGame),
  }),
  games: endpoint({
    ...LOTTERY_ROUTES.games,
    summary: 'The lobby: the lottery games of a prize mode with their open draw and last result.',
    query: ZLotteryGamesQuery,
    response: ZLotteryLobby,
  }),
  results: endpoint({
    ...LOTTERY_ROUTES.results,
    summary: "A game's drawn results with their revealed seeds, newest first.",
    query: ZLotteryResultsQuery,
    response: zPage(ZLotteryResult) satisfies z.ZodType<TPage<TLotteryResult>>,
  }),
  tickets: endpoint({
    ...LOTTERY_ROUTES.tickets,
    summary: "The member's tickets, of one game or all, newest first.",
    query: ZLotteryTicketsQuery,
    response: zPage(ZLotteryTicket) satisfies z.ZodType<TPage<TLotteryTicket>>,
  }),
  placeTicket: endpoint({
    ...LOTTERY_ROUTES.placeTicket,
    summary:
      "Places a ticket of lines on a game's open draw (or the named one); a retry with the same requestId and lines replays the first answer.",
    body: ZPlaceTicket,
    response: z.strictObject({
      ticket: ZLotteryTicket,
      balance: z.string(),
    }) satisfies z.ZodType<TPlacedTicket>,
  }),
} as const;
