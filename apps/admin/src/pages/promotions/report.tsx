import type { TPromotionReport } from '@portal/contracts/endpoints';
import { Button, type Column, DataTable, Field, QueryView } from '@portal/ui';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CellLabel } from '../../lib/cell-label';
import { call } from '../../lib/client';
import { formValues, money, percent, R, useFilters } from './shared';

type Row = TPromotionReport['rows'][number];
const FILTERS = ['from', 'to'] as const;
const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** This month in the operator's calendar: its first day to its last. */
export function thisMonth(now = new Date()): { from: string; to: string } {
  const pad = (n: number) => String(n).padStart(2, '0');
  const y = now.getFullYear();
  const m = now.getMonth();
  const last = new Date(y, m + 1, 0).getDate();
  return { from: `${y}-${pad(m + 1)}-01`, to: `${y}-${pad(m + 1)}-${pad(last)}` };
}

/** Cost per promotion for a date range: take-up, bonus money and cash, against the recipients' GGR. */
export function ReportPanel() {
  const { t } = useTranslation();
  const formId = useId();
  const { values, apply, key } = useFilters(FILTERS);
  const month = thisMonth();
  const range = {
    from: values.from && DAY.test(values.from) ? values.from : month.from,
    to: values.to && DAY.test(values.to) ? values.to : month.to,
  };
  const [problem, setProblem] = useState<string | null>(null);
  const report = useQuery({
    queryKey: ['admin', 'promotion-report', range],
    queryFn: ({ signal }) => call(R.report, { query: range, signal }),
    placeholderData: keepPreviousData,
  });
  const cell = (label: string, value: (r: Row) => string, className = 'num'): Omit<Column<Row>, 'id'> => ({
    header: label,
    className,
    cell: (r) => (
      <>
        <CellLabel>{label}</CellLabel>
        {value(r)}
      </>
    ),
  });
  const c = (id: string, label: string, value: (r: Row) => string): Column<Row> => ({
    id,
    ...cell(label, value),
  });
  const columns: Column<Row>[] = [
    {
      id: 'title',
      header: t('promotions.col.promotion'),
      rowHeader: true,
      cell: (r) => (
        <>
          <CellLabel>{t('promotions.col.promotion')}</CellLabel>
          {r.promotionId ? r.title : t('promotions.report.noPromotion')}
        </>
      ),
    },
    c('eligible', t('promotions.report.eligible'), (r) => String(r.eligible)),
    c('claimed', t('promotions.report.claimed'), (r) => String(r.claimed)),
    c('conversion', t('promotions.report.conversion'), (r) => percent(r.conversionBps)),
    c('granted', t('promotions.report.bonusGranted'), (r) => money(r.bonusGranted)),
    c('cash', t('promotions.report.cashPaid'), (r) => money(r.cashPaid)),
    c('converted', t('promotions.report.converted'), (r) => money(r.bonusConverted)),
    c('removed', t('promotions.report.removed'), (r) => money(r.bonusRemoved)),
    c('cost', t('promotions.report.cost'), (r) => money(r.cost)),
    c('ggr', t('promotions.report.ggr'), (r) => money(r.ggr)),
    c('costToGgr', t('promotions.report.costToGgr'), (r) =>
      r.costToGgrBps === null ? '—' : percent(r.costToGgrBps),
    ),
  ];
  return (
    <>
      <section className="card" aria-labelledby={`${formId}-title`}>
        <h2 id={`${formId}-title`} className="pr-panel-title">
          {t('promotions.report.range')}
        </h2>
        <p className="muted">{t('promotions.report.intro')}</p>
        <form
          className="pr-filters"
          key={key}
          onSubmit={(event) => {
            event.preventDefault();
            const next = formValues(event.currentTarget, FILTERS);
            if (!DAY.test(next.from) || !DAY.test(next.to) || next.from > next.to) {
              setProblem(t('promotions.report.badRange'));
              return;
            }
            setProblem(null);
            apply(next);
          }}
        >
          <Field
            label={t('promotions.report.from')}
            name="from"
            type="date"
            defaultValue={range.from}
            required
          />
          <Field
            label={t('promotions.report.to')}
            name="to"
            type="date"
            defaultValue={range.to}
            required
            error={problem ?? undefined}
          />
          <div className="pr-filters__buttons">
            <Button type="submit" icon="search">
              {t('promotions.report.show')}
            </Button>
            <Button type="button" variant="secondary" onClick={() => apply({})}>
              {t('promotions.report.thisMonth')}
            </Button>
          </div>
        </form>
      </section>
      <section className="card card--flush">
        <QueryView
          query={report}
          empty={{ icon: 'jackpot', title: t('promotions.report.none') }}
          isEmpty={(r) => r.rows.length === 0}
        >
          {(r) => (
            <>
              <p className="pr-summary" role="status">
                {t('promotions.report.summary', { from: r.from, to: r.to, currency: r.currency })}
              </p>
              <div className="table-scroll">
                <DataTable
                  className="table pr-table pr-report"
                  caption={t('promotions.report.caption', { from: r.from, to: r.to })}
                  columns={columns}
                  rows={r.rows}
                  rowKey={(row) => row.promotionId ?? 'none'}
                  footer={
                    <tr className="pr-total">
                      {columns.map((col, i) =>
                        i === 0 ? (
                          <th key={col.id} scope="row">
                            {t('promotions.report.total')}
                          </th>
                        ) : (
                          <td key={col.id} className={col.className}>
                            {col.cell(r.total)}
                          </td>
                        ),
                      )}
                    </tr>
                  }
                />
              </div>
            </>
          )}
        </QueryView>
      </section>
    </>
  );
}
