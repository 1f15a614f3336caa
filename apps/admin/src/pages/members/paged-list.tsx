import type { TPage } from '@portal/contracts';
import { type Column, type IconName, QueryView } from '@portal/ui';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { type ReactNode, useState } from 'react';
import { ScrollTable } from '../../lib/scroll-table';
import { ListPager, withCardLabels } from './shared';

/** One paged list of the member 360 page: its own page number, spinner, failure and empty states. */
export function PagedList<Row>({
  queryKey,
  fetch,
  columns,
  rowKey,
  caption,
  empty,
  icon = 'clock',
  summary,
}: {
  queryKey: readonly unknown[];
  fetch: (pageNo: number, signal: AbortSignal) => Promise<TPage<Row>>;
  columns: readonly Column<Row>[];
  rowKey: (row: Row) => string;
  caption: string;
  empty: string;
  icon?: IconName;
  summary?: (page: TPage<Row>) => ReactNode;
}) {
  const [pageNo, setPageNo] = useState(1);
  const list = useQuery({
    queryKey: [...queryKey, pageNo],
    queryFn: ({ signal }) => fetch(pageNo, signal),
    placeholderData: keepPreviousData,
  });
  return (
    <QueryView query={list} empty={{ icon, title: empty }}>
      {(page) => (
        <>
          {summary ? <p className="members-count muted">{summary(page)}</p> : null}
          <ScrollTable caption={caption} columns={withCardLabels(columns)} rows={page.list} rowKey={rowKey} />
          <ListPager page={page} onChange={setPageNo} label={caption} />
        </>
      )}
    </QueryView>
  );
}
