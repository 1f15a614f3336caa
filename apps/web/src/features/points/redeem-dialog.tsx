import type { TMallItem } from '@portal/contracts/endpoints';
import { Button, Dialog, Field } from '@portal/ui';
import { useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '@/lib/api-client';
import { useRequestId } from '@/lib/request-id';
import { pointsQueryKey, redeemItem } from './api';
import { groupPoints } from './parts';

/** Redeem: what it costs from my balance, the delivery address for a gift, the payment password. */
export function RedeemDialog({
  item,
  balance,
  onClose,
}: {
  item: TMallItem;
  balance: string;
  onClose: (done: string | null) => void;
}) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const ids = useRequestId();
  const formId = useId();
  const [address, setAddress] = useState('');
  const [password, setPassword] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const physical = item.kind === 'PHYSICAL';

  async function submit() {
    setError(null);
    if (physical && address.trim().length === 0) {
      setError(t('loyaltyPoints.redeem.addressHint'));
      return;
    }
    setBusy(true);
    try {
      const body = { itemId: item.id, ...(physical ? { address: address.trim() } : {}) };
      await ids.send(body, (requestId) => redeemItem({ ...body, requestId, paymentPassword: password }));
      void queryClient.invalidateQueries({ queryKey: pointsQueryKey });
      onClose(t('loyaltyPoints.redeem.done', { name: item.name }));
    } catch (failure) {
      setError(failure instanceof ApiError ? failure.message : t('errors.network'));
    } finally {
      setBusy(false);
    }
  }

  return (
    <Dialog
      title={t('loyaltyPoints.redeem.title', { name: item.name })}
      onClose={() => onClose(null)}
      closeLabel={t('common.close')}
      size="sm"
      footer={
        <>
          <Button variant="secondary" onClick={() => onClose(null)}>
            {t('loyaltyPoints.redeem.cancel')}
          </Button>
          <Button type="submit" form={formId} busy={busy} disabled={password.length === 0}>
            {t('loyaltyPoints.redeem.confirm')}
          </Button>
        </>
      }
    >
      <form
        id={formId}
        className="form"
        onSubmit={(event) => {
          event.preventDefault();
          void submit();
        }}
      >
        <p>
          {t('loyaltyPoints.redeem.summary', {
            points: groupPoints(item.points),
            balance: groupPoints(balance),
          })}
        </p>
        <p className="points-muted">{t('loyaltyPoints.redeem.after')}</p>
        {physical ? (
          <Field
            label={t('loyaltyPoints.redeem.address')}
            hint={t('loyaltyPoints.redeem.addressHint')}
            value={address}
            maxLength={300}
            autoComplete="street-address"
            aria-required="true"
            onChange={(event) => setAddress(event.target.value)}
          />
        ) : null}
        <Field
          label={t('loyaltyPoints.redeem.paymentPassword')}
          type="password"
          autoComplete="off"
          value={password}
          maxLength={128}
          required
          onChange={(event) => setPassword(event.target.value)}
        />
        {error ? (
          <p className="form__error" role="alert">
            {error}
          </p>
        ) : null}
      </form>
    </Dialog>
  );
}
