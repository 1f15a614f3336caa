import { Icon, Pager } from '@portal/ui';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type UserLossSort, userLossQuery } from './api';
import { usePagedPeriod } from './period';
import { ReportFilters } from './reports';
import { AgentTable, Badge, Money, QueryBody, SignedMoney } from './ui';

/** palStatementsAgentCopy (user loss): each team member's profit/loss in a period, sortable, with totals. */
export function UserLossPage() {
  const { t } = useTranslation();
  const { range, period, page, setPage, onRange, filtered } = usePagedPeriod();
  const [account, setAccount] = useState('');
  // Biggest losers first: the team's result is negative when the members lost.
  const [sort, setSort] = useState<{ by: UserLossSort; order: 'asc' | 'desc' }>({
    by: 'profitLoss',
    order: 'asc',
  });
  const query = useQuery(userLossQuery(period, { account, sort: sort.by, order: sort.order }, page));
  const title = t('agent.pages.palStatementsAgentCopy.title');

  /** How the column of `by` is sorted now, for its header's aria-sort. */
  const sortState = (by: UserLossSort) =>
    sort.by === by
      ? sort.order === 'asc'
        ? ('ascending' as const)
        : ('descending' as const)
      : ('none' as const);
  const sortHeader = (by: UserLossSort, label: string) => {
    const active = sort.by === by;
    const next = active && sort.order === 'asc' ? 'desc' : 'asc';
    return (
      <button
        type="button"
        className="agent-sort"
        aria-label={
          active
            ? t('agent.loss.sortedBy', {
                column: label,
                order: t(`agent.loss.order.${sort.order}`),
                next: t(`agent.loss.order.${next}`),
              })
            : t('agent.loss.sortBy', { column: label, next: t(`agent.loss.order.${next}`) })
        }
        onClick={() => filtered(setSort)({ by, order: next })}
      >
        {label}
        {active ? <Icon name={sort.order === 'asc' ? 'chevronUp' : 'chevronDown'} size={14} /> : null}
      </button>
    );
  };

  return (
    <div className="agent-stack">
      <ReportFilters range={range} onRange={onRange} onAccount={filtered(setAccount)} />
      <QueryBody
        query={query}
        isEmpty={(data) => data.total === 0}
        empty={{
          icon: 'jackpot',
          title: t('agent.pages.palStatementsAgentCopy.empty'),
          hint: t('agent.reports.emptyHint'),
        }}
      >
        {(data) => (
          <>
            <p className="agent-lead">{t('agent.loss.lead')}</p>
            <AgentTable
              caption={title}
              rows={data.list}
              rowKey={(row) => row.id}
              columns={[
                {
                  id: 'account',
                  header: sortHeader('account', t('agent.reports.member')),
                  sort: sortState('account'),
                  rowHeader: true,
                  cell: (row) => (
                    <>
                      <span className="records-table__strong">
                        {row.account}{' '}
                        {row.isAgent ? <Badge tone="pending">{t('agent.team.types.agent')}</Badge> : null}
                      </span>
                      <span className="records-table__sub">
                        {[row.nickname, t('agent.loss.level', { level: row.level })]
                          .filter(Boolean)
                          .join(' · ')}
                      </span>
                    </>
                  ),
                },
                {
                  id: 'bets',
                  header: t('agent.figures.betCount'),
                  className: 'num',
                  cell: (row) => row.betCount,
                },
                {
                  id: 'validBet',
                  header: sortHeader('validBet', t('agent.figures.validBet')),
                  sort: sortState('validBet'),
                  className: 'num',
                  cell: (row) => <Money amount={row.validBet} />,
                },
                {
                  id: 'profitLoss',
                  header: sortHeader('profitLoss', t('agent.reports.profitLoss')),
                  sort: sortState('profitLoss'),
                  className: 'num',
                  cell: (row) => <SignedMoney amount={row.profitLoss} />,
                },
                {
                  id: 'deposits',
                  header: sortHeader('deposits', t('agent.figures.deposits')),
                  sort: sortState('deposits'),
                  className: 'num',
                  cell: (row) => <Money amount={row.deposits} />,
                },
                {
                  id: 'withdrawals',
                  header: t('agent.figures.withdrawals'),
                  className: 'num',
                  cell: (row) => <Money amount={row.withdrawals} />,
                },
              ]}
              footer={
                <tr>
                  <th scope="row">{t('agent.loss.totals', { count: data.totals.members })}</th>
                  <td className="num">{data.totals.betCount}</td>
                  <td className="num">
                    <Money amount={data.totals.validBet} />
                  </td>
                  <td className="num">
                    <SignedMoney amount={data.totals.profitLoss} />
                  </td>
                  <td className="num">
                    <Money amount={data.totals.deposits} />
                  </td>
                  <td className="num">
                    <Money amount={data.totals.withdrawals} />
                  </td>
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
