import {
  ADMIN_CONTENT_ROUTES,
  ADMIN_ROUTES,
  ANNOUNCEMENT_TYPES,
  type AnnouncementType,
  LANGUAGE_CODES,
  LANGUAGES,
  POPUP_AUDIENCES,
  type PopupAudience,
} from '@portal/contracts';
import {
  Button,
  type Column,
  DataTable,
  Dialog,
  EmptyState,
  Field,
  LoadFailed,
  SelectField,
  Spinner,
} from '@portal/ui';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { call } from '../lib/client';
import { FormDialog } from '../lib/form-dialog';
import { instantOf, localInputOf, problemsOf, when } from '../lib/forms';
import { useOperator } from '../lib/session';

type Row = Awaited<ReturnType<typeof call<typeof ADMIN_ROUTES.announcements>>>[number];
const KEY = ['admin', 'announcements'] as const;

/**
 * Announcements: the brand's list, a form to publish one or edit one, a preview of the text as the
 * server saved it (sanitised), and delete with confirmation.
 */
export function AnnouncementsPage() {
  const { t, i18n } = useTranslation();
  const queryClient = useQueryClient();
  const canWrite = useOperator().data?.permissions.includes('content.write') ?? false;
  const list = useQuery({
    queryKey: KEY,
    queryFn: ({ signal }) => call(ADMIN_ROUTES.announcements, { signal }),
  });
  const [creating, setCreating] = useState(false);
  const [editing, setEditing] = useState<Row | null>(null);
  const [preview, setPreview] = useState<{ row: Row; saved: boolean } | null>(null);
  const [deleting, setDeleting] = useState<Row | null>(null);
  const [notice, setNotice] = useState<string | null>(null);

  const remove = useMutation({
    mutationFn: (row: Row) => call(ADMIN_ROUTES.deleteAnnouncement, { params: { id: row.id } }),
    onSuccess: (_result, row) => {
      setDeleting(null);
      setNotice(t('announcements.deleted', { title: row.title }));
      void queryClient.invalidateQueries({ queryKey: KEY });
    },
  });

  const columns: Column<Row>[] = [
    { id: 'title', header: t('announcements.title'), cell: (row) => row.title, rowHeader: true },
    {
      id: 'type',
      header: t('announcements.type'),
      cell: (row) => t(`announcements.types.${row.type as AnnouncementType}`),
    },
    { id: 'language', header: t('announcements.language'), cell: (row) => row.language },
    {
      id: 'when',
      header: t('announcements.shown'),
      cell: (row) => `${when(row.startsAt, i18n.language)} – ${when(row.endsAt, i18n.language)}`,
    },
    {
      id: 'actions',
      header: <span className="visually-hidden">{t('common.actions')}</span>,
      className: 'actions',
      cell: (row) => (
        <span className="row-actions">
          <Button
            size="sm"
            variant="secondary"
            onClick={() => setPreview({ row, saved: false })}
            aria-label={t('announcements.previewOf', { title: row.title })}
          >
            {t('announcements.preview')}
          </Button>
          {canWrite ? (
            <Button
              size="sm"
              variant="secondary"
              onClick={() => setEditing(row)}
              aria-label={t('announcementEdit.editOf', { title: row.title })}
            >
              {t('announcementEdit.edit')}
            </Button>
          ) : null}
          {canWrite ? (
            <Button
              size="sm"
              variant="danger"
              onClick={() => setDeleting(row)}
              aria-label={t('announcements.deleteOf', { title: row.title })}
            >
              {t('common.delete')}
            </Button>
          ) : null}
        </span>
      ),
    },
  ];

  return (
    <>
      <div className="page-head">
        <h1 className="page-title">{t('announcements.heading')}</h1>
        {canWrite ? <Button onClick={() => setCreating(true)}>{t('announcements.new')}</Button> : null}
      </div>
      {notice ? (
        <p className="notice notice--ok" role="status">
          {notice}
        </p>
      ) : null}
      <section className="card card--flush">
        {list.isPending ? (
          <div className="centre">
            <Spinner label={t('common.loading')} />
          </div>
        ) : list.isError ? (
          <LoadFailed onRetry={() => list.refetch()} />
        ) : list.data.length === 0 ? (
          <EmptyState icon="megaphone" title={t('announcements.none')} />
        ) : (
          <div className="table-scroll">
            <DataTable
              className="table"
              caption={t('announcements.heading')}
              columns={columns}
              rows={list.data}
              rowKey={(row) => row.id}
            />
          </div>
        )}
      </section>
      {creating ? (
        <AnnouncementForm
          onClose={() => setCreating(false)}
          onCreated={(title) => {
            setCreating(false);
            setNotice(t('announcements.published', { title }));
            void queryClient.invalidateQueries({ queryKey: KEY });
          }}
        />
      ) : null}
      {editing ? (
        <AnnouncementForm
          initial={editing}
          onClose={() => setEditing(null)}
          onSaved={(saved) => {
            setEditing(null);
            setNotice(null);
            setPreview({ row: saved, saved: true });
            void queryClient.invalidateQueries({ queryKey: KEY });
          }}
        />
      ) : null}
      {preview ? (
        <Dialog
          title={preview.row.title}
          closeLabel={t('common.close')}
          onClose={() => setPreview(null)}
          size="md"
        >
          {preview.saved ? (
            <p className="notice notice--ok" role="status">
              {t('announcementEdit.saved', { title: preview.row.title })}
            </p>
          ) : null}
          <p className="muted">
            {t(`announcements.types.${preview.row.type as AnnouncementType}`)} · {preview.row.language} ·{' '}
            {preview.row.audience.map((a) => t(`announcements.audiences.${a as PopupAudience}`)).join(', ')}
          </p>
          {/* The server keeps only sanitised HTML (the same the player site shows); the console's CSP runs no inline code. */}
          {/* biome-ignore lint/security/noDangerouslySetInnerHtml: sanitised on the server when saved */}
          <div className="preview" dangerouslySetInnerHTML={{ __html: preview.row.content }} />
        </Dialog>
      ) : null}
      {deleting ? (
        <Dialog
          title={t('announcements.confirmDelete')}
          closeLabel={t('common.close')}
          onClose={() => setDeleting(null)}
          size="sm"
          footer={
            <>
              <Button variant="secondary" onClick={() => setDeleting(null)}>
                {t('common.cancel')}
              </Button>
              <Button variant="danger" busy={remove.isPending} onClick={() => remove.mutate(deleting)}>
                {t('common.delete')}
              </Button>
            </>
          }
        >
          <p>{t('announcements.confirmDeleteText', { title: deleting.title })}</p>
          {remove.isError ? (
            <p className="notice notice--error" role="alert">
              {problemsOf(remove.error).message}
            </p>
          ) : null}
        </Dialog>
      ) : null}
    </>
  );
}

type AnnouncementBody = Parameters<typeof call<typeof ADMIN_ROUTES.createAnnouncement>>[1]['body'];

/** Publishes a new announcement, or saves the changes of `initial`. */
function AnnouncementForm({
  initial,
  onClose,
  onCreated,
  onSaved,
}: {
  initial?: Row;
  onClose: () => void;
  onCreated?: (title: string) => void;
  onSaved?: (saved: Row) => void;
}) {
  const { t } = useTranslation();
  const formId = useId();
  const [audience, setAudience] = useState<PopupAudience[]>(
    (initial?.audience as PopupAudience[] | undefined) ?? ['A', 'B'],
  );
  const create = useMutation({
    mutationFn: async (body: AnnouncementBody) =>
      initial
        ? call(ADMIN_CONTENT_ROUTES.updateAnnouncement, { params: { id: initial.id }, body })
        : { ...(await call(ADMIN_ROUTES.createAnnouncement, { body })), title: body.title },
    onSuccess: (result, body) => {
      if (initial) onSaved?.(result as Row);
      else onCreated?.(body.title);
    },
  });
  const problems = create.isError ? problemsOf(create.error) : null;

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    create.mutate({
      type: String(form.get('type')) as AnnouncementType,
      language: String(form.get('language')) as (typeof LANGUAGE_CODES)[number],
      title: String(form.get('title') ?? ''),
      content: String(form.get('content') ?? ''),
      audience,
      startsAt: instantOf(form.get('startsAt')),
      endsAt: instantOf(form.get('endsAt')),
      sort: Number(form.get('sort') ?? 0),
    });
  };

  return (
    <FormDialog
      title={initial ? t('announcementEdit.title') : t('announcements.new')}
      size="lg"
      submitLabel={initial ? t('announcementEdit.save') : t('announcements.publish')}
      busy={create.isPending}
      alert={problems?.message ?? null}
      onSubmit={onSubmit}
      onClose={onClose}
    >
      <SelectField
        label={t('announcements.type')}
        name="type"
        defaultValue={initial?.type ?? 'PL'}
        error={problems?.fields.type}
      >
        {ANNOUNCEMENT_TYPES.map((type) => (
          <option key={type} value={type}>
            {t(`announcements.types.${type}`)}
          </option>
        ))}
      </SelectField>
      <SelectField
        label={t('announcements.language')}
        name="language"
        defaultValue={initial?.language ?? 'en'}
        error={problems?.fields.language}
      >
        {LANGUAGE_CODES.map((code) => (
          <option key={code} value={code} lang={code}>
            {LANGUAGES[code].nativeName}
          </option>
        ))}
      </SelectField>
      <Field
        className="wide"
        label={t('announcements.title')}
        name="title"
        required
        maxLength={200}
        defaultValue={initial?.title}
        error={problems?.fields.title}
      />
      <div className="field wide">
        <label className="field__label" htmlFor={`${formId}-content`}>
          {t('announcements.content')}
        </label>
        <textarea
          id={`${formId}-content`}
          name="content"
          defaultValue={initial?.content}
          rows={6}
          maxLength={20_000}
          aria-describedby={`${formId}-content-hint`}
        />
        <p id={`${formId}-content-hint`} className="field__hint">
          {t('announcements.contentHint')}
        </p>
        {problems?.fields.content ? (
          <p className="field__error" role="alert">
            {problems.fields.content}
          </p>
        ) : null}
      </div>
      <fieldset className="checks wide">
        <legend className="field__label">{t('announcements.audience')}</legend>
        {POPUP_AUDIENCES.map((value) => (
          <label key={value}>
            <input
              type="checkbox"
              checked={audience.includes(value)}
              onChange={(event) =>
                setAudience((current) =>
                  event.target.checked ? [...current, value] : current.filter((a) => a !== value),
                )
              }
            />
            {t(`announcements.audiences.${value}`)}
          </label>
        ))}
        {problems?.fields.audience ? (
          <p className="field__error" role="alert">
            {problems.fields.audience}
          </p>
        ) : null}
      </fieldset>
      <Field
        label={t('announcements.startsAt')}
        name="startsAt"
        type="datetime-local"
        defaultValue={localInputOf(initial?.startsAt ?? null)}
        error={problems?.fields.startsAt}
      />
      <Field
        label={t('announcements.endsAt')}
        name="endsAt"
        type="datetime-local"
        defaultValue={localInputOf(initial?.endsAt ?? null)}
        error={problems?.fields.endsAt}
      />
      <Field
        label={t('announcements.sort')}
        name="sort"
        type="number"
        defaultValue={initial?.sort ?? 0}
        min={-1000}
        max={1000}
        error={problems?.fields.sort}
      />
    </FormDialog>
  );
}
