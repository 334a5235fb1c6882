export {
  ListExport,
  exportCsv,
  EXPORT_CSV_LABEL,
  PRINT_LABEL,
  CLOSE_PRINT_LABEL,
  EXPORT_DONE,
  EXPORT_LOAD_FAILED,
  PRINT_VIEW_SUFFIX,
} from './ListExport';
export type { ExportColumn, ListExportProps } from './ListExport';
