export { PageSizeSelect } from './PageSizeSelect';
export type { PageSizeSelectProps } from './PageSizeSelect';
