import type { LanguageCode } from '@portal/contracts';
import i18n from 'i18next';
import { initReactI18next } from 'react-i18next';
import en from '@/locales/en';
import { configureApiClient } from './api-client';
import { local, STORAGE_KEYS } from './storage';

declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'translation';
    resources: { translation: typeof en };
  }
}

/** English ships with the app; other catalogues load when chosen. */
const loaders: Record<Exclude<LanguageCode, 'en'>, () => Promise<{ default: typeof en }>> = {
  bn: () => import('@/locales/bn'),
  fil: () => import('@/locales/fil'),
};

async function ensureCatalogue(language: LanguageCode): Promise<void> {
  if (language === 'en' || i18n.hasResourceBundle(language, 'translation')) return;
  const catalogue = await loaders[language]();
  i18n.addResourceBundle(language, 'translation', catalogue.default);
}

function applyLanguage(language: LanguageCode): void {
  document.documentElement.lang = language;
  configureApiClient({ language, networkErrorMessage: i18n.t('errors.network') });
}

export async function initI18n(language: LanguageCode): Promise<typeof i18n> {
  await i18n.use(initReactI18next).init({
    lng: 'en',
    fallbackLng: 'en',
    resources: { en: { translation: en } },
    interpolation: { escapeValue: false },
    returnNull: false,
  });
  await switchLanguage(language, { remember: false });
  return i18n;
}

/** Loads the catalogue, switches the texts and remembers the choice on this device. */
export async function switchLanguage(language: LanguageCode, options = { remember: true }): Promise<void> {
  await ensureCatalogue(language);
  // Calls made while the texts switch must already ask for the new language.
  configureApiClient({ language });
  await i18n.changeLanguage(language);
  applyLanguage(language);
  if (options.remember) local.set(STORAGE_KEYS.language, language);
}

export { i18n };
