import {
  PATTERN_IDS,
  type PatternId,
  REGISTER_FIELDS,
  type RegisterField,
  SETTINGS_ROUTES,
  VERIFICATION_CODE_MAX_LENGTH,
} from '@portal/contracts';
import { Button, Field, SelectField } from '@portal/ui';
import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { call } from '../../lib/client';
import { Loaded, problemsOf, SaveOutcome, type SettingsView, useCanWrite, useSettingsChange } from './shared';

type RulesInput = Parameters<typeof call<typeof SETTINGS_ROUTES.updateRegisterRules>>[1]['body'];
type Rule = RulesInput['rules'][number];

export function RegisterRulesSection() {
  const save = useSettingsChange((body: RulesInput) => call(SETTINGS_ROUTES.updateRegisterRules, { body }));
  return (
    <Loaded>
      {(view) => <RulesForm save={save} key={JSON.stringify(view.registerRules)} view={view} />}
    </Loaded>
  );
}

/** A card per field of the register form: shown, required, pattern and lengths. */
function RulesForm({
  view,
  save,
}: {
  view: SettingsView;
  save: ReturnType<typeof useSettingsChange<RulesInput>>;
}) {
  const { t } = useTranslation();
  const canWrite = useCanWrite();
  const formId = useId();
  const [rules, setRules] = useState<Rule[]>(() =>
    view.registerRules.map((r) => ({
      field: r.field,
      enabled: r.enabled,
      required: r.required,
      patternId: r.patternId,
      minLength: r.minLength,
      maxLength: r.maxLength,
    })),
  );
  const missing = REGISTER_FIELDS.filter((field) => !rules.some((r) => r.field === field));
  const [adding, setAdding] = useState<RegisterField | ''>('');
  const problems = save.isError ? problemsOf(save.error) : null;
  const update = (index: number, change: Partial<Rule>) =>
    setRules((all) => all.map((rule, i) => (i === index ? { ...rule, ...change } : rule)));

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    save.mutate({ rules });
  };

  return (
    <section className="card settings-section" aria-labelledby="register-title">
      <h2 id="register-title" className="settings-section__title">
        {t('settings.sections.register')}
      </h2>
      <p className="muted">{t('settings.register.intro')}</p>
      <form id={formId} className="rule-grid" onSubmit={onSubmit}>
        {rules.map((rule, index) => {
          const error = (name: keyof Rule) => problems?.fields[`rules.${index}.${name}`];
          const label = t(`settings.register.fields.${rule.field}`);
          return (
            <fieldset key={rule.field} className="rule" disabled={!canWrite}>
              <legend className="rule__legend">
                {label} <code className="code">{rule.field}</code>
              </legend>
              <div className="rule__checks">
                <label>
                  <input
                    type="checkbox"
                    checked={rule.enabled}
                    onChange={(event) =>
                      update(index, {
                        enabled: event.target.checked,
                        // A field that is not shown cannot be required.
                        ...(event.target.checked ? {} : { required: false }),
                      })
                    }
                  />
                  {t('settings.register.shown')}
                </label>
                <label>
                  <input
                    type="checkbox"
                    checked={rule.required}
                    onChange={(event) => update(index, { required: event.target.checked })}
                  />
                  {t('settings.register.required')}
                </label>
              </div>
              {error('enabled') || error('required') ? (
                <p className="field__error" role="alert">
                  {error('enabled') ?? error('required')}
                </p>
              ) : null}
              <SelectField
                label={t('settings.register.pattern')}
                value={rule.patternId}
                error={error('patternId')}
                onChange={(event) => update(index, { patternId: event.target.value as PatternId })}
              >
                {PATTERN_IDS.map((id) => (
                  <option key={id} value={id}>
                    {t(`settings.register.patterns.${id}`)}
                  </option>
                ))}
              </SelectField>
              <div className="rule__lengths">
                <Field
                  label={t('settings.register.minLength')}
                  type="number"
                  min={0}
                  max={VERIFICATION_CODE_MAX_LENGTH}
                  value={rule.minLength}
                  error={error('minLength')}
                  onChange={(event) => update(index, { minLength: Number(event.target.value) })}
                />
                <Field
                  label={t('settings.register.maxLength')}
                  type="number"
                  min={1}
                  max={VERIFICATION_CODE_MAX_LENGTH}
                  value={rule.maxLength}
                  error={error('maxLength')}
                  onChange={(event) => update(index, { maxLength: Number(event.target.value) })}
                />
              </div>
            </fieldset>
          );
        })}
      </form>
      {canWrite && missing.length > 0 ? (
        <div className="add-row">
          <SelectField
            label={t('settings.register.addField')}
            value={adding}
            onChange={(event) => setAdding(event.target.value as RegisterField | '')}
          >
            <option value="">—</option>
            {missing.map((field) => (
              <option key={field} value={field}>
                {t(`settings.register.fields.${field}`)}
              </option>
            ))}
          </SelectField>
          <Button
            variant="secondary"
            disabled={adding === ''}
            onClick={() => {
              if (adding === '') return;
              setRules((all) => [
                ...all,
                {
                  field: adding,
                  enabled: true,
                  required: false,
                  patternId: 'ANY',
                  minLength: 0,
                  maxLength: 64,
                },
              ]);
              setAdding('');
            }}
          >
            {t('settings.register.addButton')}
          </Button>
        </div>
      ) : null}
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
