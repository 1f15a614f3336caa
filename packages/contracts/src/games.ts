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
}

/** A category entry of the top navigation: the category and its vendors, in the brand's order. */
export interface TGameMenu {
  gameCategory: GameCategory;
  vendors: TNavVendor[];
}
