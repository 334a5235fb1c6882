export { Icon } from './Icon';
export type { IconProps } from './Icon';
export { CoreIcon } from './CoreIcon';
export type { CoreIconProps } from './CoreIcon';
export { ICON_NAMES } from './icons';
export type { IconName } from './icons';
export type { CoreIconName } from './core-icons';
