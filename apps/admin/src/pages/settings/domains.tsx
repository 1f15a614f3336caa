import { DOMAIN_ROUTE_TYPES, SETTINGS_ROUTES } from '@portal/contracts';
import { Button, type Column, Dialog, EmptyState, Field, SelectField } from '@portal/ui';
import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { call } from '../../lib/client';
import { ScrollTable } from '../../lib/scroll-table';
import { Loaded, problemsOf, SaveOutcome, type SettingsView, useCanWrite, useSettingsChange } from './shared';

type Domain = SettingsView['domains'][number];
type DomainType = (typeof DOMAIN_ROUTE_TYPES)[number];

/** The brand's domains and what each serves: add, change the route, make primary, remove. */
export function DomainsSection() {
  const { t } = useTranslation();
  const canWrite = useCanWrite();
  const formId = useId();
  const [notice, setNotice] = useState<string | null>(null);
  const [removing, setRemoving] = useState<Domain | null>(null);
  const add = useSettingsChange((body: { domain: string; type: DomainType; primary: boolean }) =>
    call(SETTINGS_ROUTES.addDomain, { body }),
  );
  const update = useSettingsChange((input: { domain: string; type: DomainType; primary: boolean }) =>
    call(SETTINGS_ROUTES.updateDomain, {
      params: { domain: input.domain },
      body: { type: input.type, primary: input.primary },
    }),
  );
  const remove = useSettingsChange((domain: string) =>
    call(SETTINGS_ROUTES.removeDomain, { params: { domain } }),
  );
  const addProblems = add.isError ? problemsOf(add.error) : null;

  const onAdd = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    const data = new FormData(form);
    const domain = String(data.get('domain') ?? '').trim();
    add.mutate(
      { domain, type: String(data.get('type')) as DomainType, primary: data.get('primary') === 'on' },
      {
        onSuccess: () => {
          setNotice(t('settings.domains.added', { domain: domain.toLowerCase() }));
          form.reset();
        },
      },
    );
  };

  const columns = (canWrite: boolean): Column<Domain>[] => [
    {
      id: 'domain',
      header: t('settings.domains.domain'),
      rowHeader: true,
      cell: (row) => (
        <>
          {row.domain}{' '}
          {row.primary ? <span className="primary-badge">{t('settings.domains.primary')}</span> : null}
        </>
      ),
    },
    {
      id: 'type',
      header: t('settings.domains.type'),
      cell: (row) =>
        canWrite ? (
          <select
            className="field__select"
            aria-label={t('settings.domains.typeOf', { domain: row.domain })}
            value={row.type}
            onChange={(event) =>
              update.mutate({
                domain: row.domain,
                type: event.target.value as DomainType,
                primary: row.primary,
              })
            }
          >
            {DOMAIN_ROUTE_TYPES.map((type) => (
              <option key={type} value={type}>
                {t(`settings.domains.types.${type}`)}
              </option>
            ))}
          </select>
        ) : (
          t(`settings.domains.types.${row.type}`)
        ),
    },
    {
      id: 'actions',
      header: <span className="visually-hidden">{t('common.actions')}</span>,
      className: 'actions',
      cell: (row) =>
        canWrite && !row.primary ? (
          <span className="row-actions">
            <Button
              size="sm"
              variant="secondary"
              aria-label={t('settings.domains.makePrimaryOf', { domain: row.domain })}
              onClick={() => update.mutate({ domain: row.domain, type: row.type, primary: true })}
            >
              {t('settings.domains.makePrimary')}
            </Button>
            <Button
              size="sm"
              variant="danger"
              aria-label={t('settings.domains.removeOf', { domain: row.domain })}
              onClick={() => setRemoving(row)}
            >
              {t('settings.domains.remove')}
            </Button>
          </span>
        ) : null,
    },
  ];

  return (
    <Loaded>
      {(view) => (
        <section className="card settings-section" aria-labelledby="domains-title">
          <h2 id="domains-title" className="settings-section__title">
            {t('settings.sections.domains')}
          </h2>
          <p className="muted">{t('settings.domains.intro')}</p>
          {notice ? (
            <p className="notice notice--ok" role="status">
              {notice}
            </p>
          ) : null}
          <SaveOutcome mutation={update} fieldsShown={false} />
          {view.domains.length === 0 ? (
            <EmptyState icon="globe" title={t('settings.domains.none')} />
          ) : (
            <ScrollTable
              className="table settings-table"
              caption={t('settings.sections.domains')}
              columns={columns(canWrite)}
              rows={view.domains}
              rowKey={(row) => row.domain}
            />
          )}
          {canWrite ? (
            <form id={formId} className="form-grid" onSubmit={onAdd} aria-labelledby={`${formId}-title`}>
              <h3 id={`${formId}-title`} className="field__label wide">
                {t('settings.domains.add')}
              </h3>
              {addProblems && Object.keys(addProblems.fields).length === 0 ? (
                <p className="notice notice--error wide" role="alert">
                  {addProblems.message}
                </p>
              ) : null}
              <Field
                label={t('settings.domains.domain')}
                name="domain"
                required
                maxLength={253}
                autoCapitalize="none"
                spellCheck={false}
                placeholder="play.example.com"
                error={addProblems?.fields.domain}
              />
              <SelectField label={t('settings.domains.type')} name="type" defaultValue="PLAYER">
                {DOMAIN_ROUTE_TYPES.map((type) => (
                  <option key={type} value={type}>
                    {t(`settings.domains.types.${type}`)}
                  </option>
                ))}
              </SelectField>
              <label className="inline-check">
                <input type="checkbox" name="primary" />
                {t('settings.domains.primary')}
              </label>
              <div className="save-bar wide">
                <Button type="submit" busy={add.isPending}>
                  {t('settings.domains.addButton')}
                </Button>
              </div>
            </form>
          ) : null}
          {removing ? (
            <Dialog
              title={t('settings.domains.confirmRemove')}
              closeLabel={t('common.close')}
              onClose={() => setRemoving(null)}
              size="sm"
              footer={
                <>
                  <Button variant="secondary" onClick={() => setRemoving(null)}>
                    {t('common.cancel')}
                  </Button>
                  <Button
                    variant="danger"
                    busy={remove.isPending}
                    onClick={() =>
                      remove.mutate(removing.domain, {
                        onSuccess: () => {
                          setNotice(t('settings.domains.removed', { domain: removing.domain }));
                          setRemoving(null);
                        },
                      })
                    }
                  >
                    {t('settings.domains.remove')}
                  </Button>
                </>
              }
            >
              <p>{t('settings.domains.confirmRemoveText', { domain: removing.domain })}</p>
              {remove.isError ? (
                <p className="notice notice--error" role="alert">
                  {Object.values(problemsOf(remove.error).fields)[0] ?? problemsOf(remove.error).message}
                </p>
              ) : null}
            </Dialog>
          ) : null}
        </section>
      )}
    </Loaded>
  );
}
