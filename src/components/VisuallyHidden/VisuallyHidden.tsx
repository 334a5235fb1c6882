import type { ComponentPropsWithRef } from 'react';
import styled, { css } from 'styled-components';

/** Styles that hide an element visually while keeping it for assistive technology. */
export const visuallyHiddenCss = css`
  position: absolute !important;
  width: 1px;
  height: 1px;
  padding: 0;
  margin: -1px;
  overflow: hidden;
  clip: rect(0 0 0 0);
  clip-path: inset(50%);
  white-space: nowrap;
  border: 0;
`;

/** Text that screen readers announce but that takes no visual space. */
const Hidden = styled.span`
  ${visuallyHiddenCss}
`;

export type VisuallyHiddenProps = ComponentPropsWithRef<'span'>;

export function VisuallyHidden(props: VisuallyHiddenProps) {
  return <Hidden {...props} />;
}
