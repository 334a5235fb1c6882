export { EmptyState } from './EmptyState';
export type { EmptyStateProps } from './EmptyState';
export { EmptyStateFrame } from './EmptyStateFrame';
export type { EmptyStateFrameProps } from './EmptyStateFrame';
