import { z } from 'zod';
import { endpoint } from '../endpoint.ts';
import {
  ZAccountGamesQuery,
  ZFavouriteChange,
  ZGameCategory,
  ZGameListQuery,
  ZHotGamesQuery,
  ZLaunchRequest,
  ZVendorLanesQuery,
  ZVendorQuery,
  ZWinnerQuery,
} from '../games.schemas.ts';
import type { TGameCard, TGameMenu, TGamePage, TLaunch, TRoom, TVendorLane, TWinner } from '../games.ts';
import { ZLotteryLaunch } from '../lottery.schemas.ts';
import { GAME_ROUTES } from './games.routes.ts';

/**
 * A query the spec's clients fill with fields of their own (device, platform, tokens): read and
 * ignored, never refused.
 */
const ZIgnoredQuery = z.looseObject({});

export const ZGameMenu = z.strictObject({
  gameCategory: ZGameCategory,
  vendors: z.array(
    z.strictObject({
      vendorCode: z.string(),
      name: z.string(),
      logoUrl: z.string(),
      maintenance: z.boolean().optional(),
    }),
  ),
}) satisfies z.ZodType<TGameMenu>;

/** A game tile (spec section 3, game card). */
export const ZGameCard = z.strictObject({
  gameId: z.string(),
  gameCode: z.string(),
  gameName: z.string(),
  nodeId: z.string(),
  nodeName: z.string(),
  displayName: z.string(),
  vassalage: z.string(),
  vendorName: z.string(),
  gameType: ZGameCategory,
  gameClassify: z.string().nullable(),
  isGame: z.enum(['GAME', 'VASSALAGE']),
  iconUrl: z.string(),
  isHot: z.union([z.literal(0), z.literal(1)]),
  isNew: z.union([z.literal(0), z.literal(1)]),
  isFavorite: z.boolean(),
}) satisfies z.ZodType<TGameCard>;

export const ZGamePage = z.strictObject({
  content: z.array(ZGameCard),
  pageNum: z.number().int(),
  pageSize: z.number().int(),
  totalPages: z.number().int(),
  totalElements: z.number().int(),
}) satisfies z.ZodType<TGamePage>;

export const ZVendorLane = z.strictObject({
  vendorCode: z.string(),
  name: z.string(),
  logoUrl: z.string(),
  gameCategory: ZGameCategory,
  games: z.array(ZGameCard),
  total: z.number().int(),
}) satisfies z.ZodType<TVendorLane>;

export const ZWinner = z.strictObject({
  customerName: z.string(),
  iconUrl: z.string(),
  winAmount: z.string(),
  gameName: z.string(),
  vendorCode: z.string(),
  wonAt: z.string(),
}) satisfies z.ZodType<TWinner>;

export const ZLaunch = z.strictObject({ url: z.string() }) satisfies z.ZodType<TLaunch>;

export const ZRoom = z.strictObject({
  gameId: z.string(),
  gameCode: z.string(),
  roomName: z.string(),
  gameType: ZGameCategory,
  gameClassify: z.string().nullable(),
  iconUrl: z.string(),
  minBet: z.string().nullable(),
  maxBet: z.string(),
  currency: z.string(),
  status: z.enum(['OPEN', 'MAINTENANCE']),
}) satisfies z.ZodType<TRoom>;

const ZLaunchVariants = z.union([ZLotteryLaunch, ZLaunchRequest]);

/**
 * A launch: the lottery's payload when launchMode is LOTT, a game's otherwise. The body is checked
 * by the one schema its launchMode names, so a malformed body is told that schema's field errors
 * (a plain union would answer every failure with one error for the whole body).
 */
export const ZLaunchBody = z.preprocess((value: z.input<typeof ZLaunchVariants>, ctx) => {
  const lottery =
    typeof value === 'object' && value !== null && 'launchMode' in value && value.launchMode === 'LOTT';
  const checked = (lottery ? ZLotteryLaunch : ZLaunchRequest).safeParse(value);
  if (checked.success) return value;
  for (const issue of checked.error.issues) ctx.addIssue(issue as Parameters<typeof ctx.addIssue>[0]);
  return z.NEVER;
}, ZLaunchVariants);

/** Favourite removal: the id comes in the query, or in a JSON body (clients send DELETE either way). */
const ZFavouriteRemoveQuery = z.looseObject({
  nodeId: z.string().optional(),
  vendor: z.string().optional(),
  gameType: z.string().optional(),
});

const gameList = {
  summary:
    'One page of a list centre: a category (gameType), optionally one vendor (vassalage), a classification, a filter (ALL, HOT, NEW, FAV, RECENT) and a search; favourite stars for a signed-in member.',
  query: ZGameListQuery,
  response: ZGamePage,
};
const hotGames = {
  summary: 'Hot games of the brand, optionally of one vendor (value.list).',
  query: ZHotGamesQuery,
  response: z.strictObject({ list: z.array(ZGameCard) }),
};
const launch = {
  summary:
    "Launches a game (the URL the game popup opens), or with launchMode LOTT the lottery's lobby or betting view.",
  body: ZLaunchBody,
  response: ZLaunch,
};

export const gameEndpoints = {
  menus: endpoint({
    ...GAME_ROUTES.menus,
    summary: 'Game categories with their vendors, in the brand order (the top navigation).',
    query: ZIgnoredQuery,
    response: z.array(ZGameMenu),
  }),
  list: endpoint({ ...GAME_ROUTES.list, ...gameList }),
  relayList: endpoint({ ...GAME_ROUTES.relayList, ...gameList }),
  vendorLanes: endpoint({
    ...GAME_ROUTES.vendorLanes,
    summary:
      'Vendor rows of the home page: each vendor of a category with its first games (value.data.lanes).',
    query: ZVendorLanesQuery,
    response: z.strictObject({ data: z.strictObject({ lanes: z.array(ZVendorLane) }) }),
  }),
  hot: endpoint({ ...GAME_ROUTES.hot, ...hotGames }),
  relayHot: endpoint({ ...GAME_ROUTES.relayHot, ...hotGames }),
  vassGameType: endpoint({
    ...GAME_ROUTES.vassGameType,
    summary: "A vendor's game classifications with their game counts.",
    query: ZVendorQuery,
    response: z.array(z.strictObject({ gameClassify: z.string(), count: z.number().int() })),
  }),
  newGameVendor: endpoint({
    ...GAME_ROUTES.newGameVendor,
    summary: 'Vendors with new games, with their counts.',
    query: ZIgnoredQuery,
    response: z.array(z.strictObject({ vendorCode: z.string(), name: z.string(), count: z.number().int() })),
  }),
  rankList: endpoint({
    ...GAME_ROUTES.rankList,
    summary: 'The winner board: the biggest wins of a category or of all (value.list).',
    query: ZWinnerQuery,
    response: z.strictObject({ list: z.array(ZWinner) }),
  }),
  favouriteIds: endpoint({
    ...GAME_ROUTES.favouriteIds,
    summary: "The ids (nodeId) of the member's favourite games.",
    query: ZIgnoredQuery,
    response: z.array(z.string()),
  }),
  favourites: endpoint({
    ...GAME_ROUTES.favourites,
    summary: "The member's favourite games, a page at a time.",
    query: ZAccountGamesQuery,
    response: ZGamePage,
  }),
  addFavourite: endpoint({
    ...GAME_ROUTES.addFavourite,
    summary: 'Marks a game (nodeId) as a favourite.',
    query: ZIgnoredQuery,
    body: ZFavouriteChange,
    response: z.null(),
  }),
  removeFavourite: endpoint({
    ...GAME_ROUTES.removeFavourite,
    summary:
      'Takes a game (nodeId) out of the favourites; the fields come in the query, or in a JSON body (the query is then ignored).',
    query: ZFavouriteRemoveQuery,
    response: z.null(),
  }),
  roomList: endpoint({
    ...GAME_ROUTES.roomList,
    summary:
      "The room list of a live or poker vendor's lobby (value.list): the vendor's live and PVP tables the brand offers, with the bet limits and whether they are open; 404 for a vendor the brand has no such lobby of.",
    query: ZVendorQuery,
    response: z.strictObject({ list: z.array(ZRoom) }),
  }),
  recent: endpoint({
    ...GAME_ROUTES.recent,
    summary: 'Games the member played lately, newest first (at most 20 a page).',
    query: ZAccountGamesQuery,
    response: ZGamePage,
  }),
  launch: endpoint({ ...GAME_ROUTES.launch, query: ZIgnoredQuery, ...launch }),
  launchFB: endpoint({ ...GAME_ROUTES.launchFB, query: ZIgnoredQuery, ...launch }),
} as const;
