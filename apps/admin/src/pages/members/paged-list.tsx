import type { TPage } from '@portal/contracts';
import { type Column, DataTable, EmptyState, type IconName, LoadFailed, Spinner } from '@portal/ui';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
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
  const { t } = useTranslation();
  const [pageNo, setPageNo] = useState(1);
  const list = useQuery({
    queryKey: [...queryKey, pageNo],
    queryFn: ({ signal }) => fetch(pageNo, signal),
    placeholderData: keepPreviousData,
  });
  if (list.isPending) {
    return (
      <div className="centre">
        <Spinner label={t('common.loading')} />
      </div>
    );
  }
  if (list.isError) return <LoadFailed onRetry={() => list.refetch()} />;
  if (list.data.total === 0) return <EmptyState icon={icon} title={empty} />;
  return (
    <>
      {summary ? <p className="members-count muted">{summary(list.data)}</p> : null}
      <div className="table-scroll">
        <DataTable
          className="table"
          caption={caption}
          columns={withCardLabels(columns)}
          rows={list.data.list}
          rowKey={rowKey}
        />
      </div>
      <ListPager page={list.data} onChange={setPageNo} label={caption} />
    </>
  );
}
