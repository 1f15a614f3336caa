import {
  ADMIN_CONTENT_ROUTES,
  ADMIN_ROUTES,
  LANGUAGE_CODES,
  LANGUAGES,
  type LanguageCode,
} from '@portal/contracts';
import { ZMessageInput } from '@portal/contracts/schemas/content';
import { ApiError, Button, type Column, Dialog, Pager, QueryView } from '@portal/ui';
import { FormChoices, FormSelect, FormText, FormTextarea, type Parsed, useZodForm } from '@portal/ui/form';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CellLabel } from '../lib/cell-label';
import { call } from '../lib/client';
import { FormDialog } from '../lib/form-dialog';
import { when } from '../lib/forms';
import { ScrollTable } from '../lib/scroll-table';
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
        <QueryView query={list} empty={{ icon: 'mail', title: t('messages.none') }}>
          {(loaded) => (
            <ScrollTable
              caption={t('messages.sent')}
              columns={columns}
              rows={loaded.list}
              rowKey={(row) => row.id}
            />
          )}
        </QueryView>
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
          onSent={(body) => {
            setComposing(false);
            setNotice(
              body.account
                ? t('messages.sentToOne', { account: body.account })
                : body.segment === 'agents'
                  ? t('messages.sentToAgents')
                  : t('messages.sentToAll'),
            );
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

type MessageBody = Parsed<typeof ZMessageInput>;

/** What the compose form's controls hold: the recipient as a choice, then its account or language. */
type MessageValues = {
  to: 'one' | 'all' | 'agents';
  account: string;
  language: LanguageCode | '';
  title: string;
  content: string;
};

/** The request body of the compose form: one member, everyone (of a language), or every agent. */
const messageBody = ({ to, account, language, title, content }: MessageValues) => ({
  account: to === 'one' ? account.trim() : null,
  segment: to === 'agents' ? ('agents' as const) : null,
  language: to === 'all' && language !== '' ? language : null,
  title,
  content,
});

function MessageForm({ onClose, onSent }: { onClose: () => void; onSent: (body: MessageBody) => void }) {
  const { t } = useTranslation();
  const form = useZodForm(
    ZMessageInput,
    { to: 'one', account: '', language: '', title: '', content: '' } as MessageValues,
    messageBody,
  );
  const to = form.watch('to');
  const send = useMutation({
    mutationFn: async (body: MessageBody) => {
      try {
        return await call(ADMIN_ROUTES.sendMessage, { body });
      } catch (error) {
        // Every agent, but the brand has none: say so rather than "not found".
        if (body.segment && error instanceof ApiError && error.code === 'NOT_FOUND')
          throw new Error(t('messages.noAgents'));
        throw error;
      }
    },
    onSuccess: (_result, body) => onSent(body),
  });

  return (
    <FormDialog
      title={t('messages.new')}
      size="lg"
      submitLabel={t('messages.send')}
      form={form}
      formClassName="form-grid content-form"
      onSubmit={send.mutateAsync}
      onClose={onClose}
    >
      <FormChoices
        className="wide"
        label={t('messages.to')}
        name="to"
        choices={[
          { value: 'one', label: t('messages.toOne') },
          { value: 'all', label: t('messages.toAll') },
          { value: 'agents', label: t('messages.toAgents') },
        ]}
        hint={to === 'agents' ? t('messages.agentsHint') : undefined}
      />
      {to === 'all' ? (
        <FormSelect label={t('messages.language')} name="language">
          <option value="">{t('messages.anyLanguage')}</option>
          {LANGUAGE_CODES.map((code) => (
            <option key={code} value={code} lang={code}>
              {LANGUAGES[code].nativeName}
            </option>
          ))}
        </FormSelect>
      ) : to === 'one' ? (
        <FormText label={t('messages.account')} name="account" required maxLength={64} autoComplete="off" />
      ) : null}
      <FormText className="wide" label={t('messages.title')} name="title" required maxLength={200} />
      <FormTextarea
        className="wide"
        label={t('messages.content')}
        name="content"
        rows={6}
        maxLength={10_000}
        hint={t('messages.contentHint')}
      />
    </FormDialog>
  );
}
