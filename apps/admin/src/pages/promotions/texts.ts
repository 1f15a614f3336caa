import type { i18n as I18n } from 'i18next';
import { useTranslation } from 'react-i18next';
import { bn, en } from '../../locales/promotions';

/**
 * The promotions screens' texts travel with those screens, not in the console's first load (its
 * bundle budget): each screen adds them to the catalogue before its first text is drawn.
 */
export function addPromotionTexts(i18n: I18n): void {
  for (const [language, texts] of [
    ['en', en],
    ['bn', bn],
  ] as const) {
    if (!i18n.getResource(language, 'translation', 'promotions.heading'))
      i18n.addResourceBundle(language, 'translation', { promotions: texts }, true, false);
  }
}

/** Adds the promotions texts (once) to the catalogue the calling screen draws with. */
export function usePromotionTexts(): void {
  const { i18n } = useTranslation();
  addPromotionTexts(i18n);
}
