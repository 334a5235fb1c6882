export { RecordLoader } from './RecordLoader';
export type { RecordLoaderProps } from './RecordLoader';
