import { useTranslation } from 'react-i18next';
import { bn, en } from '../../../locales/vip';

/** The VIP screens' texts travel with those screens (the console's first-load budget). */
export function useVipTexts(): void {
  const { i18n } = useTranslation();
  for (const [language, texts] of [
    ['en', en],
    ['bn', bn],
  ] as const) {
    if (!i18n.getResource(language, 'translation', 'loyaltyVip.levels.heading'))
      i18n.addResourceBundle(language, 'translation', { loyaltyVip: texts }, true, false);
  }
}
