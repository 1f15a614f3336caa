import type { TMissionReport } from '@portal/contracts/endpoints';
import { Button, type Column, DataTable, Field, QueryView } from '@portal/ui';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { CellLabel } from '../../../lib/cell-label';
import { call } from '../../../lib/client';
import { grouped, M, MISSIONS_KEY, ScreenHead, useMissionScreen } from './shared';

type Row = TMissionReport['rows'][number];
const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** The last 30 days up to today, in the operator's calendar. */
function lastMonth(now = new Date()): { from: string; to: string } {
  const day = (d: Date) =>
    `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
  return { from: day(new Date(now.getTime() - 29 * 86_400_000)), to: day(now) };
}

/** /loyalty/missions/report: per mission, completions and claims in a range and the rewards paid. */
export function MissionReportPage() {
  const { t } = useMissionScreen();
  const [range, setRange] = useState(lastMonth);
  const [problem, setProblem] = useState<string | null>(null);
  const report = useQuery({
    queryKey: [...MISSIONS_KEY, 'report', range],
    queryFn: ({ signal }) => call(M.report, { query: range, signal }),
    placeholderData: keepPreviousData,
  });
  const col = (id: keyof Row, label: string, text: (r: Row) => string): Column<Row> => ({
    id,
    header: label,
    className: id === 'title' ? undefined : 'num',
    ...(id === 'title' ? { rowHeader: true } : {}),
    cell: (r) => (
      <>
        <CellLabel>{label}</CellLabel>
        {text(r)}
      </>
    ),
  });
  return (
    <>
      <ScreenHead title={t('loyaltyMissions.report.heading')} />
      <section className="card" aria-label={t('loyaltyMissions.report.heading')}>
        <form
          className="ms-filters"
          onSubmit={(event) => {
            event.preventDefault();
            const data = new FormData(event.currentTarget);
            const next = { from: String(data.get('from') ?? ''), to: String(data.get('to') ?? '') };
            const span = (Date.parse(next.to) - Date.parse(next.from)) / 86_400_000;
            if (!DAY.test(next.from) || !DAY.test(next.to) || !(span >= 0 && span < 366)) {
              setProblem(t('loyaltyMissions.report.badRange'));
              return;
            }
            setProblem(null);
            setRange(next);
          }}
        >
          <Field label={t('loyaltyMissions.report.from')} name="from" type="date" defaultValue={range.from} />
          <Field label={t('loyaltyMissions.report.to')} name="to" type="date" defaultValue={range.to} />
          <Button type="submit" variant="secondary">
            {t('loyaltyMissions.report.show')}
          </Button>
        </form>
        {problem ? (
          <p className="notice notice--error" role="alert">
            {problem}
          </p>
        ) : null}
      </section>
      <section className="card card--flush">
        <QueryView
          query={report}
          isEmpty={(r) => r.rows.length === 0}
          empty={{ icon: 'star', title: t('loyaltyMissions.report.none') }}
        >
          {(r) => (
            <div className="table-scroll">
              <DataTable
                className="table"
                caption={`${t('loyaltyMissions.report.heading')} ${r.from} – ${r.to}`}
                rows={r.rows}
                rowKey={(row) => row.missionId}
                columns={[
                  col('title', t('loyaltyMissions.report.mission'), (row) => row.title),
                  col('completed', t('loyaltyMissions.report.completed'), (row) => String(row.completed)),
                  col('claimed', t('loyaltyMissions.report.claimed'), (row) => String(row.claimed)),
                  col('cashPaid', t('loyaltyMissions.report.cash'), (row) => grouped(row.cashPaid)),
                  col('bonusPaid', t('loyaltyMissions.report.bonus'), (row) => grouped(row.bonusPaid)),
                  col('pointsPaid', t('loyaltyMissions.report.points'), (row) => grouped(row.pointsPaid)),
                ]}
              />
            </div>
          )}
        </QueryView>
      </section>
    </>
  );
}
