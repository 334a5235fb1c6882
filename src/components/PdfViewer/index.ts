export { PdfViewer } from './PdfViewer';
export type { PdfViewerProps } from './PdfViewer';
