import type { ComponentPropsWithRef } from 'react';
import styled from 'styled-components';

/** Text that screen readers announce but that takes no visual space. */
const Hidden = styled.span`
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

export type VisuallyHiddenProps = ComponentPropsWithRef<'span'>;

export function VisuallyHidden(props: VisuallyHiddenProps) {
  return <Hidden {...props} />;
}
