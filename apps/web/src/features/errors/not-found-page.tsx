import { EmptyState } from '@portal/ui';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

export function NotFoundPage() {
  const { t } = useTranslation();
  return (
    <div className="page">
      <EmptyState
        icon="search"
        title={t('errors.notFoundTitle')}
        description={t('errors.notFoundText')}
        action={
          <Link to="/" className="btn btn--primary btn--md">
            {t('common.backHome')}
          </Link>
        }
      />
    </div>
  );
}
