import i18n from 'i18next';
import { initReactI18next } from 'react-i18next';
import bn from '../locales/bn';
import en from '../locales/en';
import type { en as loyaltyMissions } from '../locales/missions';
import type { en as loyaltyPoints } from '../locales/points';
import type { en as promotions } from '../locales/promotions';
import type { en as loyaltyReferral } from '../locales/referral';
import type { en as loyaltyVip } from '../locales/vip';
import { client } from './client';

declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'translation';
    // The promotions screens' texts load with those screens (pages/promotions/texts.ts).
    // The points screens' likewise (pages/loyalty/points/texts.ts), and the referral screens'
    // (pages/loyalty/referral/texts.ts).
    resources: {
      translation: typeof en & { promotions: typeof promotions } & { loyaltyPoints: typeof loyaltyPoints } & {
        loyaltyReferral: typeof loyaltyReferral;
      } & { loyaltyVip: typeof loyaltyVip } & { loyaltyMissions: typeof loyaltyMissions };
    };
  }
}

export const CONSOLE_LANGUAGES = [
  { code: 'en', name: 'English' },
  { code: 'bn', name: 'বাংলা' },
] as const;
export type ConsoleLanguage = (typeof CONSOLE_LANGUAGES)[number]['code'];

const STORAGE_KEY = 'portal.admin.language';

function storedLanguage(): ConsoleLanguage {
  try {
    const value = window.localStorage.getItem(STORAGE_KEY);
    if (value === 'en' || value === 'bn') return value;
  } catch {
    // Storage may be blocked: fall back to the browser's language.
  }
  return window.navigator.language.toLowerCase().startsWith('bn') ? 'bn' : 'en';
}

/** The page, the API client (x-language, so server errors come localised) and storage follow the language. */
function follow(language: string): void {
  document.documentElement.lang = language;
  client.configure({ language, networkErrorMessage: i18n.t('errors.network') });
}

export async function initI18n() {
  await i18n.use(initReactI18next).init({
    resources: { en: { translation: en }, bn: { translation: bn } },
    lng: storedLanguage(),
    fallbackLng: 'en',
    interpolation: { escapeValue: false },
    returnNull: false,
  });
  follow(i18n.language);
  i18n.on('languageChanged', (language) => {
    follow(language);
    try {
      window.localStorage.setItem(STORAGE_KEY, language);
    } catch {
      // Not remembered; the choice still holds for this visit.
    }
  });
  return i18n;
}
