import { DataCards, DataTable, type IconName, QueryView } from '@portal/ui';
import type { UseQueryResult } from '@tanstack/react-query';
import { type ComponentProps, type ReactNode, useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import './records.css';

/** From this width records show as a table, below it as cards (ADR 0046): phones, up to 767 px. */
export const RECORD_TABLE_QUERY = '(min-width: 768px)';

/** Whether records show as cards now (a browser without matchMedia gets the table). */
function useRecordCards(): boolean {
  const list = () => (typeof window.matchMedia === 'function' ? window.matchMedia(RECORD_TABLE_QUERY) : null);
  return useSyncExternalStore(
    (notify) => {
      const media = list();
      media?.addEventListener('change', notify);
      return () => media?.removeEventListener('change', notify);
    },
    () => !(list()?.matches ?? true),
    () => false,
  );
}

/**
 * The pieces every page of records shares (the member's betting and account records, the agent
 * centre's reports): a query's states with the rows kept while the next page loads, a table that
 * turns into cards on phones, and game categories in words.
 */

/** A category code in words when the catalogue knows it. */
export function useCategoryName() {
  const { t, i18n } = useTranslation();
  return (category: string) =>
    i18n.exists(`categories.${category}`) ? t(`categories.${category}` as 'categories.LIVE') : category;
}

/** A small spinner while data already shown is being read again. */
export function Refreshing({ active }: { active: boolean }) {
  const { t } = useTranslation();
  return active ? (
    <span className="records-refreshing" role="status">
      <span className="spinner spinner--sm" aria-hidden="true" />
      <span className="visually-hidden">{t('common.loading')}</span>
    </span>
  ) : null;
}

/**
 * A query's states: loading, failed (with retry), nothing to show (saying what will appear, when
 * `isEmpty` says so), or the data; new pages keep the old rows, marked busy, until they arrive.
 */
export function RecordsBody<T>({
  query,
  isEmpty,
  empty,
  children,
}: {
  query: UseQueryResult<T>;
  isEmpty?: (data: T) => boolean;
  empty?: { icon: IconName; title: string; hint?: string };
  children: (data: T) => ReactNode;
}) {
  return (
    <QueryView
      query={query}
      spinnerSize="lg"
      isEmpty={isEmpty ?? (() => false)}
      empty={empty && { icon: empty.icon, title: empty.title, description: empty.hint }}
    >
      {(data) => (
        <div className="records-body" aria-busy={query.isFetching || undefined}>
          <Refreshing active={query.isFetching && query.isPlaceholderData} />
          {children(data)}
        </div>
      )}
    </QueryView>
  );
}

/**
 * Records as a table on wide screens (a scroller reachable by keyboard, should a table still be
 * wider than its column) and as a list of cards on phones: one card per row with the columns'
 * labels and values, the footer (totals) as a last card, so nothing scrolls sideways.
 */
export function RecordsTable<Row>({
  caption,
  className,
  ...table
}: { caption: string; className?: string } & Omit<
  ComponentProps<typeof DataTable<Row>>,
  'className' | 'caption'
>) {
  const cards = useRecordCards();
  if (cards) {
    return (
      <DataCards
        className={className ? `records-cards ${className}` : 'records-cards'}
        label={caption}
        {...table}
      />
    );
  }
  return (
    // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must take focus so keyboards can scroll it
    <section className="records-table-wrap" aria-label={caption} tabIndex={0}>
      <DataTable
        className={className ? `records-table ${className}` : 'records-table'}
        caption={caption}
        {...table}
      />
    </section>
  );
}
