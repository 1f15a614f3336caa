import { GAME_CATEGORIES, type GameCategory, type TNavVendor } from '@portal/contracts';
import type { IconName } from '@/components/ui/icon';
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
