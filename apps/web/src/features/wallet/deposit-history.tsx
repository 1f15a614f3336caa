import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '@/components/ui/empty-state';
import { LoadFailed } from '@/components/ui/load-failed';
import { Pager } from '@/components/ui/pager';
import { Spinner } from '@/components/ui/spinner';
import { formatTimestamp } from '@/lib/format';
import { useDeposits } from './api';
import { DepositBadge } from './badges';
import { Money, Panel, Refreshing } from './ui';

/** The member's deposits, newest first, 9 to a page. */
export function DepositHistory() {
  const { t } = useTranslation();
  const [page, setPage] = useState(1);
  const { data, isPending, isError, isPlaceholderData, isFetching, refetch } = useDeposits(page);
  return (
    <Panel
      icon="clock"
      title={t('wallet.deposit.history')}
      status={<Refreshing active={isFetching && isPlaceholderData} />}
    >
      {isPending ? (
        <Spinner label={t('common.loading')} />
      ) : isError ? (
        <LoadFailed onRetry={refetch} />
      ) : data.total === 0 ? (
        <EmptyState
          icon="download"
          title={t('wallet.deposit.noHistory')}
          description={t('wallet.deposit.noHistoryHint')}
        />
      ) : (
        <>
          <ul className="wallet-list">
            {data.list.map((deposit) => (
              <li key={deposit.id} className="wallet-list__item">
                <div className="wallet-list__main">
                  <span className="wallet-list__title">{deposit.methodName}</span>
                  <time className="wallet-list__meta" dateTime={deposit.createdAt}>
                    {formatTimestamp(deposit.createdAt)}
                  </time>
                  {deposit.reference ? (
                    <span className="wallet-list__meta">
                      {t('wallet.deposit.reference')}: {deposit.reference}
                    </span>
                  ) : null}
                  {deposit.reason ? <span className="wallet-list__reason">{deposit.reason}</span> : null}
                </div>
                <div className="wallet-list__side">
                  <Money amount={deposit.amount} />
                  <DepositBadge status={deposit.status} />
                </div>
              </li>
            ))}
          </ul>
          <Pager
            current={page}
            totalPages={data.totalPages}
            onChange={setPage}
            label={t('wallet.deposit.history')}
          />
        </>
      )}
    </Panel>
  );
}
