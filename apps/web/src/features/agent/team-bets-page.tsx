import { Pager, SelectField } from '@portal/ui';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatTimestamp } from '@/lib/format';
import { teamBetsQuery } from './api';
import { usePagedPeriod } from './period';
import { ReportFilters, useCategoryName, useGameFilters } from './reports';
import { AgentTable, Badge, Money, QueryBody, SignedMoney } from './ui';

/** personalHistoryCopy (team betting): my team's bets in a period by member, game type and vendor, with totals. */
export function TeamBetsPage() {
  const { t } = useTranslation();
  const categoryName = useCategoryName();
  const { categories, vendors } = useGameFilters();
  const { range, period, page, setPage, onRange, filtered } = usePagedPeriod();
  const [account, setAccount] = useState('');
  const [category, setCategory] = useState('');
  const [vendor, setVendor] = useState('');
  const query = useQuery(teamBetsQuery(period, { account, category, vendor }, page));
  const title = t('agent.pages.personalHistoryCopy.title');
  return (
    <div className="agent-stack">
      <ReportFilters range={range} onRange={onRange} onAccount={filtered(setAccount)}>
        <SelectField
          label={t('agent.reports.category')}
          value={category}
          onChange={(e) => filtered(setCategory)(e.target.value)}
        >
          <option value="">{t('agent.reports.allCategories')}</option>
          {categories.map((code) => (
            <option key={code} value={code}>
              {categoryName(code)}
            </option>
          ))}
        </SelectField>
        <SelectField
          label={t('agent.reports.vendor')}
          value={vendor}
          onChange={(e) => filtered(setVendor)(e.target.value)}
        >
          <option value="">{t('agent.reports.allVendors')}</option>
          {vendors.map((v) => (
            <option key={v.code} value={v.code}>
              {v.name}
            </option>
          ))}
        </SelectField>
      </ReportFilters>
      <QueryBody
        query={query}
        isEmpty={(data) => data.total === 0}
        empty={{
          icon: 'clock',
          title: t('agent.pages.personalHistoryCopy.empty'),
          hint: t('agent.reports.emptyHint'),
        }}
      >
        {(data) => (
          <>
            <AgentTable
              caption={title}
              rows={data.list}
              rowKey={(bet) => bet.id}
              columns={[
                {
                  id: 'time',
                  header: t('agent.reports.time'),
                  cellClassName: 'nowrap',
                  cell: (bet) => formatTimestamp(bet.placedAt),
                },
                {
                  id: 'account',
                  header: t('agent.reports.member'),
                  cell: (bet) => <span className="records-table__strong">{bet.account}</span>,
                },
                {
                  id: 'game',
                  header: t('agent.reports.game'),
                  cell: (bet) => (
                    <>
                      <span className="records-table__strong">{bet.gameName}</span>
                      <span className="records-table__sub">
                        {categoryName(bet.category)} · {bet.vendorCode}
                      </span>
                    </>
                  ),
                },
                {
                  id: 'stake',
                  header: t('agent.reports.stake'),
                  className: 'num',
                  cell: (bet) => <Money amount={bet.stake} />,
                },
                {
                  id: 'validBet',
                  header: t('agent.figures.validBet'),
                  className: 'num',
                  cell: (bet) => <Money amount={bet.validBet} />,
                },
                {
                  id: 'payout',
                  header: t('agent.reports.payout'),
                  className: 'num',
                  cell: (bet) => <Money amount={bet.payout} />,
                },
                {
                  id: 'profitLoss',
                  header: t('agent.reports.profitLoss'),
                  className: 'num',
                  cell: (bet) => (bet.status === 'SETTLED' ? <SignedMoney amount={bet.profitLoss} /> : '—'),
                },
                {
                  id: 'status',
                  header: t('agent.reports.status'),
                  cell: (bet) => (
                    <Badge
                      tone={
                        bet.status === 'SETTLED' ? 'success' : bet.status === 'OPEN' ? 'pending' : 'neutral'
                      }
                    >
                      {t(`agent.reports.betStatus.${bet.status}`)}
                    </Badge>
                  ),
                },
              ]}
              footer={
                <tr>
                  <th scope="row" colSpan={3}>
                    {t('agent.reports.totals', { count: data.totals.betCount })}
                  </th>
                  <td className="num">
                    <Money amount={data.totals.stake} />
                  </td>
                  <td className="num">
                    <Money amount={data.totals.validBet} />
                  </td>
                  <td className="num">
                    <Money amount={data.totals.payout} />
                  </td>
                  <td className="num">
                    <SignedMoney amount={data.totals.profitLoss} />
                  </td>
                  <td />
                </tr>
              }
            />
            <Pager current={page} totalPages={data.totalPages} onChange={setPage} label={title} />
          </>
        )}
      </QueryBody>
    </div>
  );
}
