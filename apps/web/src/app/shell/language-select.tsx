import { LANGUAGES, type LanguageCode, SYSTEM_ROUTES } from '@portal/contracts';
import { Icon } from '@portal/ui';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { call } from '@/lib/api-client';
import { useMerchant } from '@/lib/config';
import { switchLanguage } from '@/lib/i18n';
import { offeredLanguages } from '@/locales/languages';

/**
 * Language change (spec section 4): stored locally, texts updated, the server told, then the
 * language set. The config query is keyed by language, so brand texts refetch by themselves.
 */
export function LanguageSelect({ compact = false }: { compact?: boolean }) {
  const { t, i18n } = useTranslation();
  // Only languages whose catalogues are complete (ADR 0048), of those the brand enables.
  const languages = offeredLanguages(useMerchant().languages);
  const id = useId();
  const [busy, setBusy] = useState(false);

  async function change(language: LanguageCode) {
    setBusy(true);
    try {
      await switchLanguage(language);
      // The server keeps the choice for logged-in members; a failure here must not undo the switch.
      await call(SYSTEM_ROUTES.language, { body: { language } }).catch(() => undefined);
    } finally {
      setBusy(false);
    }
  }

  if (languages.length < 2) return null;
  return (
    <div className={`language-select${compact ? ' language-select--compact' : ''}`}>
      <Icon name="globe" size={18} />
      <label htmlFor={id} className={compact ? 'visually-hidden' : 'language-select__label'}>
        {t('shell.language')}
      </label>
      <select
        id={id}
        value={i18n.language}
        disabled={busy}
        onChange={(event) => void change(event.target.value as LanguageCode)}
      >
        {languages.map((code) => (
          <option key={code} value={code} lang={code}>
            {LANGUAGES[code].nativeName}
          </option>
        ))}
      </select>
    </div>
  );
}
