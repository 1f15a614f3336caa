import { TEAM_TRANSACTION_KINDS, type TeamTransactionKind } from '@portal/contracts';
import { Pager, SelectField } from '@portal/ui';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatTimestamp } from '@/lib/format';
import { transactionsQuery } from './api';
import { usePagedPeriod } from './period';
import { ReportFilters } from './reports';
import { AgentTable, Badge, QueryBody, SignedMoney, type Tone } from './ui';

const TONE: Record<string, Tone> = {
  CREDITED: 'success',
  PAID: 'success',
  COMPLETED: 'success',
  APPLIED: 'success',
  DONE: 'success',
  PENDING: 'pending',
  AWAITING_REVIEW: 'pending',
  DISPUTED: 'danger',
  REJECTED: 'danger',
  FAILED: 'danger',
  REFUNDED: 'neutral',
  EXPIRED: 'neutral',
};

/** agentDownlineTransactionDetailsCopy (account details): my team's deposits, withdrawals, transfers and adjustments. */
export function TransactionsPage() {
  const { t, i18n } = useTranslation();
  const { range, period, page, setPage, onRange, filtered } = usePagedPeriod();
  const [account, setAccount] = useState('');
  const [kind, setKind] = useState<TeamTransactionKind | ''>('');
  const query = useQuery(transactionsQuery(period, { account, kind: kind || undefined }, page));
  const title = t('agent.pages.agentDownlineTransactionDetailsCopy.title');
  const statusName = (status: string) =>
    i18n.exists(`agent.transactions.status.${status}`)
      ? t(`agent.transactions.status.${status}` as 'agent.transactions.status.PENDING')
      : status;
  return (
    <div className="agent-stack">
      <ReportFilters range={range} onRange={onRange} onAccount={filtered(setAccount)}>
        <SelectField
          label={t('agent.transactions.kind')}
          value={kind}
          onChange={(e) => filtered(setKind)(e.target.value as TeamTransactionKind | '')}
        >
          <option value="">{t('agent.transactions.allKinds')}</option>
          {TEAM_TRANSACTION_KINDS.map((k) => (
            <option key={k} value={k}>
              {t(`agent.transactions.kinds.${k}`)}
            </option>
          ))}
        </SelectField>
      </ReportFilters>
      <QueryBody
        query={query}
        isEmpty={(data) => data.total === 0}
        empty={{
          icon: 'elott',
          title: t('agent.pages.agentDownlineTransactionDetailsCopy.empty'),
          hint: t('agent.reports.emptyHint'),
        }}
      >
        {(data) => (
          <>
            <AgentTable
              caption={title}
              rows={data.list}
              rowKey={(row) => `${row.kind}-${row.id}`}
              columns={[
                {
                  id: 'time',
                  header: t('agent.reports.time'),
                  cellClassName: 'nowrap',
                  cell: (row) => formatTimestamp(row.at),
                },
                {
                  id: 'account',
                  header: t('agent.reports.member'),
                  cell: (row) => <span className="records-table__strong">{row.account}</span>,
                },
                {
                  id: 'kind',
                  header: t('agent.transactions.kind'),
                  cell: (row) => (
                    <>
                      <span className="records-table__strong">
                        {t(`agent.transactions.kinds.${row.kind}`)}
                      </span>
                      {row.detail ? <span className="records-table__sub">{row.detail}</span> : null}
                    </>
                  ),
                },
                {
                  id: 'amount',
                  header: t('agent.transactions.amount'),
                  className: 'num',
                  cell: (row) => <SignedMoney amount={row.amount} />,
                },
                {
                  id: 'status',
                  header: t('agent.reports.status'),
                  cell: (row) => <Badge tone={TONE[row.status] ?? 'neutral'}>{statusName(row.status)}</Badge>,
                },
              ]}
            />
            <Pager current={page} totalPages={data.totalPages} onChange={setPage} label={title} />
          </>
        )}
      </QueryBody>
    </div>
  );
}
