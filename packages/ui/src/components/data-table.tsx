import type { Key, ReactNode } from 'react';

export interface Column<Row> {
  /** Stable key of the column. */
  id: string;
  header: ReactNode;
  cell: (row: Row) => ReactNode;
  /** Class of the header cell and of the body cells (e.g. "num" for right-aligned amounts). */
  className?: string;
  /** Class of the body cells only, when it differs from the header's (or depends on the row). */
  cellClassName?: string | ((row: Row) => string | undefined);
  /** The cell names its row: drawn as <th scope="row">. */
  rowHeader?: boolean;
  /** A column the rows can be sorted by: how they are sorted now (aria-sort on its header). */
  sort?: 'ascending' | 'descending' | 'none';
}

/**
 * A table of rows by columns: header cells with scope="col", one row per item, an optional
 * visually hidden caption and footer. The caller wraps it (a scroller, a card) and styles it by class.
 */
export function DataTable<Row>({
  columns,
  rows,
  rowKey,
  rowClassName,
  className,
  caption,
  footer,
}: {
  columns: readonly Column<Row>[];
  rows: readonly Row[];
  rowKey: (row: Row) => Key;
  rowClassName?: (row: Row) => string | undefined;
  className: string;
  caption?: string;
  footer?: ReactNode;
}) {
  return (
    <table className={className}>
      {caption ? <caption className="visually-hidden">{caption}</caption> : null}
      <thead>
        <tr>
          {columns.map((column) => (
            <th key={column.id} scope="col" className={column.className} aria-sort={column.sort}>
              {column.header}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr key={rowKey(row)} className={rowClassName?.(row)}>
            {columns.map((column) => {
              const cellClass =
                typeof column.cellClassName === 'function'
                  ? column.cellClassName(row)
                  : (column.cellClassName ?? column.className);
              return column.rowHeader ? (
                <th key={column.id} scope="row" className={cellClass}>
                  {column.cell(row)}
                </th>
              ) : (
                <td key={column.id} className={cellClass}>
                  {column.cell(row)}
                </td>
              );
            })}
          </tr>
        ))}
      </tbody>
      {footer ? <tfoot>{footer}</tfoot> : null}
    </table>
  );
}
