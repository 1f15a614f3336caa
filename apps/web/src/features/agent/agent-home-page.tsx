import { Button, EmptyState, Icon, type IconName } from '@portal/ui';
import { type ReactNode, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useSearchParams } from 'react-router';
import { CentreNav } from '@/components/layout/centre-nav';
import { usePopups } from '@/lib/popups';
import { useSession } from '@/lib/session';
import './agent.css';

/** Agent-centre pages of spec section 2 that every agent has; contract pages join with the agent issue. */
const PAGES: { id: string; icon: IconName }[] = [
  { id: 'agentAnnouncement', icon: 'mail' },
  { id: 'agentTeamOverview', icon: 'users' },
  { id: 'registerCenter', icon: 'user' },
  { id: 'downlineManagmentView', icon: 'briefcase' },
  { id: 'personalHistoryCopy', icon: 'clock' },
  { id: 'palStatementsAgentCopy', icon: 'jackpot' },
  { id: 'agentRevenueReport', icon: 'wallet' },
  { id: 'agentDownlineTransactionDetailsCopy', icon: 'elott' },
];

/** GMT offset of the viewer, as the agent centre shows it (for example GMT+06:00). */
function gmtOffset(now: Date): string {
  const minutes = -now.getTimezoneOffset();
  const sign = minutes >= 0 ? '+' : '-';
  const abs = Math.abs(minutes);
  return `GMT${sign}${String(Math.floor(abs / 60)).padStart(2, '0')}:${String(abs % 60).padStart(2, '0')}`;
}

/**
 * /agentHome: the agent centre; anyone who is not a logged-in agent is sent back to /agent. The route
 * hands in the announcements page (drawn by the content feature).
 */
export function AgentHomePage({ announcements }: { announcements: ReactNode }) {
  const { t } = useTranslation();
  const { status, session, member } = useSession();
  const { open } = usePopups();
  const [params] = useSearchParams();
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    const timer = window.setInterval(() => setNow(new Date()), 1000);
    return () => window.clearInterval(timer);
  }, []);
  if (status !== 'agent') return <Navigate to="/agent" replace />;
  const current = PAGES.find((p) => p.id === params.get('page')) ?? PAGES[0];
  return (
    <div className="page">
      <header className="agent-bar">
        <div>
          <p className="agent-bar__eyebrow">{t('agent.centre')}</p>
          <h1 className="page__title">{member?.nickname ?? session?.userName}</h1>
        </div>
        <div className="agent-bar__meta">
          <span className="agent-bar__clock">
            <Icon name="clock" size={16} />
            <span className="visually-hidden">{t('agent.localTime')}</span> {gmtOffset(now)}{' '}
            <time dateTime={now.toISOString()}>{now.toLocaleTimeString('en-GB')}</time>
          </span>
          <Button variant="secondary" size="sm" icon="login" onClick={() => open('logout')}>
            {t('auth.signOut')}
          </Button>
        </div>
      </header>
      <div className="member-centre">
        <CentreNav
          label={t('agent.menu')}
          basePath="/agentHome"
          current={current?.id ?? ''}
          pages={PAGES.map((page) => ({
            id: page.id,
            icon: page.icon,
            label: t(`agent.pages.${page.id}.title` as 'agent.pages.agentAnnouncement.title'),
          }))}
        />
        <div className="member-centre__content">
          <h2 className="member-centre__title">
            {t(`agent.pages.${current?.id}.title` as 'agent.pages.agentAnnouncement.title')}
          </h2>
          {current?.id === 'agentAnnouncement' ? (
            announcements
          ) : (
            <EmptyState
              icon={current?.icon ?? 'users'}
              title={t(`agent.pages.${current?.id}.empty` as 'agent.pages.agentAnnouncement.empty')}
            />
          )}
        </div>
      </div>
    </div>
  );
}
