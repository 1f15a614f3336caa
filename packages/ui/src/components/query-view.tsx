import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { EmptyState } from './empty-state.tsx';
import type { IconName } from './icon.tsx';
import { LoadFailed } from './load-failed.tsx';
import { Spinner } from './spinner.tsx';

/** What QueryView reads of a query result (TanStack Query's useQuery answer fits it). */
export interface QueryLike<T> {
  isPending: boolean;
  isError: boolean;
  data: T | undefined;
  refetch: () => unknown;
}

/** Whether loaded data has nothing to list: an empty array, or a page with no rows at all (total 0, or an empty list). */
export function isEmptyData(data: unknown): boolean {
  if (Array.isArray(data)) return data.length === 0;
  const page = data as { list?: unknown; total?: unknown } | null | undefined;
  if (typeof page?.total === 'number') return page.total === 0;
  return Array.isArray(page?.list) && page.list.length === 0;
}

interface FallbackProps {
  query: Pick<QueryLike<unknown>, 'isPending' | 'refetch'>;
  /** The class of the box around the spinner (the app's centring class). */
  loadingClassName?: string | undefined;
  spinnerSize?: 'sm' | 'md' | 'lg' | undefined;
}

/**
 * What stands for a query's data until there is some: a spinner while it loads, else the failure
 * with a retry. For a screen that returns early: `if (!query.isSuccess) return <QueryFallback query={query} />`.
 */
export function QueryFallback({ query, loadingClassName = 'centre', spinnerSize }: FallbackProps) {
  const { t } = useTranslation();
  if (query.isPending)
    return (
      <div className={loadingClassName}>
        <Spinner label={t('common.loading')} size={spinnerSize} />
      </div>
    );
  return <LoadFailed onRetry={() => query.refetch()} />;
}

interface QueryViewProps<T> extends Omit<FallbackProps, 'query'> {
  query: QueryLike<T>;
  /** What shows when the data has nothing to list; without it, the children always draw the data. */
  empty?: { icon: IconName; title: string; description?: string; action?: ReactNode } | undefined;
  /** When the data counts as empty (default: an empty array or page). */
  isEmpty?: ((data: T) => boolean) | undefined;
  children: (data: T) => ReactNode;
}

/**
 * A query's panel: a spinner while it loads, the failure with a retry, the empty state, or the
 * data drawn by `children`.
 */
export function QueryView<T>({
  query,
  empty,
  isEmpty = isEmptyData,
  children,
  ...fallback
}: QueryViewProps<T>) {
  if (query.isPending || query.isError || query.data === undefined)
    return <QueryFallback query={query} {...fallback} />;
  if (empty && isEmpty(query.data)) return <EmptyState {...empty} />;
  return <>{children(query.data)}</>;
}
