import { GAME_CATEGORIES, type GameCategory } from '@portal/contracts';
import type { TFunction } from 'i18next';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { useMerchant } from '@/lib/config';

/** The category pages by their path (/live, /rng, …), from the contracts' category table. */
const CATEGORY_BY_PATH = new Map<string, GameCategory>(
  (Object.entries(GAME_CATEGORIES) as [GameCategory, { route: string | null }][]).flatMap(
    ([category, { route }]) => (route ? [[route, category] as const] : []),
  ),
);

/** Pages named by their own title text (titles.*). */
const TITLED_PATHS: Record<string, keyof TitleTexts> = {
  '/': 'home',
  '/index': 'home',
  '/index.html': 'home',
  '/home': 'home',
  '/login': 'login',
  '/register': 'register',
  '/help': 'help',
  '/download': 'download',
  '/agent': 'agent',
  '/agentHome': 'agentHome',
  '/member': 'member',
  '/favorite': 'favorite',
  '/recent': 'recent',
  '/lottery': 'lottery',
  '/vnLottery': 'vnLottery',
  '/seaLottery': 'seaLottery',
  '/bgs/crash': 'crash',
  '/bgs/dice': 'dice',
  '/bgs/limbo': 'limbo',
  '/bgs/plinko': 'plinko',
  '/bgs/keno': 'keno',
  '/bgs/mines': 'mines',
  '/bgs/hilo': 'hilo',
  '/fairness': 'fairness',
  '/promotions': 'promotions',
  '/pointMall': 'pointMall',
  '/vip': 'vip',
  '/seamless': 'seamless',
};

type TitleTexts = typeof import('@/locales/en').default.titles;

/**
 * The page part of the document title for an address: the member centre's page by ?page=, a game
 * category by its name, the other routes by their title text, anything else "Page not found".
 */
export function pageTitle(
  pathname: string,
  search: string,
  t: TFunction,
  hasText: (key: string) => boolean,
): string {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  const category = CATEGORY_BY_PATH.get(path);
  if (category) return t(`categories.${category}` as 'categories.LIVE');
  if (path === '/member') {
    const page = new URLSearchParams(search).get('page');
    const key = `member.pages.${page}.title`;
    if (page && /^[A-Za-z0-9]+$/.test(page) && hasText(key)) return t(key as 'member.pages.withdraw.title');
  }
  const titled = TITLED_PATHS[path];
  return titled ? t(`titles.${titled}`) : t('titles.notFound');
}

/**
 * Sets the document title to "<page> · <brand>" for every route, in the chosen language (issue 20),
 * and "<brand> | <tagline>" at home.
 */
export function useDocumentTitle(): void {
  const { t, i18n } = useTranslation();
  const { pathname, search } = useLocation();
  const merchant = useMerchant();
  useEffect(() => {
    const page = pageTitle(pathname, search, t, (key) => i18n.exists(key));
    // Home keeps the title the server writes for it ("<brand> | <tagline>", what search engines
    // show); every other page is named first.
    const home = page === t('titles.home') && merchant.tagline;
    document.title = home ? `${merchant.name} | ${merchant.tagline}` : `${page} · ${merchant.name}`;
  }, [pathname, search, t, i18n, merchant.name, merchant.tagline]);
}
