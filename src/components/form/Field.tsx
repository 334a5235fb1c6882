import { useId, type ReactNode } from 'react';
import styled, { css } from 'styled-components';
import { VisuallyHidden } from '../VisuallyHidden';

/** Props every form field shares. */
export interface FieldProps {
  /** Visible label, bound to the control. */
  label: ReactNode;
  /** Help text under the control (linked with aria-describedby). */
  hint?: ReactNode;
  /** Error text under the control, in red; also sets aria-invalid. */
  error?: ReactNode;
}

export function hasError(error: ReactNode): boolean {
  return error != null && error !== false && error !== '';
}

/** What a field takes for itself: every other prop goes to its control. */
interface FieldOwnProps extends FieldProps {
  id?: string | undefined;
  /** Goes to the field's wrapper. */
  className?: string | undefined;
  required?: boolean | undefined;
  'aria-describedby'?: string | undefined;
}

/**
 * One field's wiring: `shell`, the props of its FieldShell (label, hint,
 * error, ids); `control`, what its control takes (id, required, aria-invalid,
 * aria-describedby, the invalid look); `rest`, every other prop, for the
 * control too.
 */
export function useField<P extends FieldOwnProps>(props: P) {
  const { label, hint, error, id: ownId, className, required, 'aria-describedby': describedBy, ...rest } = props;
  const auto = useId();
  const id = ownId ?? `field-${auto}`;
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const invalid = hasError(error);
  return {
    shell: { label, hint, error, htmlFor: id, hintId, errorId, required, className },
    control: {
      id,
      required,
      'aria-invalid': invalid || undefined,
      'aria-describedby':
        [describedBy, hint != null ? hintId : null, invalid ? errorId : null].filter(Boolean).join(' ') || undefined,
      $invalid: invalid,
    },
    rest,
  };
}

export const FieldRoot = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.xs};
  min-width: 0;
`;

export const LabelText = styled.label`
  font-size: ${({ theme }) => theme.font.size.sm};
  font-weight: ${({ theme }) => theme.font.weight.medium};
  color: ${({ theme }) => theme.colors.text};
`;

const RequiredMark = styled.span`
  color: ${({ theme }) => theme.colors.danger};
  margin-left: ${({ theme }) => theme.space.xxs};
`;

/** The `*` shown after a required field's label, announced as "obrigatório". */
export function RequiredIndicator() {
  return (
    <>
      <RequiredMark aria-hidden="true">*</RequiredMark>
      <VisuallyHidden> (obrigatório)</VisuallyHidden>
    </>
  );
}

export const HintText = styled.p`
  margin: 0;
  font-size: ${({ theme }) => theme.font.size.xs};
  color: ${({ theme }) => theme.colors.textMuted};
`;

export const ErrorText = styled.p`
  margin: 0;
  font-size: ${({ theme }) => theme.font.size.xs};
  font-weight: ${({ theme }) => theme.font.weight.medium};
  color: ${({ theme }) => theme.colors.danger};
`;

/** Shared look of text inputs, selects and text areas. */
export const controlStyles = css<{ $invalid?: boolean }>`
  width: 100%;
  min-height: 40px;
  padding: ${({ theme }) => `${theme.space.sm} ${theme.space.md}`};
  border: 1px solid ${({ theme, $invalid }) => ($invalid ? theme.colors.danger : theme.colors.border)};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.inputBg};
  color: ${({ theme }) => theme.colors.text};
  font-size: ${({ theme }) => theme.font.size.md};
  transition: border-color ${({ theme }) => theme.transitions.fastMs}ms ease;

  &::placeholder {
    color: ${({ theme }) => theme.colors.textMuted};
    opacity: 1;
  }
  &:hover:not(:disabled) {
    border-color: ${({ theme, $invalid }) => ($invalid ? theme.colors.danger : theme.colors.textMuted)};
  }
  &:focus {
    outline: 2px solid ${({ theme }) => theme.colors.focus};
    outline-offset: 1px;
    border-color: ${({ theme, $invalid }) => ($invalid ? theme.colors.danger : theme.colors.primary)};
  }
  &:disabled,
  &[readonly] {
    background: ${({ theme }) => theme.colors.surfaceAlt};
    color: ${({ theme }) => theme.colors.textMuted};
  }
  &:disabled {
    cursor: not-allowed;
  }
`;

/** A select that sits inline in a toolbar (page size, page jump). */
export const compactSelectStyles = css`
  width: auto;
  min-height: 36px;
  padding-top: ${({ theme }) => theme.space.xs};
  padding-bottom: ${({ theme }) => theme.space.xs};
  padding-right: ${({ theme }) => theme.space.md};
  appearance: auto;
  font-size: ${({ theme }) => theme.font.size.sm};
`;

export const Input = styled.input<{ $invalid?: boolean }>`
  ${controlStyles}
`;

interface FieldShellProps extends FieldProps {
  htmlFor: string;
  hintId: string;
  errorId: string;
  required?: boolean;
  className?: string;
  children: ReactNode;
}

/** Label above, control, then hint and error below. */
export function FieldShell({ label, hint, error, htmlFor, hintId, errorId, required, className, children }: FieldShellProps) {
  return (
    <FieldRoot className={className}>
      <LabelText htmlFor={htmlFor}>
        {label}
        {required ? <RequiredIndicator /> : null}
      </LabelText>
      {children}
      {hint != null ? <HintText id={hintId}>{hint}</HintText> : null}
      {hasError(error) ? <ErrorText id={errorId}>{error}</ErrorText> : null}
    </FieldRoot>
  );
}
