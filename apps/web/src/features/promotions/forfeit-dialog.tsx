import type { TBonusGrant } from '@portal/contracts/endpoints';
import { Button, Dialog } from '@portal/ui';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useCurrency } from '@/components/ui/money';
import { ApiError } from '@/lib/api-client';
import { useRequestId } from '@/lib/request-id';
import { balanceQueryKey, walletQueryKey } from '@/shared/wallet/balance';
import { forfeitBonus, promotionsQueryKey, rewardsQueryKey } from './api';

/**
 * Asks before a bonus is given up, saying what is lost: the bonus wallet's money of it and the
 * wagering done (an active one), or the bonus that would have started (a queued one).
 */
export function ForfeitDialog({ grant, onClose }: { grant: TBonusGrant; onClose: (done: boolean) => void }) {
  const { t } = useTranslation();
  const { currency, format } = useCurrency();
  const queryClient = useQueryClient();
  const ids = useRequestId();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const money = (amount: string) => `${currency} ${format(amount)}`;

  async function confirm() {
    setBusy(true);
    setError(null);
    try {
      await ids.send({ forfeit: grant.id }, (requestId) => forfeitBonus(grant.id, requestId));
      for (const queryKey of [rewardsQueryKey, promotionsQueryKey, balanceQueryKey, walletQueryKey])
        void queryClient.invalidateQueries({ queryKey });
      onClose(true);
    } catch (failure) {
      setError(failure instanceof ApiError ? failure.message : t('errors.network'));
    } finally {
      setBusy(false);
    }
  }

  return (
    <Dialog
      title={t('promo.forfeit.title', { title: grant.title })}
      onClose={() => onClose(false)}
      closeLabel={t('common.close')}
      size="sm"
      footer={
        <>
          <Button variant="secondary" onClick={() => onClose(false)}>
            {t('promo.forfeit.keep')}
          </Button>
          <Button variant="danger" busy={busy} onClick={() => void confirm()}>
            {t('promo.forfeit.confirm')}
          </Button>
        </>
      }
    >
      <p>
        {grant.state === 'ACTIVE'
          ? t('promo.forfeit.activeLoss', { balance: money(grant.balance), wagered: money(grant.wagered) })
          : t('promo.forfeit.queuedLoss', { amount: money(grant.amount) })}
      </p>
      <p className="promo-muted">{t('promo.forfeit.final')}</p>
      {error ? (
        <p className="form__error" role="alert">
          {error}
        </p>
      ) : null}
    </Dialog>
  );
}
