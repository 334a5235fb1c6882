export { DataTable, RowActions } from './DataTable';
export type { DataTableCardRole, DataTableColumn, DataTableProps } from './DataTable';
export { EditDeleteActions } from './EditDeleteActions';
export type { EditDeleteActionsProps } from './EditDeleteActions';
