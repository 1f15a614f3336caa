import { Children, isValidElement, type Key, type ReactElement, type ReactNode } from 'react';
import type { Column } from './data-table.tsx';

interface CellProps {
  children?: ReactNode;
  colSpan?: number;
  className?: string;
}

/** The rows of a table footer (a <tr>, several, or a fragment of them). */
function footerRows(footer: ReactNode): ReactElement<{ children?: ReactNode }>[] {
  const rows: ReactElement<{ children?: ReactNode }>[] = [];
  const visit = (node: ReactNode) => {
    Children.forEach(node, (child) => {
      if (!isValidElement<{ children?: ReactNode }>(child)) return;
      if (child.type === 'tr') rows.push(child);
      else visit(child.props.children);
    });
  };
  visit(footer);
  return rows;
}

/**
 * A footer row as label/value pairs: each cell takes the header of the column it starts under
 * (colSpan counted), a first cell spanning columns with no value under it is the card's title,
 * and empty cells are left out.
 */
function footerPairs<Row>(row: ReactElement<{ children?: ReactNode }>, columns: readonly Column<Row>[]) {
  let position = 0;
  let title: ReactNode = null;
  const pairs: { key: string; label: ReactNode; value: ReactNode; className?: string | undefined }[] = [];
  Children.forEach(row.props.children, (cell) => {
    if (!isValidElement<CellProps>(cell)) return;
    const span = cell.props.colSpan ?? 1;
    const column = columns[position];
    const content = cell.props.children;
    if (position === 0 && cell.type === 'th') title = content;
    else if (column && content !== undefined && content !== null && content !== '') {
      pairs.push({ key: column.id, label: column.header, value: content, className: cell.props.className });
    }
    position += span;
  });
  return { title, pairs };
}

/**
 * The records of a table as cards, for narrow screens: a list, one item per row, each a
 * description list of the columns' headers and the row's values (and the table's footer, such
 * as totals, as a last card). The same columns as DataTable, so a page states them once.
 */
export function DataCards<Row>({
  columns,
  rows,
  rowKey,
  rowClassName,
  className,
  label,
  footer,
}: {
  columns: readonly Column<Row>[];
  rows: readonly Row[];
  rowKey: (row: Row) => Key;
  rowClassName?: (row: Row) => string | undefined;
  className: string;
  /** What the list holds (its accessible name). */
  label: string;
  footer?: ReactNode;
}) {
  const totals = footer ? footerRows(footer).map((row) => footerPairs(row, columns)) : [];
  return (
    <ul className={className} aria-label={label}>
      {rows.map((row) => (
        <li key={rowKey(row)} className={['data-card', rowClassName?.(row)].filter(Boolean).join(' ')}>
          <dl className="data-card__pairs">
            {columns.map((column) => {
              const cellClass =
                typeof column.cellClassName === 'function'
                  ? column.cellClassName(row)
                  : (column.cellClassName ?? column.className);
              return (
                <div
                  key={column.id}
                  className={`data-card__pair${column.rowHeader ? ' data-card__pair--lead' : ''}`}
                >
                  <dt className="data-card__label">{column.header}</dt>
                  <dd className={cellClass ? `data-card__value ${cellClass}` : 'data-card__value'}>
                    {column.cell(row)}
                  </dd>
                </div>
              );
            })}
          </dl>
        </li>
      ))}
      {totals.map((total, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: footer rows have no identity of their own and never reorder
        <li key={`footer-${index}`} className="data-card data-card--footer">
          {total.title ? <p className="data-card__title">{total.title}</p> : null}
          <dl className="data-card__pairs">
            {total.pairs.map((pair) => (
              <div key={pair.key} className="data-card__pair">
                <dt className="data-card__label">{pair.label}</dt>
                <dd className={pair.className ? `data-card__value ${pair.className}` : 'data-card__value'}>
                  {pair.value}
                </dd>
              </div>
            ))}
          </dl>
        </li>
      ))}
    </ul>
  );
}
