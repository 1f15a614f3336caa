import { useTranslation } from 'react-i18next';
import { bn, en } from '../../../locales/referral';

/** The referral screens' texts travel with those screens (the console's first-load budget). */
export function useReferralTexts(): void {
  const { i18n } = useTranslation();
  for (const [language, texts] of [
    ['en', en],
    ['bn', bn],
  ] as const) {
    if (!i18n.getResource(language, 'translation', 'loyaltyReferral.rules.heading'))
      i18n.addResourceBundle(language, 'translation', { loyaltyReferral: texts }, true, false);
  }
}
