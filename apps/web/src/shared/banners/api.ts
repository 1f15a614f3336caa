import { type BannerGroup, CONTENT_ROUTES } from '@portal/contracts';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { call } from '@/lib/api-client';
import { useBoot } from '@/lib/config';

/** Inlined banners are as fresh as the page. */
const BOOTED_AT = Date.now();

/** A banner group, kept for the session (spec section 9 caches such lists). */
export function useBanners(group: BannerGroup) {
  const { i18n } = useTranslation();
  const boot = useBoot();
  const language = i18n.language;
  const inlined = group === 'w_home' && language === boot.language ? boot.home?.banners : undefined;
  return useQuery({
    queryKey: ['content', 'banners', language, group],
    queryFn: ({ signal }) => call(CONTENT_ROUTES.banners, { signal, language, query: { group } }),
    staleTime: 10 * 60_000,
    ...(inlined ? { initialData: inlined, initialDataUpdatedAt: BOOTED_AT } : {}),
  });
}
