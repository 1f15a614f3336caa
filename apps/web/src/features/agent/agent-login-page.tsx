import { Icon } from '@portal/ui';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate } from 'react-router';
import { useMerchant } from '@/lib/config';
import { useSession } from '@/lib/session';
import './agent.css';

/**
 * /agent: the agent login page (no remember-password box; spec section 2). Agents go on to /agentHome.
 * The route hands in the login form (features do not import each other).
 */
export function AgentLoginPage({ loginForm }: { loginForm: ReactNode }) {
  const { t } = useTranslation();
  const merchant = useMerchant();
  const { status } = useSession();
  if (status === 'agent') return <Navigate to="/agentHome" replace />;
  return (
    <div className="page page--narrow">
      <section className="auth-card" aria-labelledby="agent-login-title">
        <div className="auth-card__badge">
          <Icon name="briefcase" size={28} />
        </div>
        <h1 id="agent-login-title" className="auth-card__title">
          {t('agent.loginTitle')}
        </h1>
        <p className="auth-card__text">{t('agent.loginText', { name: merchant.name })}</p>
        {loginForm}
      </section>
    </div>
  );
}
