import type { DepositStatus, TransferStatus, WithdrawalStatus } from '@portal/contracts';
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
