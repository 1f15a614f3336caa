import type { TPage } from '@portal/contracts';
import { EmptyState, type IconName, LoadFailed, Pager, Spinner } from '@portal/ui';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Panel, Refreshing } from './ui';

/**
 * A panel listing the member's deposits or withdrawals, newest first, page by page: loading,
 * failed (with retry), nothing yet (saying what will appear), or the items and the pager.
 */
export function HistoryPanel<T>({
  title,
  query,
  page,
  onPage,
  empty,
  children,
  after,
}: {
  title: string;
  query: UseQueryResult<TPage<T>>;
  page: number;
  onPage: (page: number) => void;
  empty: { icon: IconName; title: string; hint: string };
  /** The list of a page's items. */
  children: (items: T[]) => ReactNode;
  /** Shown after the list whatever its state (a dialog, say). */
  after?: ReactNode;
}) {
  const { t } = useTranslation();
  const { data, isPending, isError, isPlaceholderData, isFetching, refetch } = query;
  return (
    <Panel icon="clock" title={title} status={<Refreshing active={isFetching && isPlaceholderData} />}>
      {isPending ? (
        <Spinner label={t('common.loading')} />
      ) : isError ? (
        <LoadFailed onRetry={refetch} />
      ) : data.total === 0 ? (
        <EmptyState icon={empty.icon} title={empty.title} description={empty.hint} />
      ) : (
        <>
          {children(data.list)}
          <Pager current={page} totalPages={data.totalPages} onChange={onPage} label={title} />
        </>
      )}
      {after}
    </Panel>
  );
}
