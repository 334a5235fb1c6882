export { DataTable, RowActions } from './DataTable';
export type { DataTableColumn, DataTableProps } from './DataTable';
export { EditDeleteActions } from './EditDeleteActions';
export type { EditDeleteActionsProps } from './EditDeleteActions';
