import { DataTable, EmptyState, type IconName, LoadFailed, Spinner } from '@portal/ui';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ComponentProps, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { type DateRange, DateRangePicker } from './date-range';
import { Refreshing } from './ui';
import './wallet.css';

/** A category code in words when the catalogue knows it. */
export function useCategoryName() {
  const { t, i18n } = useTranslation();
  return (category: string) =>
    i18n.exists(`categories.${category}`) ? t(`categories.${category}` as 'categories.LIVE') : category;
}

/** The period picker and a page's own filters, above its records. */
export function RecordsToolbar({
  range,
  onRange,
  children,
}: {
  range: DateRange;
  onRange: (range: DateRange) => void;
  children?: ReactNode;
}) {
  return (
    <div className="toolbar records-toolbar">
      <DateRangePicker value={range} onChange={onRange} />
      {children ? <div className="records-toolbar__filters">{children}</div> : null}
    </div>
  );
}

/**
 * A records query's states: loading, failed (with retry), nothing in the period (saying what will
 * appear), or the records; new pages keep the old rows with a spinner until they arrive.
 */
export function RecordsBody<T>({
  query,
  isEmpty,
  empty,
  children,
}: {
  query: UseQueryResult<T>;
  isEmpty: (data: T) => boolean;
  empty: { icon: IconName; title: string; hint: string };
  children: (data: T) => ReactNode;
}) {
  const { t } = useTranslation();
  if (query.isPending) return <Spinner label={t('common.loading')} size="lg" />;
  if (query.isError) return <LoadFailed onRetry={query.refetch} />;
  if (isEmpty(query.data))
    return <EmptyState icon={empty.icon} title={empty.title} description={empty.hint} />;
  return (
    <div className="records-body" aria-busy={query.isFetching || undefined}>
      <Refreshing active={query.isFetching && query.isPlaceholderData} />
      {children(query.data)}
    </div>
  );
}

/** A wide table that scrolls sideways on phones; the scroller is reachable by keyboard. */
export function RecordsTable<Row>({
  caption,
  ...table
}: { caption: string } & Omit<ComponentProps<typeof DataTable<Row>>, 'className' | 'caption'>) {
  return (
    // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must take focus so keyboards can scroll it
    <section className="wallet-table-wrap" aria-label={caption} tabIndex={0}>
      <DataTable className="wallet-table" caption={caption} {...table} />
    </section>
  );
}
