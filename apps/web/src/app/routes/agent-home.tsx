import { useTranslation } from 'react-i18next';
import { AgentHomePage } from '@/features/agent/agent-home-page';
import { AnnouncementBrowser } from '@/features/content/announcement-browser';

/** /agentHome: the agent centre, its announcements page drawn by the content feature. */
export function AgentHomeRoute() {
  const { t } = useTranslation();
  return (
    <AgentHomePage
      announcements={<AnnouncementBrowser type="AG" emptyTitle={t('agent.pages.agentAnnouncement.empty')} />}
    />
  );
}
