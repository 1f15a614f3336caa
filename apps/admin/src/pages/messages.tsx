import {
  ADMIN_CONTENT_ROUTES,
  ADMIN_ROUTES,
  LANGUAGE_CODES,
  LANGUAGES,
  type LanguageCode,
} from '@portal/contracts';
import {
  Button,
  type Column,
  DataTable,
  Dialog,
  EmptyState,
  Field,
  LoadFailed,
  Pager,
  SelectField,
  Spinner,
} from '@portal/ui';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CellLabel } from '../lib/cell-label';
import { call } from '../lib/client';
import { FormDialog } from '../lib/form-dialog';
import { problemsOf, textOrNull, when } from '../lib/forms';
import '../styles/content.css';

type Row = Awaited<ReturnType<typeof call<typeof ADMIN_CONTENT_ROUTES.sentMessages>>>['list'][number];
const KEY = ['admin', 'messages'] as const;
const PAGE_SIZE = 20;

const languageName = (code: string) => LANGUAGES[code as LanguageCode]?.nativeName ?? code;

/**
 * Messages to members' inboxes: to one member by account, or to every member of the brand
 * (optionally only those reading one language); and the messages operators sent, newest first.
 */
export function MessagesPage() {
  const { t, i18n } = useTranslation();
  const queryClient = useQueryClient();
  const [page, setPage] = useState(1);
  const [composing, setComposing] = useState(false);
  const [reading, setReading] = useState<Row | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const list = useQuery({
    queryKey: [...KEY, page],
    queryFn: ({ signal }) =>
      call(ADMIN_CONTENT_ROUTES.sentMessages, { query: { pageNo: page, pageSize: PAGE_SIZE }, signal }),
    placeholderData: keepPreviousData,
  });

  const recipient = (row: Row) =>
    row.account ??
    (row.language
      ? t('messages.everyoneIn', { language: languageName(row.language) })
      : t('messages.everyone'));

  const columns: Column<Row>[] = [
    { id: 'title', header: t('messages.title'), rowHeader: true, cell: (row) => row.title },
    {
      id: 'to',
      header: t('messages.recipient'),
      cell: (row) => (
        <>
          <CellLabel>{t('messages.recipient')}</CellLabel>
          {recipient(row)}
        </>
      ),
    },
    {
      id: 'by',
      header: t('messages.sentBy'),
      cell: (row) => (
        <>
          <CellLabel>{t('messages.sentBy')}</CellLabel>
          {row.sentBy ?? '—'}
        </>
      ),
    },
    {
      id: 'at',
      header: t('messages.sentAt'),
      cell: (row) => (
        <>
          <CellLabel>{t('messages.sentAt')}</CellLabel>
          {when(row.createdAt, i18n.language)}
        </>
      ),
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
            onClick={() => setReading(row)}
            aria-label={t('messages.viewOf', { title: row.title })}
          >
            {t('messages.view')}
          </Button>
        </span>
      ),
    },
  ];

  return (
    <>
      <div className="page-head">
        <h1 className="page-title">{t('messages.heading')}</h1>
        <Button onClick={() => setComposing(true)}>{t('messages.new')}</Button>
      </div>
      {notice ? (
        <p className="notice notice--ok" role="status">
          {notice}
        </p>
      ) : null}
      <section className="card card--flush" aria-labelledby="sent-title">
        <h2 id="sent-title" className="card__title">
          {t('messages.sent')}
        </h2>
        {list.isPending ? (
          <div className="centre">
            <Spinner label={t('common.loading')} />
          </div>
        ) : list.isError ? (
          <LoadFailed onRetry={() => list.refetch()} />
        ) : list.data.list.length === 0 ? (
          <EmptyState icon="mail" title={t('messages.none')} />
        ) : (
          <div className="table-scroll">
            <DataTable
              className="table"
              caption={t('messages.sent')}
              columns={columns}
              rows={list.data.list}
              rowKey={(row) => row.id}
            />
          </div>
        )}
      </section>
      <Pager
        current={page}
        totalPages={list.data?.totalPages ?? 1}
        onChange={setPage}
        label={t('messages.sent')}
      />
      {composing ? (
        <MessageForm
          onClose={() => setComposing(false)}
          onSent={(account) => {
            setComposing(false);
            setNotice(account ? t('messages.sentToOne', { account }) : t('messages.sentToAll'));
            setPage(1);
            void queryClient.invalidateQueries({ queryKey: KEY });
          }}
        />
      ) : null}
      {reading ? (
        <Dialog
          title={reading.title}
          closeLabel={t('common.close')}
          onClose={() => setReading(null)}
          size="md"
        >
          <p className="muted">
            {recipient(reading)} · {when(reading.createdAt, i18n.language)}
          </p>
          {/* Sanitised by the server when sent; the console's CSP runs no inline code. */}
          {/* biome-ignore lint/security/noDangerouslySetInnerHtml: sanitised on the server when sent */}
          <div className="preview" dangerouslySetInnerHTML={{ __html: reading.content }} />
        </Dialog>
      ) : null}
    </>
  );
}

function MessageForm({ onClose, onSent }: { onClose: () => void; onSent: (account: string | null) => void }) {
  const { t } = useTranslation();
  const formId = useId();
  const [toAll, setToAll] = useState(false);
  const send = useMutation({
    mutationFn: (body: Parameters<typeof call<typeof ADMIN_ROUTES.sendMessage>>[1]['body']) =>
      call(ADMIN_ROUTES.sendMessage, { body }),
    onSuccess: (_result, body) => onSent(body.account ?? null),
  });
  const problems = send.isError ? problemsOf(send.error) : null;

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    send.mutate({
      account: toAll ? null : String(form.get('account') ?? '').trim(),
      language: toAll ? (textOrNull(form.get('language')) as LanguageCode | null) : null,
      title: String(form.get('title') ?? ''),
      content: String(form.get('content') ?? ''),
    });
  };

  return (
    <FormDialog
      title={t('messages.new')}
      size="lg"
      submitLabel={t('messages.send')}
      busy={send.isPending}
      alert={problems?.message ?? null}
      formClassName="form-grid content-form"
      noValidate
      onSubmit={onSubmit}
      onClose={onClose}
    >
      <fieldset className="checks wide">
        <legend className="field__label">{t('messages.to')}</legend>
        <label>
          <input type="radio" name="to" checked={!toAll} onChange={() => setToAll(false)} />
          {t('messages.toOne')}
        </label>
        <label>
          <input type="radio" name="to" checked={toAll} onChange={() => setToAll(true)} />
          {t('messages.toAll')}
        </label>
      </fieldset>
      {toAll ? (
        <SelectField
          label={t('messages.language')}
          name="language"
          defaultValue=""
          error={problems?.fields.language}
        >
          <option value="">{t('messages.anyLanguage')}</option>
          {LANGUAGE_CODES.map((code) => (
            <option key={code} value={code} lang={code}>
              {LANGUAGES[code].nativeName}
            </option>
          ))}
        </SelectField>
      ) : (
        <Field
          label={t('messages.account')}
          name="account"
          required
          maxLength={64}
          autoComplete="off"
          error={problems?.fields.account}
        />
      )}
      <Field
        className="wide"
        label={t('messages.title')}
        name="title"
        required
        maxLength={200}
        error={problems?.fields.title}
      />
      <div className="field wide">
        <label className="field__label" htmlFor={`${formId}-content`}>
          {t('messages.content')}
        </label>
        <textarea
          id={`${formId}-content`}
          name="content"
          rows={6}
          maxLength={10_000}
          aria-describedby={`${formId}-content-hint`}
        />
        <p id={`${formId}-content-hint`} className="field__hint">
          {t('messages.contentHint')}
        </p>
        {problems?.fields.content ? (
          <p className="field__error" role="alert">
            {problems.fields.content}
          </p>
        ) : null}
      </div>
    </FormDialog>
  );
}
