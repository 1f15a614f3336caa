import { SETTINGS_ROUTES } from '@portal/contracts';
import { Button } from '@portal/ui';
import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { call } from '../../lib/client';
import { Loaded, problemsOf, SaveOutcome, type SettingsView, useCanWrite, useSettingsChange } from './shared';

type RegionInput = Parameters<typeof call<typeof SETTINGS_ROUTES.updateRegion>>[1]['body'];
type ListName = keyof RegionInput;

const listOf = (text: string, separator: RegExp) =>
  text
    .split(separator)
    .map((part) => part.trim())
    .filter((part) => part !== '');

export function RegionSection() {
  const save = useSettingsChange((body: RegionInput) => call(SETTINGS_ROUTES.updateRegion, { body }));
  return (
    <Loaded>
      {(view) => <RegionForm save={save} key={JSON.stringify(view.regionRestriction)} view={view} />}
    </Loaded>
  );
}

/** Blocked countries, blocked networks and networks never blocked; each entry checked by the server. */
function RegionForm({
  view,
  save,
}: {
  view: SettingsView;
  save: ReturnType<typeof useSettingsChange<RegionInput>>;
}) {
  const { t } = useTranslation();
  const canWrite = useCanWrite();
  const formId = useId();
  const saved = view.regionRestriction;
  const [texts, setTexts] = useState<Record<ListName, string>>({
    blockedCountries: saved.blockedCountries.join(', '),
    blockedCidrs: saved.blockedCidrs.join('\n'),
    allowedCidrs: saved.allowedCidrs.join('\n'),
  });
  const [sent, setSent] = useState<RegionInput | null>(null);
  const problems = save.isError ? problemsOf(save.error) : null;

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const body: RegionInput = {
      blockedCountries: listOf(texts.blockedCountries, /[\s,;]+/).map((c) => c.toUpperCase()),
      blockedCidrs: listOf(texts.blockedCidrs, /[\n,;]+/),
      allowedCidrs: listOf(texts.allowedCidrs, /[\n,;]+/),
    };
    setSent(body);
    save.mutate(body);
  };

  /** The refused entries of one list, each with its value and the server's message. */
  const errorsOf = (name: ListName) =>
    Object.entries(problems?.fields ?? {})
      .filter(([field]) => field === name || field.startsWith(`${name}.`))
      .map(([field, message]) => {
        const index = Number(field.split('.')[1]);
        const value = Number.isInteger(index) ? sent?.[name][index] : undefined;
        return value === undefined ? message : t('settings.region.entry', { value, message });
      });

  const list = (name: ListName, label: string, hint: string, rows: number) => {
    const errors = errorsOf(name);
    return (
      <div className={`field wide${errors.length > 0 ? ' field--invalid' : ''}`}>
        <label className="field__label" htmlFor={`${formId}-${name}`}>
          {label}
        </label>
        <textarea
          id={`${formId}-${name}`}
          rows={rows}
          spellCheck={false}
          value={texts[name]}
          disabled={!canWrite}
          aria-invalid={errors.length > 0 || undefined}
          aria-describedby={`${formId}-${name}-hint${errors.length > 0 ? ` ${formId}-${name}-errors` : ''}`}
          onChange={(event) => setTexts((all) => ({ ...all, [name]: event.target.value }))}
        />
        <p id={`${formId}-${name}-hint`} className="field__hint">
          {hint}
        </p>
        {errors.length > 0 ? (
          <div id={`${formId}-${name}-errors`} className="field__error" role="alert">
            <ul className="error-list">
              {errors.map((error) => (
                <li key={error}>{error}</li>
              ))}
            </ul>
          </div>
        ) : null}
      </div>
    );
  };

  return (
    <section className="card settings-section" aria-labelledby="region-title">
      <h2 id="region-title" className="settings-section__title">
        {t('settings.sections.region')}
      </h2>
      <p className="muted">{t('settings.region.intro')}</p>
      <form id={formId} className="form-grid settings-form" onSubmit={onSubmit}>
        {list('blockedCountries', t('settings.region.countries'), t('settings.region.countriesHint'), 2)}
        {list('blockedCidrs', t('settings.region.blocked'), t('settings.region.networksHint'), 5)}
        {list('allowedCidrs', t('settings.region.allowed'), t('settings.region.networksHint'), 4)}
      </form>
      <SaveOutcome mutation={save} />
      {canWrite ? (
        <div className="save-bar">
          <Button type="submit" form={formId} busy={save.isPending}>
            {t('settings.save')}
          </Button>
        </div>
      ) : null}
    </section>
  );
}
