import { ADMIN_POINTS_ROUTES, type OperatorPermission } from '@portal/contracts';
import { useTranslation } from 'react-i18next';
import { useOperator } from '../../../lib/session';
import { usePointsTexts } from './texts';

export const R = ADMIN_POINTS_ROUTES;
export const POINTS_KEY = ['admin', 'points'] as const;

/** Whether the operator's role has the permission (the server checks it again). */
export function useCan(permission: OperatorPermission): boolean {
  return useOperator().data?.permissions.includes(permission) ?? false;
}

/** Whole points grouped by thousands ("12,500"; a sign kept). */
export function groupPoints(points: string | number | bigint): string {
  const text = String(points);
  const sign = text.startsWith('-') ? '-' : text.startsWith('+') ? '+' : '';
  return sign + text.replace(/^[+-]/, '').replace(/\B(?=(\d{3})+(?!\d))/g, ',');
}

/** A points screen's heading and intro line. */
export function PointsHead({ title, intro }: { title: string; intro: string }) {
  usePointsTexts();
  return (
    <>
      <div className="page-head">
        <h1 className="page-title">{title}</h1>
      </div>
      {intro ? <p className="muted">{intro}</p> : null}
    </>
  );
}

/** The server's message of a failed call, else the network text. */
export function useProblem() {
  const { t } = useTranslation();
  return (error: unknown) => (error instanceof Error && error.message ? error.message : t('errors.network'));
}
