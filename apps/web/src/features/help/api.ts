import { type LanguageCode, SYSTEM_ROUTES } from '@portal/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { call } from '@/lib/api-client';

export function getHelpCentre(lang: LanguageCode, signal?: AbortSignal) {
  return call(SYSTEM_ROUTES.helpCenter, { query: { lang, device: 'WEB' }, ...(signal ? { signal } : {}) });
}

export function helpCentreQuery(lang: LanguageCode) {
  return queryOptions({
    queryKey: ['system', 'helpCenter', lang],
    queryFn: ({ signal }) => getHelpCentre(lang, signal),
    staleTime: 10 * 60_000,
  });
}

export function useHelpCentre() {
  const { i18n } = useTranslation();
  return useQuery(helpCentreQuery(i18n.language as LanguageCode));
}
