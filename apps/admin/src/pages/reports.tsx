import {
  PAYMENT_DIRECTIONS,
  REPORT_IDS,
  REPORT_MAX_DAYS,
  REPORT_ROUTES,
  REPORTS,
  type ReportColumn,
  type ReportId,
} from '@portal/contracts';
import { Button, type DateRange, DateRangePicker, Pager, presetRange, QueryView } from '@portal/ui';
import { keepPreviousData, useMutation, useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CellLabel } from '../lib/cell-label';
import { call } from '../lib/client';
import { downloadFile } from '../lib/download';
import { dayLabel, money, numberIn, utcToday } from '../lib/figures';
import { problemsOf } from '../lib/forms';
import { useOperator, useSession } from '../lib/session';
import { useDateRangeLabels } from './dashboard';
import '../styles/reports.css';

const PAGE_SIZE = 25;
type Dir = 'asc' | 'desc';

/**
 * Reports (reports.view): GGR/NGR by day, vendor and game, deposits and withdrawals by day and
 * method, player activity by day, over a period of the current brand, sorted by any column and
 * paged on the server; CSV export with reports.export (audited on the server).
 */
export function ReportsPage() {
  const { t, i18n } = useTranslation();
  const lang = i18n.language === 'bn' ? 'bn' : 'en';
  const labels = useDateRangeLabels();
  const selectId = useId();
  const { token } = useSession();
  const me = useOperator().data;
  const canExport = me?.permissions.includes('reports.export') ?? false;
  const [report, setReport] = useState<ReportId>('ggr-day');
  const [range, setRange] = useState<DateRange>(() => presetRange('previous30', utcToday()));
  const [order, setOrder] = useState<{ sort: string; dir: Dir } | null>(null);
  const [page, setPage] = useState(1);
  const [notice, setNotice] = useState<{ ok: boolean; text: string } | null>(null);

  const query = { ...range, ...(order ?? {}), pageNo: page, pageSize: PAGE_SIZE };
  const result = useQuery({
    queryKey: ['admin', 'report', report, query],
    queryFn: ({ signal }) => call(REPORT_ROUTES.report, { params: { report }, query, signal }),
    placeholderData: keepPreviousData,
  });
  const exporter = useMutation({
    mutationFn: () =>
      downloadFile(
        REPORT_ROUTES.exportReport,
        { params: { report }, query: { ...range, ...(order ?? {}) } },
        { token, language: i18n.language, networkErrorMessage: t('errors.network') },
      ),
    onSuccess: (file) => setNotice({ ok: true, text: t('reports.exported', { file }) }),
    onError: (error) =>
      setNotice({ ok: false, text: t('reports.exportFailed', { message: problemsOf(error).message }) }),
  });

  const spec = REPORTS[report];
  const columns = spec.columns as readonly ReportColumn[];
  // While another report loads, the previous one's rows (other columns) are not shown.
  const data = result.data?.report === report ? result.data : undefined;
  const cell = (column: ReportColumn, value: string | undefined) => {
    if (value === undefined) return '';
    if (column.kind === 'money' && data) return money(value, data.currency, data.currencyExponent);
    if (column.kind === 'count') return numberIn(i18n.language, Number(value));
    if (column.kind === 'ratio') return numberIn(i18n.language, Number(value), 2);
    if (column.kind === 'day') return dayLabel(value, i18n.language);
    if (column.key === 'direction' && (value === 'deposit' || value === 'withdrawal'))
      return PAYMENT_DIRECTIONS[value][lang];
    return value;
  };
  const sortBy = (column: ReportColumn) => {
    const current = data?.sort === column.key ? data.dir : null;
    setOrder({
      sort: column.key,
      dir:
        current === 'desc'
          ? 'asc'
          : current === 'asc'
            ? 'desc'
            : column.kind === 'text' || column.kind === 'day'
              ? 'asc'
              : 'desc',
    });
    setPage(1);
  };

  return (
    <div className="reports">
      <div className="page-head">
        <h1 className="page-title">{t('reports.heading')}</h1>
        {canExport ? (
          <Button
            icon="download"
            variant="secondary"
            busy={exporter.isPending}
            onClick={() => exporter.mutate()}
          >
            {t('reports.export')}
          </Button>
        ) : null}
      </div>
      <p className="muted">
        {t('reports.brandNote', { brand: me?.merchant ?? '' })}{' '}
        {data ? t('dashboard.clock', { zone: data.timeZone }) : null} {t('dashboard.ngrNote')}
      </p>
      {notice ? (
        <p
          className={`notice ${notice.ok ? 'notice--ok' : 'notice--error'}`}
          role={notice.ok ? 'status' : 'alert'}
        >
          {notice.text}
        </p>
      ) : null}
      <section className="card report-controls">
        <div className="field">
          <label className="field__label" htmlFor={selectId}>
            {t('reports.choose')}
          </label>
          <select
            id={selectId}
            value={report}
            onChange={(event) => {
              setReport(event.target.value as ReportId);
              setOrder(null);
              setPage(1);
              setNotice(null);
            }}
          >
            {REPORT_IDS.map((id) => (
              <option key={id} value={id}>
                {REPORTS[id].label[lang]}
              </option>
            ))}
          </select>
        </div>
        <div className="report-sort">
          <div className="field">
            <label className="field__label" htmlFor={`${selectId}-sort`}>
              {t('reports.sortColumn')}
            </label>
            <select
              id={`${selectId}-sort`}
              value={order?.sort ?? spec.sort}
              onChange={(event) => {
                setOrder({ sort: event.target.value, dir: order?.dir ?? 'desc' });
                setPage(1);
              }}
            >
              {columns.map((column) => (
                <option key={column.key} value={column.key}>
                  {column.label[lang]}
                </option>
              ))}
            </select>
          </div>
          <div className="field">
            <label className="field__label" htmlFor={`${selectId}-dir`}>
              {t('reports.order')}
            </label>
            <select
              id={`${selectId}-dir`}
              value={order?.dir ?? spec.dir}
              onChange={(event) => {
                setOrder({ sort: order?.sort ?? spec.sort, dir: event.target.value as Dir });
                setPage(1);
              }}
            >
              <option value="desc">{t('reports.descending')}</option>
              <option value="asc">{t('reports.ascending')}</option>
            </select>
          </div>
        </div>
        <DateRangePicker
          value={range}
          onChange={(next) => {
            setRange(next);
            setPage(1);
          }}
          today={utcToday()}
          labels={labels}
          presets={['previous7', 'previous30']}
          maxDays={REPORT_MAX_DAYS}
        />
      </section>
      <section className="card card--flush" aria-busy={result.isFetching || undefined}>
        <QueryView
          // The answer kept from another report is not this one's: wait for this one's.
          query={{ ...result, isPending: result.isPending || (!data && result.isFetching), data }}
          empty={{ icon: 'search', title: t('reports.none') }}
        >
          {(data) => (
            <>
              <div className="table-scroll">
                <table className="table report-table" data-testid="report-table">
                  <caption className="visually-hidden">
                    {spec.label[lang]} · {t('reports.rows', { count: data.total })}
                  </caption>
                  <thead>
                    <tr>
                      {columns.map((column) => {
                        const sorted = data.sort === column.key;
                        const numeric = column.kind !== 'text' && column.kind !== 'day';
                        return (
                          <th
                            key={column.key}
                            scope="col"
                            className={numeric ? 'num' : undefined}
                            aria-sort={sorted ? (data.dir === 'asc' ? 'ascending' : 'descending') : undefined}
                          >
                            <button
                              type="button"
                              className="sort-button"
                              onClick={() => sortBy(column)}
                              aria-label={`${t('reports.sortBy', { column: column.label[lang] })}${sorted ? `, ${t(data.dir === 'asc' ? 'reports.ascending' : 'reports.descending')}` : ''}`}
                            >
                              {column.label[lang]}
                              <span aria-hidden="true" className="sort-mark">
                                {sorted ? (data.dir === 'asc' ? '▲' : '▼') : ''}
                              </span>
                            </button>
                          </th>
                        );
                      })}
                    </tr>
                  </thead>
                  <tbody>
                    {data.list.map((row, index) => (
                      // biome-ignore lint/suspicious/noArrayIndexKey: rows of an aggregate have no id; the page is redrawn whole
                      <tr key={index}>
                        {columns.map((column, c) => {
                          const numeric = column.kind !== 'text' && column.kind !== 'day';
                          const content = (
                            <>
                              <CellLabel>{column.label[lang]}</CellLabel>
                              {cell(column, row[column.key])}
                            </>
                          );
                          return c === 0 ? (
                            <th key={column.key} scope="row">
                              {content}
                            </th>
                          ) : (
                            <td key={column.key} className={numeric ? 'num' : undefined}>
                              {content}
                            </td>
                          );
                        })}
                      </tr>
                    ))}
                  </tbody>
                </table>
              </div>
              <div className="report-foot">
                <span className="muted">{t('reports.rows', { count: data.total })}</span>
                <Pager
                  current={data.pageNum}
                  totalPages={data.totalPages}
                  onChange={setPage}
                  label={t('reports.pages')}
                />
              </div>
            </>
          )}
        </QueryView>
      </section>
    </div>
  );
}
