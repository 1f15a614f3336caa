import { ADMIN_VIP_ROUTES, type OperatorPermission } from '@portal/contracts';
import { useTranslation } from 'react-i18next';
import { useOperator } from '../../../lib/session';
import { useVipTexts } from './texts';
import './vip.css';

export const V = ADMIN_VIP_ROUTES;
export const VIP_KEY = ['admin', 'vip'] as const;

/** Whether the operator's role has the permission (the server checks it again). */
export function useCan(permission: OperatorPermission): boolean {
  return useOperator().data?.permissions.includes(permission) ?? false;
}

/** Digits grouped by thousands ("12,500.00"). */
export function grouped(text: string): string {
  const [whole = '', fraction] = text.replace(/^-/, '').split('.');
  const sign = text.startsWith('-') ? '-' : '';
  const body = whole.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return fraction === undefined ? sign + body : `${sign}${body}.${fraction}`;
}

/** The texts, then the screen (each VIP screen calls it first). */
export function useVipScreen() {
  useVipTexts();
  return useTranslation();
}

/** The server's message of a failed call, else the network text. */
export function useProblem() {
  const { t } = useTranslation();
  return (error: unknown) => (error instanceof Error && error.message ? error.message : t('errors.network'));
}
