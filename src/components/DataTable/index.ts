export { DataTable, RowActions } from './DataTable';
export type { DataTableColumn, DataTableProps } from './DataTable';
