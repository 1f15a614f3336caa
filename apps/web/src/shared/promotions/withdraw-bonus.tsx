import { Button, Dialog, Icon } from '@portal/ui';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Money } from '@/components/ui/money';
import { useSession } from '@/lib/session';
import { rewardCentreQuery } from './reward-centre-query';

/** Whether the member has an active bonus now (the reward centre says; no answer: none). */
export function useActiveBonus() {
  const { status } = useSession();
  const { data } = useQuery({ ...rewardCentreQuery, enabled: status === 'member' || status === 'agent' });
  return data?.active ?? null;
}

/** Said before a withdrawal while a bonus is active (ADR 0039): withdrawing gives it up. */
export function ActiveBonusNotice() {
  const { t } = useTranslation();
  const active = useActiveBonus();
  if (!active) return null;
  return (
    <div className="wallet-notice" role="note" data-testid="bonus-withdraw-notice">
      <Icon name="gift" size={18} />
      <p>
        <strong>{t('promo.withdraw.notice')}</strong>
        <span className="wallet-notice__hint">
          {t('promo.withdraw.noticeHint', { title: active.title })}{' '}
          <Money amount={active.balance} withCurrency />
          {'. '}
          <Link to="/member?page=rewardCenter">{t('promo.withdraw.seeBonus')}</Link>
        </span>
      </p>
    </div>
  );
}

/**
 * The server refused the withdrawal with BONUS_ACTIVE: its message says what is lost; confirming
 * sends the same request again with forfeitBonus.
 */
export function ForfeitForWithdrawalDialog({
  message,
  busy,
  onConfirm,
  onCancel,
}: {
  message: string;
  busy: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation();
  return (
    <Dialog
      title={t('promo.withdraw.confirmTitle')}
      onClose={onCancel}
      closeLabel={t('common.close')}
      size="sm"
      footer={
        <>
          <Button variant="secondary" onClick={onCancel}>
            {t('promo.withdraw.keep')}
          </Button>
          <Button variant="danger" busy={busy} onClick={onConfirm}>
            {t('promo.withdraw.confirm')}
          </Button>
        </>
      }
    >
      <p>{message}</p>
    </Dialog>
  );
}
