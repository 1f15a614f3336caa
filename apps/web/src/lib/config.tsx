import { type FeatureFlag, isFlagOn, SYSTEM_ROUTES, type TSystemConfig } from '@portal/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { createContext, type ReactNode, useContext } from 'react';
import { useTranslation } from 'react-i18next';
import { call } from './api-client';
import type { Boot } from './boot';

const BootContext = createContext<Boot | null>(null);

/** Status and config are re-read every minute, so maintenance shows without a reload. */
const CONFIG_REFRESH_MS = 60_000;

export function BootProvider({ boot, children }: { boot: Boot; children: ReactNode }) {
  return <BootContext.Provider value={boot}>{children}</BootContext.Provider>;
}

/** What the page started with (the inlined config, language and home content). */
export function useBoot(): Boot {
  const boot = useContext(BootContext);
  if (!boot) throw new Error('useBoot outside BootProvider');
  return boot;
}

export function systemConfigKey(merchant: string, language: string) {
  return ['system', 'config', merchant, language] as const;
}

/** The brand's config (spec section 3 permission/config info) in the current language. */
export function useSystemConfig(): TSystemConfig {
  const boot = useContext(BootContext);
  if (!boot) throw new Error('useSystemConfig outside BootProvider');
  const { i18n } = useTranslation();
  const language = i18n.language;
  const { data } = useQuery({
    queryKey: systemConfigKey(boot.config.merchant.code, language),
    queryFn: ({ signal }) => call(SYSTEM_ROUTES.config, { signal, language }),
    // The inlined config is fresh only in its own language (the tagline, the hero, is per language).
    initialData: language === (boot.configLanguage ?? boot.language) ? boot.config : undefined,
    initialDataUpdatedAt: language === (boot.configLanguage ?? boot.language) ? Date.now() : undefined,
    placeholderData: keepPreviousData,
    staleTime: CONFIG_REFRESH_MS,
    refetchInterval: CONFIG_REFRESH_MS,
  });
  return data ?? boot.config;
}

export function useMerchant() {
  return useSystemConfig().merchant;
}

export function useFlag(flag: FeatureFlag): boolean {
  return isFlagOn(useSystemConfig().whitelabel, flag);
}
