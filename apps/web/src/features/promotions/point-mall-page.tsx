import { EmptyState } from '@portal/ui';
import { useTranslation } from 'react-i18next';
import { LoginRequired } from '@/components/layout/login-required';
import { PageHeader } from '@/components/layout/page-header';
import { useFlag } from '@/lib/config';

/** /pointMall: only when the brand runs the points system (PTSYS3). */
export function PointMallPage() {
  const { t } = useTranslation();
  const enabled = useFlag('PTSYS3');
  return (
    <div className="page">
      <PageHeader title={t('points.title')} subtitle={t('points.subtitle')} icon="star" />
      {enabled ? (
        <LoginRequired icon="star" title={t('points.loginTitle')} />
      ) : (
        <EmptyState icon="star" title={t('points.unavailable')} />
      )}
    </div>
  );
}
