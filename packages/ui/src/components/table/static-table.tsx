import type * as React from 'react';
import { cn } from '../../lib/cn';
import type { TableColumn } from './table';

export type StaticTableProps<T extends { id: string } = { id: string }> = {
  /** Accessible name of the table. */
  label: string;
  columns: TableColumn<T>[];
  rows: T[];
  /** Shown when there are no rows. */
  empty?: React.ReactNode;
  /** As `Table`'s: `fixed` gives the columns their `className` widths. */
  layout?: 'auto' | 'fixed';
  className?: string;
};

/**
 * A table to read, not to operate: no sorting, no selection, so a plain HTML table (the links and buttons in its cells
 * are ordinary tab stops) without React Aria's grid behind it. It looks like `Table`; screens whose tables sort or
 * select use that one.
 */
export function StaticTable<T extends { id: string }>({
  label,
  columns,
  rows,
  empty,
  layout = 'auto',
  className,
}: StaticTableProps<T>) {
  return (
    <div data-slot="table" className={cn('w-full overflow-auto rounded-md border', className)}>
      <table aria-label={label} className={cn('w-full border-collapse text-sm', layout === 'fixed' && 'table-fixed')}>
        <thead className="border-b bg-muted/50">
          <tr>
            {columns.map((column) => (
              <th
                key={column.id}
                scope="col"
                className={cn(
                  'h-10 px-3 text-left font-medium text-muted-foreground',
                  column.align === 'end' && 'text-right',
                  column.className,
                )}
              >
                {column.label}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.length === 0 ? (
            <tr>
              <td colSpan={columns.length} className="p-6 text-center text-muted-foreground">
                {empty}
              </td>
            </tr>
          ) : (
            rows.map((row) => (
              <tr key={row.id} className="border-b last:border-b-0 hover:bg-muted/50">
                {columns.map((column) => {
                  const Cell = column.isRowHeader ? 'th' : 'td';
                  return (
                    <Cell
                      key={column.id}
                      scope={column.isRowHeader ? 'row' : undefined}
                      className={cn(
                        'px-3 py-2',
                        column.isRowHeader && 'text-left font-normal',
                        column.align === 'end' && 'text-right',
                        column.className,
                      )}
                    >
                      {column.render(row)}
                    </Cell>
                  );
                })}
              </tr>
            ))
          )}
        </tbody>
      </table>
    </div>
  );
}
