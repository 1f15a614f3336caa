import { Spinner } from '@portal/ui';
import { useTranslation } from 'react-i18next';

/** What a page shows while its code loads on the first visit: the shell stays, a spinner in the page. */
export function PageLoading() {
  const { t } = useTranslation();
  return (
    <div className="page page-loading">
      <Spinner size="lg" label={t('common.loading')} />
    </div>
  );
}
