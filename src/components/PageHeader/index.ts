export { PageHeader, Toolbar } from './PageHeader';
export type { PageHeaderProps } from './PageHeader';
export { ListToolbar, LIST_SEARCH_DEBOUNCE_MS } from './ListToolbar';
export type { ListToolbarProps } from './ListToolbar';
