import { ADMIN_ROUTES, FEEDBACK_TYPES, type FeedbackType } from '@portal/contracts';
import { Button, type Column, Pager, QueryView, SelectField } from '@portal/ui';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CellLabel } from '../lib/cell-label';
import { call } from '../lib/client';
import { problemsOf, when } from '../lib/forms';
import { ScrollTable } from '../lib/scroll-table';
import '../styles/content.css';

type Page = Awaited<ReturnType<typeof call<typeof ADMIN_ROUTES.feedback>>>;
type Row = Page['list'][number];
type State = 'all' | 'open' | 'handled';
const KEY = ['admin', 'feedback'] as const;
const PAGE_SIZE = 20;

/** Feedback from players and visitors: filtered by state and question type, a page at a time; mark handled. */
export function FeedbackPage() {
  const { t, i18n } = useTranslation();
  const queryClient = useQueryClient();
  const [state, setState] = useState<State>('open');
  const [type, setType] = useState<FeedbackType | ''>('');
  const [page, setPage] = useState(1);
  const [notice, setNotice] = useState<string | null>(null);
  const list = useQuery({
    queryKey: [...KEY, state, type, page],
    queryFn: ({ signal }) =>
      call(ADMIN_ROUTES.feedback, {
        query: { state, pageNo: page, pageSize: PAGE_SIZE, ...(type === '' ? {} : { type }) },
        signal,
      }),
    placeholderData: keepPreviousData,
  });
  const senderOf = (row: Row) => (row.memberId ? row.sender : t('feedback.visitor'));

  const handled = useMutation({
    mutationFn: (row: Row) => call(ADMIN_ROUTES.feedbackHandled, { params: { id: row.id } }),
    onSuccess: (_result, row) => {
      setNotice(t('feedback.marked', { from: senderOf(row) }));
      void queryClient.invalidateQueries({ queryKey: KEY });
    },
  });

  const columns: Column<Row>[] = [
    {
      id: 'received',
      header: t('feedback.received'),
      cell: (row) => (
        <>
          <CellLabel>{t('feedback.received')}</CellLabel>
          {when(row.createdAt, i18n.language)}
        </>
      ),
    },
    {
      id: 'type',
      header: t('feedback.type'),
      cell: (row) => (
        <>
          <CellLabel>{t('feedback.type')}</CellLabel>
          {(FEEDBACK_TYPES as readonly number[]).includes(row.type)
            ? t(`feedback.types.${String(row.type) as `${FeedbackType}`}`)
            : String(row.type)}
        </>
      ),
    },
    { id: 'from', header: t('feedback.from'), rowHeader: true, cell: senderOf },
    {
      id: 'message',
      header: t('feedback.message'),
      cell: (row) => <span className="wrap">{row.content}</span>,
    },
    {
      id: 'status',
      header: t('feedback.status'),
      cell: (row) =>
        row.handledAt ? (
          <span className="pill pill--ok">
            {t('feedback.handledAt', { when: when(row.handledAt, i18n.language) })}
          </span>
        ) : (
          <Button
            size="sm"
            variant="secondary"
            busy={handled.isPending && handled.variables?.id === row.id}
            onClick={() => handled.mutate(row)}
            aria-label={t('feedback.markHandledOf', { from: senderOf(row) })}
          >
            {t('feedback.markHandled')}
          </Button>
        ),
    },
  ];

  return (
    <>
      <div className="page-head">
        <h1 className="page-title">{t('feedback.heading')}</h1>
      </div>
      <div className="filters">
        <SelectField
          label={t('feedback.state')}
          value={state}
          onChange={(event) => {
            setState(event.target.value as State);
            setPage(1);
          }}
        >
          {(['open', 'handled', 'all'] as const).map((value) => (
            <option key={value} value={value}>
              {t(`feedback.states.${value}`)}
            </option>
          ))}
        </SelectField>
        <SelectField
          label={t('feedback.type')}
          value={String(type)}
          onChange={(event) => {
            setType(event.target.value === '' ? '' : (Number(event.target.value) as FeedbackType));
            setPage(1);
          }}
        >
          <option value="">{t('feedback.anyType')}</option>
          {FEEDBACK_TYPES.map((value) => (
            <option key={value} value={value}>
              {t(`feedback.types.${String(value) as `${FeedbackType}`}`)}
            </option>
          ))}
        </SelectField>
        {list.data ? (
          <p className="muted filters__count">{t('feedback.total', { count: list.data.total })}</p>
        ) : null}
      </div>
      {notice ? (
        <p className="notice notice--ok" role="status">
          {notice}
        </p>
      ) : null}
      {handled.isError ? (
        <p className="notice notice--error" role="alert">
          {problemsOf(handled.error).message}
        </p>
      ) : null}
      <section className="card card--flush">
        <QueryView query={list} empty={{ icon: 'feedback', title: t('feedback.none') }}>
          {(loaded) => (
            <ScrollTable
              caption={t('feedback.heading')}
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
        label={t('feedback.pages')}
      />
    </>
  );
}
