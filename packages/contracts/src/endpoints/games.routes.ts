import type { RouteInfo } from '../endpoint.ts';

/**
 * Where the game catalogue's calls live (spec section 7; their schemas are in ./games.ts). The
 * /lgw paths are public; the relays (GCSGAME_, MCSFE_, GCS_) are the spec's names for the same
 * lists with a session, favourites, recent games and launch.
 */
export const GAME_ROUTES = {
  /** Categories with their vendors (the navigation). */
  menus: { id: 'games.menus', method: 'GET', path: '/lgw/games/game_menus', access: 'public' },
  /** The game list of a list centre. */
  list: { id: 'games.list', method: 'GET', path: '/lgw/games/list', access: 'public' },
  /** The same for a logged-in player: FAV and RECENT filters and favourite stars. */
  relayList: { id: 'games.relayList', method: 'GET', path: '/wps/relay/GCSGAME_gameList', access: 'public' },
  /** Vendor rows of the home page: value.data.lanes. */
  vendorLanes: { id: 'games.vendorLanes', method: 'GET', path: '/lgw/games/vendors', access: 'public' },
  /** Hot games: value.list. */
  hot: { id: 'games.hot', method: 'GET', path: '/lgw/games/hot', access: 'public' },
  relayHot: { id: 'games.relayHot', method: 'GET', path: '/wps/relay/GCSGAME_hotGamesV2', access: 'public' },
  /** Game types (classifications) of a vendor; trial accounts too. */
  vassGameType: {
    id: 'games.vassGameType',
    method: 'GET',
    path: '/wps/relay/GCSGAME_getVassGameType',
    access: 'session',
  },
  /** Vendors with new games. */
  newGameVendor: {
    id: 'games.newGameVendor',
    method: 'GET',
    path: '/wps/relay/GCSGAME_newGameVendor',
    access: 'public',
  },
  /** The winner board: value.list. */
  rankList: { id: 'games.rankList', method: 'GET', path: '/wps/relay/GCSGAME_getRankList', access: 'public' },
  /** The member's favourites: ids, list, add, remove. */
  favouriteIds: {
    id: 'games.favouriteIds',
    method: 'GET',
    path: '/wps/relay/MCSFE_getFavoriteGames',
    access: 'member',
  },
  favourites: {
    id: 'games.favourites',
    method: 'GET',
    path: '/wps/relay/MCSFE_getFavoriteGamesList',
    access: 'member',
  },
  addFavourite: {
    id: 'games.addFavourite',
    method: 'POST',
    path: '/wps/relay/MCSFE_addFavoriteGameV2',
    access: 'member',
  },
  removeFavourite: {
    id: 'games.removeFavourite',
    method: 'DELETE',
    path: '/wps/relay/MCSFE_removeFavoriteGameV2',
    access: 'member',
  },
  /** The room list of a live or poker vendor's lobby (spec section 7, T): its tables and limits. */
  roomList: { id: 'games.roomList', method: 'GET', path: '/wps/relay/GLS2_roomList', access: 'member' },
  /** Recently played games. */
  recent: { id: 'games.recent', method: 'GET', path: '/wps/relay/GCS_recentGame', access: 'member' },
  /**
   * Launch: the URL the game popup frame opens (or the lottery's own pages, launchMode LOTT).
   * Trial accounts too, for play money: in-house and seamless-wallet games (ADR 0044).
   */
  launch: { id: 'games.launch', method: 'POST', path: '/wps/game/launchGame', access: 'session' },
  launchFB: { id: 'games.launchFB', method: 'POST', path: '/wps/relay/GCS_gameLaunchFB', access: 'session' },
} as const satisfies Record<string, RouteInfo>;
