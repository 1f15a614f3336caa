/**
 * Game categories of the spec (section 1). `route` is the player-site page of the category;
 * `page` says whether that page is a game list centre (games in a grid with filters) or a game
 * centre (a row of vendors to launch). Jackpot and mini games have no page of their own: their
 * games are listed within the slots centre by classification.
 */
export const GAME_CATEGORIES = {
  LIVE: { route: '/live', page: 'list' },
  RNG: { route: '/rng', page: 'list' },
  FISH: { route: '/fish', page: 'list' },
  PVP: { route: '/pvp', page: 'list' },
  BGS: { route: '/bgs', page: 'list' },
  SPORTS: { route: '/sports', page: 'centre' },
  ESPORTS: { route: '/esports', page: 'centre' },
  LOTT: { route: '/lott', page: 'centre' },
  ELOTT: { route: '/elott', page: 'centre' },
  COCKFIGHT: { route: '/cockfight', page: 'centre' },
  JACKPOT: { route: null, page: null },
  MINI: { route: null, page: null },
} as const satisfies Record<string, { route: string | null; page: 'list' | 'centre' | null }>;

export type GameCategory = keyof typeof GAME_CATEGORIES;
export const GAME_CATEGORY_CODES = Object.keys(GAME_CATEGORIES) as GameCategory[];

export function categoryForRoute(pathname: string): GameCategory | undefined {
  const lower = pathname.toLowerCase();
  return GAME_CATEGORY_CODES.find((code) => GAME_CATEGORIES[code].route === lower);
}

/** Game selection filter types of the list centres. */
export const GAME_FILTERS = ['ALL', 'HOT', 'NEW', 'FAV', 'RECENT'] as const;
export type GameFilter = (typeof GAME_FILTERS)[number];

export interface TNavVendor {
  vendorCode: string;
  name: string;
  logoUrl: string;
  /** Under maintenance for the brand: listed with a badge, not launchable (game_menus only). */
  maintenance?: boolean;
}

/** A category entry of the top navigation: the category and its vendors, in the brand's order. */
export interface TGameMenu {
  gameCategory: GameCategory;
  vendors: TNavVendor[];
}

/** Page sizes of spec section 9: game, recent and home lists 20, favourites 999. */
export const GAME_PAGE_SIZE = 20;
export const FAVOURITES_PAGE_SIZE = 999;
/** Home vendor rows show at most 12 games; the winner board 20, the biggest-wins board the first 9. */
export const VENDOR_ROW_SIZE = 12;
export const WINNER_LIMIT = 20;

/** A list centre's query: category, optionally one vendor, classification, filter and search. */
export interface TGameListQuery {
  gameType: GameCategory;
  vassalage?: string;
  gameClassify?: string;
  filter: GameFilter;
  keyword?: string;
  /** 1-based. */
  pageNo: number;
  /** At most 20. */
  pageSize: number;
}

/** A game tile (spec section 3, game card). */
export interface TGameCard {
  /** Our id, as a string. */
  gameId: string;
  /** The vendor's game code. */
  gameCode: string;
  /** The name in the requested language (English when it has none). */
  gameName: string;
  nodeId: string;
  nodeName: string;
  displayName: string;
  /** The vendor's code. */
  vassalage: string;
  vendorName: string;
  /** The category (RNG tiles have no PLAY NOW button). */
  gameType: GameCategory;
  gameClassify: string | null;
  /** GAME launches the game; VASSALAGE opens the vendor's list. */
  isGame: 'GAME' | 'VASSALAGE';
  iconUrl: string;
  /** 1: hot badge. */
  isHot: 0 | 1;
  isNew: 0 | 1;
  /** Only for a logged-in player. */
  isFavorite: boolean;
}

export interface TGamePage {
  content: TGameCard[];
  /** 1-based. */
  pageNum: number;
  pageSize: number;
  totalPages: number;
  totalElements: number;
}

/** A home vendor row (value.data.lanes): the vendor and its first games. */
/** A table of a live or poker vendor's lobby (GLS2_roomList): a game the brand offers. */
export interface TRoom {
  /** The game's id: the Play button launches it. */
  gameId: string;
  gameCode: string;
  roomName: string;
  gameType: GameCategory;
  gameClassify: string | null;
  iconUrl: string;
  /** The smallest bet, or null where the brand sets none (the vendor's table minimum applies). */
  minBet: string | null;
  /** The largest bet the brand lets the vendor place: the game's own limit, else the brand's. */
  maxBet: string;
  currency: string;
  /** MAINTENANCE while the brand has the vendor under maintenance (listed, not launchable). */
  status: 'OPEN' | 'MAINTENANCE';
}

export interface TVendorLane {
  vendorCode: string;
  name: string;
  logoUrl: string;
  gameCategory: GameCategory;
  games: TGameCard[];
  /** Games of the vendor in this category in all (the row shows at most 12). */
  total: number;
}

export interface TWinner {
  /** Masked account, "pl***01". */
  customerName: string;
  iconUrl: string;
  /** Decimal, 2 places in the brand currency. */
  winAmount: string;
  gameName: string;
  vendorCode: string;
  /** ISO instant. */
  wonAt: string;
}

export interface TLaunchRequest {
  gameId?: string;
  gameCode?: string;
  vendorCode: string;
  /** W (web) or H5 (phone). */
  platform?: string;
  language?: string;
}

export interface TLaunch {
  url: string;
}
