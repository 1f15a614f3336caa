import { useTranslation } from 'react-i18next';
import { PageHeader } from '@/components/layout/page-header';
import { EmptyState } from '@/components/ui/empty-state';

export function PromotionsPage() {
  const { t } = useTranslation();
  return (
    <div className="page">
      <PageHeader title={t('nav.promotions')} subtitle={t('promotions.subtitle')} icon="gift" />
      <EmptyState icon="gift" title={t('promotions.empty')} description={t('promotions.emptyHint')} />
    </div>
  );
}
