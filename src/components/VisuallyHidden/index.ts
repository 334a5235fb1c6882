export { VisuallyHidden, visuallyHiddenCss } from './VisuallyHidden';
export type { VisuallyHiddenProps } from './VisuallyHidden';
