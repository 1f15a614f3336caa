import { ADMIN_MISSION_ROUTES, type OperatorPermission } from '@portal/contracts';
import type { TLoyaltyReward } from '@portal/contracts/endpoints';
import { Button, Field } from '@portal/ui';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useOperator } from '../../../lib/session';
import { bn, en } from '../../../locales/missions';
import '../../../styles/content.css';
import './missions.css';

export const M = ADMIN_MISSION_ROUTES;
export const MISSIONS_KEY = ['admin', 'missions'] as const;

/** The screens' texts travel with them (the console's first-load budget). */
function useMissionTexts(): void {
  const { i18n } = useTranslation();
  for (const [language, texts] of [
    ['en', en],
    ['bn', bn],
  ] as const) {
    if (!i18n.getResource(language, 'translation', 'loyaltyMissions.missions.heading'))
      i18n.addResourceBundle(language, 'translation', { loyaltyMissions: texts }, true, false);
  }
}

/** The texts, then the screen (each missions screen calls it first). */
export function useMissionScreen() {
  useMissionTexts();
  return useTranslation();
}

/** Whether the operator's role has the permission (the server checks it again). */
export function useCan(permission: OperatorPermission): boolean {
  return useOperator().data?.permissions.includes(permission) ?? false;
}

/** The server's message of a failed call, else the network text. */
export function useProblem() {
  const { t } = useTranslation();
  return (error: unknown) => (error instanceof Error && error.message ? error.message : t('errors.network'));
}

/** Digits grouped by thousands ("12,500.00"). */
export function grouped(text: string): string {
  const [whole = '', fraction] = text.split('.');
  const body = whole.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return fraction === undefined ? body : `${body}.${fraction}`;
}

/** A reward in words: "100.00 cash", "50.00 bonus (3× wagering)", "131,000 points". */
export function useRewardWords() {
  const { t } = useTranslation();
  return (r: TLoyaltyReward) =>
    r.kind === 'POINTS'
      ? t('loyaltyMissions.common.points', { points: grouped(r.amount) })
      : r.kind === 'BONUS'
        ? t('loyaltyMissions.common.bonus', { amount: grouped(r.amount), multiple: r.wagerMultiple })
        : `${grouped(r.amount)} · ${t('loyaltyMissions.common.rewardKinds.CASH')}`;
}

/** An ISO instant as the value of a datetime-local input (the operator's clock), and back. */
export const localInput = (iso: string | null): string => {
  if (!iso) return '';
  const d = new Date(iso);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}T${pad(d.getHours())}:${pad(d.getMinutes())}`;
};
export const isoOf = (local: string): string | null => {
  if (!local) return null;
  const d = new Date(local);
  return Number.isNaN(d.getTime()) ? null : d.toISOString();
};

/** A screen's heading and intro line. */
export function ScreenHead({
  title,
  intro,
  action,
}: {
  title: string;
  intro?: string;
  action?: React.ReactNode;
}) {
  return (
    <>
      <div className="page-head">
        <h1 className="page-title">{title}</h1>
        {action}
      </div>
      {intro ? <p className="muted">{intro}</p> : null}
    </>
  );
}

/** When a mission or a board runs, and where it sorts: the editors' shared fieldset. */
export function ScheduleFieldset({
  value,
  onChange,
  disabled,
}: {
  value: { startsAt: string; endsAt: string; sortOrder: string };
  onChange: (key: 'startsAt' | 'endsAt' | 'sortOrder', value: string) => void;
  disabled: boolean;
}) {
  const { t } = useMissionScreen();
  return (
    <fieldset className="ms-fieldset" disabled={disabled}>
      <legend>{t('loyaltyMissions.editor.when')}</legend>
      <div className="form-grid">
        <Field
          label={t('loyaltyMissions.common.startsAt')}
          type="datetime-local"
          value={value.startsAt}
          onChange={(event) => onChange('startsAt', event.target.value)}
        />
        <Field
          label={t('loyaltyMissions.common.endsAt')}
          type="datetime-local"
          value={value.endsAt}
          onChange={(event) => onChange('endsAt', event.target.value)}
        />
        <Field
          label={t('loyaltyMissions.common.sortOrder')}
          inputMode="numeric"
          value={value.sortOrder}
          onChange={(event) => onChange('sortOrder', event.target.value)}
        />
      </div>
    </fieldset>
  );
}

/** The editors' outcome line and their Save and Cancel. */
export function EditorFooter({
  message,
  canManage,
  saving,
  cancelTo,
}: {
  message: { ok: boolean; text: string } | null;
  canManage: boolean;
  saving: boolean;
  cancelTo: string;
}) {
  const { t } = useMissionScreen();
  return (
    <>
      {message ? (
        <p
          className={message.ok ? 'notice notice--ok' : 'notice notice--error'}
          role={message.ok ? 'status' : 'alert'}
        >
          {message.text}
        </p>
      ) : null}
      <div className="ms-actions">
        {canManage ? (
          <Button type="submit" disabled={saving}>
            {t('loyaltyMissions.common.save')}
          </Button>
        ) : null}
        <Link to={cancelTo}>{t('loyaltyMissions.common.cancel')}</Link>
      </div>
    </>
  );
}
