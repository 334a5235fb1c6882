import { ICONS, type IconName } from './icons';
import { IconSvg, type IconSvgProps } from './IconSvg';

export interface IconProps extends Omit<IconSvgProps, 'name'> {
  name: IconName;
}

export function Icon({ name, ...rest }: IconProps) {
  return <IconSvg glyph={ICONS[name]} {...rest} />;
}
