import { useTranslation } from 'react-i18next';
import { Button } from './button.tsx';
import { EmptyState } from './empty-state.tsx';

/** What a panel shows when its data could not be loaded: say so, and offer to try again. */
export function LoadFailed({ onRetry }: { onRetry: () => unknown }) {
  const { t } = useTranslation();
  return (
    <EmptyState
      icon="refresh"
      title={t('errors.loadFailed')}
      action={<Button onClick={() => void onRetry()}>{t('common.retry')}</Button>}
    />
  );
}
