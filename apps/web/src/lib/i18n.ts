import type { LanguageCode } from '@portal/contracts';
import i18n from 'i18next';
import { initReactI18next } from 'react-i18next';
import type accountEn from '@/locales/account/en';
import type agentEn from '@/locales/agent/en';
import type contractsEn from '@/locales/contracts/en';
import type crashEn from '@/locales/crash/en';
import en from '@/locales/en';
import type lottoEn from '@/locales/lotto/en';
import type missionsEn from '@/locales/missions/en';
import type originalsEn from '@/locales/originals/en';
import type pointsEn from '@/locales/points/en';
import type promotionsEn from '@/locales/promotions/en';
import type referralEn from '@/locales/referral/en';
import type vipEn from '@/locales/vip/en';
import type walletEn from '@/locales/wallet/en';
import { configureApiClient } from './api-client';
import { local, STORAGE_KEYS } from './storage';

declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'translation';
    resources: { translation: Texts };
  }
}

/** Every text the app may show: the main catalogue with the sections that load with their pages. */
type Texts = Omit<typeof en, 'wallet' | 'agent' | 'download'> & {
  wallet: (typeof en)['wallet'] & (typeof walletEn)['wallet'];
  agent: (typeof en)['agent'] & (typeof agentEn)['agent'];
  download: (typeof en)['download'] & (typeof accountEn)['download'];
} & Omit<typeof accountEn, 'download'> &
  typeof originalsEn &
  typeof crashEn &
  typeof lottoEn &
  typeof contractsEn &
  typeof promotionsEn &
  typeof pointsEn &
  typeof vipEn &
  typeof missionsEn &
  typeof referralEn;

/** English ships with the app; other catalogues load when chosen. */
const loaders: Record<Exclude<LanguageCode, 'en'>, () => Promise<{ default: typeof en }>> = {
  bn: () => import('@/locales/bn'),
  fil: () => import('@/locales/fil'),
};

/**
 * Sections too large for the first page load, fetched with the pages that show them. Once a
 * section is asked for, a language switch loads it in the new language before switching.
 */
const sectionLoaders = {
  // The security centre, the feedback form and the download page (the footer keeps the page's name).
  account: {
    en: () => import('@/locales/account/en'),
    bn: () => import('@/locales/account/bn'),
    fil: () => import('@/locales/account/fil'),
  },
  wallet: {
    en: () => import('@/locales/wallet/en'),
    bn: () => import('@/locales/wallet/bn'),
    fil: () => import('@/locales/wallet/fil'),
  },
  originals: {
    en: () => import('@/locales/originals/en'),
    bn: () => import('@/locales/originals/bn'),
    fil: () => import('@/locales/originals/fil'),
  },
  crash: {
    en: () => import('@/locales/crash/en'),
    bn: () => import('@/locales/crash/bn'),
    fil: () => import('@/locales/crash/fil'),
  },
  lotto: {
    en: () => import('@/locales/lotto/en'),
    bn: () => import('@/locales/lotto/bn'),
    fil: () => import('@/locales/lotto/fil'),
  },
  agent: {
    en: () => import('@/locales/agent/en'),
    bn: () => import('@/locales/agent/bn'),
    fil: () => import('@/locales/agent/fil'),
  },
  contracts: {
    en: () => import('@/locales/contracts/en'),
    bn: () => import('@/locales/contracts/bn'),
    fil: () => import('@/locales/contracts/fil'),
  },
  promotions: {
    en: () => import('@/locales/promotions/en'),
    bn: () => import('@/locales/promotions/bn'),
    fil: () => import('@/locales/promotions/fil'),
  },
  // Loyalty (issue 19): the points mall, VIP, missions and the leaderboard, invite friends.
  points: {
    en: () => import('@/locales/points/en'),
    bn: () => import('@/locales/points/bn'),
    fil: () => import('@/locales/points/fil'),
  },
  vip: {
    en: () => import('@/locales/vip/en'),
    bn: () => import('@/locales/vip/bn'),
    fil: () => import('@/locales/vip/fil'),
  },
  missions: {
    en: () => import('@/locales/missions/en'),
    bn: () => import('@/locales/missions/bn'),
    fil: () => import('@/locales/missions/fil'),
  },
  referral: {
    en: () => import('@/locales/referral/en'),
    bn: () => import('@/locales/referral/bn'),
    fil: () => import('@/locales/referral/fil'),
  },
} satisfies Record<string, Record<LanguageCode, () => Promise<{ default: object }>>>;

export type TextSection = keyof typeof sectionLoaders;

const wantedSections = new Set<TextSection>();
const loadedSections = new Set<string>();

async function ensureSection(section: TextSection, language: LanguageCode): Promise<void> {
  const id = `${section}:${language}`;
  if (loadedSections.has(id)) return;
  const texts = await sectionLoaders[section][language]();
  // Deep merge: the section's keys join the ones the main catalogue already has.
  i18n.addResourceBundle(language, 'translation', texts.default, true, true);
  loadedSections.add(id);
}

/** Loads a section's texts in the current language (and English, the fallback) before its page shows. */
export async function loadTexts(section: TextSection): Promise<void> {
  wantedSections.add(section);
  const language = (i18n.resolvedLanguage ?? 'en') as LanguageCode;
  await Promise.all([ensureSection(section, 'en'), ensureSection(section, language)]);
}

async function ensureCatalogue(language: LanguageCode): Promise<void> {
  if (language !== 'en' && !i18n.hasResourceBundle(language, 'translation')) {
    const catalogue = await loaders[language]();
    i18n.addResourceBundle(language, 'translation', catalogue.default, true, true);
  }
  await Promise.all([...wantedSections].map((section) => ensureSection(section, language)));
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
