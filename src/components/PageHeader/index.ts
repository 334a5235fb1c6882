export { PageHeader, Toolbar } from './PageHeader';
export type { PageHeaderProps } from './PageHeader';
