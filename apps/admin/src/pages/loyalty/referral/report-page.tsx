import type { TReferralReport } from '@portal/contracts/endpoints';
import { Button, type Column, DataTable, Field, QueryView } from '@portal/ui';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { CellLabel } from '../../../lib/cell-label';
import { call } from '../../../lib/client';
import { grouped, R, REFERRAL_KEY, ReferralHead, useReferralScreen } from './shared';

type Top = TReferralReport['top'][number];
const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** The last 30 days up to today, in the operator's calendar. */
function lastMonth(now = new Date()): { from: string; to: string } {
  const day = (d: Date) =>
    `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
  return { from: day(new Date(now.getTime() - 29 * 86_400_000)), to: day(now) };
}

/** /loyalty/referral/report: registrations, qualified, rewarded and cost in a range, the top referrers. */
export function ReferralReportPage() {
  const { t } = useReferralScreen();
  const formId = useId();
  const [range, setRange] = useState(lastMonth);
  const [problem, setProblem] = useState<string | null>(null);
  const report = useQuery({
    queryKey: [...REFERRAL_KEY, 'report', range],
    queryFn: ({ signal }) => call(R.report, { query: range, signal }),
    placeholderData: keepPreviousData,
  });
  const col = (id: keyof Top, label: string): Column<Top> => ({
    id,
    header: label,
    className: id === 'account' ? undefined : 'num',
    cell: (row) => (
      <>
        <CellLabel>{label}</CellLabel>
        {typeof row[id] === 'number' ? String(row[id]) : grouped(String(row[id]))}
      </>
    ),
  });
  return (
    <>
      <ReferralHead title={t('loyaltyReferral.report.heading')} intro="" />
      <section className="card" aria-label={t('loyaltyReferral.report.heading')}>
        <form
          id={formId}
          className="rf-filters"
          onSubmit={(event) => {
            event.preventDefault();
            const data = new FormData(event.currentTarget);
            const next = { from: String(data.get('from') ?? ''), to: String(data.get('to') ?? '') };
            const span = (Date.parse(next.to) - Date.parse(next.from)) / 86_400_000;
            if (!DAY.test(next.from) || !DAY.test(next.to) || !(span >= 0 && span <= 92)) {
              setProblem(t('loyaltyReferral.report.badRange'));
              return;
            }
            setProblem(null);
            setRange(next);
          }}
        >
          <Field label={t('loyaltyReferral.report.from')} name="from" type="date" defaultValue={range.from} />
          <Field label={t('loyaltyReferral.report.to')} name="to" type="date" defaultValue={range.to} />
          <Button type="submit" variant="secondary">
            {t('loyaltyReferral.common.show')}
          </Button>
        </form>
        {problem ? (
          <p className="notice notice--error" role="alert">
            {problem}
          </p>
        ) : null}
      </section>
      <QueryView query={report}>
        {(r) => (
          <>
            <section className="card">
              <dl className="rf-figures">
                {(
                  [
                    ['registered', String(r.registered)],
                    ['qualified', String(r.qualified)],
                    ['rewarded', String(r.rewarded)],
                    ['flagged', String(r.flagged)],
                    ['cash', `${r.currency} ${grouped(r.cash)}`],
                    ['bonus', `${r.currency} ${grouped(r.bonus)}`],
                    ['points', grouped(r.points)],
                    ['cost', `${r.currency} ${grouped(r.cost)}`],
                  ] as const
                ).map(([key, value]) => (
                  <div key={key}>
                    <dt>{t(`loyaltyReferral.report.${key}`)}</dt>
                    <dd>{value}</dd>
                  </div>
                ))}
              </dl>
            </section>
            <section className="card card--flush" aria-label={t('loyaltyReferral.report.top')}>
              <h2 className="rf-title rf-title--pad">{t('loyaltyReferral.report.top')}</h2>
              {r.top.length === 0 ? (
                <p className="muted rf-title--pad">{t('loyaltyReferral.report.noTop')}</p>
              ) : (
                <div className="table-scroll">
                  <DataTable
                    className="table rf-table"
                    caption={t('loyaltyReferral.report.top')}
                    rows={r.top}
                    rowKey={(row) => row.account}
                    columns={[
                      { ...col('account', t('loyaltyReferral.report.account')), rowHeader: true },
                      col('registered', t('loyaltyReferral.report.registered')),
                      col('rewarded', t('loyaltyReferral.report.rewarded')),
                      col('money', t('loyaltyReferral.report.money')),
                      col('points', t('loyaltyReferral.report.points')),
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
