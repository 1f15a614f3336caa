import {
  buildWhitelabelTree,
  FEATURE_FLAG_GROUPS,
  FEATURE_FLAGS,
  type FeatureFlag,
  type FeatureFlagGroup,
  type FlagSet,
  SETTINGS_ROUTES,
  type WhitelabelNode,
} from '@portal/contracts';
import { Button, Dialog } from '@portal/ui';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { call } from '../../lib/client';
import { Loaded, problemsOf, SaveOutcome, type SettingsView, useCanWrite, useSettingsChange } from './shared';

/** The flat flag set a whitelabel tree describes. */
function flagsOf(tree: readonly WhitelabelNode[]): FlagSet {
  const on = new Set(
    tree.flatMap((group) => group.childrenNodes.filter((n) => n.enabled === '1').map((n) => n.modId)),
  );
  return Object.fromEntries(FEATURE_FLAGS.map((flag) => [flag, on.has(flag)])) as FlagSet;
}

export function FlagsSection() {
  const save = useSettingsChange((flags: Partial<Record<FeatureFlag, boolean>>) =>
    call(SETTINGS_ROUTES.updateFlags, { body: { flags } }),
  );
  return (
    <Loaded>{(view) => <FlagsForm save={save} key={JSON.stringify(view.whitelabel)} view={view} />}</Loaded>
  );
}

/** The eleven flags as the whitelabel tree: a section per group, a switch per flag. */
function FlagsForm({
  view,
  save,
}: {
  view: SettingsView;
  save: ReturnType<typeof useSettingsChange<Partial<Record<FeatureFlag, boolean>>>>;
}) {
  const { t } = useTranslation();
  const canWrite = useCanWrite();
  const saved = flagsOf(view.whitelabel);
  const [draft, setDraft] = useState<Record<FeatureFlag, boolean>>({ ...saved });
  const [confirming, setConfirming] = useState(false);
  const changed = FEATURE_FLAGS.filter((flag) => draft[flag] !== saved[flag]);
  const problems = save.isError ? problemsOf(save.error) : null;
  const tree = buildWhitelabelTree(draft);

  return (
    <section className="card settings-section" aria-labelledby="flags-title">
      <h2 id="flags-title" className="settings-section__title">
        {t('settings.sections.flags')}
      </h2>
      <p className="muted">{t('settings.flags.intro')}</p>
      <div className="flag-tree">
        {(Object.keys(FEATURE_FLAG_GROUPS) as FeatureFlagGroup[]).map((group) => {
          const node = tree.find((n) => n.modId === group);
          const on = node?.enabled === '1';
          return (
            <fieldset key={group} className="flag-group">
              <legend className="flag-group__legend">
                <span>{t(`settings.flags.groups.${group}`)}</span> <code className="code">{group}</code>{' '}
                <span className={`state ${on ? 'state--on' : 'state--off'}`}>
                  {on ? t('settings.flags.sectionOn') : t('settings.flags.sectionOff')}
                </span>
              </legend>
              {FEATURE_FLAG_GROUPS[group].map((flag) => (
                <FlagSwitch
                  key={flag}
                  flag={flag}
                  checked={draft[flag]}
                  disabled={!canWrite}
                  error={problems?.fields[`flags.${flag}`]}
                  onChange={(value) => setDraft((d) => ({ ...d, [flag]: value }))}
                />
              ))}
            </fieldset>
          );
        })}
      </div>
      <details className="tree-json">
        <summary>{t('settings.flags.treeTitle')}</summary>
        <pre>{JSON.stringify(tree, null, 2)}</pre>
      </details>
      <SaveOutcome mutation={save} />
      {canWrite ? (
        <div className="save-bar">
          <Button disabled={changed.length === 0} onClick={() => setConfirming(true)}>
            {t('settings.save')}
          </Button>
          <Button variant="secondary" disabled={changed.length === 0} onClick={() => setDraft({ ...saved })}>
            {t('settings.reset')}
          </Button>
        </div>
      ) : null}
      {confirming ? (
        <Dialog
          title={t('settings.flags.confirmTitle')}
          closeLabel={t('common.close')}
          onClose={() => setConfirming(false)}
          size="sm"
          footer={
            <>
              <Button variant="secondary" onClick={() => setConfirming(false)}>
                {t('common.cancel')}
              </Button>
              <Button
                busy={save.isPending}
                onClick={() =>
                  save.mutate(Object.fromEntries(changed.map((flag) => [flag, draft[flag]])), {
                    onSettled: () => setConfirming(false),
                  })
                }
              >
                {t('settings.flags.confirm')}
              </Button>
            </>
          }
        >
          <p>{t('settings.flags.confirmText')}</p>
          <ul className="change-list">
            {changed.map((flag) => (
              <li key={flag}>
                {draft[flag]
                  ? t('settings.flags.turnOn', { flag: t(`settings.flags.labels.${flag}`) })
                  : t('settings.flags.turnOff', { flag: t(`settings.flags.labels.${flag}`) })}
              </li>
            ))}
          </ul>
        </Dialog>
      ) : null}
    </section>
  );
}

function FlagSwitch({
  flag,
  checked,
  disabled,
  error,
  onChange,
}: {
  flag: FeatureFlag;
  checked: boolean;
  disabled: boolean;
  error: string | undefined;
  onChange: (value: boolean) => void;
}) {
  const { t } = useTranslation();
  const id = useId();
  return (
    <div className="flag">
      <input
        id={id}
        type="checkbox"
        role="switch"
        aria-checked={checked}
        className="switch"
        checked={checked}
        disabled={disabled}
        aria-describedby={`${id}-help`}
        onChange={(event) => onChange(event.target.checked)}
      />
      <div className="flag__text">
        <label htmlFor={id} className="flag__name">
          {t(`settings.flags.labels.${flag}`)}
        </label>{' '}
        <code className="code">{flag}</code>
        <p id={`${id}-help`} className="flag__help">
          {t(`settings.flags.help.${flag}`)}
        </p>
        {error ? (
          <p className="field__error" role="alert">
            {error}
          </p>
        ) : null}
      </div>
      <span className={`state ${checked ? 'state--on' : 'state--off'}`} aria-hidden="true">
        {checked ? t('settings.flags.on') : t('settings.flags.off')}
      </span>
    </div>
  );
}
