import { Button, EmptyState } from '@portal/ui';
import { useTranslation } from 'react-i18next';
import { useRouteError } from 'react-router';
import { ChunkLoadError, isChunkLoadError } from '@/lib/chunk';

/**
 * A page that failed to load: its code did not arrive (a lost network, the spec's 120 s timeout,
 * or a chunk of a previous release gone after a deploy — already tried twice, lib/chunk) or it
 * broke. The spec's words (section 8: "page load timeout", "network link is abnormal") and a
 * Retry that loads the page afresh, rather than a blank screen.
 */
export function RouteError() {
  const { t } = useTranslation();
  const error = useRouteError();
  if (import.meta.env.DEV) console.error(error);
  const chunk = isChunkLoadError(error);
  const timeout = error instanceof ChunkLoadError && error.reason === 'timeout';
  return (
    <div className="page">
      <EmptyState
        icon="refresh"
        title={t('errors.pageFailed')}
        description={chunk && !timeout ? t('errors.network') : t('errors.pageFailedText')}
        action={<Button onClick={() => window.location.reload()}>{t('common.retry')}</Button>}
      />
    </div>
  );
}
