import { GAME_CATEGORIES, type GameCategory, type TNavVendor } from '@portal/contracts';
import type { IconName } from '@portal/ui';
import { useSystemConfig } from './config';

/** The icon of each game category, shared by the side menu, top navigation and home tiles. */
export const CATEGORY_ICON: Record<GameCategory, IconName> = {
  LIVE: 'live',
  RNG: 'slots',
  FISH: 'fish',
  PVP: 'poker',
  BGS: 'bgs',
  SPORTS: 'sports',
  ESPORTS: 'esports',
  LOTT: 'lottery',
  ELOTT: 'elott',
  COCKFIGHT: 'cockfight',
  JACKPOT: 'jackpot',
  MINI: 'mini',
};

export interface CategoryEntry {
  category: GameCategory;
  route: string;
  vendors: TNavVendor[];
}

/**
 * One entry per game category that has a page and at least one vendor, in the brand's order
 * (spec section 2: top navigation and side menu).
 */
export function useCategoryEntries(): CategoryEntry[] {
  const { gameMenus } = useSystemConfig();
  return gameMenus.flatMap((menu) => {
    const route = GAME_CATEGORIES[menu.gameCategory].route;
    return route && menu.vendors.length > 0
      ? [{ category: menu.gameCategory, route, vendors: menu.vendors }]
      : [];
  });
}

/** Every vendor of the brand once, for the footer. */
export function useUniqueVendors(): TNavVendor[] {
  const { gameMenus } = useSystemConfig();
  const seen = new Map<string, TNavVendor>();
  for (const menu of gameMenus)
    for (const v of menu.vendors) if (!seen.has(v.vendorCode)) seen.set(v.vendorCode, v);
  return [...seen.values()];
}

/**
 * Jackpot and mini games have no page of their own: the slots centre lists them by classification
 * (gameClassify), so their vendors link there.
 */
export const SLOT_CLASSIFICATIONS = ['SLOT', 'JACKPOT', 'MINI'] as const;
export type SlotClassification = (typeof SLOT_CLASSIFICATIONS)[number];
const CLASSIFIED_CATEGORY: Partial<Record<GameCategory, SlotClassification>> = {
  JACKPOT: 'JACKPOT',
  MINI: 'MINI',
};

/** Where a vendor's games of a category are listed: its list centre (or game centre) page. */
export function vendorGamesPath(category: GameCategory, vendorCode: string): string {
  const classification = CLASSIFIED_CATEGORY[category];
  if (classification) return `/rng?classify=${classification}&vassalage=${encodeURIComponent(vendorCode)}`;
  const { route, page } = GAME_CATEGORIES[category];
  if (!route) return '/';
  return page === 'list' ? `${route}?vassalage=${encodeURIComponent(vendorCode)}` : route;
}

/** The vendors of the slots centre's jackpot and mini-game classifications, for its drop menu. */
export function useClassifiedVendors(): {
  category: GameCategory;
  classification: SlotClassification;
  vendors: TNavVendor[];
}[] {
  const { gameMenus } = useSystemConfig();
  return gameMenus.flatMap((menu) => {
    const classification = CLASSIFIED_CATEGORY[menu.gameCategory];
    return classification && menu.vendors.length > 0
      ? [{ category: menu.gameCategory, classification, vendors: menu.vendors }]
      : [];
  });
}
