import {
  LANGUAGE_CODES,
  LANGUAGES,
  type LanguageCode,
  SETTINGS_ROUTES,
  THEME_KEYS,
  type TTheme,
} from '@portal/contracts';
import { Button, Field, SelectField } from '@portal/ui';
import { type CSSProperties, type FormEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { call } from '../../lib/client';
import { Loaded, problemsOf, SaveOutcome, type SettingsView, useCanWrite, useSettingsChange } from './shared';

type LanguagesInput = Parameters<typeof call<typeof SETTINGS_ROUTES.updateLanguages>>[1]['body'];
type CurrencyInput = Parameters<typeof call<typeof SETTINGS_ROUTES.updateCurrency>>[1]['body'];

export function GeneralSection() {
  const saveLanguages = useSettingsChange((body: LanguagesInput) =>
    call(SETTINGS_ROUTES.updateLanguages, { body }),
  );
  const saveTheme = useSettingsChange((body: TTheme) => call(SETTINGS_ROUTES.updateTheme, { body }));
  const saveCurrency = useSettingsChange((body: CurrencyInput) =>
    call(SETTINGS_ROUTES.updateCurrency, { body }),
  );
  return (
    <Loaded>
      {(view) => (
        <div className="settings-columns">
          <div>
            <LanguagesForm
              key={`${view.languages.join()}|${view.defaultLanguage}`}
              view={view}
              save={saveLanguages}
            />
            <Currency
              key={`${view.brand.currency}|${view.brand.currencyExponent}`}
              view={view}
              save={saveCurrency}
            />
          </div>
          <ThemeForm key={JSON.stringify(view.theme)} view={view} save={saveTheme} />
        </div>
      )}
    </Loaded>
  );
}

function LanguagesForm({
  view,
  save,
}: {
  view: SettingsView;
  save: ReturnType<typeof useSettingsChange<LanguagesInput>>;
}) {
  const { t } = useTranslation();
  const canWrite = useCanWrite();
  const formId = useId();
  const [languages, setLanguages] = useState<LanguageCode[]>(view.languages);
  const [defaultLanguage, setDefaultLanguage] = useState<LanguageCode>(view.defaultLanguage);
  const problems = save.isError ? problemsOf(save.error) : null;
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    save.mutate({ languages: LANGUAGE_CODES.filter((code) => languages.includes(code)), defaultLanguage });
  };
  return (
    <section className="card settings-section" aria-labelledby={`${formId}-title`}>
      <h2 id={`${formId}-title`} className="settings-section__title">
        {t('settings.general.languagesTitle')}
      </h2>
      <p className="muted">{t('settings.general.languagesIntro')}</p>
      <form id={formId} className="stack" onSubmit={onSubmit}>
        <fieldset className="checks" disabled={!canWrite}>
          <legend className="field__label">{t('settings.general.offered')}</legend>
          {LANGUAGE_CODES.map((code) => (
            <label key={code} lang={code}>
              <input
                type="checkbox"
                checked={languages.includes(code)}
                onChange={(event) =>
                  setLanguages((all) =>
                    event.target.checked ? [...all, code] : all.filter((c) => c !== code),
                  )
                }
              />
              {LANGUAGES[code].nativeName}
            </label>
          ))}
          {problems?.fields.languages ? (
            <p className="field__error" role="alert">
              {problems.fields.languages}
            </p>
          ) : null}
        </fieldset>
        <SelectField
          label={t('settings.general.defaultLanguage')}
          value={defaultLanguage}
          disabled={!canWrite}
          error={problems?.fields.defaultLanguage}
          onChange={(event) => setDefaultLanguage(event.target.value as LanguageCode)}
        >
          {LANGUAGE_CODES.map((code) => (
            <option key={code} value={code} lang={code}>
              {LANGUAGES[code].nativeName}
            </option>
          ))}
        </SelectField>
      </form>
      <SaveOutcome mutation={save} />
      {canWrite ? (
        <div className="save-bar">
          <Button type="submit" form={formId} busy={save.isPending}>
            {t('settings.general.saveLanguages')}
          </Button>
        </div>
      ) : null}
    </section>
  );
}

/**
 * The currency: changeable only while the brand has never moved money nor taken a deposit (the
 * server decides and refuses with CURRENCY_IN_USE); afterwards shown with the reason it is fixed.
 */
function Currency({
  view,
  save,
}: {
  view: SettingsView;
  save: ReturnType<typeof useSettingsChange<CurrencyInput>>;
}) {
  const { t } = useTranslation();
  const canWrite = useCanWrite() && !view.brand.currencyLocked;
  const formId = useId();
  const [currency, setCurrency] = useState(view.brand.currency);
  const [exponent, setExponent] = useState(view.brand.currencyExponent);
  const problems = save.isError ? problemsOf(save.error) : null;
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    save.mutate({ currency, exponent });
  };
  return (
    <section className="card settings-section" aria-labelledby="currency-title">
      <h2 id="currency-title" className="settings-section__title">
        {t('settings.general.currencyTitle')}
      </h2>
      {view.brand.currencyLocked ? (
        <>
          <dl className="facts">
            <dt>{t('settings.general.currency')}</dt>
            <dd>{view.brand.currency}</dd>
            <dt>{t('settings.general.decimals')}</dt>
            <dd>{view.brand.currencyExponent}</dd>
          </dl>
          <p className="muted">{t('settings.general.currencyFixed')}</p>
        </>
      ) : (
        <>
          <p className="muted">{t('settings.general.currencyOpen')}</p>
          <form id={formId} className="stack" onSubmit={onSubmit}>
            <Field
              label={t('settings.general.currency')}
              value={currency}
              maxLength={3}
              autoComplete="off"
              disabled={!canWrite}
              error={problems?.fields.currency}
              onChange={(event) => setCurrency(event.target.value.toUpperCase())}
            />
            <SelectField
              label={t('settings.general.decimals')}
              value={String(exponent)}
              disabled={!canWrite}
              error={problems?.fields.exponent}
              onChange={(event) => setExponent(Number(event.target.value))}
            >
              {[0, 1, 2, 3, 4].map((n) => (
                <option key={n} value={n}>
                  {n}
                </option>
              ))}
            </SelectField>
          </form>
          <SaveOutcome mutation={save} />
          {canWrite ? (
            <div className="save-bar">
              <Button type="submit" form={formId} busy={save.isPending}>
                {t('settings.general.saveCurrency')}
              </Button>
            </div>
          ) : null}
        </>
      )}
    </section>
  );
}

/** CSS custom property names of the preview, from the theme's keys (primaryContrast: --p-primary-contrast). */
const cssName = (key: string) => `--p-${key.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`)}`;

function ThemeForm({
  view,
  save,
}: {
  view: SettingsView;
  save: ReturnType<typeof useSettingsChange<TTheme>>;
}) {
  const { t } = useTranslation();
  const canWrite = useCanWrite();
  const formId = useId();
  const [theme, setTheme] = useState<TTheme>(view.theme);
  const problems = save.isError ? problemsOf(save.error) : null;
  const previewStyle = Object.fromEntries(
    THEME_KEYS.map((key) => [cssName(key), theme[key]]),
  ) as CSSProperties;
  const brand = view.brand.name;

  return (
    <section className="card settings-section" aria-labelledby={`${formId}-title`}>
      <h2 id={`${formId}-title`} className="settings-section__title">
        {t('settings.general.themeTitle')}
      </h2>
      <p className="muted">{t('settings.general.themeIntro')}</p>
      <form
        id={formId}
        className="colour-grid"
        onSubmit={(event) => {
          event.preventDefault();
          save.mutate(theme);
        }}
      >
        {THEME_KEYS.map((key) => (
          <div key={key} className="colour">
            <input
              id={`${formId}-${key}`}
              type="color"
              value={theme[key].toLowerCase()}
              disabled={!canWrite}
              aria-describedby={problems?.fields[key] ? `${formId}-${key}-error` : undefined}
              onChange={(event) => setTheme((all) => ({ ...all, [key]: event.target.value }))}
            />
            <label htmlFor={`${formId}-${key}`}>
              <span className="colour__label">{t(`settings.general.colours.${key}`)}</span>
              <span className="colour__value">{theme[key]}</span>
            </label>
            {problems?.fields[key] ? (
              <p id={`${formId}-${key}-error`} className="field__error wide" role="alert">
                {problems.fields[key]}
              </p>
            ) : null}
          </div>
        ))}
      </form>
      <h3 className="field__label">{t('settings.general.previewTitle')}</h3>
      <div className="site-preview" style={previewStyle} data-testid="theme-preview">
        <div className="site-preview__header">
          <img
            className="site-preview__logo"
            src={view.brand.logoUrl}
            alt={t('settings.general.previewLogo', { brand })}
          />
          <span className="site-preview__actions" aria-hidden="true">
            <span className="site-preview__btn">{t('settings.general.previewLogin')}</span>
            <span className="site-preview__btn site-preview__btn--primary">
              {t('settings.general.previewJoin')}
            </span>
          </span>
        </div>
        <div className="site-preview__hero">
          <strong>{t('settings.general.previewHero', { brand })}</strong>
          <span>{t('settings.general.previewTagline')}</span>
          <span className="site-preview__accent" aria-hidden="true" />
        </div>
        <div className="site-preview__tiles" aria-hidden="true">
          {(['slots', 'live', 'sports', 'lottery'] as const).map((tile) => (
            <span key={tile} className="site-preview__tile">
              {t(`settings.general.previewTiles.${tile}`)}
            </span>
          ))}
        </div>
      </div>
      <p className="field__hint">{t('settings.general.previewNote')}</p>
      <SaveOutcome mutation={save} />
      {canWrite ? (
        <div className="save-bar">
          <Button type="submit" form={formId} busy={save.isPending}>
            {t('settings.general.saveTheme')}
          </Button>
          <Button variant="secondary" onClick={() => setTheme(view.theme)}>
            {t('settings.reset')}
          </Button>
        </div>
      ) : null}
    </section>
  );
}
