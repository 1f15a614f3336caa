import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { CONSOLE_LANGUAGES } from '../lib/i18n';

/** The console's language: English or Bengali, remembered on this device. */
export function LanguageSwitch() {
  const { t, i18n } = useTranslation();
  const id = useId();
  return (
    <span className="language-switch">
      <label htmlFor={id} className="visually-hidden">
        {t('common.language')}
      </label>
      <select
        id={id}
        value={i18n.language}
        onChange={(event) => void i18n.changeLanguage(event.target.value)}
      >
        {CONSOLE_LANGUAGES.map((language) => (
          <option key={language.code} value={language.code} lang={language.code}>
            {language.name}
          </option>
        ))}
      </select>
    </span>
  );
}
