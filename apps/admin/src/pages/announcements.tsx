import {
  ADMIN_CONTENT_ROUTES,
  ADMIN_ROUTES,
  ANNOUNCEMENT_TYPES,
  type AnnouncementType,
  LANGUAGE_CODES,
  LANGUAGES,
  type LanguageCode,
  POPUP_AUDIENCES,
  type PopupAudience,
} from '@portal/contracts';
import { ZAnnouncementInput } from '@portal/contracts/schemas/content';
import { Button, type Column, Dialog, QueryView } from '@portal/ui';
import {
  FormChoices,
  FormNumber,
  FormSelect,
  FormText,
  FormTextarea,
  type Parsed,
  useZodForm,
} from '@portal/ui/form';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { call } from '../lib/client';
import { FormDialog } from '../lib/form-dialog';
import { instantOf, localInputOf, problemsOf, when } from '../lib/forms';
import { ScrollTable } from '../lib/scroll-table';
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
        <QueryView query={list} empty={{ icon: 'megaphone', title: t('announcements.none') }}>
          {(rows) => (
            <ScrollTable
              caption={t('announcements.heading')}
              columns={columns}
              rows={rows}
              rowKey={(row) => row.id}
            />
          )}
        </QueryView>
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

/** What the announcement form's controls hold (the dates as the operator's local times). */
type AnnouncementValues = {
  type: AnnouncementType;
  language: LanguageCode;
  title: string;
  content: string;
  audience: PopupAudience[];
  startsAt: string;
  endsAt: string;
  sort: number | undefined;
};

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
  const form = useZodForm(
    ZAnnouncementInput,
    {
      type: (initial?.type as AnnouncementType | undefined) ?? 'PL',
      language: (initial?.language as LanguageCode | undefined) ?? 'en',
      title: initial?.title ?? '',
      content: initial?.content ?? '',
      audience: (initial?.audience as PopupAudience[] | undefined) ?? ['A', 'B'],
      startsAt: localInputOf(initial?.startsAt ?? null),
      endsAt: localInputOf(initial?.endsAt ?? null),
      sort: initial?.sort ?? 0,
    } satisfies AnnouncementValues,
    (values) => ({ ...values, startsAt: instantOf(values.startsAt), endsAt: instantOf(values.endsAt) }),
  );
  const save = useMutation({
    mutationFn: async (body: Parsed<typeof ZAnnouncementInput>) =>
      initial
        ? call(ADMIN_CONTENT_ROUTES.updateAnnouncement, { params: { id: initial.id }, body })
        : { ...(await call(ADMIN_ROUTES.createAnnouncement, { body })), title: body.title },
    onSuccess: (result, body) => {
      if (initial) onSaved?.(result as Row);
      else onCreated?.(body.title);
    },
  });

  return (
    <FormDialog
      title={initial ? t('announcementEdit.title') : t('announcements.new')}
      size="lg"
      submitLabel={initial ? t('announcementEdit.save') : t('announcements.publish')}
      form={form}
      onSubmit={save.mutateAsync}
      onClose={onClose}
    >
      <FormSelect label={t('announcements.type')} name="type">
        {ANNOUNCEMENT_TYPES.map((type) => (
          <option key={type} value={type}>
            {t(`announcements.types.${type}`)}
          </option>
        ))}
      </FormSelect>
      <FormSelect label={t('announcements.language')} name="language">
        {LANGUAGE_CODES.map((code) => (
          <option key={code} value={code} lang={code}>
            {LANGUAGES[code].nativeName}
          </option>
        ))}
      </FormSelect>
      <FormText className="wide" label={t('announcements.title')} name="title" required maxLength={200} />
      <FormTextarea
        className="wide"
        label={t('announcements.content')}
        name="content"
        rows={6}
        maxLength={20_000}
        hint={t('announcements.contentHint')}
      />
      <FormChoices
        className="wide"
        label={t('announcements.audience')}
        name="audience"
        multiple
        choices={POPUP_AUDIENCES.map((value) => ({ value, label: t(`announcements.audiences.${value}`) }))}
      />
      <FormText label={t('announcements.startsAt')} name="startsAt" type="datetime-local" />
      <FormText label={t('announcements.endsAt')} name="endsAt" type="datetime-local" />
      <FormNumber label={t('announcements.sort')} name="sort" min={-1000} max={1000} />
    </FormDialog>
  );
}
