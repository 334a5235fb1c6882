export { DataTable, RowActions } from './DataTable';
export type { DataTableCardRole, DataTableColumn, DataTableProps } from './DataTable';
export { EditDeleteActions } from './EditDeleteActions';
export type { EditDeleteActionsProps } from './EditDeleteActions';
export { BulkActions, BulkBar, RowCheckbox, RowCheckTarget } from './RowSelection';
export { PagedTable } from './PagedTable';
export type { PagedTableProps } from './PagedTable';
