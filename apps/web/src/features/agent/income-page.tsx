import { EmptyState } from '@portal/ui';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { toMinorUnits } from '@/lib/format';
import { incomeQuery } from './api';
import { usePagedPeriod } from './period';
import { ReportFilters } from './reports';
import { AgentTable, Money, QueryBody, Section } from './ui';

/**
 * agentRevenueReport (my income): what was paid to me per day and kind, with totals. Commission,
 * salaries and dividend are paid by agent contracts; until a contract pays, the page says so.
 */
export function IncomePage() {
  const { t } = useTranslation();
  const { range, period, onRange } = usePagedPeriod();
  const query = useQuery(incomeQuery(period));
  const title = t('agent.pages.agentRevenueReport.title');
  return (
    <div className="agent-stack">
      <ReportFilters range={range} onRange={onRange} />
      <QueryBody query={query}>
        {(data) =>
          data.days.length === 0 && (toMinorUnits(data.total) ?? 0n) === 0n ? (
            <EmptyState
              icon="wallet"
              title={t('agent.pages.agentRevenueReport.empty')}
              description={t('agent.income.emptyHint')}
            />
          ) : (
            <>
              <Section icon="wallet" title={t('agent.income.totals')}>
                <dl className="agent-tiles">
                  <div className="agent-tile agent-tile--strong">
                    <dt>{t('agent.income.total')}</dt>
                    <dd>
                      <span className="agent-tile__value">
                        <Money amount={data.total} withCurrency />
                      </span>
                    </dd>
                  </div>
                  {data.totals.map((row) => (
                    <div key={row.kind} className="agent-tile">
                      <dt>{t(`agent.income.kinds.${row.kind}`)}</dt>
                      <dd>
                        <span className="agent-tile__value">
                          <Money amount={row.amount} />
                        </span>
                      </dd>
                    </div>
                  ))}
                </dl>
              </Section>
              <AgentTable
                caption={title}
                rows={data.days}
                rowKey={(row) => `${row.day}-${row.kind}`}
                columns={[
                  {
                    id: 'day',
                    header: t('agent.overview.day'),
                    cellClassName: 'nowrap',
                    cell: (row) => row.day,
                  },
                  {
                    id: 'kind',
                    header: t('agent.income.kind'),
                    cell: (row) => t(`agent.income.kinds.${row.kind}`),
                  },
                  {
                    id: 'amount',
                    header: t('agent.income.amount'),
                    className: 'num',
                    cell: (row) => <Money amount={row.amount} />,
                  },
                ]}
                footer={
                  <tr>
                    <th scope="row" colSpan={2}>
                      {t('agent.income.total')}
                    </th>
                    <td className="num">
                      <Money amount={data.total} />
                    </td>
                  </tr>
                }
              />
            </>
          )
        }
      </QueryBody>
    </div>
  );
}
