import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useOperator } from '../lib/session';

/** "Show in agent tree" for an account (the member 360 page's upline tab), for operators with agents.view. */
export function AgentTreeLink({ id }: { id: string }) {
  const { t } = useTranslation();
  const canView = useOperator().data?.permissions.includes('agents.view') ?? false;
  if (!canView) return null;
  return (
    <p className="member-panel__text">
      <Link to={`/agents?node=${id}`}>{t('agents.showInTree')}</Link>
    </p>
  );
}
