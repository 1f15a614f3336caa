import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatTimestamp } from '@/lib/format';
import { useDeposits } from './api';
import { DepositBadge } from './badges';
import { HistoryPanel } from './history-panel';
import { Money } from './ui';
import './wallet.css';

/** The member's deposits, newest first, 9 to a page. */
export function DepositHistory() {
  const { t } = useTranslation();
  const [page, setPage] = useState(1);
  const query = useDeposits(page);
  return (
    <HistoryPanel
      title={t('wallet.deposit.history')}
      query={query}
      page={page}
      onPage={setPage}
      empty={{
        icon: 'download',
        title: t('wallet.deposit.noHistory'),
        hint: t('wallet.deposit.noHistoryHint'),
      }}
    >
      {(deposits) => (
        <ul className="wallet-list">
          {deposits.map((deposit) => (
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
      )}
    </HistoryPanel>
  );
}
