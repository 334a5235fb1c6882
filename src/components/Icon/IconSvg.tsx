import { useId, type ReactElement, type SVGProps } from 'react';

export interface IconSvgProps extends Omit<SVGProps<SVGSVGElement>, 'title' | 'children'> {
  /** Width and height in px (default 20). */
  size?: number;
  /** Accessible name; without it the icon is decorative (aria-hidden). */
  title?: string;
}

/** The 24 × 24 stroked frame every glyph is drawn in. */
export function IconSvg({ glyph, size = 20, title, ...rest }: IconSvgProps & { glyph: ReactElement }) {
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
      {glyph}
    </svg>
  );
}
