import { DataTable } from '@portal/ui';

type DataTableProps<Row> = Parameters<typeof DataTable<Row>>[0];

/** The console's table: the shared DataTable (class `table` unless told) in a box that scrolls sideways on narrow screens. */
export function ScrollTable<Row>({
  className = 'table',
  ...table
}: Omit<DataTableProps<Row>, 'className'> & { className?: string }) {
  return (
    <div className="table-scroll">
      <DataTable className={className} {...table} />
    </div>
  );
}
