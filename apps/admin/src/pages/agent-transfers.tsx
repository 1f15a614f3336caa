import { ADMIN_AGENT_TRANSFERS_ROUTES, RECORD_MAX_DAYS } from '@portal/contracts';
import { addDays, Button, type Column, DataTable, Field, isValidRange, Pager, QueryView } from '@portal/ui';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { type FormEvent, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { CellLabel } from '../lib/cell-label';
import { call } from '../lib/client';
import { problemsOf, when } from '../lib/forms';
import '../styles/agent-transfers.css';

type Page = Awaited<ReturnType<typeof call<typeof ADMIN_AGENT_TRANSFERS_ROUTES.list>>>;
type Row = Page['list'][number];

const PAGE_SIZE = 25;

/** Today in the operator's own clock, as yyyy-MM-dd. */
function localToday(): string {
  const now = new Date();
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

/** A local calendar day as the instant it starts, in the operator's time zone. */
function dayStart(day: string, plusDays = 0): string {
  const [y, m, d] = day.split('-').map(Number);
  return new Date(y as number, (m as number) - 1, (d as number) + plusDays).toISOString();
}

/** Grouped thousands, the decimals as the server wrote them. */
function money(value: string): string {
  const negative = value.startsWith('-');
  const [whole = '0', fraction] = (negative ? value.slice(1) : value).split('.');
  const grouped = whole.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return `${negative ? '-' : ''}${grouped}${fraction === undefined ? '' : `.${fraction}`}`;
}

/**
 * Agent transfers (issue 16; read-only, payments.view): the brand's upline/downline transfers in a
 * period, optionally of one account (sent or received), newest first, with the period's count and
 * total. The filters live in the address, so a view can be shared and survives a reload.
 */
export function AgentTransfersPage() {
  const { t, i18n } = useTranslation();
  const formId = useId();
  const [params, setParams] = useSearchParams();
  const today = localToday();
  const from = params.get('from') || addDays(today, -6);
  const to = params.get('to') || today;
  const account = params.get('account')?.trim() || undefined;
  const pageNo = Math.max(1, Number(params.get('page')) || 1);
  const validRange = isValidRange({ from, to }, RECORD_MAX_DAYS - 1);
  const query = {
    from: dayStart(from),
    to: dayStart(to, 1),
    ...(account ? { account } : {}),
    pageNo,
    pageSize: PAGE_SIZE,
  };
  const list = useQuery({
    queryKey: ['admin', 'agent-transfers', query],
    queryFn: ({ signal }) => call(ADMIN_AGENT_TRANSFERS_ROUTES.list, { query, signal }),
    placeholderData: keepPreviousData,
    enabled: validRange,
  });
  const problems = list.isError ? problemsOf(list.error) : null;

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const next = new URLSearchParams();
    for (const key of ['from', 'to', 'account']) {
      const value = String(form.get(key) ?? '').trim();
      if (value) next.set(key, value);
    }
    setParams(next);
  };
  const goTo = (page: number) => {
    const next = new URLSearchParams(params);
    next.set('page', String(page));
    setParams(next);
  };
  const member = (side: Row['from']) => <Link to={`/members/${side.id}`}>{side.account}</Link>;

  const columns: Column<Row>[] = [
    {
      id: 'time',
      header: t('agentTransfers.col.time'),
      cell: (row) => (
        <>
          <CellLabel>{t('agentTransfers.col.time')}</CellLabel>
          {when(row.createdAt, i18n.language)}
        </>
      ),
    },
    {
      id: 'from',
      header: t('agentTransfers.col.from'),
      rowHeader: true,
      cell: (row) => (
        <>
          <CellLabel>{t('agentTransfers.col.from')}</CellLabel>
          {member(row.from)}
        </>
      ),
    },
    {
      id: 'to',
      header: t('agentTransfers.col.to'),
      cell: (row) => (
        <>
          <CellLabel>{t('agentTransfers.col.to')}</CellLabel>
          {member(row.to)}
        </>
      ),
    },
    {
      id: 'relation',
      header: t('agentTransfers.col.relation'),
      cell: (row) => (
        <>
          <CellLabel>{t('agentTransfers.col.relation')}</CellLabel>
          <span className={`at-relation at-relation--${row.relation.toLowerCase()}`}>
            {t(`agentTransfers.relations.${row.relation}`)}
          </span>
        </>
      ),
    },
    {
      id: 'amount',
      header: t('agentTransfers.col.amount'),
      className: 'num',
      cell: (row) => (
        <>
          <CellLabel>{t('agentTransfers.col.amount')}</CellLabel>
          <strong>{money(row.amount)}</strong>
        </>
      ),
    },
    {
      id: 'remark',
      header: t('agentTransfers.col.remark'),
      cell: (row) => (
        <span className="at-remark">
          <CellLabel>{t('agentTransfers.col.remark')}</CellLabel>
          {row.remark ?? t('agentTransfers.noRemark')}
        </span>
      ),
    },
    {
      id: 'reference',
      header: t('agentTransfers.col.reference'),
      cell: (row) => (
        <span className="muted at-reference">
          <CellLabel>{t('agentTransfers.col.reference')}</CellLabel>
          {t('agentTransfers.reference', { ledger: row.ledgerTransactionId, request: row.requestId })}
        </span>
      ),
    },
  ];

  return (
    <>
      <div className="page-head">
        <h1 className="page-title">{t('agentTransfers.heading')}</h1>
      </div>
      <p className="muted at-intro">{t('agentTransfers.intro')}</p>
      <section className="card" aria-labelledby={`${formId}-title`}>
        <h2 id={`${formId}-title`} className="visually-hidden">
          {t('agentTransfers.filters')}
        </h2>
        <form className="at-filters" onSubmit={onSubmit} key={params.toString()}>
          <Field
            label={t('agentTransfers.from')}
            name="from"
            type="date"
            required
            defaultValue={from}
            error={problems?.fields.from}
          />
          <Field
            label={t('agentTransfers.to')}
            name="to"
            type="date"
            required
            defaultValue={to}
            error={validRange ? problems?.fields.to : t('agentTransfers.periodTooLong')}
          />
          <Field
            label={t('agentTransfers.account')}
            name="account"
            type="search"
            maxLength={64}
            defaultValue={account ?? ''}
            error={problems?.fields.account}
          />
          <div className="at-filters__buttons">
            <Button type="submit" icon="search">
              {t('agentTransfers.apply')}
            </Button>
            <Button type="button" variant="secondary" onClick={() => setParams(new URLSearchParams())}>
              {t('agentTransfers.reset')}
            </Button>
          </div>
        </form>
      </section>
      {validRange ? (
        <section className="card card--flush">
          <QueryView
            query={list}
            empty={{ icon: 'wallet', title: t('agentTransfers.none') }}
            isEmpty={(page) => page.total === 0}
          >
            {(page) => (
              <>
                <p className="at-summary" role="status">
                  {t('agentTransfers.summary', {
                    count: page.total,
                    amount: money(page.totalAmount),
                    currency: page.currency,
                  })}
                </p>
                <div className="table-scroll">
                  <DataTable
                    className="table at-table"
                    caption={t('agentTransfers.heading')}
                    columns={columns}
                    rows={page.list}
                    rowKey={(row) => row.id}
                  />
                </div>
                <div className="at-pager">
                  <Pager
                    current={page.pageNum}
                    totalPages={page.totalPages}
                    onChange={goTo}
                    label={t('agentTransfers.pages')}
                  />
                </div>
              </>
            )}
          </QueryView>
        </section>
      ) : null}
    </>
  );
}
