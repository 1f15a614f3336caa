import type { TAnnouncement, TBanner, TPage } from '@portal/contracts';
import { isLanguageCode, type LanguageCode, SYSTEM_ROUTES, type TSystemConfig } from '@portal/contracts';
import { call, configureApiClient } from './api-client';
import { local, STORAGE_KEYS, session } from './storage';

export interface Boot {
  config: TSystemConfig;
  language: LanguageCode;
  /** The home page's banners and marquee, inlined by the server in `language` (home paths only). */
  home?: { banners: TBanner[]; marquee: TPage<TAnnouncement> };
  /** The language the inlined config is in, when the player chose another (its texts are refetched). */
  configLanguage?: LanguageCode;
}

function readInlineBoot(): Boot | null {
  const element = document.getElementById('portal-boot');
  if (!element?.textContent) return null;
  try {
    return JSON.parse(element.textContent) as Boot;
  } catch {
    return null;
  }
}

function rememberMerchant(code: string): void {
  local.set(STORAGE_KEYS.merchant, code);
  session.set(STORAGE_KEYS.merchant, code);
}

/**
 * Finds the brand and its config before the first render. The server inlines both into the page;
 * a development server (or the Vite dev server) may instead be told the brand by ?merchant=CODE,
 * which is remembered in session and local storage (spec section 9).
 */
export async function loadBoot(): Promise<Boot> {
  const inline = readInlineBoot();
  const params = new URLSearchParams(window.location.search);
  const requested = params.get('merchant')?.toUpperCase() ?? null;
  const development = inline ? inline.config.development : true;
  const stored = session.get(STORAGE_KEYS.merchant) ?? local.get(STORAGE_KEYS.merchant);
  // In production the domain decides the brand; in development the remembered choice may override it.
  const wanted = development ? (requested ?? stored ?? inline?.config.merchant.code ?? null) : null;

  let boot: Boot;
  if (inline && (wanted === null || wanted === inline.config.merchant.code)) {
    boot = inline;
  } else {
    configureApiClient({ merchant: wanted });
    const storedLanguage = local.get(STORAGE_KEYS.language);
    if (isLanguageCode(storedLanguage)) configureApiClient({ language: storedLanguage });
    const config = await call(SYSTEM_ROUTES.config, {});
    boot = { config, language: config.merchant.defaultLanguage };
  }
  rememberMerchant(boot.config.merchant.code);
  configureApiClient({ merchant: boot.config.merchant.code });

  const storedLanguage = local.get(STORAGE_KEYS.language);
  const languages = boot.config.merchant.languages;
  const language =
    isLanguageCode(storedLanguage) && languages.includes(storedLanguage)
      ? storedLanguage
      : languages.includes(boot.language)
        ? boot.language
        : boot.config.merchant.defaultLanguage;
  // The inlined home content is in the page's language; another chosen language fetches its own.
  return {
    config: boot.config,
    language,
    ...(boot.home && language === boot.language ? { home: boot.home } : {}),
    ...(language !== boot.language ? { configLanguage: boot.language } : {}),
  };
}
