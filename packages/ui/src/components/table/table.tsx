import { ArrowDown, ArrowUp, ChevronsUpDown } from 'lucide-react';
import type * as React from 'react';
import {
  Table as AriaTable,
  Cell,
  Column,
  Row,
  type Selection,
  type SortDescriptor,
  TableBody,
  TableHeader,
} from 'react-aria-components';
import { cn } from '../../lib/cn';
import { Checkbox } from '../checkbox';

export type TableColumn<T = { id: string }> = {
  id: string;
  label: string;
  /** The header can be clicked (or focused and Enter pressed) to sort. */
  allowsSorting?: boolean;
  /** This column names the row for screen readers; one column should. */
  isRowHeader?: boolean;
  align?: 'start' | 'end';
  /** Classes of the column's header and cells, e.g. a width (`w-24`) with `layout="fixed"`. */
  className?: string;
  render: (row: T) => React.ReactNode;
};

export type TableProps<T extends { id: string } = { id: string }> = {
  /** Accessible name of the table. */
  label: string;
  columns: TableColumn<T>[];
  rows: T[];
  /** Controlled sort: the app sorts `rows` itself. */
  sortDescriptor?: SortDescriptor;
  onSortChange?: (descriptor: SortDescriptor) => void;
  selectionMode?: 'none' | 'single' | 'multiple';
  selectedKeys?: Selection;
  defaultSelectedKeys?: Selection;
  onSelectionChange?: (keys: Selection) => void;
  /** Accessible label of the select-all checkbox, e.g. "Vybrat vše". */
  selectAllLabel?: string;
  /** Shown when there are no rows. */
  empty?: React.ReactNode;
  /**
   * `fixed`: the columns take the widths their `className` gives them and the ones without take the rest (their
   * content truncates instead of widening the table). Default `auto`: each column as wide as its content.
   */
  layout?: 'auto' | 'fixed';
  className?: string;
};

export type { Selection, SortDescriptor };

const sortIconClass = 'inline size-3.5 align-[-0.15em]';

function SortIcon({ direction }: { direction?: 'ascending' | 'descending' }) {
  if (direction === 'ascending') return <ArrowUp aria-hidden="true" data-slot="sort-icon" className={sortIconClass} />;
  if (direction === 'descending')
    return <ArrowDown aria-hidden="true" data-slot="sort-icon" className={sortIconClass} />;
  return <ChevronsUpDown aria-hidden="true" data-slot="sort-icon" className={cn(sortIconClass, 'opacity-50')} />;
}

/**
 * A header label with its sort icon in the text flow, kept on one line with the nearest word (after the last word, or
 * before the first in an end-aligned column): a label that wraps keeps its icon beside it instead of beside the box.
 */
function SortableLabel({ label, icon, iconFirst }: { label: string; icon: React.ReactNode; iconFirst: boolean }) {
  const words = label.split(' ');
  if (iconFirst) {
    const [first, ...rest] = words;
    return (
      <>
        <span className="whitespace-nowrap">
          {icon} {first}
        </span>
        {rest.length > 0 ? ` ${rest.join(' ')}` : null}
      </>
    );
  }
  const last = words.pop();
  return (
    <>
      {words.length > 0 ? `${words.join(' ')} ` : null}
      <span className="whitespace-nowrap">
        {last} {icon}
      </span>
    </>
  );
}

const cellFocus =
  'outline-hidden data-focus-visible:ring-[3px] data-focus-visible:ring-ring/50 data-focus-visible:ring-inset';

/** A data table (React Aria): sortable headers, row selection, full keyboard navigation. */
export function Table<T extends { id: string }>({
  label,
  columns,
  rows,
  sortDescriptor,
  onSortChange,
  selectionMode = 'none',
  selectedKeys,
  defaultSelectedKeys,
  onSelectionChange,
  selectAllLabel,
  empty,
  layout = 'auto',
  className,
}: TableProps<T>) {
  const selectable = selectionMode !== 'none';
  return (
    <div data-slot="table" className={cn('w-full overflow-auto rounded-md border', className)}>
      <AriaTable
        aria-label={label}
        sortDescriptor={sortDescriptor}
        onSortChange={onSortChange}
        selectionMode={selectionMode}
        selectedKeys={selectedKeys}
        defaultSelectedKeys={defaultSelectedKeys}
        onSelectionChange={onSelectionChange}
        className={cn('w-full border-collapse text-sm', layout === 'fixed' && 'table-fixed')}
      >
        <TableHeader className="border-b bg-muted/50">
          {selectable ? (
            <Column className={cn('w-10 px-3 py-2 text-left', cellFocus)}>
              {selectionMode === 'multiple' ? <Checkbox slot="selection" aria-label={selectAllLabel} /> : null}
            </Column>
          ) : null}
          {columns.map((column) => (
            <Column
              key={column.id}
              id={column.id}
              isRowHeader={column.isRowHeader}
              allowsSorting={column.allowsSorting}
              className={cn(
                'h-10 px-3 text-left font-medium text-muted-foreground',
                column.allowsSorting && 'cursor-default hover:text-foreground',
                column.align === 'end' && 'text-right',
                column.className,
                cellFocus,
              )}
            >
              {({ allowsSorting, sortDirection }) =>
                allowsSorting ? (
                  <SortableLabel
                    label={column.label}
                    icon={<SortIcon direction={sortDirection} />}
                    iconFirst={column.align === 'end'}
                  />
                ) : (
                  column.label
                )
              }
            </Column>
          ))}
        </TableHeader>
        <TableBody
          items={rows}
          // Cells are rendered by the columns: a new label or render (another language…) re-renders every row.
          dependencies={[columns]}
          renderEmptyState={() => <div className="p-6 text-center text-muted-foreground">{empty}</div>}
        >
          {(row) => (
            <Row
              id={row.id}
              className={cn(
                'border-b last:border-b-0 data-hovered:bg-muted/50 data-selected:bg-accent',
                'forced-colors:data-selected:outline forced-colors:data-selected:outline-[Highlight]',
                cellFocus,
              )}
            >
              {selectable ? (
                <Cell className={cn('px-3 py-2', cellFocus)}>
                  <Checkbox slot="selection" />
                </Cell>
              ) : null}
              {columns.map((column) => (
                <Cell
                  key={column.id}
                  className={cn('px-3 py-2', column.align === 'end' && 'text-right', column.className, cellFocus)}
                >
                  {column.render(row)}
                </Cell>
              ))}
            </Row>
          )}
        </TableBody>
      </AriaTable>
    </div>
  );
}
