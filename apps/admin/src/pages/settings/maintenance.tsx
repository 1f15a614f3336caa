import { LANGUAGES, type LanguageCode, SETTINGS_ROUTES } from '@portal/contracts';
import { Button, Dialog, Field } from '@portal/ui';
import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { call } from '../../lib/client';
import {
  instantOf,
  Loaded,
  localInputOf,
  problemsOf,
  SaveOutcome,
  type SettingsView,
  useCanWrite,
  useSettingsChange,
} from './shared';

type MaintenanceInput = Parameters<typeof call<typeof SETTINGS_ROUTES.updateMaintenance>>[1]['body'];

export function MaintenanceSection() {
  const save = useSettingsChange((body: MaintenanceInput) =>
    call(SETTINGS_ROUTES.updateMaintenance, { body }),
  );
  return (
    <Loaded>
      {(view) => <MaintenanceForm save={save} key={JSON.stringify(view.maintenance)} view={view} />}
    </Loaded>
  );
}

/** Maintenance: the switch, an optional window, a message per offered language. */
function MaintenanceForm({
  view,
  save,
}: {
  view: SettingsView;
  save: ReturnType<typeof useSettingsChange<MaintenanceInput>>;
}) {
  const { t } = useTranslation();
  const canWrite = useCanWrite();
  const formId = useId();
  const saved = view.maintenance;
  const [enabled, setEnabled] = useState(saved.enabled);
  const [startsAt, setStartsAt] = useState(localInputOf(saved.startsAt));
  const [endsAt, setEndsAt] = useState(localInputOf(saved.endsAt));
  const [message, setMessage] = useState<Partial<Record<LanguageCode, string>>>({ ...saved.message });
  const [confirming, setConfirming] = useState<MaintenanceInput | null>(null);
  const problems = save.isError ? problemsOf(save.error) : null;

  const input = (): MaintenanceInput => ({
    enabled,
    startsAt: instantOf(startsAt),
    endsAt: instantOf(endsAt),
    message: Object.fromEntries(Object.entries(message).filter(([, text]) => text && text.trim() !== '')),
  });
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const body = input();
    // Switching it on takes the site away from players: ask first.
    if (body.enabled && !saved.enabled) setConfirming(body);
    else save.mutate(body);
  };

  return (
    <section className="card settings-section" aria-labelledby="maintenance-title">
      <h2 id="maintenance-title" className="settings-section__title">
        {t('settings.sections.maintenance')}
      </h2>
      <p className="muted">{t('settings.maintenance.intro')}</p>
      <p className={`notice ${saved.active ? 'notice--error' : 'notice--ok'}`} role="status">
        {saved.active ? t('settings.maintenance.activeNow') : t('settings.maintenance.inactiveNow')}
      </p>
      <form id={formId} className="form-grid settings-form" onSubmit={onSubmit}>
        <div className="flag wide">
          <input
            id={`${formId}-enabled`}
            type="checkbox"
            role="switch"
            aria-checked={enabled}
            className="switch"
            checked={enabled}
            disabled={!canWrite}
            onChange={(event) => setEnabled(event.target.checked)}
          />
          <label htmlFor={`${formId}-enabled`} className="flag__name">
            {t('settings.maintenance.enabled')}
          </label>
        </div>
        <Field
          label={t('settings.maintenance.startsAt')}
          type="datetime-local"
          value={startsAt}
          disabled={!canWrite}
          aria-describedby={`${formId}-window-hint`}
          onChange={(event) => setStartsAt(event.target.value)}
          error={problems?.fields.startsAt}
        />
        <Field
          label={t('settings.maintenance.endsAt')}
          type="datetime-local"
          value={endsAt}
          disabled={!canWrite}
          aria-describedby={`${formId}-window-hint`}
          onChange={(event) => setEndsAt(event.target.value)}
          error={problems?.fields.endsAt}
        />
        <p id={`${formId}-window-hint`} className="field__hint wide">
          {t('settings.maintenance.windowHint')}
        </p>
        {view.languages.map((language) => (
          <div key={language} className="field wide">
            <label className="field__label" htmlFor={`${formId}-message-${language}`}>
              {t('settings.maintenance.message', { language: LANGUAGES[language].nativeName })}
            </label>
            <textarea
              id={`${formId}-message-${language}`}
              lang={language}
              rows={3}
              maxLength={500}
              value={message[language] ?? ''}
              disabled={!canWrite}
              aria-describedby={`${formId}-message-hint`}
              onChange={(event) => setMessage((m) => ({ ...m, [language]: event.target.value }))}
            />
            {problems?.fields[`message.${language}`] ? (
              <p className="field__error" role="alert">
                {problems.fields[`message.${language}`]}
              </p>
            ) : null}
          </div>
        ))}
        <p id={`${formId}-message-hint`} className="field__hint wide">
          {t('settings.maintenance.messageHint')}
        </p>
      </form>
      <SaveOutcome mutation={save} />
      {canWrite ? (
        <div className="save-bar">
          <Button type="submit" form={formId} busy={save.isPending && confirming === null}>
            {t('settings.save')}
          </Button>
        </div>
      ) : null}
      {confirming ? (
        <Dialog
          title={t('settings.maintenance.confirmTitle')}
          closeLabel={t('common.close')}
          onClose={() => setConfirming(null)}
          size="sm"
          footer={
            <>
              <Button variant="secondary" onClick={() => setConfirming(null)}>
                {t('common.cancel')}
              </Button>
              <Button
                variant="danger"
                busy={save.isPending}
                onClick={() => save.mutate(confirming, { onSettled: () => setConfirming(null) })}
              >
                {t('settings.maintenance.confirm')}
              </Button>
            </>
          }
        >
          <p>{t('settings.maintenance.confirmText')}</p>
        </Dialog>
      ) : null}
    </section>
  );
}
