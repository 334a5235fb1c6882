import { Link, type LinkProps } from 'react-router-dom';
import styled from 'styled-components';
import { buttonLook, type ButtonSize, type ButtonVariant } from './Button';

const StyledLink = styled(Link)<{ $variant: ButtonVariant; $size: ButtonSize; $fullWidth: boolean; $iconOnly: boolean }>`
  ${buttonLook}
`;

export interface ButtonLinkProps extends LinkProps {
  /** Visual style (default 'primary'). */
  variant?: ButtonVariant;
  /** Height and padding (default 'md'). */
  size?: ButtonSize;
  /** Shows only an icon: pass `aria-label` (and `title`) to name it. */
  iconOnly?: boolean;
}

/** A link that looks like a button (e.g. 'Adicionar Novo', an edit action in a table row). */
export function ButtonLink({ variant = 'primary', size = 'md', iconOnly = false, ...rest }: ButtonLinkProps) {
  return <StyledLink $variant={variant} $size={size} $fullWidth={false} $iconOnly={iconOnly} {...rest} />;
}
