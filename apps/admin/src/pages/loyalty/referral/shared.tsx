import { ADMIN_REFERRAL_ROUTES, type OperatorPermission } from '@portal/contracts';
import { useTranslation } from 'react-i18next';
import { useOperator } from '../../../lib/session';
import { useReferralTexts } from './texts';
import './referral.css';

export const R = ADMIN_REFERRAL_ROUTES;
export const REFERRAL_KEY = ['admin', 'referral'] as const;

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

/** A referral screen's heading and intro line; the screens' texts are added first. */
export function ReferralHead({ title, intro }: { title: string; intro: string }) {
  return (
    <>
      <div className="page-head">
        <h1 className="page-title">{title}</h1>
      </div>
      {intro ? <p className="muted">{intro}</p> : null}
    </>
  );
}

/** The texts, then the screen (each referral screen calls it first). */
export function useReferralScreen() {
  useReferralTexts();
  return useTranslation();
}

/** The server's message of a failed call, else the network text. */
export function useProblem() {
  const { t } = useTranslation();
  return (error: unknown) => (error instanceof Error && error.message ? error.message : t('errors.network'));
}
