export { ListFooter } from './ListFooter';
export type { ListFooterProps } from './ListFooter';
