import {
  FAVOURITES_PAGE_SIZE,
  GAME_PAGE_SIZE,
  GAME_ROUTES,
  type GameCategory,
  type TGameCard,
  type TGameListQuery,
  type TGamePage,
  type TLaunch,
  type TVendorLane,
  WINNER_LIMIT,
} from '@portal/contracts';
import {
  keepPreviousData,
  type QueryClient,
  type QueryKey,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError, call } from '@/lib/api-client';
import { useSession } from '@/lib/session';

/** The spec allows one favourite toggle a second per game (section 9). */
export const FAVOURITE_TOGGLE_MS = 1000;

/**
 * Catalogue queries sit under `games` and carry the viewer (favourite stars differ per member);
 * the member's own lists sit under `member`, which a logout removes.
 */
export const gamesKey = ['games'] as const;
const memberGamesKey = ['member', 'games'] as const;
export const favouriteIdsKey = [...memberGamesKey, 'favouriteIds'] as const;
export const favouritesKey = [...memberGamesKey, 'favourites'] as const;
export const recentKey = [...memberGamesKey, 'recent'] as const;

/** Who is looking: the stars of a list belong to one member. */
function useViewer(): { viewer: string; member: boolean } {
  const { status, session } = useSession();
  const member = status === 'member' || status === 'agent';
  return { viewer: member ? (session?.userName ?? '') : status, member };
}

/** The list query; the page size defaults to the spec's 20. */
export type GameListParams = Omit<TGameListQuery, 'pageSize'> & { pageSize?: number };

/** One page of a list centre: category, vendor, classification, filter and search (20 a page). */
export function useGameList(params: GameListParams, options: { enabled?: boolean } = {}) {
  const { i18n } = useTranslation();
  const { viewer, member } = useViewer();
  const language = i18n.language;
  const query = {
    gameType: params.gameType,
    vassalage: params.vassalage || undefined,
    gameClassify: params.gameClassify || undefined,
    filter: params.filter,
    keyword: params.keyword || undefined,
    pageNo: params.pageNo,
    pageSize: params.pageSize ?? GAME_PAGE_SIZE,
  };
  return useQuery({
    queryKey: [...gamesKey, 'list', viewer, language, query],
    queryFn: ({ signal }) =>
      call(member ? GAME_ROUTES.relayList : GAME_ROUTES.list, {
        signal,
        language,
        query: { ...query, platform: 'html5-desktop', clientType: 'WEB' },
      }),
    placeholderData: keepPreviousData,
    enabled: options.enabled ?? true,
  });
}

/**
 * The vendors the brand has under maintenance (game_menus marks them): their tiles, rows and cards
 * show a badge and do not launch. Read again every minute and on focus, so a switch in the console
 * reaches open pages.
 */
export function useVendorMaintenance(): ReadonlySet<string> {
  const { data } = useQuery({
    queryKey: [...gamesKey, 'maintenance'],
    queryFn: async ({ signal }) => {
      const menus = await call(GAME_ROUTES.menus, { signal, query: {} });
      return menus.flatMap((m) => m.vendors.filter((v) => v.maintenance).map((v) => v.vendorCode));
    },
    staleTime: 60_000,
    refetchInterval: 60_000,
    select: toIdSet,
  });
  return data ?? NO_VENDORS;
}
const NO_VENDORS: ReadonlySet<string> = new Set();

/** The room list of a live or poker vendor's lobby (GLS2_roomList), for a member. */
export function useRoomList(vendorCode: string, options: { enabled?: boolean } = {}) {
  const { i18n } = useTranslation();
  const language = i18n.language;
  return useQuery({
    enabled: options.enabled ?? true,
    queryKey: [...gamesKey, 'rooms', vendorCode, language],
    queryFn: async ({ signal }) =>
      (await call(GAME_ROUTES.roomList, { signal, language, query: { vassalage: vendorCode } })).list,
    staleTime: 30_000,
  });
}

/** Home vendor rows (value.data.lanes), cached for the session (spec section 9). */
export function useVendorLanes(options: { enabled?: boolean } = {}) {
  const { i18n } = useTranslation();
  const language = i18n.language;
  return useQuery({
    enabled: options.enabled ?? true,
    queryKey: [...gamesKey, 'lanes', language],
    queryFn: async ({ signal }) =>
      (
        await call(GAME_ROUTES.vendorLanes, {
          signal,
          language,
          query: { platform: 'html5-desktop' },
        })
      ).data.lanes,
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: Number.POSITIVE_INFINITY,
  });
}

/** Hot games (value.list), cached for the session. */
export function useHotGames(options: { enabled?: boolean } = {}) {
  const { i18n } = useTranslation();
  const { viewer, member } = useViewer();
  const language = i18n.language;
  return useQuery({
    enabled: options.enabled ?? true,
    queryKey: [...gamesKey, 'hot', viewer, language],
    queryFn: async ({ signal }) =>
      (
        await call(member ? GAME_ROUTES.relayHot : GAME_ROUTES.hot, {
          signal,
          language,
          query: { platform: 'html5-desktop' },
        })
      ).list,
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: Number.POSITIVE_INFINITY,
  });
}

/** The winner board: the 20 biggest wins of every category (value.list). */
export function useWinners(options: { enabled?: boolean } = {}) {
  const { i18n } = useTranslation();
  const language = i18n.language;
  return useQuery({
    enabled: options.enabled ?? true,
    queryKey: [...gamesKey, 'winners', language],
    queryFn: async ({ signal }) =>
      (
        await call(GAME_ROUTES.rankList, {
          signal,
          language,
          query: { gameCategory: 'ALL', limitNum: WINNER_LIMIT },
        })
      ).list,
    staleTime: 60_000,
  });
}

const toIdSet = (ids: string[]) => new Set(ids);

/** The member's favourite game ids (nodeId strings); the source of truth for every star. */
export function useFavouriteIds() {
  const { member } = useViewer();
  return useQuery({
    queryKey: favouriteIdsKey,
    queryFn: ({ signal }) => call(GAME_ROUTES.favouriteIds, { signal }),
    enabled: member,
    staleTime: 5 * 60_000,
    select: toIdSet,
  });
}

/** The member's favourites, all on one page (999, spec section 9). */
export function useFavourites() {
  const { i18n } = useTranslation();
  const { member } = useViewer();
  const language = i18n.language;
  return useQuery({
    queryKey: [...favouritesKey, language],
    queryFn: ({ signal }) =>
      call(GAME_ROUTES.favourites, {
        signal,
        language,
        query: { pageNo: 1, pageSize: FAVOURITES_PAGE_SIZE, clientType: 'WEB', platform: 'html5-desktop' },
      }),
    enabled: member,
  });
}

/** Recently played games, newest first, 20 a page. */
export function useRecentGames(pageNo: number) {
  const { i18n } = useTranslation();
  const { member } = useViewer();
  const language = i18n.language;
  return useQuery({
    queryKey: [...recentKey, language, pageNo],
    queryFn: ({ signal }) =>
      call(GAME_ROUTES.recent, {
        signal,
        language,
        query: { page: pageNo, pageSize: GAME_PAGE_SIZE, clientType: 'WEB' },
      }),
    enabled: member,
    placeholderData: keepPreviousData,
  });
}

// Favourite toggle.

type CardsData = TGamePage | TGameCard[] | TVendorLane[];

const isLaneList = (data: unknown[]): data is TVendorLane[] =>
  data.length > 0 && typeof data[0] === 'object' && data[0] !== null && 'games' in data[0];

/** The same data with every card of the game marked (or unmarked) as a favourite. */
function markCards(data: unknown, nodeId: string, on: boolean): unknown {
  const mark = (cards: TGameCard[]) =>
    cards.some((c) => c.nodeId === nodeId && c.isFavorite !== on)
      ? cards.map((c) => (c.nodeId === nodeId ? { ...c, isFavorite: on } : c))
      : cards;
  if (Array.isArray(data)) {
    if (isLaneList(data)) return data.map((lane) => ({ ...lane, games: mark(lane.games) }));
    return mark(data as TGameCard[]);
  }
  if (data && typeof data === 'object' && 'content' in data) {
    const page = data as TGamePage;
    const content = mark(page.content);
    return content === page.content ? page : { ...page, content };
  }
  return data;
}

/** The favourites page with the game added at the front or taken out. */
function changeFavouritesPage(page: TGamePage | undefined, game: TGameCard, on: boolean) {
  if (!page) return page;
  const rest = page.content.filter((c) => c.nodeId !== game.nodeId);
  const content = on ? [{ ...game, isFavorite: true }, ...rest] : rest;
  return {
    ...page,
    content,
    totalElements: Math.max(0, page.totalElements + content.length - page.content.length),
  };
}

/** Applies a favourite change to every cached list, star and the favourites page at once. */
function applyFavourite(client: QueryClient, game: TGameCard, on: boolean): void {
  client.setQueryData<string[]>(favouriteIdsKey, (ids) => {
    if (!ids) return ids;
    const rest = ids.filter((id) => id !== game.nodeId);
    return on ? [game.nodeId, ...rest] : rest;
  });
  client.setQueriesData<TGamePage>({ queryKey: favouritesKey }, (page) =>
    changeFavouritesPage(page, game, on),
  );
  for (const key of [gamesKey, recentKey] as QueryKey[]) {
    client.setQueriesData<CardsData>(
      { queryKey: key },
      (data) => markCards(data, game.nodeId, on) as CardsData,
    );
  }
}

/** When each game's star was last toggled, per query client (one app, or one test). */
const lastToggles = new WeakMap<QueryClient, Map<string, number>>();

/**
 * Favourite add (POST nodeId, vendor, gameType) and remove (DELETE ?nodeId=), optimistic: every
 * star and the favourites list change at once and change back if the server refuses. A game's
 * star can be toggled once a second; quicker taps are ignored (spec section 9).
 */
export function useFavouriteToggle() {
  const client = useQueryClient();

  /** Toggles the game's star; false when the last toggle of this game was under a second ago. */
  const toggle = useCallback(
    (game: TGameCard, on: boolean): boolean => {
      let toggles = lastToggles.get(client);
      if (!toggles) {
        toggles = new Map();
        lastToggles.set(client, toggles);
      }
      const now = Date.now();
      const last = toggles.get(game.nodeId);
      if (last !== undefined && now - last < FAVOURITE_TOGGLE_MS) return false;
      toggles.set(game.nodeId, now);
      void changeFavourite(client, game, on);
      return true;
    },
    [client],
  );
  return { toggle };
}

/**
 * One toggle, optimistic (a plain call rather than a mutation hook: this runs on every tile of the
 * first page, whose JavaScript budget the hook's code would use): the star changes at once and
 * changes back if the server refuses; then the lists read again.
 */
async function changeFavourite(client: QueryClient, game: TGameCard, on: boolean): Promise<void> {
  await client.cancelQueries({ queryKey: favouriteIdsKey });
  applyFavourite(client, game, on);
  try {
    if (on)
      await call(GAME_ROUTES.addFavourite, {
        body: { nodeId: game.nodeId, vendor: game.vassalage, gameType: game.gameType },
      });
    else await call(GAME_ROUTES.removeFavourite, { query: { nodeId: game.nodeId } });
  } catch {
    applyFavourite(client, game, !on);
  } finally {
    void client.invalidateQueries({ queryKey: favouriteIdsKey });
    void client.invalidateQueries({ queryKey: favouritesKey });
    // Lists filtered to favourites gain or lose the game.
    void client.invalidateQueries({
      queryKey: [...gamesKey, 'list'],
      predicate: (query) => (query.queryKey[4] as { filter?: string } | undefined)?.filter === 'FAV',
    });
  }
}

// Launch.

/** A game, or a vendor's lobby (its first game in the category) as the game centres launch it. */
export type LaunchTarget =
  | { kind: 'game'; gameId: string; vendorCode: string; name: string }
  | { kind: 'lobby'; gameType: GameCategory; vendorCode: string; name: string };

/** The launch URL of a game (POST /wps/game/launchGame); a lobby first finds the vendor's first game. */
export async function launchGame(target: LaunchTarget, language: string): Promise<TLaunch> {
  let gameId: string;
  if (target.kind === 'lobby') {
    const page = await call(GAME_ROUTES.relayList, {
      language,
      query: { gameType: target.gameType, vassalage: target.vendorCode, pageNo: 1, pageSize: 1 },
    });
    const first = page.content[0];
    if (!first) throw new ApiError('NOT_FOUND', '', 404);
    gameId = first.gameId;
  } else {
    gameId = target.gameId;
  }
  return call(GAME_ROUTES.launch, {
    language,
    body: { gameId, vendorCode: target.vendorCode, platform: 'html5-desktop', language },
  });
}
