import { ApiError, type Column, Pager } from '@portal/ui';
import { useTranslation } from 'react-i18next';

/** Field errors of a refused write, by field, and its message (the server's, localised). */
export function problemsOf(error: unknown) {
  const fields: Record<string, string> = {};
  if (error instanceof ApiError) {
    const list = (error.value as { fields?: { field: string; message: string }[] } | null)?.fields;
    for (const item of list ?? []) fields[item.field] = item.message;
  }
  return { message: error instanceof Error ? error.message : String(error), fields };
}

/** A time as the operator reads it, in the console's language. */
export function useWhen() {
  const { i18n } = useTranslation();
  const locale = i18n.language === 'bn' ? 'bn-BD' : 'en-GB';
  return (value: string | null | undefined) =>
    value ? new Date(value).toLocaleString(locale, { dateStyle: 'medium', timeStyle: 'short' }) : '—';
}

/** A fresh idempotency key for one write. */
export function newKey(): string {
  return crypto.randomUUID();
}

/** The pager under a paged list, hidden when one page holds everything. */
export function ListPager({
  page,
  onChange,
  label,
}: {
  page: { pageNum: number; totalPages: number };
  onChange: (page: number) => void;
  label: string;
}) {
  return (
    <div className="members-pager">
      <Pager current={page.pageNum} totalPages={page.totalPages} onChange={onChange} label={label} />
    </div>
  );
}

/**
 * On phones a table's rows become cards and its header row is hidden: each cell then names its
 * column with a small label (hidden from assistive technology, which has the column headers).
 */
export function withCardLabels<Row>(columns: readonly Column<Row>[]): Column<Row>[] {
  return columns.map((column) =>
    column.rowHeader || column.id === 'actions' || typeof column.header !== 'string'
      ? column
      : {
          ...column,
          cell: (row: Row) => (
            <>
              <span className="cell-label" aria-hidden="true">
                {column.header}
              </span>
              {column.cell(row)}
            </>
          ),
        },
  );
}
