import { type TWithdrawal, UPLOAD_MAX_FILES } from '@portal/contracts';
import { Button, Dialog } from '@portal/ui';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormError } from '@/components/forms/form-error';
import { useFormSubmit } from '@/components/forms/use-form-submit';
import { formatTimestamp } from '@/lib/format';
import { confirmWithdrawal, useRefreshWallet, useWithdrawals } from './api';
import { WithdrawalBadge } from './badges';
import { HistoryPanel } from './history-panel';
import { ProofPicker, uploadProofs } from './proofs';
import { formMessage, Money, useCurrency } from './ui';
import './wallet.css';

/** The member's withdrawals, 9 to a page; a paid one asks whether the money arrived. */
export function WithdrawalHistory() {
  const { t } = useTranslation();
  const [page, setPage] = useState(1);
  const [answering, setAnswering] = useState<{ withdrawal: TWithdrawal; received: boolean } | null>(null);
  const query = useWithdrawals(page);
  return (
    <HistoryPanel
      title={t('wallet.withdraw.history')}
      query={query}
      page={page}
      onPage={setPage}
      empty={{
        icon: 'arrowUp',
        title: t('wallet.withdraw.noHistory'),
        hint: t('wallet.withdraw.noHistoryHint'),
      }}
      after={
        answering ? (
          <ConfirmDialog
            withdrawal={answering.withdrawal}
            received={answering.received}
            onClose={() => setAnswering(null)}
          />
        ) : null
      }
    >
      {(withdrawals) => (
        <ul className="wallet-list">
          {withdrawals.map((withdrawal) => (
            <li key={withdrawal.id} className="wallet-list__item wallet-list__item--stacked">
              <div className="wallet-list__row">
                <div className="wallet-list__main">
                  <span className="wallet-list__title">
                    {withdrawal.bankName} {withdrawal.accountNumberMasked}
                  </span>
                  <time className="wallet-list__meta" dateTime={withdrawal.createdAt}>
                    {formatTimestamp(withdrawal.createdAt)}
                  </time>
                  {withdrawal.reason ? (
                    <span className="wallet-list__reason">{withdrawal.reason}</span>
                  ) : null}
                </div>
                <div className="wallet-list__side">
                  <Money amount={withdrawal.amount} />
                  <WithdrawalBadge status={withdrawal.status} />
                </div>
              </div>
              <Confirmation
                withdrawal={withdrawal}
                onAnswer={(received) => setAnswering({ withdrawal, received })}
              />
            </li>
          ))}
        </ul>
      )}
    </HistoryPanel>
  );
}

/** A paid withdrawal awaiting the player's word, or how its confirmation ended. */
function Confirmation({
  withdrawal,
  onAnswer,
}: {
  withdrawal: TWithdrawal;
  onAnswer: (received: boolean) => void;
}) {
  const { t } = useTranslation();
  const { confirmation } = withdrawal;
  if (!confirmation) return null;
  if (confirmation === 'AWAITING' && withdrawal.status === 'PAID') {
    return (
      <div className="withdrawal-confirm">
        <p className="withdrawal-confirm__question">{t('wallet.withdraw.confirmQuestion')}</p>
        {withdrawal.autoConfirmAt ? (
          <p className="field__hint">
            {t('wallet.withdraw.autoConfirm', { time: formatTimestamp(withdrawal.autoConfirmAt) })}
          </p>
        ) : null}
        <div className="button-row">
          <Button size="sm" onClick={() => onAnswer(true)}>
            {t('wallet.withdraw.received')}
          </Button>
          <Button size="sm" variant="secondary" onClick={() => onAnswer(false)}>
            {t('wallet.withdraw.notReceived')}
          </Button>
        </div>
      </div>
    );
  }
  return <p className="withdrawal-confirm__outcome">{t(`wallet.confirmations.${confirmation}`)}</p>;
}

function ConfirmDialog({
  withdrawal,
  received,
  onClose,
}: {
  withdrawal: TWithdrawal;
  received: boolean;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const { currency, format } = useCurrency();
  const refresh = useRefreshWallet();
  const { errors, busy, run } = useFormSubmit();
  const [proofs, setProofs] = useState<File[]>([]);
  const amount = `${currency} ${format(withdrawal.amount)}`;

  const send = async () => {
    const result = await run(async () =>
      confirmWithdrawal(withdrawal.id, {
        action: received ? 'RECEIVED' : 'NOT_RECEIVED',
        proofIds: received ? [] : await uploadProofs(proofs),
      }),
    );
    if (!result) return;
    refresh();
    onClose();
  };

  return (
    <Dialog
      title={received ? t('wallet.withdraw.receivedTitle') : t('wallet.withdraw.notReceivedTitle')}
      closeLabel={t('common.close')}
      onClose={onClose}
      size="sm"
      footer={
        <div className="button-row button-row--end">
          <Button variant="ghost" onClick={onClose}>
            {t('common.cancel')}
          </Button>
          <Button busy={busy} onClick={() => void send()}>
            {received ? t('wallet.withdraw.received') : t('wallet.withdraw.sendReport')}
          </Button>
        </div>
      }
    >
      <div className="form">
        <p className="form__lead">
          {received
            ? t('wallet.withdraw.receivedText', {
                amount,
                account: `${withdrawal.bankName} ${withdrawal.accountNumberMasked}`,
              })
            : t('wallet.withdraw.notReceivedText', { amount, max: UPLOAD_MAX_FILES })}
        </p>
        {received ? null : <ProofPicker files={proofs} onChange={setProofs} error={errors.proofIds} />}
        <FormError message={formMessage(errors, received ? [] : ['proofIds'])} />
      </div>
    </Dialog>
  );
}
