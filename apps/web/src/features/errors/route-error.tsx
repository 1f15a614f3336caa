import { Button, EmptyState } from '@portal/ui';
import { useTranslation } from 'react-i18next';
import { useRouteError } from 'react-router';

/**
 * A page that failed to load (a lost network, or a chunk of a previous release that no longer
 * exists after a deploy): offer a reload rather than a blank screen.
 */
export function RouteError() {
  const { t } = useTranslation();
  const error = useRouteError();
  if (import.meta.env.DEV) console.error(error);
  return (
    <div className="page">
      <EmptyState
        icon="refresh"
        title={t('errors.pageFailed')}
        description={t('errors.pageFailedText')}
        action={<Button onClick={() => window.location.reload()}>{t('common.reload')}</Button>}
      />
    </div>
  );
}
