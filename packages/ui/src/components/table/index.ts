export { StaticTable, type StaticTableProps } from './static-table';
export { type Selection, type SortDescriptor, Table, type TableColumn, type TableProps } from './table';
