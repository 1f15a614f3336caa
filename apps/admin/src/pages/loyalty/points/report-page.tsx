import type { TPointsReport } from '@portal/contracts/endpoints';
import { Button, type Column, DataTable, Field, QueryView } from '@portal/ui';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CellLabel } from '../../../lib/cell-label';
import { call } from '../../../lib/client';
import { groupPoints, POINTS_KEY, PointsHead, R } from './shared';
import './points.css';

type Day = TPointsReport['days'][number];
const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** The last 30 days up to today, in the operator's calendar. */
export function lastMonth(now = new Date()): { from: string; to: string } {
  const day = (d: Date) =>
    `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
  return { from: day(new Date(now.getTime() - 29 * 86_400_000)), to: day(now) };
}

/** /loyalty/points/report: points per day by what moved them, and the outstanding liability. */
export function PointsReportPage() {
  const { t } = useTranslation();
  const formId = useId();
  const [range, setRange] = useState(lastMonth);
  const [problem, setProblem] = useState<string | null>(null);
  const report = useQuery({
    queryKey: [...POINTS_KEY, 'report', range],
    queryFn: ({ signal }) => call(R.report, { query: range, signal }),
    placeholderData: keepPreviousData,
  });
  const c = (id: keyof Day, label: string, money = false): Column<Day> => ({
    id,
    header: label,
    className: 'num',
    cell: (d) => (
      <>
        <CellLabel>{label}</CellLabel>
        {money ? d[id] : groupPoints(d[id])}
      </>
    ),
  });
  return (
    <>
      <PointsHead title={t('loyaltyPoints.report.heading')} intro="" />
      <section className="card" aria-labelledby={`${formId}-title`}>
        <form
          className="pt-filters"
          onSubmit={(event) => {
            event.preventDefault();
            const data = new FormData(event.currentTarget);
            const next = { from: String(data.get('from') ?? ''), to: String(data.get('to') ?? '') };
            const span = (Date.parse(next.to) - Date.parse(next.from)) / 86_400_000;
            if (!DAY.test(next.from) || !DAY.test(next.to) || !(span >= 0 && span <= 92)) {
              setProblem(t('loyaltyPoints.report.badRange'));
              return;
            }
            setProblem(null);
            setRange(next);
          }}
        >
          <h2 id={`${formId}-title`} className="visually-hidden">
            {t('loyaltyPoints.report.heading')}
          </h2>
          <Field
            label={t('loyaltyPoints.report.from')}
            name="from"
            type="date"
            defaultValue={range.from}
            required
          />
          <Field
            label={t('loyaltyPoints.report.to')}
            name="to"
            type="date"
            defaultValue={range.to}
            required
            error={problem ?? undefined}
          />
          <Button type="submit" icon="search">
            {t('loyaltyPoints.report.show')}
          </Button>
        </form>
      </section>
      <QueryView query={report}>
        {(r) => (
          <>
            <dl className="pt-figures">
              <div>
                <dt>{t('loyaltyPoints.report.outstanding')}</dt>
                <dd data-testid="outstanding">{groupPoints(r.outstanding)}</dd>
              </div>
              <div>
                <dt>{t('loyaltyPoints.report.outstandingCash')}</dt>
                <dd>
                  {r.currency} {r.outstandingCash}
                </dd>
              </div>
              <div>
                <dt>{t('loyaltyPoints.report.holders')}</dt>
                <dd>{r.members}</dd>
              </div>
              <div>
                <dt>{t('loyaltyPoints.report.inProcess')}</dt>
                <dd>{r.inProcess}</dd>
              </div>
            </dl>
            <section className="card card--flush">
              {r.days.length === 0 ? (
                <p className="muted pt-empty">{t('loyaltyPoints.report.none')}</p>
              ) : (
                <div className="table-scroll">
                  <DataTable
                    className="table pt-table"
                    caption={t('loyaltyPoints.report.heading')}
                    rows={r.days}
                    rowKey={(d) => d.day}
                    columns={[
                      {
                        id: 'day',
                        header: t('loyaltyPoints.report.day'),
                        rowHeader: true,
                        cell: (d) => (
                          <>
                            <CellLabel>{t('loyaltyPoints.report.day')}</CellLabel>
                            {d.day}
                          </>
                        ),
                      },
                      c('earned', t('loyaltyPoints.report.earned')),
                      c('rewarded', t('loyaltyPoints.report.rewarded')),
                      c('converted', t('loyaltyPoints.report.converted')),
                      c('convertedCash', `${t('loyaltyPoints.report.convertedCash')} (${r.currency})`, true),
                      c('redeemed', t('loyaltyPoints.report.redeemed')),
                      c('returned', t('loyaltyPoints.report.returned')),
                      c('adjusted', t('loyaltyPoints.report.adjusted')),
                    ]}
                  />
                </div>
              )}
            </section>
          </>
        )}
      </QueryView>
    </>
  );
}
