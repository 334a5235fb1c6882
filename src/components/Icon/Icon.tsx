import { useId, type SVGProps } from 'react';
import { ICONS, type IconName } from './icons';

export interface IconProps extends Omit<SVGProps<SVGSVGElement>, 'name' | 'title' | 'children'> {
  name: IconName;
  /** Width and height in px (default 20). */
  size?: number;
  /** Accessible name; without it the icon is decorative (aria-hidden). */
  title?: string;
}

export function Icon({ name, size = 20, title, ...rest }: IconProps) {
  const titleId = useId();
  const a11y = title ? { role: 'img', 'aria-labelledby': titleId } : { 'aria-hidden': true as const };
  return (
    <svg
      xmlns="http://www.w3.org/2000/svg"
      width={size}
      height={size}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={2}
      strokeLinecap="round"
      strokeLinejoin="round"
      focusable="false"
      {...a11y}
      {...rest}
    >
      {title ? <title id={titleId}>{title}</title> : null}
      {ICONS[name]}
    </svg>
  );
}
