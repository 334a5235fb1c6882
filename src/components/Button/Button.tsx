import type { ComponentPropsWithRef, ReactNode } from 'react';
import styled, { css, type DefaultTheme } from 'styled-components';
import { Spinner } from '../Spinner';

export type ButtonVariant = 'primary' | 'secondary' | 'ghost' | 'danger';
export type ButtonSize = 'sm' | 'md';

function variantStyles(theme: DefaultTheme, variant: ButtonVariant) {
  const c = theme.colors;
  switch (variant) {
    case 'secondary':
      return css`
        background: ${c.surface};
        color: ${c.text};
        border-color: ${c.border};
        &:hover:not(:disabled) {
          background: ${c.surfaceAlt};
        }
      `;
    case 'ghost':
      return css`
        background: transparent;
        color: ${c.text};
        border-color: transparent;
        &:hover:not(:disabled) {
          background: ${c.surfaceAlt};
        }
      `;
    case 'danger':
      return css`
        background: ${c.danger};
        color: ${c.onPrimary};
        border-color: ${c.danger};
        &:hover:not(:disabled) {
          filter: brightness(0.92);
        }
      `;
    case 'primary':
    default:
      return css`
        background: ${c.primary};
        color: ${c.onPrimary};
        border-color: ${c.primary};
        &:hover:not(:disabled) {
          background: ${c.primaryHover};
          border-color: ${c.primaryHover};
        }
      `;
  }
}

interface ButtonLookProps {
  $variant: ButtonVariant;
  $size: ButtonSize;
  $fullWidth: boolean;
  $iconOnly: boolean;
}

/** The look of a button, shared by `Button` and `ButtonLink`. */
export const buttonLook = css<ButtonLookProps>`
  display: inline-flex;
  text-decoration: none;
  align-items: center;
  justify-content: center;
  gap: ${({ theme }) => theme.space.sm};
  width: ${({ $fullWidth }) => ($fullWidth ? '100%' : 'auto')};
  min-height: ${({ $size }) => ($size === 'sm' ? '32px' : '40px')};
  min-width: ${({ $size, $iconOnly }) => ($iconOnly ? ($size === 'sm' ? '32px' : '40px') : 'auto')};
  padding: ${({ theme, $size, $iconOnly }) =>
    $iconOnly ? theme.space.xs : $size === 'sm' ? `${theme.space.xs} ${theme.space.md}` : `${theme.space.sm} ${theme.space.lg}`};
  border: 1px solid transparent;
  border-radius: ${({ theme }) => theme.radii.md};
  font-size: ${({ theme, $size }) => ($size === 'sm' ? theme.font.size.sm : theme.font.size.md)};
  font-weight: ${({ theme }) => theme.font.weight.medium};
  line-height: 1.2;
  white-space: nowrap;
  cursor: pointer;
  transition:
    background-color ${({ theme }) => theme.transitions.fastMs}ms ease,
    border-color ${({ theme }) => theme.transitions.fastMs}ms ease,
    filter ${({ theme }) => theme.transitions.fastMs}ms ease;
  ${({ theme, $variant }) => variantStyles(theme, $variant)}
`;

const StyledButton = styled.button<ButtonLookProps>`
  ${buttonLook}

  &:disabled {
    cursor: not-allowed;
    opacity: 0.6;
  }

  &[aria-busy='true'] {
    cursor: progress;
  }
`;

const BusyMark = styled.span`
  display: inline-flex;
`;

/** The spinner inside a busy button; aria-busy already tells assistive technology. */
function ButtonSpinner({ size }: { size: ButtonSize }) {
  return (
    <BusyMark aria-hidden="true">
      <Spinner size={size === 'sm' ? 14 : 16} />
    </BusyMark>
  );
}

export interface ButtonProps extends ComponentPropsWithRef<'button'> {
  /** Visual style (default 'primary'). */
  variant?: ButtonVariant;
  /** Height and padding (default 'md'). */
  size?: ButtonSize;
  /** Shows a small spinner, disables the button and sets aria-busy. */
  loading?: boolean;
  /** Stretches to the container's width. */
  fullWidth?: boolean;
}

/**
 * A button. Note: `type` defaults to "button" (not the native "submit"), so a
 * form's submit button must say `type="submit"`.
 */
export function Button({
  variant = 'primary',
  size = 'md',
  loading = false,
  fullWidth = false,
  disabled,
  type = 'button',
  children,
  ...rest
}: ButtonProps) {
  return (
    <StyledButton
      type={type}
      disabled={disabled || loading}
      aria-busy={loading || undefined}
      $variant={variant}
      $size={size}
      $fullWidth={fullWidth}
      $iconOnly={false}
      {...rest}
    >
      {loading ? <ButtonSpinner size={size} /> : null}
      {children}
    </StyledButton>
  );
}

export interface IconButtonProps extends Omit<ButtonProps, 'children' | 'fullWidth' | 'aria-label' | 'title'> {
  /** Accessible name, also shown as a tooltip (title). */
  label: string;
  /** The icon, e.g. `<Icon name="edit" />`. */
  children: ReactNode;
}

/** A square button showing only an icon; `label` names it. Default variant 'ghost'. */
export function IconButton({
  label,
  variant = 'ghost',
  size = 'md',
  loading = false,
  disabled,
  type = 'button',
  children,
  ...rest
}: IconButtonProps) {
  return (
    <StyledButton
      type={type}
      aria-label={label}
      title={label}
      disabled={disabled || loading}
      aria-busy={loading || undefined}
      $variant={variant}
      $size={size}
      $fullWidth={false}
      $iconOnly
      {...rest}
    >
      {loading ? <ButtonSpinner size={size} /> : children}
    </StyledButton>
  );
}
