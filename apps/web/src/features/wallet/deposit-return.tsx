import { Button, LoadFailed, Spinner } from '@portal/ui';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatTimestamp } from '@/lib/format';
import { DEPOSIT_POLL_LIMIT_MS, useRefreshWallet, useReturningDeposit } from './api';
import { DepositBadge } from './badges';
import { Money, Panel } from './ui';
import './wallet.css';

/**
 * Back from the payment provider (/member?page=depositv2&deposit=<id>&payment=…&status=…): the
 * deposit's own status, polled while pending. Only the server's word counts; the provider's
 * `status` in the address is not trusted.
 */
export function DepositReturn({ id, onDismiss }: { id: string; onDismiss: () => void }) {
  const { t } = useTranslation();
  const [since] = useState(() => Date.now());
  const [gaveUp, setGaveUp] = useState(false);
  const { data, isPending, isError, refetch } = useReturningDeposit(id, since);
  const refresh = useRefreshWallet();
  const status = data?.status;

  useEffect(() => {
    const timer = window.setTimeout(() => setGaveUp(true), DEPOSIT_POLL_LIMIT_MS);
    return () => window.clearTimeout(timer);
  }, []);

  // The money has landed: the header balance and the history follow.
  useEffect(() => {
    if (status === 'CREDITED') refresh();
  }, [status, refresh]);

  return (
    <Panel
      icon="download"
      title={t('wallet.deposit.return.title')}
      status={data ? <DepositBadge status={data.status} /> : undefined}
      className="deposit-return"
    >
      {isPending ? (
        <Spinner label={t('wallet.deposit.return.PENDING')} />
      ) : isError ? (
        <LoadFailed onRetry={refetch} />
      ) : (
        <>
          <div role="status" className="deposit-return__message">
            {data.status === 'PENDING' && !gaveUp ? (
              <span className="spinner spinner--sm" aria-hidden="true" />
            ) : null}
            <p className="panel__value">
              {data.status === 'PENDING' && gaveUp
                ? t('wallet.deposit.return.stillPending')
                : t(`wallet.deposit.return.${data.status}`)}
            </p>
          </div>
          {data.reason ? <p className="field__hint">{data.reason}</p> : null}
          <dl className="facts">
            <div>
              <dt>{t('wallet.amount')}</dt>
              <dd>
                <Money amount={data.amount} withCurrency />
              </dd>
            </div>
            <div>
              <dt>{t('wallet.deposit.method')}</dt>
              <dd>{data.methodName}</dd>
            </div>
            <div>
              <dt>{t('wallet.records.time')}</dt>
              <dd>{formatTimestamp(data.createdAt)}</dd>
            </div>
          </dl>
        </>
      )}
      <Button variant="secondary" size="sm" onClick={onDismiss}>
        {t('common.close')}
      </Button>
    </Panel>
  );
}
