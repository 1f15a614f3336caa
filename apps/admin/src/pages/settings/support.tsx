import { CS_TYPES, RESOURCE_TYPES, SETTINGS_ROUTES } from '@portal/contracts';
import { ZCustomerServiceEntry, ZResource } from '@portal/contracts/schemas/urls';
import { Button, type Column, Dialog, EmptyState } from '@portal/ui';
import { FormNumber, FormSelect, FormText, useZodForm } from '@portal/ui/form';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { call } from '../../lib/client';
import { FormDialog } from '../../lib/form-dialog';
import { ScrollTable } from '../../lib/scroll-table';
import { Loaded, problemsOf, type SettingsView, useCanWrite, useSettingsChange } from './shared';

type Entry = SettingsView['customerService'][number];
type Resource = SettingsView['resources'][number];
type EntryInput = Omit<Entry, 'id'>;
type ResourceInput = Omit<Resource, 'id' | 'qrUrl'>;
/** The entry form's values: the position a number, or undefined while its field is empty. */
type EntryValues = Omit<EntryInput, 'csPosition'> & { csPosition: number | undefined };

/** A cell's value, with its column's name shown before it when the table is drawn as cards (phones). */
function labelled(label: string, value: ReactNode) {
  return (
    <>
      <span className="cell-label">{label}: </span>
      {value}
    </>
  );
}

/** Customer-service entries and resources: lists, add and edit in a dialog, remove after confirming. */
export function SupportSection() {
  const { t } = useTranslation();
  const canWrite = useCanWrite();
  const [editingEntry, setEditingEntry] = useState<Entry | 'new' | null>(null);
  const [editingResource, setEditingResource] = useState<Resource | 'new' | null>(null);
  const [removing, setRemoving] = useState<{ kind: 'entry' | 'resource'; id: string; name: string } | null>(
    null,
  );
  const [notice, setNotice] = useState<string | null>(null);
  const remove = useSettingsChange((target: { kind: 'entry' | 'resource'; id: string }) =>
    target.kind === 'entry'
      ? call(SETTINGS_ROUTES.removeCustomerService, { params: { id: target.id } })
      : call(SETTINGS_ROUTES.removeResource, { params: { id: target.id } }),
  );

  const actions = (id: string, name: string, kind: 'entry' | 'resource', edit: () => void) =>
    canWrite ? (
      <span className="row-actions">
        <Button
          size="sm"
          variant="secondary"
          aria-label={t('settings.support.editOf', { name })}
          onClick={edit}
        >
          {t('settings.support.edit')}
        </Button>
        <Button
          size="sm"
          variant="danger"
          aria-label={t('settings.support.removeOf', { name })}
          onClick={() => setRemoving({ kind, id, name })}
        >
          {t('settings.support.remove')}
        </Button>
      </span>
    ) : null;

  const entryColumns: Column<Entry>[] = [
    { id: 'title', header: t('settings.support.title'), rowHeader: true, cell: (row) => row.title },
    {
      id: 'type',
      header: t('settings.support.type'),
      cell: (row) => labelled(t('settings.support.type'), t(`settings.support.csTypes.${row.type}`)),
    },
    {
      id: 'position',
      header: t('settings.support.position'),
      cell: (row) => labelled(t('settings.support.position'), row.csPosition),
    },
    {
      id: 'path',
      header: t('settings.support.path'),
      cell: (row) => labelled(t('settings.support.path'), <span className="break">{row.path}</span>),
    },
    {
      id: 'actions',
      header: <span className="visually-hidden">{t('common.actions')}</span>,
      className: 'actions',
      cell: (row) => actions(row.id, row.title, 'entry', () => setEditingEntry(row)),
    },
  ];
  const resourceColumns: Column<Resource>[] = [
    {
      id: 'type',
      header: t('settings.support.resourceType'),
      rowHeader: true,
      cell: (row) => t(`settings.support.resourceTypes.${row.resourceType}`),
    },
    {
      id: 'url',
      header: t('settings.support.url'),
      cell: (row) => labelled(t('settings.support.url'), <span className="break">{row.url}</span>),
    },
    {
      id: 'label',
      header: t('settings.support.label'),
      cell: (row) => labelled(t('settings.support.label'), row.labelNameEn ?? '—'),
    },
    {
      id: 'qr',
      header: t('settings.support.qr'),
      cell: (row) =>
        row.qrUrl ? (
          <img className="qr-thumb" src={row.qrUrl} alt={t('settings.support.qrOf', { url: row.url })} />
        ) : (
          '—'
        ),
    },
    {
      id: 'actions',
      header: <span className="visually-hidden">{t('common.actions')}</span>,
      className: 'actions',
      cell: (row) => actions(row.id, row.labelNameEn ?? row.url, 'resource', () => setEditingResource(row)),
    },
  ];

  return (
    <Loaded>
      {(view) => (
        <>
          {notice ? (
            <p className="notice notice--ok settings-notice" role="status">
              {notice}
            </p>
          ) : null}
          <section className="card settings-section" aria-labelledby="cs-title">
            <div className="page-head">
              <h2 id="cs-title" className="settings-section__title">
                {t('settings.support.csTitle')}
              </h2>
              {canWrite ? (
                <Button variant="secondary" onClick={() => setEditingEntry('new')}>
                  {t('settings.support.addEntry')}
                </Button>
              ) : null}
            </div>
            <p className="muted">{t('settings.support.csIntro')}</p>
            {view.customerService.length === 0 ? (
              <EmptyState icon="chat" title={t('settings.support.noEntries')} />
            ) : (
              <ScrollTable
                className="table settings-table"
                caption={t('settings.support.csTitle')}
                columns={entryColumns}
                rows={view.customerService}
                rowKey={(row) => row.id}
              />
            )}
          </section>
          <section className="card settings-section" aria-labelledby="resources-title">
            <div className="page-head">
              <h2 id="resources-title" className="settings-section__title">
                {t('settings.support.resourcesTitle')}
              </h2>
              {canWrite ? (
                <Button variant="secondary" onClick={() => setEditingResource('new')}>
                  {t('settings.support.addResource')}
                </Button>
              ) : null}
            </div>
            <p className="muted">{t('settings.support.resourcesIntro')}</p>
            {view.resources.length === 0 ? (
              <EmptyState icon="download" title={t('settings.support.noResources')} />
            ) : (
              <ScrollTable
                className="table settings-table"
                caption={t('settings.support.resourcesTitle')}
                columns={resourceColumns}
                rows={view.resources}
                rowKey={(row) => row.id}
              />
            )}
          </section>
          {editingEntry ? (
            <EntryDialog
              entry={editingEntry === 'new' ? null : editingEntry}
              onClose={() => setEditingEntry(null)}
              onSaved={() => {
                setEditingEntry(null);
                setNotice(t('settings.saved'));
              }}
            />
          ) : null}
          {editingResource ? (
            <ResourceDialog
              resource={editingResource === 'new' ? null : editingResource}
              onClose={() => setEditingResource(null)}
              onSaved={() => {
                setEditingResource(null);
                setNotice(t('settings.saved'));
              }}
            />
          ) : null}
          {removing ? (
            <Dialog
              title={t('settings.support.confirmRemove', { name: removing.name })}
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
                      remove.mutate(removing, {
                        onSuccess: () => {
                          setRemoving(null);
                          setNotice(t('settings.saved'));
                        },
                      })
                    }
                  >
                    {t('settings.support.remove')}
                  </Button>
                </>
              }
            >
              <p>{t('settings.support.confirmRemoveText')}</p>
              {remove.isError ? (
                <p className="notice notice--error" role="alert">
                  {problemsOf(remove.error).message}
                </p>
              ) : null}
            </Dialog>
          ) : null}
        </>
      )}
    </Loaded>
  );
}

function EntryDialog({
  entry,
  onClose,
  onSaved,
}: {
  entry: Entry | null;
  onClose: () => void;
  onSaved: () => void;
}) {
  const { t } = useTranslation();
  const form = useZodForm(ZCustomerServiceEntry, {
    type: entry?.type ?? 'TELEGRAM',
    csPosition: entry?.csPosition ?? 1,
    title: entry?.title ?? '',
    path: entry?.path ?? '',
  } as EntryValues);
  const save = useSettingsChange((body: EntryInput) =>
    entry
      ? call(SETTINGS_ROUTES.updateCustomerService, { params: { id: entry.id }, body })
      : call(SETTINGS_ROUTES.addCustomerService, { body }),
  );
  return (
    <FormDialog
      title={entry ? t('settings.support.editEntry') : t('settings.support.addEntry')}
      size="md"
      submitLabel={t('settings.support.save')}
      form={form}
      onSubmit={(body) => save.mutateAsync(body, { onSuccess: onSaved })}
      onClose={onClose}
    >
      <FormSelect label={t('settings.support.type')} name="type">
        {CS_TYPES.map((type) => (
          <option key={type} value={type}>
            {t(`settings.support.csTypes.${type}`)}
          </option>
        ))}
      </FormSelect>
      <FormNumber label={t('settings.support.position')} name="csPosition" min={1} max={99} required />
      <FormText className="wide" label={t('settings.support.title')} name="title" required maxLength={80} />
      <FormText
        className="wide"
        label={t('settings.support.path')}
        name="path"
        required
        maxLength={2000}
        spellCheck={false}
        autoCapitalize="none"
        hint={t('settings.support.pathHint')}
      />
    </FormDialog>
  );
}

function ResourceDialog({
  resource,
  onClose,
  onSaved,
}: {
  resource: Resource | null;
  onClose: () => void;
  onSaved: () => void;
}) {
  const { t } = useTranslation();
  const form = useZodForm(
    ZResource,
    {
      resourceType: resource?.resourceType ?? 'Android',
      url: resource?.url ?? '',
      labelNameEn: resource?.labelNameEn ?? '',
    },
    (values) => ({ ...values, labelNameEn: values.labelNameEn.trim() === '' ? null : values.labelNameEn }),
  );
  const save = useSettingsChange((body: ResourceInput) =>
    resource
      ? call(SETTINGS_ROUTES.updateResource, { params: { id: resource.id }, body })
      : call(SETTINGS_ROUTES.addResource, { body }),
  );
  return (
    <FormDialog
      title={resource ? t('settings.support.editResource') : t('settings.support.addResource')}
      size="md"
      submitLabel={t('settings.support.save')}
      form={form}
      onSubmit={(body) => save.mutateAsync(body, { onSuccess: onSaved })}
      onClose={onClose}
    >
      <FormSelect label={t('settings.support.resourceType')} name="resourceType">
        {RESOURCE_TYPES.map((type) => (
          <option key={type} value={type}>
            {t(`settings.support.resourceTypes.${type}`)}
          </option>
        ))}
      </FormSelect>
      <FormText label={t('settings.support.label')} name="labelNameEn" maxLength={80} />
      <FormText
        className="wide"
        label={t('settings.support.url')}
        name="url"
        inputMode="url"
        required
        maxLength={2000}
        spellCheck={false}
        autoCapitalize="none"
      />
    </FormDialog>
  );
}
