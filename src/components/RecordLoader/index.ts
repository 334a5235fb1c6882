export { RecordLoader } from './RecordLoader';
export type { RecordLoaderProps } from './RecordLoader';
export { RecordFormPage } from './RecordFormPage';
export type { RecordFormPageProps } from './RecordFormPage';
