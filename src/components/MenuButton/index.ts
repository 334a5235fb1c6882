export { MenuButton } from './MenuButton';
export type { MenuButtonProps, MenuItem } from './MenuButton';
