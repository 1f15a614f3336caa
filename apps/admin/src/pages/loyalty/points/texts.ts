import { useTranslation } from 'react-i18next';
import { bn, en } from '../../../locales/points';

/** The points screens' texts travel with those screens (the console's first-load budget). */
export function usePointsTexts(): void {
  const { i18n } = useTranslation();
  for (const [language, texts] of [
    ['en', en],
    ['bn', bn],
  ] as const) {
    if (!i18n.getResource(language, 'translation', 'loyaltyPoints.heading'))
      i18n.addResourceBundle(language, 'translation', { loyaltyPoints: texts }, true, false);
  }
}
