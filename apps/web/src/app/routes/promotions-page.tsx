import { useTranslation } from 'react-i18next';
import { PageHeader } from '@/components/layout/page-header';
import { AnnouncementBrowser } from '@/features/content/announcement-browser';

/**
 * /promotions: the brand's promotion announcements (type PR) for now; claimable promotions join
 * them with the promotions issue.
 */
export function PromotionsPage() {
  const { t } = useTranslation();
  return (
    <div className="page">
      <PageHeader title={t('nav.promotions')} subtitle={t('promotions.subtitle')} icon="gift" />
      <div className="panel">
        <AnnouncementBrowser type="PR" emptyTitle={t('promotions.empty')} />
      </div>
    </div>
  );
}
