import type { DepositStatus, TBonusRecord, TransferStatus, WithdrawalStatus } from '@portal/contracts';
import { useTranslation } from 'react-i18next';
import { StatusBadge, type Tone } from './ui';

const DEPOSIT_TONES: Record<DepositStatus, Tone> = {
  PENDING: 'pending',
  AWAITING_REVIEW: 'pending',
  CREDITED: 'success',
  FAILED: 'danger',
  REJECTED: 'danger',
};

const WITHDRAWAL_TONES: Record<WithdrawalStatus, Tone> = {
  PENDING: 'pending',
  REJECTED: 'danger',
  PAID: 'warning',
  DISPUTED: 'warning',
  COMPLETED: 'success',
  REFUNDED: 'neutral',
};

const TRANSFER_TONES: Record<TransferStatus, Tone> = {
  DONE: 'success',
  FAILED: 'danger',
  PENDING: 'pending',
};

const BONUS_TONES: Record<TBonusRecord['status'], Tone> = {
  ACTIVE: 'pending',
  COMPLETED: 'success',
  FORFEITED: 'neutral',
};

export function DepositBadge({ status }: { status: DepositStatus }) {
  const { t } = useTranslation();
  return <StatusBadge tone={DEPOSIT_TONES[status]}>{t(`wallet.depositStatus.${status}`)}</StatusBadge>;
}

export function WithdrawalBadge({ status }: { status: WithdrawalStatus }) {
  const { t } = useTranslation();
  return <StatusBadge tone={WITHDRAWAL_TONES[status]}>{t(`wallet.withdrawalStatus.${status}`)}</StatusBadge>;
}

export function TransferBadge({ status }: { status: TransferStatus }) {
  const { t } = useTranslation();
  return <StatusBadge tone={TRANSFER_TONES[status]}>{t(`wallet.transferStatus.${status}`)}</StatusBadge>;
}

export function BonusBadge({ status }: { status: TBonusRecord['status'] }) {
  const { t } = useTranslation();
  return <StatusBadge tone={BONUS_TONES[status]}>{t(`wallet.bonusStatus.${status}`)}</StatusBadge>;
}
