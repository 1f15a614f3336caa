import { OPERATOR_ADMIN_ROUTES } from '@portal/contracts';
import { Button, type Column, Field, QueryView } from '@portal/ui';
import { keepPreviousData, useMutation, useQuery } from '@tanstack/react-query';
import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { auditChange } from '../lib/audit-diff';
import { CellLabel } from '../lib/cell-label';
import { call } from '../lib/client';
import { instantOf, problemsOf, textOrNull, when } from '../lib/forms';
import { ScrollTable } from '../lib/scroll-table';
import '../styles/content.css';

type Entry = Awaited<ReturnType<typeof call<typeof OPERATOR_ADMIN_ROUTES.audit>>>['list'][number];
interface Filters {
  actor?: string;
  action?: string;
  target?: string;
  from?: string;
  to?: string;
}
const PAGE_SIZE = 25;

/** An entry's before and after, field by field, the changed fields marked. */
function ChangeView({ entry }: { entry: Entry }) {
  const { t } = useTranslation();
  const change = auditChange(entry.details);
  if (change.rows.length === 0 && change.extra.length === 0)
    return <span className="muted">{t('audit.noChange')}</span>;
  return (
    <div className="diff-wrap">
      {change.rows.length > 0 ? (
        <table className="diff">
          <thead>
            <tr>
              <th scope="col">{t('audit.field')}</th>
              <th scope="col">{t('audit.before')}</th>
              <th scope="col">{t('audit.after')}</th>
            </tr>
          </thead>
          <tbody>
            {change.rows.map((row) => (
              <tr key={row.field} className={row.changed ? 'diff__changed' : undefined}>
                <th scope="row">{row.field}</th>
                <td className="diff__before">{row.before}</td>
                <td className="diff__after">{row.after}</td>
              </tr>
            ))}
          </tbody>
        </table>
      ) : null}
      {change.extra.length > 0 ? (
        <dl className="diff-extra">
          {change.extra.map((item) => (
            <div key={item.key}>
              <dt>{item.key}</dt>
              <dd>{item.value}</dd>
            </div>
          ))}
        </dl>
      ) : null}
    </div>
  );
}

/**
 * The brand's audit log: filters (operator, action, target, time), newest first a page at a time,
 * each entry's before and after as a readable change; and the check of the hash chain.
 */
export function AuditPage() {
  const { t, i18n } = useTranslation();
  const formId = useId();
  const [filters, setFilters] = useState<Filters>({});
  // The `before` cursors of the pages shown so far: the last is the current page's.
  const [cursors, setCursors] = useState<(string | undefined)[]>([undefined]);
  const before = cursors[cursors.length - 1];
  const list = useQuery({
    queryKey: ['admin', 'audit', filters, before],
    queryFn: ({ signal }) =>
      call(OPERATOR_ADMIN_ROUTES.audit, {
        query: { ...filters, ...(before ? { before } : {}), pageSize: PAGE_SIZE },
        signal,
      }),
    placeholderData: keepPreviousData,
  });
  const verify = useMutation({ mutationFn: () => call(OPERATOR_ADMIN_ROUTES.verifyAudit, {}) });

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const next: Filters = {};
    const put = (key: keyof Filters, value: string | null) => {
      if (value) next[key] = value;
    };
    put('actor', textOrNull(form.get('actor')));
    put('action', textOrNull(form.get('action')));
    put('target', textOrNull(form.get('target')));
    put('from', instantOf(form.get('from')));
    put('to', instantOf(form.get('to')));
    setFilters(next);
    setCursors([undefined]);
  };

  const actorOf = (entry: Entry) =>
    entry.actorType === 'operator'
      ? (entry.actorName ?? t('audit.operatorId', { id: entry.actorId ?? '?' }))
      : entry.actorType === 'member'
        ? t('audit.memberActor', { id: entry.actorId ?? '?' })
        : t('audit.system');

  const columns: Column<Entry>[] = [
    {
      id: 'when',
      header: t('audit.when'),
      cell: (entry) => (
        <>
          {when(entry.createdAt, i18n.language)}
          <span className="muted block">#{entry.id}</span>
        </>
      ),
    },
    {
      id: 'who',
      header: t('audit.who'),
      cell: (entry) => (
        <>
          <CellLabel>{t('audit.who')}</CellLabel>
          {actorOf(entry)}
          {entry.ip ? <span className="muted block">{entry.ip}</span> : null}
        </>
      ),
    },
    { id: 'what', header: t('audit.what'), rowHeader: true, cell: (entry) => <code>{entry.action}</code> },
    {
      id: 'on',
      header: t('audit.on'),
      cell: (entry) => (
        <span className="wrap">
          <CellLabel>{t('audit.on')}</CellLabel>
          {entry.target ?? '—'}
        </span>
      ),
    },
    { id: 'change', header: t('audit.change'), cell: (entry) => <ChangeView entry={entry} /> },
  ];

  const report = verify.data;
  const problems = list.isError ? problemsOf(list.error) : null;
  return (
    <>
      <div className="page-head">
        <h1 className="page-title">{t('audit.heading')}</h1>
        <Button variant="secondary" icon="shield" busy={verify.isPending} onClick={() => verify.mutate()}>
          {verify.isPending ? t('audit.checking') : t('audit.check')}
        </Button>
      </div>
      {report ? (
        report.break === null ? (
          <p className="notice notice--ok chain-report" role="status" data-testid="chain-report">
            {t('audit.chainOk', { count: report.entries })}
          </p>
        ) : (
          <p className="notice notice--error chain-report" role="alert" data-testid="chain-report">
            {t(report.break.entryId ? 'audit.chainBroken' : 'audit.chainBrokenHead', {
              entry: report.break.entryId ?? '',
              problem: t(`audit.problems.${report.break.problem}`),
              expected: report.break.expected.slice(0, 16),
              found: report.break.found.slice(0, 16),
            })}
          </p>
        )
      ) : null}
      {verify.isError ? (
        <p className="notice notice--error" role="alert">
          {problemsOf(verify.error).message}
        </p>
      ) : null}
      <section className="card" aria-labelledby={`${formId}-title`}>
        <h2 id={`${formId}-title`} className="visually-hidden">
          {t('audit.filters')}
        </h2>
        <form
          id={formId}
          className="form-grid filters-grid"
          onSubmit={onSubmit}
          onReset={() => {
            setFilters({});
            setCursors([undefined]);
          }}
        >
          <Field label={t('audit.operator')} name="actor" maxLength={64} error={problems?.fields.actor} />
          <Field label={t('audit.action')} name="action" maxLength={100} error={problems?.fields.action} />
          <Field label={t('audit.target')} name="target" maxLength={200} error={problems?.fields.target} />
          <Field label={t('audit.from')} name="from" type="datetime-local" error={problems?.fields.from} />
          <Field label={t('audit.to')} name="to" type="datetime-local" error={problems?.fields.to} />
          <div className="filters-grid__buttons">
            <Button type="submit">{t('audit.apply')}</Button>
            <Button type="reset" variant="secondary">
              {t('audit.clear')}
            </Button>
          </div>
        </form>
      </section>
      <section className="card card--flush">
        <QueryView query={list} empty={{ icon: 'shield', title: t('audit.none') }}>
          {(loaded) => (
            <ScrollTable
              className="table audit-table"
              caption={t('audit.heading')}
              columns={columns}
              rows={loaded.list}
              rowKey={(entry) => entry.id}
            />
          )}
        </QueryView>
      </section>
      <div className="cursor-pager">
        {cursors.length > 1 ? (
          <Button variant="secondary" onClick={() => setCursors([undefined])}>
            {t('audit.newest')}
          </Button>
        ) : null}
        {list.data?.next ? (
          <Button
            variant="secondary"
            onClick={() => {
              const next = list.data?.next;
              if (next) setCursors((current) => [...current, next]);
            }}
          >
            {t('audit.more')}
          </Button>
        ) : null}
      </div>
    </>
  );
}
