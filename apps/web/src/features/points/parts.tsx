import type { RedemptionState } from '@portal/contracts';
import { useTranslation } from 'react-i18next';
import { StatusBadge, type Tone } from '@/components/ui/status';

/** Whole points with thousands separators ("12,500"). */
export function groupPoints(points: string | number | bigint): string {
  return String(points).replace(/\B(?=(\d{3})+(?!\d))/g, ',');
}

const STATE_TONES: Record<RedemptionState, Tone> = {
  IN_PROCESS: 'pending',
  APPROVED: 'success',
  REJECTED: 'danger',
};

/** The spec's redeem statuses as badges: In Process, Approved, Rejected. */
export function RedemptionBadge({ state }: { state: RedemptionState }) {
  const { t } = useTranslation();
  return <StatusBadge tone={STATE_TONES[state]}>{t(`loyaltyPoints.history.states.${state}`)}</StatusBadge>;
}
