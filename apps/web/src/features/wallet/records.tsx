import type { ReactNode } from 'react';
import { type DateRange, DateRangePicker } from './date-range';
import './wallet.css';

/** The records' shared pieces (components/records), used by the wallet's record pages. */
export { RecordsBody, RecordsTable, useCategoryName } from '@/components/records/records';

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
