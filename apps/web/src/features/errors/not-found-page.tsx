import { EmptyState } from '@portal/ui';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useCategoryEntries } from '@/lib/navigation';

/** The router's fallback (every unknown address; the server answers it 404): home, or the games. */
export function NotFoundPage() {
  const { t } = useTranslation();
  const [firstCategory] = useCategoryEntries();
  return (
    <div className="page">
      <EmptyState
        icon="search"
        title={t('errors.notFoundTitle')}
        description={t('errors.notFoundText')}
        action={
          <div className="button-row">
            <Link to="/" className="btn btn--primary btn--md">
              {t('common.backHome')}
            </Link>
            {firstCategory ? (
              <Link to={firstCategory.route} className="btn btn--secondary btn--md">
                {t('errors.notFoundGames')}
              </Link>
            ) : null}
          </div>
        }
      />
    </div>
  );
}
