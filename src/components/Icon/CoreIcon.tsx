import { CORE_ICONS, type CoreIconName } from './core-icons';
import { IconSvg, type IconSvgProps } from './IconSvg';

export interface CoreIconProps extends Omit<IconSvgProps, 'name'> {
  name: CoreIconName;
}

/**
 * An icon of the first screen's few glyphs (core-icons.tsx). Its own module,
 * apart from `Icon`: a chunk holds whole modules, so the login route would
 * otherwise carry every icon.
 */
export function CoreIcon({ name, ...rest }: CoreIconProps) {
  return <IconSvg glyph={CORE_ICONS[name]} {...rest} />;
}
